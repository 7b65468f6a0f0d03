import { expect, type Page, test } from '@playwright/test';
import { escapeRegex } from '@unsayable/rules';
import {
  closePlayers,
  createGame,
  inviteLink,
  joinGame,
  joinTeam,
  openPlayer,
  type Player,
  startGame,
} from './support/players.ts';
import { recordTraffic, type Traffic } from './support/traffic.ts';
import {
  cardHeading,
  cardRegion,
  expectScores,
  press,
  type ReviewList,
  reviewList,
  reviewRegion,
  rolesOf,
  watchGuesser,
  wordOn,
} from './support/turn.ts';

/** Who presses what during one turn, and which card the reviewer moves afterwards. */
interface TurnPlan {
  giver: string;
  watcher: string;
  guesser: string;
  watchingTeam: string;
  presses: { by: 'giver' | 'watcher' | 'watching team'; button: 'Correct' | 'Skip' | 'Buzz' }[];
  /** The n-th pressed card goes to this list in review. */
  move: { press: number; to: ReviewList };
}

const LIST_OF = { Correct: 'Correct', Skip: 'Skipped', Buzz: 'Buzzed' } as const;

// Ada and Cleo are Team 1, Ben and Dev Team 2; each team's order is join order, so the givers are
// Ada, Ben, Cleo, Dev and each watcher is the other team's current player.
const TURNS: TurnPlan[] = [
  {
    giver: 'Ada',
    watcher: 'Ben',
    guesser: 'Cleo',
    watchingTeam: 'Dev',
    presses: [
      { by: 'giver', button: 'Correct' },
      { by: 'giver', button: 'Correct' },
      { by: 'giver', button: 'Skip' },
      { by: 'watcher', button: 'Buzz' },
    ],
    move: { press: 2, to: 'Correct' },
  },
  {
    giver: 'Ben',
    watcher: 'Cleo',
    guesser: 'Dev',
    watchingTeam: 'Ada',
    presses: [
      { by: 'giver', button: 'Correct' },
      { by: 'giver', button: 'Skip' },
      { by: 'watching team', button: 'Buzz' },
    ],
    move: { press: 0, to: 'Buzzed' },
  },
  {
    giver: 'Cleo',
    watcher: 'Dev',
    guesser: 'Ada',
    watchingTeam: 'Ben',
    presses: [
      { by: 'giver', button: 'Correct' },
      { by: 'watcher', button: 'Buzz' },
    ],
    move: { press: 1, to: 'Skipped' },
  },
  {
    giver: 'Dev',
    watcher: 'Ada',
    guesser: 'Ben',
    watchingTeam: 'Cleo',
    presses: [
      { by: 'giver', button: 'Correct' },
      { by: 'giver', button: 'Correct' },
      { by: 'giver', button: 'Skip' },
      { by: 'watcher', button: 'Buzz' },
    ],
    move: { press: 3, to: 'Correct' },
  },
];

const TEAM_OF: Record<string, 'Team 1' | 'Team 2'> = {
  Ada: 'Team 1',
  Ben: 'Team 2',
  Cleo: 'Team 1',
  Dev: 'Team 2',
};
const TURN_MS = 30_000;

interface Figures {
  correct: number;
  skipped: number;
  buzzed: number;
}

test.setTimeout(300_000);

test('four players play a whole game from Create to the end screen', async ({ browser, baseURL }) => {
  const players: Player[] = [];
  const traffic = new Map<string, Traffic>();
  for (const name of Object.keys(TEAM_OF)) {
    const player = await openPlayer(browser, baseURL as string, name);
    traffic.set(name, recordTraffic(player.page));
    players.push(player);
  }
  const byName = (name: string) => players.find((p) => p.name === name) as Player;
  const [ada, ben, cleo, dev] = players as [Player, Player, Player, Player];

  const code = await test.step('Ada creates the game, the others join and pick teams', async () => {
    const code = await createGame(ada.page, 'Ada', { turns: 1, seconds: 30 });
    await expect(ada.page.getByText('1 turn per player · 30 s per turn')).toBeVisible();
    const link = await inviteLink(ada.page);
    expect(link).toBe(`${baseURL}/home/join?code=${code}`);
    await joinGame(ben.page, 'Ben', code, link);
    await joinGame(cleo.page, 'Cleo', code);
    await joinGame(dev.page, 'Dev', code, link);
    const start = ada.page.getByRole('button', { name: 'Start game' });
    await expect(start).toBeDisabled();
    for (const p of players) await joinTeam(p.page, TEAM_OF[p.name] as 'Team 1' | 'Team 2');
    for (const p of [ben, cleo, dev]) {
      await expect(p.page.getByRole('button', { name: 'Start game' })).toHaveCount(0);
    }
    await startGame(ada.page, players, code);
    return code;
  });

  const score = { 'Team 1': 0, 'Team 2': 0 };
  const figures = new Map<string, Figures>();
  for (const [n, plan] of TURNS.entries()) {
    await test.step(`turn ${n + 1}: ${plan.giver} gives, ${plan.watcher} watches`, async () => {
      await playTurn(plan, players, byName, traffic, score, figures);
    });
    if (n < TURNS.length - 1) {
      for (const p of players) await expectScores(p.page, score['Team 1'], score['Team 2']);
    }
  }

  await test.step('the end screen names the winner and the scores as played', async () => {
    expect(score).toEqual({ 'Team 1': 4, 'Team 2': 3 });
    for (const p of players) {
      await p.page.waitForURL(`**/end/${code}`);
      await expect(p.page.getByRole('heading', { level: 1 })).toHaveText('Team 1 wins!');
      await expect(p.page.getByText('Everyone has had their turns.')).toBeVisible();
      await expectScores(p.page, 4, 3);
    }
    const givers = ada.page.getByRole('table', { name: 'Clue givers' });
    for (const [name, f] of figures) {
      const row = givers.getByRole('row').filter({ has: ada.page.getByRole('rowheader', { name }) });
      await expect(row.getByRole('cell')).toHaveText([
        TEAM_OF[name] as string,
        String(f.correct),
        String(f.skipped),
        String(f.buzzed),
      ]);
    }
    // One turn each: the best turn is the earliest of the best clue givers'.
    const most = Math.max(...[...figures.values()].map((f) => f.correct));
    const best = [...figures].filter(([, f]) => f.correct === most).map(([name]) => name);
    const highlights = ada.page.getByRole('region', { name: 'Highlights' });
    await expect(highlights.getByRole('heading', { level: 2 })).toHaveText([
      best.length === 1 ? 'Best clue giver' : 'Best clue givers',
      'Best turn',
    ]);
    for (const name of best) await expect(highlights).toContainText(name);
    await expect(highlights).toContainText(`Best turn${best[0]}${most} cards correct in one turn`);
    await expect(ada.page.getByRole('button', { name: 'Play again' })).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Play again' })).toHaveCount(0);
    await expect(ben.page.getByRole('button', { name: 'Home' })).toBeVisible();
  });

  await closePlayers(players);
});

