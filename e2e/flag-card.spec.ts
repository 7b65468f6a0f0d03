import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { joinTeam } from './support/players.ts';
import { joinBySocket, requestBySocket } from './support/socket-players.ts';
import { press, reviewRegion, wordOn } from './support/turn.ts';

/** The screens this spec looks at, at the sizes every screen must fit. */
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
] as const;
const shotPath = (name: string) =>
  process.env.UPDATE_DOC_SCREENSHOTS === '1'
    ? new URL(`../docs/screenshots/${name}.png`, import.meta.url).pathname
    : `test-results/screenshots/${name}.png`;

const DECK = Array.from(
  { length: 22 },
  (_, i) => `Lantern ${i + 1}|lamp ${i + 1}:light ${i + 1}:wick ${i + 1}`,
).join('\n');

async function device(browser: Browser, baseURL: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  return context.newPage();
}

/** Scrolled to, every box the locator matches lies inside the screen, and nothing scrolls sideways. */
async function expectOnScreen(page: Page, locator: Locator, where: string): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  for (const element of await locator.all()) {
    await element.scrollIntoViewIfNeeded();
    const box = await element.boundingBox();
    expect.soft(box, `${where}: not laid out`).not.toBeNull();
    if (!box) continue;
    const inside =
      box.x >= -0.5 &&
      box.y >= -0.5 &&
      box.x + box.width <= size.width + 0.5 &&
      box.y + box.height <= size.height + 0.5;
    expect.soft(inside, `${where} (${size.width}×${size.height}) at ${JSON.stringify(box)}`).toBe(true);
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(sideways, `${where} (${size.width}×${size.height}): scrolls sideways`).toBeLessThanOrEqual(0);
}

