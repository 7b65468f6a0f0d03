import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expectInView, expectWithin } from './support/in-view.ts';
import { closePlayers, endGameNow, lobbyOfFour, PHONE, startGame } from './support/players.ts';
import { press, reviewRegion, rolesOf, wordOn } from './support/turn.ts';

// The podium’s motion is checked here, and that it stops when less is asked for.
test.use({ reducedMotion: 'no-preference' });

const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
const SHOTS = new URL('../test-results/screenshots/', import.meta.url).pathname;
const PHONE_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
];
const TV_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
/** The longest name a player may have, as the host's: it must wrap inside its award's card. */
const LONG_NAME = 'Anastasia Wolkenkratzerin';

function podium(page: Page): Locator {
  return page.getByRole('region', { name: 'Podium' });
}

/** Each screen at each size, light and dark: committed in light, the dark ones kept to look at. */
async function shootAt(page: Page, name: string, sizes: { width: number; height: number }[]): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${name}-${size.width}x${size.height}.png`;
    await page.screenshot({ path: `${DOCS}${file}`, animations: 'disabled' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({
      path: `${SHOTS}${name}-${size.width}x${size.height}-dark.png`,
      animations: 'disabled',
    });
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

test('a short game ends on a podium on every phone and the TV, with awards, and Share gives a PNG', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const game = await lobbyOfFour(browser, baseURL as string, [LONG_NAME, 'Ben', 'Cleo', 'Dev'], {
    seconds: 30,
  });
  const tvContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const tv = await tvContext.newPage();
  try {
    await tv.goto(`/tv/${game.code}`);
    // The board's first load fetches its parts one by one; under a loaded CI machine that took
    // longer than the default wait, with nothing wrong.
    await expect(tv.getByText(game.code, { exact: true })).toBeVisible({ timeout: 30_000 });
    await startGame(game.host.page, game.players, game.code);

    // Team 1: two cards guessed (the second quicker than the first), one buzzed by the watchers.
    let roles = await rolesOf(game.players);
    await roles.giver.page.getByRole('button', { name: 'Start turn' }).click();
    await roles.giver.page.waitForTimeout(2_500);
    await press(roles.giver.page, 'Correct', await wordOn(roles.giver.page));
    await roles.giver.page.waitForTimeout(800);
    await press(roles.giver.page, 'Correct', await wordOn(roles.giver.page));
    await press(roles.watcher.page, 'Buzz', await wordOn(roles.giver.page));
    await expect(reviewRegion(roles.watcher.page)).toBeVisible({ timeout: 45_000 });
    await roles.watcher.page.getByRole('button', { name: 'Confirm scores' }).click();
    for (const p of game.players) await expect(reviewRegion(p.page)).toHaveCount(0);

    // Team 2: one card guessed, slowly. Then the host ends the game: Team 1 wins 2–1, by a point.
    // Slowly enough that Team 1's quicker card stays the fastest guess however long a loaded
    // machine takes over each step; the turn's clock runs to its end either way.
    roles = await rolesOf(game.players);
    await roles.giver.page.getByRole('button', { name: 'Start turn' }).click();
    await roles.giver.page.waitForTimeout(12_000);
    await press(roles.giver.page, 'Correct', await wordOn(roles.giver.page));
    await expect(reviewRegion(roles.watcher.page)).toBeVisible({ timeout: 45_000 });
    await roles.watcher.page.getByRole('button', { name: 'Confirm scores' }).click();
    await expect(roles.watcher.page.getByRole('button', { name: 'Confirm scores' })).toHaveCount(0);
    await endGameNow(game);

    // Every phone and the TV: the teams ranked, Team 1 first and crowned, then the scores and the awards.
    for (const page of [...game.players.map((p) => p.page), tv]) {
      await expect(page.getByRole('heading', { level: 1, name: 'Team 1 wins!' })).toBeVisible();
      const places = podium(page).getByRole('listitem');
      await expect(places).toHaveCount(2);
      await expect(places.nth(0)).toContainText('1st place');
      await expect(places.nth(0)).toContainText('Team 1');
      await expect(places.nth(0)).toContainText('2 points');
      await expect(places.nth(1)).toContainText('2nd place');
      await expect(places.nth(1)).toContainText('Team 2');
      await expect(page.getByRole('region', { name: 'Scores' })).toBeVisible();
      const highlights = page.getByRole('region', { name: 'Highlights' });
      await expect(highlights.getByRole('heading', { name: 'Closest call' })).toBeVisible();
      await expect(highlights.getByText('Won by 1 point')).toBeVisible();
      await expect(highlights.getByRole('heading', { name: 'Fastest guess' })).toBeVisible();
      await expect(highlights.getByRole('heading', { name: 'Most buzzes caught' })).toBeVisible();
    }
    await expect(
      tv.getByText('When the host presses Play again, the new game’s code shows here.'),
    ).toBeVisible();

    // With less motion asked for, the podium stands still: nothing of it animates.
    const moving = (page: Page) =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest('.podium')).length,
      );
    await tv.emulateMedia({ reducedMotion: 'reduce' });
    await tv.reload();
    await expect(podium(tv)).toBeVisible();
    expect(await moving(tv)).toBe(0);
    await tv.emulateMedia({ reducedMotion: 'no-preference' });

    // A name as long as names go wraps inside its card on the smallest phone.
    const host = game.host.page;
    await host.setViewportSize({ width: 360, height: 640 });
    const fastest = host.locator('.award-card', {
      has: host.getByRole('heading', { name: 'Fastest guess' }),
    });
    await expect(fastest.getByText(LONG_NAME)).toBeVisible();
    await expectWithin(fastest.locator('.award-holder'), fastest, 'the fastest guess’s name');
    for (const place of await podium(host).getByRole('listitem').all())
      await expectWithin(place.locator('.podium-team'), place, 'a team’s name on the podium');
    await expectInView(host, { podium: podium(host) }, 'the end’s podium');

    // Share as a picture: headless Chromium has no share sheet, so the picture is downloaded.
    const share = host.getByRole('button', { name: 'Share as a picture' });
    await share.scrollIntoViewIfNeeded();
    const box = await share.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    const download = host.waitForEvent('download');
    await share.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`unsayable-${game.code}.png`);
    const bytes = readFileSync((await file.path()) as string);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(host.getByRole('status').filter({ hasText: 'Saved as a picture.' })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await file.saveAs(`${SHOTS}end-podium-share.png`);

    await expectAccessibleInBothThemes(host, 'end screen with the podium');
    await expectAccessibleInBothThemes(tv, 'TV board, podium');
    await shootAt(host, 'end-podium', PHONE_SIZES);
    await shootAt(tv, 'tv-end-podium', TV_SIZES);
    await host.setViewportSize(PHONE);

    // Play again: the TV follows to the new game's lobby, its code large for the room.
    await host.getByRole('button', { name: 'Play again' }).click();
    await host.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const next = host.url().slice(-6);
    expect(next).not.toBe(game.code);
    await tv.waitForURL(`**/tv/${next}`);
    await expect(tv.getByText(next, { exact: true })).toBeVisible();
  } finally {
    await tvContext.close();
    await closePlayers(game.players);
  }
});
