import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { escapeRegex } from '@unsayable/rules';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import {
  closePlayers,
  endGameNow,
  lobbyOfFour,
  PHONE,
  type Player,
  revealOf,
  startGame,
} from './support/players.ts';
import { recordTraffic, type Traffic } from './support/traffic.ts';
import { cardRegion, press, reviewRegion, rolesOf, scoresRegion, wordOn } from './support/turn.ts';

const TV = { width: 1280, height: 720 } as const;
const FULL_HD = { width: 1920, height: 1080 } as const;
const PHONE_LANDSCAPE = { width: 844, height: 390 } as const;
const SMALL_PHONE = { width: 360, height: 640 } as const;
const SHOTS = new URL('../test-results/screenshots/', import.meta.url).pathname;
const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
/** The TV board during a turn is committed to docs/ (and shown in the README), rewritten only on request. */
const updateDocs = process.env.UPDATE_DOC_SCREENSHOTS === '1';

async function openWatcher(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page, traffic: recordTraffic(page) };
}

/**
 * The page's text as a person reads it: never the card's words on a screen without a seat, as
 * words (a card "Skip" is not the live count's "Skipped").
 */
async function expectNoWord(page: Page, words: string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const word of words)
    expect(text, `"${word}" shown`).not.toMatch(new RegExp(`(?<!\\p{L})${escapeRegex(word)}(?!\\p{L})`, 'u'));
  expect(await cardRegion(page).count()).toBe(0);
}

/** No message that reached the page before the turn's review held a word of the turn's cards. */
async function expectNoWordOnTheWire(traffic: Traffic, words: string[]): Promise<void> {
  let inProgress = 0;
  for (const { message, view } of await traffic.viewsSince(0)) {
    if (view.gameplay.roundStatus !== 'in progress') continue;
    inProgress += 1;
    for (const word of words) expect(message, `"${word}" on the wire`).not.toContain(JSON.stringify(word));
  }
  expect(inProgress).toBeGreaterThan(0);
  // Until the review: from then on the turn's cards are everyone's (on a slow machine the turn may
  // have ended before this looks).
  for (const message of await traffic.since(0)) {
    if (message.includes('"postround"')) break;
    for (const word of words) expect(message, `"${word}" on the wire`).not.toContain(JSON.stringify(word));
  }
}

/** A QR code, found by the title the picture carries. */
function qrCode(page: Page, title: string) {
  return page.locator('svg', { has: page.locator('title', { hasText: title }) });
}

/**
 * The board's panels reach the foot of the screen at both TV sizes, none past it: the room reads
 * the whole screen, not a strip at its top.
 */
async function expectFillsScreen(page: Page, panels: string): Promise<void> {
  for (const size of [TV, FULL_HD]) {
    await page.setViewportSize(size);
    // Read until the board has laid itself out at the new size: a busy machine lets a look come
    // between the resize and the layout that follows it.
    await expect
      .poll(
        async () => {
          const bottoms = await page
            .locator(panels)
            .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
          const outside = bottoms.filter((bottom) => bottom <= size.height * 0.9 || bottom > size.height);
          return { found: bottoms.length > 0, outside };
        },
        { message: `${panels} at ${size.width}: every bottom in the screen's last tenth` },
      )
      .toEqual({ found: true, outside: [] });
  }
  await page.setViewportSize(TV);
}