async function playTurn(
  plan: TurnPlan,
  players: Player[],
  byName: (name: string) => Player,
  traffic: Map<string, Traffic>,
  score: Record<'Team 1' | 'Team 2', number>,
  figures: Map<string, Figures>,
): Promise<void> {
  const roles = await rolesOf(players);
  expect(roles.giver.name).toBe(plan.giver);
  expect(roles.watcher.name).toBe(plan.watcher);
  expect(roles.guesser.name).toBe(plan.guesser);
  expect(roles['watching team'].name).toBe(plan.watchingTeam);
  const giver = byName(plan.giver).page;
  const actors: Record<TurnPlan['presses'][number]['by'], Page> = {
    giver,
    watcher: byName(plan.watcher).page,
    'watching team': byName(plan.watchingTeam).page,
  };
  const seers = Object.values(actors);
  const guesser = byName(plan.guesser).page;

  for (const p of players) {
    await expect(p.page.getByRole('button', { name: 'Start turn' })).toHaveCount(p.page === giver ? 1 : 0);
    if (p.page !== giver) await expect(p.page.getByText(`Waiting for ${plan.giver} to start`)).toBeVisible();
  }
  const watch = watchGuesser(guesser, traffic.get(plan.guesser) as Traffic);
  const startedAt = Date.now();
  await giver.getByRole('button', { name: 'Start turn' }).click();
  for (const p of players) await expect(p.page.getByRole('timer')).toBeVisible();
  await expect(giver.getByRole('timer')).toContainText(/^(30|29|28|27) seconds left$/);

  const shown: string[] = [];
  const played: { word: string; list: ReviewList }[] = [];
  let word = await wordOn(giver);
  for (const step of plan.presses) {
    shown.push(word);
    for (const seer of seers) {
      await expect(cardHeading(seer)).toHaveText(word);
      await expect(cardRegion(seer).getByRole('listitem')).toHaveCount(5);
    }
    await press(actors[step.by], step.button, word);
    played.push({ word, list: LIST_OF[step.button] });
    await expect(cardHeading(giver)).not.toHaveText(word);
    word = await wordOn(giver);
  }
  // The card on screen at the deadline goes back to the deck unplayed.
  shown.push(word);

  for (const p of players) await expect(reviewRegion(p.page)).toBeVisible({ timeout: TURN_MS + 15_000 });
  expect(Date.now() - startedAt, 'the turn ended before its deadline').toBeGreaterThanOrEqual(TURN_MS - 500);
  const polls = await watch.stop(shown);
  expect(polls, 'the guesser was polled through the turn').toBeGreaterThan(20);

  const expectLists = async (page: Page) => {
    for (const list of ['Correct', 'Skipped', 'Buzzed'] as const) {
      const words = played.filter((c) => c.list === list).map((c) => c.word);
      // Each card's item begins with its word; its forbidden words and buttons follow.
      const starts = words.map((word) => new RegExp(`^${escapeRegex(word)}Forbidden words: `));
      await expect(reviewList(page, list).getByRole('listitem')).toHaveText(starts);
    }
  };
  await expectLists(giver);
  await expect(giver.getByRole('button', { name: 'Confirm scores' })).toHaveCount(0);

  const reviewer = actors.watcher;
  const moved = played[plan.move.press] as { word: string; list: ReviewList };
  await reviewer.getByRole('button', { name: `Move ${moved.word} to ${plan.move.to}` }).click();
  moved.list = plan.move.to;
  await expectLists(giver);

  const count = (list: ReviewList) => played.filter((c) => c.list === list).length;
  const giving = TEAM_OF[plan.giver] as 'Team 1' | 'Team 2';
  const other = giving === 'Team 1' ? 'Team 2' : 'Team 1';
  const gained = { [giving]: count('Correct'), [other]: 0 } as Record<'Team 1' | 'Team 2', number>;
  await expect(
    reviewer.getByText(`This turn: Team 1 +${gained['Team 1']} · Team 2 +${gained['Team 2']}`),
  ).toBeVisible();
  await reviewer.getByRole('button', { name: 'Confirm scores' }).click();
  score['Team 1'] += gained['Team 1'];
  score['Team 2'] += gained['Team 2'];
  figures.set(plan.giver, { correct: count('Correct'), skipped: count('Skipped'), buzzed: count('Buzzed') });
  for (const p of players) await expect(reviewRegion(p.page)).toHaveCount(0);
}
