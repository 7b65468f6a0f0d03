import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { DECK_LINES, FIXED_LINE_7 } from './support/deck-cards.ts';
import { linkMailedTo, mailCount } from './support/mail.ts';
import { createGame, joinTeam } from './support/players.ts';
import { joinBySocket, requestBySocket } from './support/socket-players.ts';
import { press, reviewRegion, wordOn } from './support/turn.ts';

/**
 * Optional accounts: an anonymous player in a lobby signs up
 * from the phone and keeps the seat, makes a deck, signs in on a second device and finds the deck
 * there (and the game follows one device at a time); a player who never signs in plays a whole
 * game and is never asked for an account. A mailed link acts only on the press of its page, and a
 * link opened on a device that did not ask for it says so first. The server writes mail to its
 * log in development (serve.mjs keeps it; support/mail.ts reads the links).
 */

/** Ana's phone and her second device, a laptop: each screen of the flow is read at one of the two. */
const PHONE = 390;
const LAPTOP = 1280;
const PASSWORD = 'violet lighthouse harbour 42';
const OTHER_DEVICE = 'You opened this game on another device';
const ASKED_ELSEWHERE = 'This link was asked for on another device.';
/** Any words that would ask a player for an account, on any screen of a game. */
const ACCOUNT_PROMPT = /sign up|sign in|log in|create an account|your email|password/i;

async function device(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  return context.newPage();
}

/** The header holds Account and its neighbours inside the screen, none pushed off its edge. */
async function expectHeaderFits(page: Page, width: number): Promise<void> {
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await expect(account).toBeVisible();
  for (const control of [
    account,
    page.getByRole('banner').getByRole('button', { name: 'Dark mode' }),
    page.getByRole('banner').getByRole('link', { name: 'Unsayable home' }),
  ]) {
    const box = await control.boundingBox();
    expect(box, 'a control of the header has a box').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  }
}

/** The header fits the phone, then the same page opened out to a laptop's width, then the phone again. */
async function expectHeaderFitsPhoneAndLaptop(page: Page): Promise<void> {
  await expectHeaderFits(page, PHONE);
  await page.setViewportSize({ width: LAPTOP, height: 844 });
  await expectHeaderFits(page, LAPTOP);
  await page.setViewportSize({ width: PHONE, height: 844 });
}

