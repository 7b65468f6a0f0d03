import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe.ts';
import { closePlayers, openMoreSettings, openPlayer } from './support/players.ts';
import { joinBySocket } from './support/socket-players.ts';
import { cardHeading, cardRegion } from './support/turn.ts';

interface CardRecord {
  word: string;
  forbidden: string[];
}

/** The Spanish deck's cards of some categories, read from the data the server loads. */
function spanishCards(files: string[]): CardRecord[] {
  const folder = join(import.meta.dirname, '..', 'packages', 'cards', 'data', 'es');
  expect(readdirSync(folder)).toEqual(expect.arrayContaining(files));
  return files.flatMap((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as CardRecord[]);
}

test('a game in Spanish deals the giver a Spanish card of the chosen categories', async ({
  browser,
  baseURL,
}) => {
  const host = await openPlayer(browser, baseURL as string, 'Ada');
  const page = host.page;
  const sockets: Socket[] = [];
  try {
    await page.goto('/home/create');
    await page.getByLabel('Your name').fill('Ada');
    const language = page.getByLabel('Game language');
    // This browser prefers English: so does the form, until the creator chooses.
    await expect(language).toHaveValue('en');
    await expect(language.getByRole('option')).toHaveText([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Italiano',
      'Português (Brasil)',
    ]);
    await language.selectOption({ label: 'Español' });
    await openMoreSettings(page);
    await page.getByRole('checkbox', { name: 'All categories' }).uncheck();
    await page.getByRole('checkbox', { name: 'Animals', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Places', exact: true }).check();
    await expectAccessible(page, 'create form, Spanish chosen');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const code = new URL(page.url()).pathname.split('/').at(-1) as string;

    await expect(page.getByText(/· cards in Spanish\. \d+ cards from \d+ categor(y|ies)\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Join Team 1' }).click();
    for (const [name, team] of [
      ['Ben', 'team 2'],
      ['Cleo', 'team 1'],
      ['Dev', 'team 2'],
    ] as const)
      sockets.push(await joinBySocket(baseURL as string, code, name, team));
    // Read once the last join has reached the page: Start game's colours change as it turns on.
    const start = page.getByRole('button', { name: 'Start game' });
    await expect(start).toBeEnabled();
    await expectAccessible(page, 'lobby of a Spanish game');
    await start.click();
    await page.waitForURL(`**/play/${code}`);

    // Ada joined first on team 1: she gives the first turn.
    await page.getByRole('button', { name: 'Start turn' }).click();
    await expect(cardRegion(page)).toBeVisible();
    const word = (await cardHeading(page).textContent())?.trim() ?? '';
    const card = spanishCards(['animals.json', 'places.json']).find((c) => c.word === word);
    expect(card, `"${word}" is a Spanish card of Animals or Places`).toBeDefined();
    await expect(cardRegion(page).getByRole('listitem')).toHaveText(card?.forbidden ?? []);
    await expectAccessibleInBothThemes(page, 'a Spanish card in play');
  } finally {
    for (const socket of sockets) socket.close();
    await closePlayers([host]);
  }
});
