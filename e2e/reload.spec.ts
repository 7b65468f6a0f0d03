import { expect, type Page, test } from '@playwright/test';
import {
  closePlayers,
  endGameNow,
  joinGame,
  leaveGame,
  lobbyOfFour,
  openPlayer,
  type Player,
  savedSession,
  startGame,
} from './support/players.ts';
import {
  cardHeading,
  cardRegion,
  expectScores,
  goneBy,
  press,
  reviewList,
  reviewRegion,
  rolesOf,
  wordOn,
} from './support/turn.ts';

const SESSION_KEYS = ['unsayable.playerId', 'unsayable.playerName', 'unsayable.gamecode'];
const NO_SESSION = Object.fromEntries(SESSION_KEYS.map((k) => [k, null]));

/** Checks a screen, reloads without doing anything else, and checks that it is all still there. */
async function reloadKeeps(page: Page, check: () => Promise<void>): Promise<void> {
  await check();
  const url = page.url();
  await page.reload();
  await check();
  expect(page.url()).toBe(url);
}

function leave(page: Page) {
  return page.getByRole('button', { name: 'Leave', exact: true });
}

async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1]);
}

/** Leaves (confirmed) and checks the saved session is gone and the way leads to / and then /home. */
async function leaveForGood(page: Page): Promise<void> {
  expect(Object.values(await savedSession(page)).every((v) => v !== null)).toBe(true);
  await leaveGame(page);
  await page.waitForURL('**/home');
  expect(await savedSession(page)).toEqual(NO_SESSION);
  // With no saved game, the start page stays home instead of going back to the game.
  await page.goto('/');
  await page.waitForURL('**/home');
  await expect(leave(page)).toHaveCount(0);
}

test('home screens survive a reload and have no Leave', async ({ page }) => {
  const screens: [string, string][] = [
    ['/home', "Describe it. Don't say it."],
    ['/home/create', 'Create game'],
    ['/home/join', 'Join game'],
    ['/home/rules', 'How to play'],
    ['/home/submit', 'Suggest a card'],
    ['/no/such/page', 'Page not found'],
  ];
  await page.goto('/');
  await page.waitForURL('**/home');
  for (const [path, heading] of screens) {
    await page.goto(path);
    await reloadKeeps(page, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(leave(page)).toHaveCount(0);
    });
  }
});

