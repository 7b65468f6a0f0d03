import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectInView } from './support/in-view.ts';
import { closePlayers, lobbyOfFour, openPlayer, PHONE, startGame } from './support/players.ts';
import { recordTraffic } from './support/traffic.ts';
import {
  cardRegion,
  goneBy,
  reviewList,
  reviewRegion,
  rolesOf,
  watchGuesser,
  wordOn,
} from './support/turn.ts';

const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
];

const streamOf = (page: Page) => page.getByRole('log', { name: 'Clues and guesses' });

/** Types into a field and sends it with Enter, as a person at a phone's keyboard would. */
async function typeAndSend(page: Page, field: 'Your clue' | 'Your guess', text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: field });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/**
 * The stream's newest entry, whole, inside what the stream shows (its box within its border) and
 * inside the viewport: the line just sent or guessed is read where the thumb is, its top never cut.
 * `lines`, when given, is how many lines the entry must at least take, so that a tall one is tried.
 * Measured again until it holds, for a few seconds: after the viewport changes size the stream
 * follows its newest entry a frame or more later on a busy machine. What the last measurement
 * found is reported (softly, so one run lists every size).
 */
async function expectNewestWhole(page: Page, where: string, lines = 1): Promise<void> {
  const problems = async (): Promise<string[]> => {
    const measured = await streamOf(page).evaluate((stream) => {
      const entry = stream.lastElementChild;
      if (!entry) return null;
      const s = stream.getBoundingClientRect();
      const top = s.top + stream.clientTop;
      const left = s.left + stream.clientLeft;
      const e = entry.getBoundingClientRect();
      return {
        entry: { left: e.left, top: e.top, right: e.right, bottom: e.bottom },
        shown: { left, top, right: left + stream.clientWidth, bottom: top + stream.clientHeight },
        viewport: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight },
        lines: e.height / Number.parseFloat(getComputedStyle(entry).lineHeight),
      };
    });
    if (!measured) return [`${where}: the stream has no entry`];
    const { entry } = measured;
    const inside = (b: typeof entry) =>
      entry.left >= b.left - 0.5 &&
      entry.top >= b.top - 0.5 &&
      entry.right <= b.right + 0.5 &&
      entry.bottom <= b.bottom + 0.5;
    const at = (b: typeof entry) => `(${[b.left, b.top, b.right, b.bottom].map(Math.round).join(', ')})`;
    const found: string[] = [];
    if (!inside(measured.shown))
      found.push(`${where}: newest entry ${at(entry)} outside the stream's ${at(measured.shown)}`);
    if (!inside(measured.viewport)) found.push(`${where}: newest entry ${at(entry)} off the screen`);
    if (Math.round(measured.lines) < lines)
      found.push(`${where}: the newest entry takes ${Math.round(measured.lines)} lines, under ${lines}`);
    return found;
  };
  await expect.configure({ soft: true }).poll(problems, { message: where, timeout: 5_000 }).toEqual([]);
}

/**
 * At each size: the stream, its newest entry whole, the field and its Send button, the turn's
 * buttons on the screen; a picture of it. `tallAt` names the size whose newest entry must take
 * at least three lines.
 */
