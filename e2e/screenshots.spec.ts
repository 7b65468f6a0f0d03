import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { closePlayers, endGameNow, lobbyOfFour, PHONE, startGame } from './support/players.ts';
import { cardRegion, reviewRegion, rolesOf } from './support/turn.ts';

const SHOTS = new URL('../test-results/screenshots/', import.meta.url).pathname;
const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
const WIDE = { width: 1280, height: 800 };
/** Those committed to docs/ (and shown in the README), rewritten only on request. */
const FOR_DOCS = ['lobby', 'play-giver', 'play-guesser', 'end'];
/** Also committed in the dark theme. */
const FOR_DOCS_DARK = ['play-watcher'];
const updateDocs = process.env.UPDATE_DOC_SCREENSHOTS === '1';

/**
 * The whole page at phone and desktop width, and at phone width in the dark theme:
 * test-results/screenshots/<screen>-<width>.png and <screen>-<width>-dark.png.
 */
async function shoot(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const path = (width: number, dark = false) => `${SHOTS}${screen}-${width}${dark ? '-dark' : ''}.png`;
  await page.screenshot({ path: path(PHONE.width), fullPage: true, animations: 'disabled' });
  // What a phone shows without scrolling keeps the committed files small.
  if (updateDocs) mkdirSync(DOCS, { recursive: true });
  if (updateDocs && FOR_DOCS.includes(screen)) {
    await page.screenshot({ path: `${DOCS}${screen}-${PHONE.width}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path(PHONE.width, true), fullPage: true, animations: 'disabled' });
  if (updateDocs && FOR_DOCS_DARK.includes(screen)) {
    await page.screenshot({ path: `${DOCS}${screen}-${PHONE.width}-dark.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: path(WIDE.width), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(PHONE);
}

/** The README's small phone and a phone on its side: what such a screen shows without scrolling. */
const SMALL_PHONE = { width: 360, height: 640 };
const PHONE_ON_ITS_SIDE = { width: 844, height: 390 };

async function shootForDocsAt(page: Page, screen: string, sizes: { width: number; height: number }[]) {
  if (!updateDocs) return;
  mkdirSync(DOCS, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `${DOCS}${screen}-${size.width}x${size.height}.png`,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(PHONE);
}

/** At 360 × 640, a screen's control can be scrolled to and lies inside the screen then; nothing scrolls sideways. */
async function expectReachableOnSmallPhone(page: Page, control: Locator, where: string): Promise<void> {
  await page.setViewportSize(SMALL_PHONE);
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, where).not.toBeNull();
  if (box) {
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(box.height, `${where}: a thumb's target`).toBeGreaterThanOrEqual(44);
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.setViewportSize(PHONE);
}

test('screenshots of the home screens', async ({ page }) => {
  const screens: [string, string][] = [
    ['home', '/home'],
    ['create', '/home/create'],
    ['join', '/home/join'],
    ['rules', '/home/rules'],
    ['submit', '/home/submit'],
    ['not-found', '/no/such/page'],
  ];
  for (const [screen, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, screen);
  }
});

test('screenshots of the lobby, play and end screens', async ({ browser, baseURL }) => {
  const game = await lobbyOfFour(browser, baseURL as string);
  const [ada, ben] = game.players;
  if (!ada || !ben) throw new Error('four players expected');
  await expect(ada.page.getByRole('button', { name: 'Start game' })).toBeEnabled();
  await expectReachableOnSmallPhone(
    ada.page,
    ada.page.getByRole('button', { name: 'Start game' }),
    'the lobby',
  );
  await shoot(ada.page, 'lobby');
  await shoot(ben.page, 'lobby-player');

  await startGame(ada.page, game.players, game.code);
  const roles = await rolesOf(game.players);
  const startTurn = roles.giver.page.getByRole('button', { name: 'Start turn' });
  await expectReachableOnSmallPhone(roles.giver.page, startTurn, 'the turn before it starts');
  await shoot(roles.giver.page, 'play-preround-giver');
  await shoot(roles.guesser.page, 'play-preround-guesser');

  await roles.giver.page.getByRole('button', { name: 'Start turn' }).click();
  await expect(cardRegion(roles.giver.page)).toBeVisible();
  await roles.giver.page.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(roles.giver.page.getByText('Cards gone by: 1', { exact: true })).toBeVisible();
  // Once the next card has come in and the buttons are ready again.
  await expect(roles.giver.page.getByRole('button', { name: 'Correct', exact: true })).toBeEnabled();
  await shoot(roles.giver.page, 'play-giver');
  await shootForDocsAt(roles.giver.page, 'play-giver', [SMALL_PHONE, PHONE_ON_ITS_SIDE]);
  await expect(cardRegion(roles.watcher.page)).toBeVisible();
  await expect(roles.watcher.page.getByRole('button', { name: 'Buzz', exact: true })).toBeEnabled();
  await shoot(roles.watcher.page, 'play-watcher');
  await shootForDocsAt(roles.watcher.page, 'play-watcher', [PHONE_ON_ITS_SIDE]);
  await expect(roles.guesser.page.getByText('1 right guess so far')).toBeVisible();
  await shoot(roles.guesser.page, 'play-guesser');

  await expect(reviewRegion(roles.watcher.page)).toBeVisible({ timeout: 45_000 });
  await expectReachableOnSmallPhone(
    roles.watcher.page,
    roles.watcher.page.getByRole('button', { name: 'Confirm scores' }),
    'the review',
  );
  await shoot(roles.watcher.page, 'review');
  await roles.watcher.page.getByRole('button', { name: 'Confirm scores' }).click();
  await expect(roles.watcher.page.getByRole('button', { name: 'Confirm scores' })).toHaveCount(0);

  await endGameNow(game);
  await expect(ada.page.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(ada.page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await shoot(ada.page, 'end');
  await closePlayers(game.players);
});
