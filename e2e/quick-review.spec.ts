import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectInView } from './support/in-view.ts';
import { closePlayers, lobbyOfFour, PHONE, revealOf, startGame } from './support/players.ts';
import { heard, recordSenses, started } from './support/senses.ts';
import {
  cardRegion,
  expectScores,
  press,
  reviewList,
  reviewRegion,
  rolesOf,
  wordOn,
} from './support/turn.ts';

const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
const SIZES = [
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

/** Pictures at each size, with `focus` scrolled to the middle of the screen. */
async function shootAt(page: Page, name: string, focus: Locator): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${DOCS}${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(PHONE);
}

/**
 * Each button, once scrolled to as a person would, lies wholly on the screen and is what a tap
 * there reaches (the bar held at the screen's bottom does not cover it).
 */
async function expectReachable(page: Page, buttons: Locator, where: string): Promise<void> {
  const all = await buttons.all();
  expect(all.length, where).toBeGreaterThan(0);
  for (const button of all) {
    const seen = await button.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
        reached: hit !== null && (hit === el || el.contains(hit)),
      };
    });
    expect.soft(seen, `${where} (${page.viewportSize()?.width}×${page.viewportSize()?.height})`).toEqual({
      inside: true,
      reached: true,
    });
  }
}

test('a quick review: forbidden words on every screen, a contest the watcher sees, a countdown that confirms by itself with its gong, and the host’s Skip closing the reveal everywhere', async ({
  browser,
  baseURL,
}) => {
  // The review's countdown outlasts the checks and pictures below even on a busy machine (at 15 s
  // they outran it, and the server confirmed before the test looked for the gong).
  const game = await lobbyOfFour(browser, baseURL as string, undefined, { reviewSeconds: 30 });
  await expect(game.host.page.getByText('reviews confirm after 30 s')).toBeVisible();
  // A TV board in the room, watching without a seat.
  const tvContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  // What the board plays (its sounds recorded from its first load).
  await recordSenses(tvContext);
  const tv = await tvContext.newPage();
  await tv.goto(`/tv/${game.code}`);
  await expect(tv.getByText(game.code, { exact: true })).toBeVisible();
  await startGame(game.host.page, game.players, game.code);
  const roles = await rolesOf(game.players);
  const giver = roles.giver.page;
  const guesser = roles.guesser.page;
  const watcher = roles.watcher.page;

  await giver.getByRole('button', { name: 'Start turn' }).click();
  await expect(cardRegion(watcher)).toBeVisible();
  const cards: { word: string; forbidden: string[] }[] = [];
  for (const button of ['Correct', 'Skip'] as const) {
    const word = await wordOn(giver);
    cards.push({ word, forbidden: await cardRegion(giver).getByRole('listitem').allTextContents() });
    await press(giver, button, word);
  }
  const [correct, skipped] = cards as [(typeof cards)[number], (typeof cards)[number]];
  for (const card of cards) await expect(tv.getByText(card.forbidden.join(' · '))).toHaveCount(0);

  // The turn runs out: every screen shows the review, each card with its forbidden words under it.
  await expect(reviewRegion(guesser)).toBeVisible({ timeout: 45_000 });
  for (const page of [guesser, watcher]) {
    await expect(reviewRegion(page)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Scores confirm by themselves in \d+ s$/);
    for (const [list, card] of [
      ['Correct', correct],
      ['Skipped', skipped],
    ] as const) {
      await expect(
        reviewList(page, list).getByText(`Forbidden words: ${card.forbidden.join(' · ')}`),
      ).toBeAttached();
      await expect(
        reviewList(page, list).getByText(card.forbidden.join(' · '), { exact: true }),
      ).toBeVisible();
    }
  }
  await expect(watcher.getByRole('button', { name: /^Contest / })).toHaveCount(0);

  // The TV board shows the review too, with the same forbidden words; it had none of them before.
  const board = tv.getByRole('region', { name: 'Turn review' });
  await expect(board).toBeVisible();
  for (const card of [correct, skipped])
    await expect(board.getByText(card.forbidden.join(' · '), { exact: true })).toBeVisible();
  await expect(board.getByRole('timer')).toBeVisible();

  // A guesser contests the skipped card; the watcher sees it on that card, the countdown goes on.
  await reviewList(guesser, 'Skipped')
    .getByRole('button', { name: `Contest ${skipped.word}` })
    .click();
  const roleName = roles.guesser.name;
  await expect(reviewList(watcher, 'Skipped').getByText(`Contested by ${roleName}`)).toBeVisible();
  await expect(
    reviewList(guesser, 'Skipped').getByRole('button', { name: `Withdraw the contest of ${skipped.word}` }),
  ).toBeVisible();
  await expect(reviewList(watcher, 'Correct').getByText(/^Contested by/)).toHaveCount(0);
  await expect(watcher.getByRole('timer')).toBeVisible();
  await expect(board.getByText(`Contested by ${roleName}`)).toBeVisible();

  await expect(watcher.locator('.time-up')).toHaveCount(0);
  // The review fits a small phone, a phone on its side, a phone and a laptop: Confirm (held at the screen's bottom) and
  // the countdown on screen at once, each contest button once scrolled to.
  for (const size of SIZES) {
    await watcher.setViewportSize(size);
    await guesser.setViewportSize(size);
    await expectInView(
      watcher,
      {
        'Confirm scores': watcher.getByRole('button', { name: 'Confirm scores' }),
        countdown: watcher.getByRole('timer'),
      },
      'the watcher’s review',
    );
    await expectReachable(
      guesser,
      reviewRegion(guesser).getByRole('button', { name: /^(Contest|Withdraw) / }),
      'the guesser’s contest buttons',
    );
    await guesser.evaluate(() => window.scrollTo(0, 0));
  }
  await watcher.setViewportSize(PHONE);
  await guesser.setViewportSize(PHONE);
  // Pictures of the review with the contested card on screen.
  await shootAt(watcher, 'quick-review-watcher', reviewList(watcher, 'Skipped'));
  await shootAt(guesser, 'quick-review-guesser', reviewList(guesser, 'Skipped'));

  // Nobody confirms: at the countdown's end the server does, and the reveal follows as after Confirm,
  // with a gong of its own (not the horn of time up) on the board.
  const host = game.host.page;
  await guesser.removeLocatorHandler(revealOf(guesser));
  await host.removeLocatorHandler(revealOf(host));
  expect(await started(tv)).not.toContain('gong');
  await expect(reviewRegion(guesser)).toHaveCount(0, { timeout: 35_000 });
  await expect(revealOf(guesser)).toBeVisible();
  await expect(revealOf(guesser).getByText(correct.word)).toBeVisible();
  await expect(revealOf(tv)).toBeVisible();
  await expect.poll(() => heard(tv)).toContain('gong');
  // The guesser opens a flag on a card, which holds their reveal open; the host's Skip for
  // everyone still closes it, and the board's, at once.
  await revealOf(guesser)
    .getByRole('button', { name: `Flag “${correct.word}” as a bad card` })
    .click();
  await revealOf(host).getByRole('button', { name: 'Skip for everyone' }).click();
  await expect(revealOf(host)).toHaveCount(0);
  await expect(revealOf(guesser)).toHaveCount(0, { timeout: 3_000 });
  await expect(revealOf(tv)).toHaveCount(0, { timeout: 3_000 });
  for (const player of game.players) await expectScores(player.page, 1, 0);
  await expect(board).toHaveCount(0);
  await tvContext.close();
  await closePlayers(game.players);
});