async function fitsAndShoot(
  page: Page,
  name: string,
  field: string | null,
  buttons: string[] = [],
  tallAt: string | null = null,
): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const parts: Record<string, ReturnType<Page['locator']>> = { stream: streamOf(page) };
    if (field) {
      parts.field = page.getByRole('textbox', { name: field });
      parts.send = page.getByRole('button', { name: 'Send' });
    }
    for (const button of buttons) parts[button] = page.getByRole('button', { name: button, exact: true });
    await expectInView(page, parts, name);
    const shape = `${size.width}x${size.height}`;
    await expectNewestWhole(page, `${name} (${shape})`, shape === tallAt ? 3 : 1);
    await page.screenshot({ path: `${DOCS}${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(PHONE);
}

test('a typed game of four: clues refereed, guesses scoring on their own, the word never on a guesser’s wire', async ({
  browser,
  baseURL,
}) => {
  const game = await lobbyOfFour(browser, baseURL as string, undefined, { clues: 'Typed', seconds: 45 });
  await expect(game.host.page.getByText('typed clues and guesses')).toBeVisible();
  await startGame(game.host.page, game.players, game.code);
  const tv = await openPlayer(browser, baseURL as string, 'TV');
  await tv.page.goto(`/tv/${game.code}`);
  const roles = await rolesOf(game.players);
  const { giver, guesser, watcher } = roles;
  // Recorded from a fresh connection: the page opens its socket again on reload.
  const traffic = recordTraffic(guesser.page);
  await guesser.page.reload();
  await expect(guesser.page.getByText('You are guessing.', { exact: true })).toBeVisible();
  const guesserWatch = watchGuesser(guesser.page, traffic);

  await giver.page.getByRole('button', { name: 'Start turn' }).click();
  await expect(cardRegion(watcher.page)).toBeVisible();
  const first = await wordOn(giver.page);

  // A clean clue reaches everyone; a guess that misses joins the stream.
  await typeAndSend(giver.page, 'Your clue', 'qwzx plomb');
  for (const page of [guesser.page, watcher.page, tv.page])
    await expect(streamOf(page).getByText('qwzx plomb')).toBeVisible();
  await typeAndSend(guesser.page, 'Your guess', 'zzqy');
  await expect(streamOf(giver.page).getByText('zzqy')).toBeVisible();

  // The word, typed in lower case: Correct without anyone pressing it, and the next card comes.
  await typeAndSend(guesser.page, 'Your guess', first.toLowerCase());
  await expect(streamOf(guesser.page).getByText('You got it!')).toBeVisible();
  await expect(streamOf(watcher.page).getByText(`${guesser.name} got it!`)).toBeVisible();
  await expect(giver.page.getByText('Cards gone by: 1', { exact: true })).toBeVisible();
  await expect(tv.page.getByText(`${guesser.name} got it!`)).toBeVisible();
  const second = await wordOn(giver.page);
  expect(second).not.toBe(first);

  // A clue with a forbidden word: the card is buzzed at once; guessers never read the clue.
  const forbidden = (await cardRegion(giver.page).getByRole('listitem').first().textContent())?.trim() ?? '';
  // Long enough that the giver's entry for it (the refusal, the clue, the word it tripped on)
  // takes three lines on the smallest phone.
  const refused = `nearly like ${forbidden}`;
  await typeAndSend(giver.page, 'Your clue', refused);
  await expect(streamOf(guesser.page).getByText('Buzz! the clue used a forbidden word')).toBeVisible();
  await expect(streamOf(guesser.page).getByText(refused)).toHaveCount(0);
  await expect(streamOf(watcher.page).getByText(refused)).toBeVisible();
  await expect(streamOf(giver.page).locator('.stream-tripped')).toContainText(forbidden);
  expect(await goneBy(giver.page)).toBe(2);

  await fitsAndShoot(giver.page, 'typed-giver', 'Your clue', ['Correct', 'Skip'], '360x640');
  await fitsAndShoot(guesser.page, 'typed-guesser', 'Your guess');
  await fitsAndShoot(watcher.page, 'typed-watcher', null, ['Buzz']);
  await tv.page.setViewportSize({ width: 1280, height: 720 });
  await tv.page.screenshot({ path: `${DOCS}typed-tv-1280x720.png` });

  const third = await wordOn(giver.page);
  await expect(reviewRegion(guesser.page)).toBeVisible({ timeout: 60_000 });
  await guesserWatch.stop([first, second, third, forbidden]);

  // The review lists each card with its clues, for everyone.
  await expect(reviewList(guesser.page, 'Correct').getByText(first)).toBeVisible();
  await expect(reviewList(guesser.page, 'Buzzed').getByText(`Clues: ${refused}`)).toBeVisible();
  await expect(reviewList(guesser.page, 'Correct').getByText('Clues: qwzx plomb')).toBeVisible();
  await guesser.page.setViewportSize({ width: 390, height: 844 });
  await expect(guesser.page.locator('.time-up')).toHaveCount(0);
  await guesser.page.screenshot({ path: `${DOCS}typed-review-390x844.png` });
  await closePlayers([...game.players, tv]);
});

test('typed guesses: clues out loud, a typed guess scores on its own', async ({ browser, baseURL }) => {
  const game = await lobbyOfFour(browser, baseURL as string, ['Una', 'Vic', 'Wes', 'Xia'], {
    clues: 'Typed guesses',
  });
  await expect(game.host.page.getByText('typed guesses')).toBeVisible();
  await startGame(game.host.page, game.players, game.code);
  const { giver, guesser, watcher } = await rolesOf(game.players);
  await giver.page.getByRole('button', { name: 'Start turn' }).click();
  await expect(cardRegion(watcher.page)).toBeVisible();
  const word = await wordOn(giver.page);
  await expect(giver.page.getByRole('textbox', { name: 'Your clue' })).toHaveCount(0);
  await typeAndSend(guesser.page, 'Your guess', word);
  await expect(giver.page.getByText('Cards gone by: 1', { exact: true })).toBeVisible();
  await expect(streamOf(watcher.page).getByText(`${guesser.name} got it!`)).toBeVisible();
  await fitsAndShoot(guesser.page, 'typed-guesses-guesser', 'Your guess');
  await closePlayers(game.players);
});
