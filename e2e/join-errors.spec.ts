import { expect, type Page, test } from '@playwright/test';
import { closePlayers, endGameNow, openPlayer, startedGameOfFour } from './support/players.ts';

async function tryToJoin(page: Page, name: string, code: string): Promise<void> {
  await page.goto('/home/join');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Game code').fill(code);
  await page.getByRole('button', { name: 'Join game' }).click();
}

test('joining an unknown code says it does not exist', async ({ page }) => {
  await tryToJoin(page, 'Zoe', 'zzzzzz');
  await expect(page.getByRole('alert').filter({ hasText: 'Game code ZZZZZZ does not exist!' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/join$/);
  await expect(page.getByLabel('Game code')).toHaveValue('ZZZZZZ');
});

test('joining a finished game says it is finished', async ({ browser, baseURL }) => {
  const game = await startedGameOfFour(browser, baseURL as string);
  await endGameNow(game);
  const late = await openPlayer(browser, baseURL as string, 'Zoe');
  await tryToJoin(late.page, 'Zoe', game.code);
  await expect(
    late.page.getByRole('alert').filter({ hasText: `${game.code} is finished and can't be joined!` }),
  ).toBeVisible();
  await expect(late.page).toHaveURL(/\/home\/join$/);
  await closePlayers([...game.players, late]);
});

test('an address with ?code= opens the join form with the code filled in', async ({ page }) => {
  for (const path of ['/?code=abcdef', '/home?code=abcdef', '/home/join?code=abcdef']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home\/join\?code=abcdef$/);
    await expect(page.getByRole('heading', { name: 'Join game', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Game code')).toHaveValue('ABCDEF');
    await expect(page.getByLabel('Your name')).toHaveValue('');
  }
});

test('an unknown address shows page not found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Create game' })).toBeVisible();
});
