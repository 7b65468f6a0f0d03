import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes as expectAccessible, seriousViolations } from './support/axe.ts';
import { closePlayers, endGameNow, lobbyOfFour, startGame } from './support/players.ts';
import { cardRegion, reviewRegion, rolesOf } from './support/turn.ts';

test('the check finds a violation on a page that has one, after a page that has none', async ({ page }) => {
  // A new document each time: the check puts axe in each one it reads.
  await page.setContent('<html lang="en"><title>Fine</title><main><h1>Fine</h1></main></html>');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setContent(
    '<html lang="en"><title>Bad</title><main><h1>Bad</h1><button></button>' +
      '<p style="color:#bbb;background:#fff">Faint</p></main></html>',
  );
  const rules = (await seriousViolations(page)).map((v) => v.rule);
  expect(rules).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
});

test('home, forms, rules and not found have no serious accessibility violations, light and dark', async ({
  page,
}) => {
  const screens: [string, string][] = [
    ['home', '/home'],
    ['create', '/home/create'],
    ['join', '/home/join'],
    ['rules', '/home/rules'],
    ['submit', '/home/submit'],
    ['not found', '/no/such/page'],
  ];
  for (const [screen, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, screen);
  }
});

test('lobby, play and end have no serious accessibility violations, light and dark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const game = await lobbyOfFour(browser, baseURL as string);
  const [ada, ben] = game.players;
  if (!ada || !ben) throw new Error('four players expected');
  await expectAccessible(ada.page, 'lobby as host');
  await expectAccessible(ben.page, 'lobby as player');

  await startGame(ada.page, game.players, game.code);
  const roles = await rolesOf(game.players);
  for (const role of ['giver', 'watcher', 'guesser'] as const) {
    await expectAccessible(roles[role].page, `play before the turn, ${role}`);
  }

  await roles.giver.page.getByRole('button', { name: 'Start turn' }).click();
  for (const role of ['giver', 'watcher', 'watching team'] as const) {
    await expect(cardRegion(roles[role].page)).toBeVisible();
  }
  await expect(roles.guesser.page.getByRole('timer')).toBeVisible();
  for (const role of ['giver', 'watcher', 'watching team', 'guesser'] as const) {
    await expectAccessible(roles[role].page, `play in progress, ${role}`);
  }

  await expect(reviewRegion(roles.watcher.page)).toBeVisible({ timeout: 45_000 });
  await expect(reviewRegion(roles.giver.page)).toBeVisible();
  // The time-up flash (a picture only, hidden from screen readers) fades over 2.4 s: axe reads its
  // colours mid-fade, so the review is checked once it has gone.
  for (const role of ['watcher', 'giver'] as const)
    await expect(roles[role].page.locator('.time-up')).toHaveCount(0);
  await expectAccessible(roles.watcher.page, 'review, reviewer');
  await expectAccessible(roles.giver.page, 'review, giver');

  await roles.watcher.page.getByRole('button', { name: 'Confirm scores' }).click();
  await expect(roles.watcher.page.getByRole('button', { name: 'End game now' })).toHaveCount(0);
  await endGameNow(game);
  await expect(ada.page.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(ben.page.getByText('Waiting for the host…', { exact: false })).toBeVisible();
  await expectAccessible(ada.page, 'end as host');
  await expectAccessible(ben.page, 'end as player');
  await closePlayers(game.players);
});