test('a player flags a deck card in the review; the deck’s owner sees it on the deck page', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const owner = await device(browser, base, 1280, 720);
  const player = await device(browser, base, 360, 640);
  const sockets: Socket[] = [];
  try {
    // The owner makes a deck on this device (which keeps its edit key).
    await owner.goto('/decks/new');
    await owner.getByLabel('Deck name').fill('Lanterns');
    await owner.getByRole('textbox', { name: 'Cards' }).fill(DECK);
    await owner.getByRole('button', { name: 'Save deck' }).click();
    await expect(owner).toHaveURL(/\/decks\/[A-Za-z0-9_-]{22}$/);
    const id = new URL(owner.url()).pathname.split('/')[2] ?? '';
    // Nobody flagged anything yet: no list.
    await expect(owner.getByRole('region', { name: 'Yours to change' })).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Flagged in games' })).toHaveCount(0);

    // Another person plays it alone, on a phone, with three players on sockets.
    await player.goto(`/home/create?deck=${id}`);
    await player.getByLabel('Your name').fill('Fay');
    await player.getByLabel('Seconds per turn').selectOption('30');
    await player.getByRole('checkbox', { name: 'Built-in cards too' }).uncheck();
    await player.getByRole('button', { name: 'Create game' }).click();
    await player.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const code = new URL(player.url()).pathname.split('/')[2] ?? '';
    await joinTeam(player, 'Team 1');
    sockets.push(
      await joinBySocket(base, code, 'Gus', 'team 1'),
      await joinBySocket(base, code, 'Wren', 'team 2'),
      await joinBySocket(base, code, 'Otto', 'team 2'),
    );
    await player.getByRole('button', { name: 'Start game' }).click();
    await player.waitForURL(`**/play/${code}`);
    // Fay gives first: two cards, then the clock runs out and the review opens.
    await player.getByRole('button', { name: 'Start turn' }).click();
    const first = await press(player, 'Correct', await wordOn(player));
    const second = await press(player, 'Skip', await wordOn(player));
    const review = reviewRegion(player);
    await expect(review).toBeVisible({ timeout: 45_000 });

    // The flag: a button on each card, its reasons opening under the card.
    const open = review.getByRole('button', { name: `Flag “${first}” as a bad card` });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const reasons = player.getByRole('group', { name: `What’s wrong with “${first}”?` });
    await expect(reasons.getByRole('button')).toHaveText([
      'Wrong or misspelt',
      'Offensive',
      'Too hard',
      'A duplicate',
      'Cancel',
    ]);
    for (const size of SIZES) {
      await player.setViewportSize(size);
      await expectOnScreen(player, reasons.getByRole('button'), 'the flag’s reasons');
      await expectOnScreen(player, review.getByRole('button', { name: /^Flag/ }), 'the flag buttons');
      await player.screenshot({
        path: `test-results/screenshots/flag-card-${size.width}x${size.height}.png`,
        animations: 'disabled',
      });
    }
    await player.setViewportSize({ width: 360, height: 640 });
    await reasons.scrollIntoViewIfNeeded();
    await player.screenshot({ path: shotPath('flag-card-360x640'), animations: 'disabled' });
    await expectAccessibleInBothThemes(player, 'the review with a flag’s reasons open');
    await reasons.getByRole('button', { name: 'Too hard' }).click();
    await expect(player.getByRole('status').filter({ hasText: 'is flagged' })).toHaveText(
      `Thanks! “${first}” is flagged: Too hard.`,
    );
    await expect(open).toHaveText(/Flagged/);

    // The watcher confirms: the reveal of the turn offers the flag too, and waits for the reason.
    const watcher = sockets[1];
    if (!watcher) throw new Error('the watcher’s socket expected');
    expect(await requestBySocket(watcher, 'confirmScores', { gamecode: code })).toMatchObject({ ok: true });
    const reveal = player.getByRole('region', { name: 'Team 1’s turn' });
    await expect(reveal).toBeVisible();
    await reveal.getByRole('button', { name: `Flag “${second}” as a bad card` }).click();
    const revealReasons = reveal.getByRole('group', { name: `What’s wrong with “${second}”?` });
    await expectOnScreen(player, revealReasons.getByRole('button'), 'the reveal’s flag reasons');
    await player.screenshot({
      path: 'test-results/screenshots/flag-reveal-360x640.png',
      animations: 'disabled',
    });
    await revealReasons.getByRole('button', { name: 'A duplicate' }).click();
    await expect(reveal.getByRole('status')).toHaveText(`Thanks! “${second}” is flagged: A duplicate.`);
    // This player made the game: their close is everyone's.
    await reveal.getByRole('button', { name: 'Skip for everyone' }).click();
    await expect(reveal).toHaveCount(0);

    // The owner's page lists it, with its count and reason, and the card form at hand.
    await owner.reload();
    const flagged = owner.getByRole('region', { name: 'Flagged in games' });
    await expect(flagged.getByRole('listitem')).toHaveCount(2);
    // By the word's own element: "Lantern 2" is also the start of "Lantern 20".
    const itemOf = (word: string) =>
      flagged.getByRole('listitem').filter({ has: owner.getByText(word, { exact: true }) });
    const firstItem = itemOf(first);
    await expect(firstItem).toContainText('1 flag');
    await expect(firstItem).toContainText('Too hard 1');
    await expect(itemOf(second)).toContainText('A duplicate 1');
    await owner.getByRole('region', { name: 'Yours to change' }).scrollIntoViewIfNeeded();
    await owner.evaluate(() => window.scrollBy(0, 120));
    await owner.screenshot({ path: shotPath('deck-flags-1280x720'), animations: 'disabled' });
    await flagged.getByRole('button', { name: `Change “${first}”` }).click();
    await expect(flagged.getByRole('textbox', { name: 'Word', exact: true })).toHaveValue(first);
    await expectAccessibleInBothThemes(owner, 'the deck page with its flagged cards');
    await owner.screenshot({
      path: 'test-results/screenshots/deck-flags-form-1280x720.png',
      animations: 'disabled',
    });
    for (const size of SIZES) {
      await owner.setViewportSize(size);
      await expectOnScreen(owner, flagged.getByRole('button'), 'the flagged card’s controls');
    }

    // Nobody else sees the list: not the player who flagged, on the deck's page.
    await player.goto(`/decks/${id}`);
    await expect(player.getByRole('heading', { level: 1, name: 'Lanterns' })).toBeVisible();
    await expect(player.getByRole('region', { name: 'Flagged in games' })).toHaveCount(0);
    await expect(player.getByText('Too hard')).toHaveCount(0);
  } finally {
    for (const s of sockets) s.close();
    await owner.context().close();
    await player.context().close();
  }
});
