import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { closePlayers, lobbyOfFour, PHONE, startGame } from './support/players.ts';
import { cardRegion, press, reviewList, reviewRegion, rolesOf, wordOn } from './support/turn.ts';

const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
const SMALL_PHONE = { width: 360, height: 640 };
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  SMALL_PHONE,
  { width: 1280, height: 720 },
];

async function shootAt(page: Page, name: string): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${DOCS}${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(PHONE);
}

test('after a Buzz a watcher marks the word said: the giver sees it flash, everyone sees it in the review', async ({
  browser,
  baseURL,
}) => {
  const game = await lobbyOfFour(browser, baseURL as string, undefined, { buzzScoring: true });
  await expect(game.host.page.getByText('buzzed cards give the watchers 1 point')).toBeVisible();
  await startGame(game.host.page, game.players, game.code);
  const roles = await rolesOf(game.players);
  await roles.giver.page.getByRole('button', { name: 'Start turn' }).click();
  await expect(cardRegion(roles.watcher.page)).toBeVisible();
  const word = await wordOn(roles.giver.page);
  const forbidden = await cardRegion(roles.giver.page).getByRole('listitem').allTextContents();
  // The picker is open a few seconds: the teammate holds the smallest phone before the buzz, so
  // its picture is one screenshot, not four sizes raced against the picker's time.
  const teammate = roles['watching team'].page;
  await teammate.setViewportSize(SMALL_PHONE);
  await press(roles.watcher.page, 'Buzz', word);

  const picker = teammate.getByRole('region', { name: `Buzzed “${word}”: which word was said?` });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button')).toHaveCount(forbidden.length + 1);
  await expect(roles.guesser.page.getByRole('region', { name: /which word was said/ })).toHaveCount(0);
  await teammate.screenshot({
    path: `${DOCS}buzzed-word-picker-${SMALL_PHONE.width}x${SMALL_PHONE.height}.png`,
  });
  const said = forbidden[1] as string;
  await picker.getByRole('button', { name: said, exact: true }).click();
  await expect(roles.giver.page.getByText(`Buzz! “${said}”`)).toBeVisible();
  await expect(roles.watcher.page.getByRole('region', { name: /which word was said/ })).toHaveCount(0);

  await expect(reviewRegion(roles.guesser.page)).toBeVisible({ timeout: 45_000 });
  for (const player of [roles.guesser, roles.watcher]) {
    await expect(reviewList(player.page, 'Buzzed').getByText(`Buzz! “${said}”`)).toBeVisible();
    await expect(player.page.getByText('This turn: Team 1 +0 · Team 2 +1')).toBeVisible();
  }
  await expect(roles.watcher.page.locator('.time-up')).toHaveCount(0);
  await shootAt(roles.watcher.page, 'review-buzzed-word');
  await closePlayers(game.players);
});
