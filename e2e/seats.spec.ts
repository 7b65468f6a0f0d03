import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  closePlayers,
  createGame,
  inviteLink,
  joinGame,
  leaveGame,
  type Player,
  savedSession,
} from './support/players.ts';

/** The smallest phone the game is made for. */
const SMALL_PHONE = { width: 360, height: 640 } as const;

async function openSmall(browser: Browser, baseURL: string, name: string): Promise<Player> {
  const context = await browser.newContext({ baseURL, viewport: SMALL_PHONE });
  const page = await context.newPage();
  return { name, context, page };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox({ timeout: 10_000 });
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** A control a thumb can hit, wholly on the screen. */
async function expectFits(page: Page, locator: Locator): Promise<void> {
  const { x, y, width, height } = await box(locator);
  const viewport = page.viewportSize() ?? SMALL_PHONE;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width);
  expect(y + height).toBeLessThanOrEqual(viewport.height);
}

async function expectTarget(page: Page, locator: Locator): Promise<void> {
  await expectFits(page, locator);
  expect((await box(locator)).height).toBeGreaterThanOrEqual(44);
}

/** The lobby's Unassigned list, with how many are in it. */
function unassigned(page: Page, count: number) {
  return page.getByRole('region', { name: `Unassigned (${count})` });
}

test('Leave in a lobby asks first: Stay keeps the seat, Leave game gives it up', async ({
  browser,
  baseURL,
}) => {
  const host = await openSmall(browser, baseURL as string, 'Ada');
  const guest = await openSmall(browser, baseURL as string, 'Ben');
  try {
    const code = await createGame(host.page, host.name);
    await joinGame(guest.page, guest.name, code);
    await expect(unassigned(host.page, 2)).toContainText('Ben');

    await guest.page.getByRole('banner').getByRole('button', { name: 'Leave', exact: true }).click();
    const dialog = guest.page.getByRole('dialog', { name: `Leave game ${code}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`You lose your seat in game ${code}.`);
    const stay = dialog.getByRole('button', { name: 'Stay' });
    const confirm = dialog.getByRole('button', { name: 'Leave game' });
    await expect(stay).toBeFocused();
    await expectFits(guest.page, dialog);
    await expectTarget(guest.page, stay);
    await expectTarget(guest.page, confirm);
    await expectAccessible(guest.page, 'Leave’s question in the lobby at 360 px');

    await stay.click();
    await expect(dialog).toBeHidden();
    await expect(guest.page).toHaveURL(new RegExp(`/waiting/${code}$`));
    expect((await savedSession(guest.page))['unsayable.gamecode']).toBe(code);
    await expect(unassigned(host.page, 2)).toContainText('Ben');

    await leaveGame(guest.page);
    await guest.page.waitForURL('**/home');
    expect((await savedSession(guest.page))['unsayable.gamecode']).toBeNull();
    await expect(unassigned(host.page, 1)).not.toContainText('Ben');
    await expect(guest.page.getByRole('link', { name: /^Back to your game/ })).toHaveCount(0);
  } finally {
    await closePlayers([host, guest]);
  }
});

test('How to play opened from a game keeps the seat and shows the way back; the join form has the code', async ({
  browser,
  baseURL,
}) => {
  const player = await openSmall(browser, baseURL as string, 'Ada');
  const { page } = player;
  try {
    const code = await createGame(page, player.name);
    const back = page.getByRole('link', { name: `Back to your game ${code}` });
    await expect(back).toHaveCount(0);

    await page.getByRole('link', { name: 'Unsayable home' }).click();
    await page.getByRole('link', { name: 'How to play' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
    await expect(back).toBeVisible();
    await expectTarget(page, back);
    await expectAccessible(page, 'How to play with the way back at 360 px');
    expect((await savedSession(page))['unsayable.gamecode']).toBe(code);

    await back.click();
    await expect(page).toHaveURL(new RegExp(`/waiting/${code}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
    await expect(unassigned(page, 1)).toContainText('Ada');

    // On the join form, the game this player is in is filled in, in the app and on a fresh load.
    await page.getByRole('link', { name: 'Unsayable home' }).click();
    await page.getByRole('link', { name: 'Join game' }).click();
    await expect(page.getByLabel('Game code')).toHaveValue(code);
    await expect(back).toBeVisible();
    await page.goto('/home/join');
    await expect(page.getByLabel('Game code')).toHaveValue(code);
    await expect(back).toBeVisible();
  } finally {
    await closePlayers([player]);
  }
});

test('a pasted invite link in lower case with spaces joins; an unknown code is refused beside the field', async ({
  browser,
  baseURL,
}) => {
  const host = await openSmall(browser, baseURL as string, 'Ada');
  const guest = await openSmall(browser, baseURL as string, 'Ben');
  const { page } = guest;
  const codeField = page.getByLabel('Game code');
  try {
    const code = await createGame(host.page, host.name);
    const link = await inviteLink(host.page);

    await page.goto('/home/join');
    await page.getByLabel('Your name').fill(guest.name);
    await codeField.fill('zzzzzz');
    await page.getByRole('button', { name: 'Join game' }).click();
    const refusal = page.getByRole('alert');
    // One alert: the field's own message, which the field points to; no toast.
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toHaveText('Game code ZZZZZZ does not exist!');
    const described = (await codeField.getAttribute('aria-describedby'))?.split(' ') ?? [];
    expect(described).toContain(await refusal.getAttribute('id'));
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toBeFocused();
    await expectAccessible(page, 'the join form refusing an unknown code at 360 px');

    await codeField.fill(`  ${link.toLowerCase()}  `);
    await expect(codeField).toHaveValue(code);
    await expect(refusal).toHaveCount(0);
    await page.getByRole('button', { name: 'Join game' }).click();
    await page.waitForURL(`**/waiting/${code}`);
    await expect(unassigned(host.page, 2)).toContainText('Ben');
  } finally {
    await closePlayers([host, guest]);
  }
});

test('at 360 px a toast sits below the header: Leave, Account and the switches stay in reach', async ({
  browser,
  baseURL,
}) => {
  const host = await openSmall(browser, baseURL as string, 'Ada');
  const { page } = host;
  try {
    await createGame(page, host.name);
    // Copied or, without the clipboard, left selected: either way a toast says so.
    await page.getByRole('button', { name: 'Copy invite link' }).click();
    const toast = page.getByRole('alert').filter({ hasText: /Invite link copied|Copy the selected link/ });
    await expect(toast).toBeVisible();
    // This phone asks for less motion (the suite's default): the toast still stays its time, as
    // long as it takes to read the header's controls beside it.
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const shown = await box(toast);
    const banner = page.getByRole('banner');
    const controls = [
      banner.getByRole('button', { name: 'Leave', exact: true }),
      banner.getByRole('button', { name: 'Account' }),
      banner.getByRole('switch', { name: 'Sound' }),
      banner.getByRole('button', { name: 'Dark mode' }),
      banner.getByRole('combobox', { name: 'Language' }),
    ];
    for (const control of controls) {
      const at = await box(control);
      const apart =
        at.y + at.height <= shown.y ||
        shown.y + shown.height <= at.y ||
        at.x + at.width <= shown.x ||
        shown.x + shown.width <= at.x;
      expect(apart, `${control} under the toast`).toBe(true);
    }
    await expect(toast).toBeVisible();
    await banner.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^Leave game/ })).toBeVisible();
  } finally {
    await closePlayers([host]);
  }
});