async function shootTv(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}${name}-${TV.width}.png`, animations: 'disabled' });
  if (updateDocs && (name === 'tv-board' || name === 'tv-review')) {
    mkdirSync(DOCS, { recursive: true });
    await page.screenshot({ path: `${DOCS}${name}-${TV.width}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}${name}-${TV.width}-dark.png`, animations: 'disabled' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(FULL_HD);
  await page.screenshot({ path: `${SHOTS}${name}-${FULL_HD.width}.png`, animations: 'disabled' });
  await page.setViewportSize(TV);
}

test('four players play a turn while a TV board and a spectator watch, never seeing the card', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const game = await lobbyOfFour(browser, baseURL as string);
  const tv = await openWatcher(browser, baseURL as string, TV);
  const spectator = await openWatcher(browser, baseURL as string, PHONE);
  try {
    // The TV board opens from its own address (the lobby's Show on a TV), and shows the code to join by.
    const host = game.host.page;
    await host.getByText('Show on a TV').click();
    const tvLink = await host.getByRole('link', { name: 'Open the TV board' }).getAttribute('href');
    expect(tvLink).toMatch(new RegExp(`/tv/${game.code}$`));
    // The address to type into the TV's browser, and no second QR code beside the invite's.
    const tvAddress = `${new URL(tvLink as string).host}/tv/${game.code}`;
    await expect(host.getByText(tvAddress, { exact: true })).toBeVisible();
    await expect(host.locator('svg title', { hasText: /^QR code/ })).toHaveCount(1);
    await tv.page.goto(tvLink as string);
    await expect(tv.page.getByText(game.code, { exact: true })).toBeVisible();
    await expect(qrCode(tv.page, `QR code of the invite link to game ${game.code}`)).toBeVisible();
    // The shortest address to join by, which opens the join form with the code filled in.
    const joinAddress = `${new URL(tvLink as string).host}/${game.code}`;
    await expect(tv.page.getByText(joinAddress, { exact: true })).toBeVisible();
    await spectator.page.goto(`http://${joinAddress.toLowerCase()}`);
    await expect(spectator.page.getByLabel('Game code')).toHaveValue(game.code);
    await expect(tv.page.getByRole('region', { name: 'Team 1' }).getByText('Ada')).toBeVisible();
    await expectAccessibleInBothThemes(tv.page, 'TV board, lobby');
    await shootTv(tv.page, 'tv-lobby');
    await expectFillsScreen(tv.page, '.watched-lobby > .watch-invite');

    // A spectator watches from the join screen: the game code, no name.
    await spectator.page.goto('/home/join');
    await spectator.page.getByLabel('Game code').fill(game.code);
    await spectator.page.getByRole('button', { name: 'Watch' }).click();
    await spectator.page.waitForURL(`**/watch/${game.code}`);
    await expect(spectator.page.getByText(`Watching game ${game.code} · you have no seat`)).toBeVisible();
    await expectAccessibleInBothThemes(spectator.page, 'spectator, lobby');

    // Counted for everyone; the TV is a screen, not a spectator.
    for (const p of game.players)
      await expect(p.page.getByText('Spectators: 1', { exact: true })).toBeVisible();
    await expect(tv.page.getByText('Spectators: 1', { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(host, 'lobby with spectators');

    await startGame(host, game.players, game.code);
    for (const page of [tv.page, spectator.page]) {
      await expect(scoresRegion(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Team 1’s turn' })).toBeVisible();
    }
    const roles = await rolesOf(game.players);
    await expect(tv.page.getByText(`Waiting for ${roles.giver.name} to start the turn`)).toBeVisible();

    await roles.giver.page.getByRole('button', { name: 'Start turn' }).click();
    await expect(tv.page.getByRole('timer')).toBeVisible();
    await expect(spectator.page.getByRole('timer')).toBeVisible();
    const words: string[] = [];
    const first = await wordOn(roles.giver.page);
    words.push(first);
    await expectNoWord(tv.page, words);
    await press(roles.giver.page, 'Correct', first);
    await expect(
      tv.page.getByRole('region', { name: 'This turn' }).getByRole('definition').first(),
    ).toHaveText('1');
    const second = await wordOn(roles.giver.page);
    words.push(second);
    await press(roles.watcher.page, 'Buzz', second);
    await expect(
      tv.page.getByRole('region', { name: 'This turn' }).getByRole('definition').nth(2),
    ).toHaveText('1');
    const third = await wordOn(roles.giver.page);
    words.push(third);
    for (const page of [tv.page, spectator.page]) {
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(scoresRegion(page)).toBeVisible();
      await expectNoWord(page, words);
    }
    await expectAccessibleInBothThemes(tv.page, 'TV board, turn');
    await expectAccessibleInBothThemes(spectator.page, 'spectator, turn');
    await shootTv(tv.page, 'tv-board');
    await expectFillsScreen(tv.page, '.watched-turn > .watch-whose, .watched-turn > .watch-clock');
    await spectator.page.screenshot({ path: `${SHOTS}watch-turn-${PHONE.width}.png`, fullPage: true });
    await expectNoWordOnTheWire(tv.traffic, words);
    await expectNoWordOnTheWire(spectator.traffic, words);

    // The turn ends; once its review is confirmed every screen reveals its cards, the TV large.
    for (const p of game.players) await expect(reviewRegion(p.page)).toBeVisible({ timeout: 45_000 });
    await expect(tv.page.getByRole('region', { name: 'Turn review' })).toContainText(first);
    await shootTv(tv.page, 'tv-review');
    // The spectator holds the phone on its side, and a guesser has the smallest phone.
    await spectator.page.setViewportSize(PHONE_LANDSCAPE);
    await roles.guesser.page.setViewportSize(SMALL_PHONE);
    for (const p of game.players) await p.page.removeLocatorHandler(revealOf(p.page));
    await roles.watcher.page.getByRole('button', { name: 'Confirm scores' }).click();
    const screens = [tv.page, spectator.page, ...game.players.map((p) => p.page)];
    for (const page of screens) {
      const reveal = page.getByRole('region', { name: 'Team 1’s turn' });
      await expect(reveal).toBeVisible();
      await expect(reveal.getByText(first, { exact: true })).toBeVisible();
      await expect(reveal.getByText('Correct', { exact: true })).toBeVisible();
      await expect(reveal.getByText(second, { exact: true })).toBeVisible();
      await expect(reveal.getByText('Buzzed', { exact: true })).toBeVisible();
      // The host's closes it on every screen, and says so.
      const close = page === game.host.page ? 'Skip for everyone' : 'Continue';
      await expect(reveal.getByRole('button', { name: close })).toBeInViewport();
    }
    await shootTv(tv.page, 'tv-reveal');
    await spectator.page.screenshot({ path: `${SHOTS}watch-reveal-${PHONE.width}.png` });
    await roles.giver.page.screenshot({ path: `${SHOTS}play-reveal-${PHONE.width}.png` });
    await roles.guesser.page.screenshot({ path: `${SHOTS}play-reveal-${SMALL_PHONE.width}.png` });
    await spectator.page.screenshot({ path: `${SHOTS}watch-reveal-${PHONE_LANDSCAPE.width}.png` });
    await expectAccessibleInBothThemes(spectator.page, 'spectator, reveal');
    // It closes by itself after a few seconds (Continue closes it sooner: the unit tests press it).
    for (const page of screens)
      await expect(page.getByRole('region', { name: 'Team 1’s turn' })).toHaveCount(0, { timeout: 20_000 });
    await spectator.page.setViewportSize(PHONE);
    await roles.guesser.page.setViewportSize(PHONE);

    // The end: the TV and the spectator follow to the end screen.
    await endGameNow(game);
    for (const page of [tv.page, spectator.page]) {
      await expect(page.getByRole('heading', { level: 1, name: /wins!|tie!|leads/ })).toBeVisible();
      await expect(scoresRegion(page)).toBeVisible();
    }
    await expectAccessibleInBothThemes(tv.page, 'TV board, end');
    await expectAccessibleInBothThemes(spectator.page, 'spectator, end');
    await shootTv(tv.page, 'tv-end');

    // The spectator leaves.
    await spectator.page.getByRole('button', { name: 'Leave' }).click();
    await spectator.page.waitForURL('**/home');
  } finally {
    await tv.context.close();
    await spectator.context.close();
    await closePlayers(game.players as Player[]);
  }
});
