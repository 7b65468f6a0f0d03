import { expect, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import {
  closePlayers,
  joinGame,
  joinTeam,
  openMoreSettings,
  openPlayer,
  type Player,
  startGame,
} from './support/players.ts';
import { joinBySocket, requestBySocket } from './support/socket-players.ts';
import { recordTraffic } from './support/traffic.ts';
import { cardRegion, press, reviewRegion, scoresRegion, watchGuesser, wordOn } from './support/turn.ts';

/**
 * A game of three teams of two: Ada (host, Team 1), Ben (Team 2) and Cleo (Team 3) on phones,
 * Dev (Team 1), Eve (Team 2) and Fay (Team 3) through the server's own protocol. The teams give
 * in order, each watched by the team after it (Team 3 by Team 1), and the team neither giving nor
 * watching waits without the card. Played to a target of 10: Team 1 reaches it in the first turn,
 * yet the game ends only when Team 2 and Team 3 have had their turns too.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const TURN_MS = 30_000;
const WAITING = 'Your team waits for its turn: listen, but let them guess.';
const ROLE = {
  giver: 'You are giving clues.',
  watcher: 'You are watching: buzz a forbidden word, then review the cards.',
  'watching team': 'Your team is watching: buzz when a forbidden word is said.',
  waiting: WAITING,
} as const;

test.setTimeout(300_000);

async function createThreeTeamGame(page: Page, name: string): Promise<string> {
  await page.goto('/home/create');
  await page.getByLabel('Your name').fill(name);
  await openMoreSettings(page);
  const teams = page.getByLabel('Number of teams');
  await expect(teams).toHaveValue('2');
  await teams.selectOption('3');
  await page.getByLabel('End game by').selectOption({ label: 'Target score' });
  await page.getByLabel('Target score', { exact: true }).fill('10');
  await page.getByLabel('Seconds per turn').selectOption('30');
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

/** The three scores as shown, in order: Team 1, Team 2, Team 3. */
async function expectScores(page: Page, scores: [number, number, number]): Promise<void> {
  const region = scoresRegion(page);
  await expect(region.getByRole('term')).toHaveText([/^Team 1/, /^Team 2/, /^Team 3/]);
  await expect(region.getByRole('definition')).toHaveText(scores.map(String));
}

/** Who gives and who watches, as the play screen says it. */
async function expectTurn(page: Page, giving: string, giver: string, watching: string, watcher: string) {
  await expect(page.locator('.turn-summary p').first()).toHaveText(
    new RegExp(`^${giving} gives: ${giver}( \\(you\\))? · ${watching} watches: ${watcher}( \\(you\\))?$`),
  );
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function confirmBySocket(socket: Socket, gamecode: string): Promise<void> {
  const ack = await requestBySocket(socket, 'confirmScores', { gamecode });
  expect(ack, 'Dev confirms the scores').toMatchObject({ ok: true });
}

/** Presses Correct `times` times on the giver's page; returns the words pressed and the one left on screen. */
async function pressCorrect(giver: Page, times: number): Promise<string[]> {
  const words: string[] = [];
  for (let i = 0; i < times; i++) {
    const word = await wordOn(giver);
    await press(giver, 'Correct', word);
    words.push(word);
  }
  words.push(await wordOn(giver));
  return words;
}

test('three teams of two: Join Team 3, each team gives once watched by the next, then the end screen', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const [ada, ben, cleo] = (await Promise.all(
    ['Ada', 'Ben', 'Cleo'].map((name) => openPlayer(browser, base, name)),
  )) as [Player, Player, Player];
  const players = [ada, ben, cleo];
  const cleoTraffic = recordTraffic(cleo.page);
  const sockets: Socket[] = [];

  const code = await test.step('Ada creates a game of three teams; everyone joins a team', async () => {
    const code = await createThreeTeamGame(ada.page, 'Ada');
    await expect(ada.page.getByText('3 teams · first to 10 points · 30 s per turn')).toBeVisible();
    await joinGame(ben.page, 'Ben', code);
    await joinGame(cleo.page, 'Cleo', code);
    for (const p of players) {
      for (const team of ['Team 1', 'Team 2', 'Team 3'])
        await expect(p.page.getByRole('button', { name: `Join ${team}` })).toBeVisible();
      await expect(p.page.getByRole('button', { name: 'Join Team 4' })).toHaveCount(0);
    }
    await joinTeam(ada.page, 'Team 1');
    await joinTeam(ben.page, 'Team 2');
    await joinTeam(cleo.page, 'Team 3');
    sockets.push(await joinBySocket(base, code, 'Dev', 'team 1'));
    sockets.push(await joinBySocket(base, code, 'Eve', 'team 2'));
    const start = ada.page.getByRole('button', { name: 'Start game' });
    await expect(start).toBeDisabled();
    await expect(ada.page.getByText('At least 6 players are needed to start')).toBeVisible();
    sockets.push(await joinBySocket(base, code, 'Fay', 'team 3'));
    const teams = ada.page.getByRole('region', { name: 'Teams' });
    await expect(teams.getByRole('heading', { level: 2 })).toHaveText([
      'Unassigned (0)',
      'Team 1 (2)',
      'Team 2 (2)',
      'Team 3 (2)',
    ]);
    await expect(start).toBeEnabled();
    for (const size of [PHONE, LAPTOP]) {
      await ada.page.setViewportSize(size);
      await expectAccessibleInBothThemes(ada.page, `lobby of three teams at ${size.width} px`);
      await expectNoSidewaysScroll(ada.page);
    }
    await ada.page.setViewportSize(PHONE);
    await startGame(ada.page, players, code);
    return code;
  });

  await test.step('turn 1: Team 1 gives (Ada), Team 2 watches (Ben), Team 3 waits without the card', async () => {
    for (const p of players) {
      await expectTurn(p.page, 'Team 1', 'Ada', 'Team 2', 'Ben');
      await expectScores(p.page, [0, 0, 0]);
    }
    await expect(ada.page.getByText(ROLE.giver, { exact: true })).toBeVisible();
    await expect(ben.page.getByText(ROLE.watcher, { exact: true })).toBeVisible();
    await expect(cleo.page.getByText(ROLE.waiting, { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(cleo.page, 'play, waiting team, at 390 px');
    await expectNoSidewaysScroll(cleo.page);

    const watch = watchGuesser(cleo.page, cleoTraffic);
    await ada.page.getByRole('button', { name: 'Start turn' }).click();
    await expect(cardRegion(ben.page)).toBeVisible();
    const shown = await pressCorrect(ada.page, 10);
    for (const p of players) await expect(reviewRegion(p.page)).toBeVisible({ timeout: TURN_MS + 15_000 });
    await watch.stop(shown);
    await expect(ben.page.getByText('This turn: Team 1 +10 · Team 2 +0')).toBeVisible();
    await expect(cleo.page.getByRole('button', { name: 'Confirm scores' })).toHaveCount(0);
    await ben.page.getByRole('button', { name: 'Confirm scores' }).click();
    // Team 1 has reached the target, but Team 2 and Team 3 have not had their turns: play goes on.
    for (const p of players) {
      await expect(reviewRegion(p.page)).toHaveCount(0);
      await expectScores(p.page, [10, 0, 0]);
      await expect(p.page.getByText('Round 1 · Team 2 gives')).toBeVisible();
    }
  });

  await test.step('turn 2: Team 2 gives (Ben), Team 3 watches (Cleo) and buzzes, Team 1 waits', async () => {
    for (const p of players) await expectTurn(p.page, 'Team 2', 'Ben', 'Team 3', 'Cleo');
    await expect(cleo.page.getByText(ROLE.watcher, { exact: true })).toBeVisible();
    await expect(ada.page.getByText(ROLE.waiting, { exact: true })).toBeVisible();
    await ada.page.setViewportSize(LAPTOP);
    await expectAccessibleInBothThemes(ada.page, 'play, waiting team, at 1280 px');
    await ben.page.getByRole('button', { name: 'Start turn' }).click();
    await pressCorrect(ben.page, 1);
    await press(cleo.page, 'Buzz', await wordOn(ben.page));
    await expect(cardRegion(ada.page)).toHaveCount(0);
    await expect(cleo.page.getByRole('button', { name: 'Confirm scores' })).toBeVisible({
      timeout: TURN_MS + 15_000,
    });
    await expect(cleo.page.getByText('This turn: Team 2 +1 · Team 3 +0')).toBeVisible();
    await cleo.page.getByRole('button', { name: 'Confirm scores' }).click();
    for (const p of players) await expectScores(p.page, [10, 1, 0]);
  });

  await test.step('turn 3: Team 3 gives (Cleo), Team 1 watches (Dev, with Ada seeing the card)', async () => {
    for (const p of players) await expectTurn(p.page, 'Team 3', 'Cleo', 'Team 1', 'Dev');
    await expect(ada.page.getByText(ROLE['watching team'], { exact: true })).toBeVisible();
    await expect(ben.page.getByText(ROLE.waiting, { exact: true })).toBeVisible();
    await cleo.page.getByRole('button', { name: 'Start turn' }).click();
    await expect(cardRegion(ada.page)).toBeVisible();
    await expect(cardRegion(ben.page)).toHaveCount(0);
    await expectAccessibleInBothThemes(ada.page, 'play in progress, watching team, at 1280 px');
    await pressCorrect(cleo.page, 2);
    await expect(reviewRegion(ada.page)).toBeVisible({ timeout: TURN_MS + 15_000 });
    await expect(ada.page.getByText('Waiting for Dev to confirm the scores')).toBeVisible();
    await confirmBySocket(sockets[0] as Socket, code);
  });

  await test.step('after the round, Team 1 leads past the target: the end screen shows three teams', async () => {
    for (const p of players) {
      await p.page.waitForURL(`**/end/${code}`);
      await expect(p.page.getByRole('heading', { level: 1 })).toHaveText('Team 1 wins!');
      await expect(p.page.getByText('The target score was reached.')).toBeVisible();
      await expectScores(p.page, [10, 1, 2]);
      const teams = p.page.getByRole('region', { name: 'Teams' });
      await expect(teams.getByRole('heading', { level: 2 })).toHaveText(['Team 1', 'Team 2', 'Team 3']);
      await expect(teams).toContainText('Fay');
    }
    const givers = ada.page.getByRole('table', { name: 'Clue givers' });
    for (const [name, team, correct] of [
      ['Ada', 'Team 1', '10'],
      ['Ben', 'Team 2', '1'],
      ['Cleo', 'Team 3', '2'],
    ] as const) {
      const row = givers.getByRole('row').filter({ has: ada.page.getByRole('rowheader', { name }) });
      await expect(row.getByRole('cell').first()).toHaveText(team);
      await expect(row.getByRole('cell').nth(1)).toHaveText(correct);
    }
    for (const size of [PHONE, LAPTOP]) {
      await ada.page.setViewportSize(size);
      await expectAccessibleInBothThemes(ada.page, `end screen of three teams at ${size.width} px`);
      await expectNoSidewaysScroll(ada.page);
    }
    await expectNoSidewaysScroll(ben.page);
  });

  for (const socket of sockets) socket.close();
  await closePlayers(players);
});