/** Makes a deck in the editor (24 good cards, one line left out) and returns its id. */
async function makeDeck(page: Page, name: string): Promise<string> {
  await page.goto('/decks/new');
  await page.getByLabel('Deck name').fill(name);
  const lines = [...DECK_LINES];
  lines[6] = FIXED_LINE_7;
  await page.getByRole('textbox', { name: 'Cards' }).fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/decks\/[A-Za-z0-9_-]{22}$/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

test(`an anonymous player in a lobby signs up on a phone (${PHONE} px), keeps the seat, makes a deck and finds it on a laptop (${LAPTOP} px)`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const email = `ana.${Date.now()}@example.com`;
  const phone = await device(browser, base, PHONE);
  const laptop = await device(browser, base, LAPTOP);
  const sockets: Socket[] = [];
  try {
    // Ana plays as today: a name, nothing more, and she is the host of a lobby.
    const code = await createGame(phone, 'Ana');
    await joinTeam(phone, 'Team 1');
    sockets.push(await joinBySocket(base, code, 'Ben', 'team 2'));
    await expect(phone.getByRole('button', { name: 'Manage Ben' })).toBeVisible();
    await expectHeaderFits(phone, PHONE);
    await expect(phone.getByRole('banner').getByRole('button', { name: 'Leave' })).toBeVisible();

    // The header's Account: the ways in, none of them required.
    await phone.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await expect(phone).toHaveURL(/\/account$/);
    await expect(phone.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    for (const name of ['Sign up', 'Sign in', 'Email me a sign-in link', 'Forgot password?'])
      await expect(phone.getByRole('button', { name, exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(phone, `account, signed out, at ${PHONE} px`);

    // Bad input gets the seed's message and changes nothing.
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(phone.getByRole('alert')).toHaveText('Email and Password are required to create user');
    await phone.getByLabel('Password', { exact: true }).fill('short');
    await phone.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(phone.getByRole('alert')).toHaveText(
      'The password is not strong enough: use at least 10 characters, not a common password',
    );

    // Sign up: the mail's link, opened on this phone, does nothing until its press; the press
    // makes this player the account.
    const mailsBefore = mailCount(email);
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(phone.getByText('Check your email to finish signing up')).toBeVisible();
    await expect(phone.getByRole('alert')).toHaveCount(0);
    const confirm = await linkMailedTo(email, '/account/confirm', mailsBefore);
    await phone.goto(confirm);
    await expect(phone.getByRole('heading', { level: 1, name: 'Finish signing up' })).toBeVisible();
    await expect(phone.getByText(`Finish making the account ${email}.`, { exact: false })).toBeVisible();
    await expect(phone.getByText(ASKED_ELSEWHERE)).toHaveCount(0);
    await expectAccessibleInBothThemes(phone, `a sign-up's link on the device that asked, at ${PHONE} px`);
    await phone.reload();
    await expect(phone.getByRole('button', { name: 'Finish signing up', exact: true })).toBeVisible();
    await phone.getByRole('button', { name: 'Finish signing up', exact: true }).click();
    await expect(phone).toHaveURL(/\/account$/);
    await expect(phone.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Your decks' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Games played' })).toBeVisible();
    await expectAccessibleInBothThemes(phone, `account, signed in, at ${PHONE} px`);

    // The seat is kept: the same host, on the same team, in the same lobby.
    await phone.goto(`/waiting/${code}`);
    await expect(phone.getByText('You are in Team 1.')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Start game' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Manage Ben' })).toBeVisible();

    // A deck made signed in is the account's.
    const deckName = "Ana's week";
    const deckId = await makeDeck(phone, deckName);
    await phone.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await expect(
      phone.getByRole('region', { name: 'Your decks' }).getByRole('link', { name: deckName }),
    ).toHaveAttribute('href', `/decks/${deckId}`);

    // A sign-in link asked for on the laptop and opened on the phone: the page says so before
    // anything is done, and nothing of the phone joins the account unless ticked.
    await laptop.goto('/home');
    await laptop.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    const linksBefore = mailCount(email);
    await laptop.getByLabel('Email', { exact: true }).fill(email);
    await laptop.getByRole('button', { name: 'Email me a sign-in link', exact: true }).click();
    await expect(laptop.getByText('Check your email for a sign-in link')).toBeVisible();
    await phone.goto(await linkMailedTo(email, '/account/confirm', linksBefore));
    await expect(phone.getByText(ASKED_ELSEWHERE)).toBeVisible();
    await expect(phone.getByText(`Signing in here signs this device in to ${email}.`)).toBeVisible();
    await expect(
      phone.getByRole('checkbox', { name: 'Move this device’s decks into the account' }),
    ).not.toBeChecked();
    await expect(phone.getByRole('button', { name: 'Sign in here' })).toBeVisible();
    await expectAccessibleInBothThemes(phone, `a sign-in link opened on another device at ${PHONE} px`);

    // The second device: a wrong password is one message; the right one brings the deck.
    await laptop.getByLabel('Email', { exact: true }).fill(email);
    await laptop.getByLabel('Password', { exact: true }).fill('not the password at all');
    await laptop.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(laptop.getByRole('alert')).toHaveText('Wrong email or password');
    await laptop.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await laptop.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(laptop.getByText(`Signed in as ${email}`)).toBeVisible();
    await expectHeaderFits(laptop, LAPTOP);
    await expectAccessibleInBothThemes(laptop, `account, signed in, at ${LAPTOP} px`);
    await laptop.getByRole('region', { name: 'Your decks' }).getByRole('link', { name: deckName }).click();
    await expect(laptop).toHaveURL(new RegExp(`/decks/${deckId}$`));
    await expect(laptop.getByRole('heading', { level: 1, name: deckName })).toBeVisible();
    await expect(laptop.getByText('English · 24 cards')).toBeVisible();
    // The laptop holds no edit key, but the deck is the account's: it may change it.
    await expect(laptop.getByRole('link', { name: 'Edit deck' })).toBeVisible();

    // One device at a time in a game: the laptop takes Ana's seat; the phone is told, and takes it back.
    await phone.goto(`/waiting/${code}`);
    await expect(phone.getByText('You are in Team 1.')).toBeVisible();
    await laptop.goto(`/waiting/${code}`);
    await expect(laptop.getByText('You are in Team 1.')).toBeVisible();
    await expect(phone.getByRole('alert').filter({ hasText: OTHER_DEVICE })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Play here' })).toBeVisible();
    await expectAccessibleInBothThemes(phone, `a game opened on another device at ${PHONE} px`);
    await phone.getByRole('button', { name: 'Play here' }).click();
    await expect(phone.getByText('You are in Team 1.')).toBeVisible();
    await expect(laptop.getByRole('alert').filter({ hasText: OTHER_DEVICE })).toBeVisible();
    await expectAccessibleInBothThemes(laptop, `a game opened on another device at ${LAPTOP} px`);
  } finally {
    for (const s of sockets) s.close();
    await phone.context().close();
    await laptop.context().close();
  }
});

test('a player who never signs in plays a whole game and is never asked for an account', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const noa = await device(browser, base, PHONE);
  const sockets: Socket[] = [];
  const visited: string[] = [];
  noa.on('framenavigated', (frame) => {
    if (frame === noa.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  /** Nothing on screen asks for an account: the header's Account link is the only mention. */
  const expectNoPrompt = async (where: string) => {
    await expect(noa.getByRole('dialog'), `a dialog on ${where}`).toHaveCount(0);
    await expect(
      noa.getByRole('main').getByText(ACCOUNT_PROMPT),
      `an account prompt on ${where}`,
    ).toHaveCount(0);
    await expect(noa.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  };
  try {
    // A small deck of her own, so that one turn plays every card and the game ends on its own.
    await noa.goto('/home');
    await expectNoPrompt('the start screen');
    const deckId = await makeDeck(noa, "Noa's cards");
    await noa.getByRole('button', { name: 'Play this deck' }).click();
    await expect(noa.getByLabel('Deck link or code')).toHaveValue(deckId);
    await noa.getByLabel('Your name').fill('Noa');
    await noa.getByLabel('Seconds per turn').selectOption('180');
    await noa.getByRole('checkbox', { name: 'Built-in cards too' }).uncheck();
    await expectNoPrompt('the create form');
    await noa.getByRole('button', { name: 'Create game' }).click();
    await noa.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const code = new URL(noa.url()).pathname.split('/')[2] ?? '';
    await joinTeam(noa, 'Team 1');
    sockets.push(await joinBySocket(base, code, 'Gus', 'team 1'));
    const watcher = await joinBySocket(base, code, 'Wren', 'team 2');
    sockets.push(watcher, await joinBySocket(base, code, 'Otto', 'team 2'));
    await expectNoPrompt('the lobby');
    await expectHeaderFitsPhoneAndLaptop(noa);
    await noa.getByRole('button', { name: 'Start game' }).click();
    await noa.waitForURL(`**/play/${code}`);
    await noa.getByRole('button', { name: 'Start turn' }).click();
    await expectNoPrompt('the play screen');
    await expectHeaderFitsPhoneAndLaptop(noa);

    // Every card, Correct; the last one empties the deck and the turn goes to review.
    for (let i = 0; i < 24; i++) {
      const word = await wordOn(noa);
      if (i < 23) await press(noa, 'Correct', word);
      else await noa.getByRole('button', { name: 'Correct', exact: true }).click();
    }
    await expect(reviewRegion(noa)).toBeVisible();
    await expectNoPrompt('the turn review');
    expect(await requestBySocket(watcher, 'confirmScores', { gamecode: code })).toMatchObject({ ok: true });
    await noa.waitForURL(`**/end/${code}`);
    await expect(noa.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPrompt('the end screen');

    expect(visited.filter((path) => path.startsWith('/account'))).toEqual([]);
  } finally {
    for (const s of sockets) s.close();
    await noa.context().close();
  }
});