test('lobby, play and end survive a reload; Leave clears the session', async ({ browser, baseURL }) => {
  const game = await lobbyOfFour(browser, baseURL as string);
  const { code, players } = game;
  const [ada, ben, cleo] = players as [Player, Player, Player, Player];
  const eve = await openPlayer(browser, baseURL as string, 'Eve');

  await test.step('lobby', async () => {
    for (const [p, team] of [
      [ada, 'Team 1'],
      [ben, 'Team 2'],
    ] as const) {
      await reloadKeeps(p.page, async () => {
        await expect(p.page.getByRole('heading', { name: 'Lobby' })).toBeVisible();
        await expect(p.page.getByText(`You are in ${team}.`)).toBeVisible();
        const t1 = p.page.getByRole('region', { name: 'Team 1 (2)' }).getByRole('listitem');
        await expect(t1).toContainText(['Ada', 'Cleo']);
        const t2 = p.page.getByRole('region', { name: 'Team 2 (2)' }).getByRole('listitem');
        await expect(t2).toContainText(['Ben', 'Dev']);
        await expect(p.page.getByRole('button', { name: 'Start game' })).toHaveCount(p === ada ? 1 : 0);
        await expect(leave(p.page)).toBeVisible();
      });
    }
    await joinGame(eve.page, 'Eve', code);
    await expect(ada.page.getByRole('region', { name: 'Unassigned (1)' })).toContainText('Eve');
    await leaveForGood(eve.page);
    await expect(ada.page.getByRole('region', { name: 'Unassigned (0)' })).toBeVisible();
  });

  await startGame(ada.page, players, code);
  const roles = await rolesOf(players);
  expect(roles.giver).toBe(ada);
  expect(roles.watcher).toBe(ben);
  expect(roles.guesser).toBe(cleo);

  await test.step('play, before the turn', async () => {
    await reloadKeeps(ada.page, async () => {
      await expect(ada.page.getByRole('heading', { level: 1 })).toHaveText('Round 1 · Team 1 gives');
      await expect(ada.page.getByRole('button', { name: 'Start turn' })).toBeVisible();
      await expectScores(ada.page, 0, 0);
      await expect(leave(ada.page)).toBeVisible();
    });
    await reloadKeeps(cleo.page, async () => {
      await expect(cleo.page.getByText('Waiting for Ada to start')).toBeVisible();
      await expect(cleo.page.getByText('You are guessing.')).toBeVisible();
    });
  });

  let played: string[] = [];
  await test.step('play, turn in progress', async () => {
    await ada.page.getByRole('button', { name: 'Start turn' }).click();
    played = [await press(ada.page, 'Correct', await wordOn(ada.page))];
    await expect(cardHeading(ada.page)).not.toHaveText(played[0] as string);
    played.push(await press(ada.page, 'Correct', await wordOn(ada.page)));
    const word = await wordOn(ada.page);
    for (const p of [ada, ben]) {
      const before = await secondsLeft(p.page);
      await reloadKeeps(p.page, async () => {
        await expect(cardHeading(p.page)).toHaveText(word);
        expect(await goneBy(p.page)).toBe(2);
        await expect(p.page.getByRole('button', { name: p === ada ? 'Correct' : 'Buzz' })).toBeVisible();
      });
      expect(await secondsLeft(p.page)).toBeLessThanOrEqual(before);
    }
    await reloadKeeps(cleo.page, async () => {
      await expect(cleo.page.getByText('Guess the word Ada is describing!')).toBeVisible();
      await expect(cleo.page.getByRole('timer')).toBeVisible();
      await expect(cardRegion(cleo.page)).toHaveCount(0);
    });
  });

  await test.step('play, review', async () => {
    await expect(reviewRegion(ben.page)).toBeVisible({ timeout: 45_000 });
    await ben.page.getByRole('button', { name: `Move ${played[1]} to Skipped` }).click();
    for (const p of [ben, ada]) {
      await reloadKeeps(p.page, async () => {
        await expect(reviewList(p.page, 'Correct').getByRole('listitem')).toContainText([
          played[0] as string,
        ]);
        await expect(reviewList(p.page, 'Skipped').getByRole('listitem')).toContainText([
          played[1] as string,
        ]);
        await expect(p.page.getByRole('button', { name: 'Confirm scores' })).toHaveCount(p === ben ? 1 : 0);
      });
    }
  });

  await test.step('Leave during play', async () => {
    await joinGame(eve.page, 'Eve', code);
    await eve.page.waitForURL(`**/play/${code}`);
    await expect(eve.page.getByText('Pick a team to join the game.')).toBeVisible();
    await leaveForGood(eve.page);
  });

  await test.step('end', async () => {
    await ben.page.getByRole('button', { name: 'Confirm scores' }).click();
    await expect(ben.page.getByRole('button', { name: 'Start turn' })).toBeVisible();
    await endGameNow(game);
    for (const p of [ada, ben]) {
      await reloadKeeps(p.page, async () => {
        // Team 2 never gave clues: Team 1 leads, nobody wins.
        await expect(p.page.getByRole('heading', { level: 1 })).toHaveText('Team 1 leads');
        await expect(p.page.getByText('The host ended the game.')).toBeVisible();
        await expect(
          p.page.getByText('The game ended early: Team 2 had fewer turns, so nobody wins.'),
        ).toBeVisible();
        await expectScores(p.page, 1, 0);
        await expect(leave(p.page)).toBeVisible();
      });
    }
    await leaveForGood(ben.page);
  });

  await closePlayers([...players, eve]);
});
