import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameAwards, LAST_SECONDS_MS, NARROW_MARGIN } from './game-awards.ts';
import { Driver } from './testing/driver.ts';
import type { CardStatus, GameState } from './types.ts';
import { playedCardsFor, viewFor } from './view.ts';

/** One press of a turn: who presses (the giver, or a watcher for a buzz) after how long. */
interface TimedPress {
  status: CardStatus;
  afterMs: number;
  /** Which member of the watching team buzzes (by place in the team); the turn's watcher when absent. */
  buzzer?: number;
}

/**
 * The giver starts the turn; each press comes `afterMs` after the one before; then the clock runs
 * out, and the watcher confirms. A press that comes too late (the turn is over) is left out.
 */
function playTimed(game: Driver, presses: TimedPress[], review?: (game: Driver) => void): void {
  const giver = game.gp.giverId as string;
  game.ok(giver, 'startTurn');
  for (const press of presses) {
    const index = game.gp.cardIndex;
    if (index === null || game.gp.roundStatus !== 'in progress') break;
    if (game.now + press.afterMs >= (game.gp.turnEndsAt ?? 0)) break;
    game.now += press.afterMs;
    const watchers = game.state.players.filter((p) => p.team === game.view(giver).gameplay.watchingTeam);
    const buzzer =
      press.buzzer === undefined ? game.gp.watcherId : watchers[press.buzzer % watchers.length]?.playerId;
    game.ok(press.status === 'buzzed' ? (buzzer as string) : giver, 'updateCardStatus', {
      index,
      status: press.status,
      roundStatus: 'in progress',
    });
  }
  if (game.gp.roundStatus === 'in progress') game.expire();
  review?.(game);
  game.ok(game.gp.watcherId ?? 'p1', 'confirmScores');
}

/** The game's awards, the host ending it first when it is still on. */
function awardsOf(game: Driver): GameAwards | undefined {
  if (game.state.status !== 'finished') game.ok('p1', 'updateGameStatus', { status: 'finished' });
  return game.view('p1').highlights?.awards;
}

describe('the fastest correct guess', () => {
  it('is the correct card that took the least time on screen, its giver named', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1, turnSeconds: 60 }).addPlayers(4).start();
    playTimed(game, [
      { status: 'correct', afterMs: 9_000 },
      { status: 'skipped', afterMs: 1_000 },
      { status: 'correct', afterMs: 4_000 },
    ]);
    playTimed(game, [{ status: 'correct', afterMs: 2_500 }]);
    expect(awardsOf(game)?.fastestGuess).toEqual({
      playerId: 'p2',
      name: 'Player 2',
      team: 'team 2',
      ms: 2_500,
      round: 1,
      half: 'bottom',
    });
  });

  it('does not count the time a paused turn stood still', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.now += 1_000;
    game.ok('p1', 'pauseTurn');
    game.now += 120_000;
    game.ok('p1', 'resumeTurn');
    game.now += 2_000;
    game.press('p1', 'correct');
    game.now += 7_000;
    game.press('p1', 'correct');
    game.expire();
    game.ok(game.gp.watcherId as string, 'confirmScores');
    expect(awardsOf(game)?.fastestGuess?.ms).toBe(3_000);
  });

  it('is not given when every correct card took as long, nor for a game without times', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    playTimed(game, [
      { status: 'correct', afterMs: 3_000 },
      { status: 'correct', afterMs: 3_000 },
    ]);
    playTimed(game, [{ status: 'correct', afterMs: 3_000 }]);
    expect(awardsOf(game)?.fastestGuess).toBeNull();
    expect(game.state.gameplay.plays.map((p) => p.msOnScreen)).toEqual([3_000, 3_000, 3_000]);

    // A game stored before cards were timed: its plays have no times.
    const old = JSON.parse(JSON.stringify(game.state)) as GameState;
    for (const play of old.gameplay.plays) {
      delete play.msOnScreen;
      delete play.msLeft;
      delete play.buzzerId;
    }
    // Still read: what needs no times (the final margin) is still said.
    expect(viewFor(old, 'p1').highlights?.awards).toEqual({
      fastestGuess: null,
      mostBuzzes: null,
      closestCall: { kind: 'narrowWin', team: 'team 1', margin: 1 },
    });
  });
});

describe('the most buzzes caught', () => {
  it('names the watcher who buzzed most, not the watcher of the turn', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    // Team 2 (p2, p4) watches: p4 buzzes twice, p2 once.
    playTimed(game, [
      { status: 'buzzed', afterMs: 1_000, buzzer: 1 },
      { status: 'buzzed', afterMs: 1_000, buzzer: 0 },
      { status: 'buzzed', afterMs: 1_000, buzzer: 1 },
    ]);
    playTimed(game, []);
    expect(awardsOf(game)?.mostBuzzes).toEqual({
      count: 2,
      players: [{ playerId: 'p4', name: 'Player 4', team: 'team 2' }],
    });
  });

  it('a buzz that review moved to Skipped is no catch; a card moved to Buzzed in review has no catcher', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    playTimed(
      game,
      [
        { status: 'buzzed', afterMs: 1_000 },
        { status: 'skipped', afterMs: 1_000 },
      ],
      (g) => {
        const [buzzed, skipped] = g.gp.turnCards.map((t) => t.index);
        const reviewer = g.gp.watcherId as string;
        g.ok(reviewer, 'updateCardStatus', { index: buzzed, status: 'skipped', roundStatus: 'postround' });
        g.ok(reviewer, 'updateCardStatus', { index: skipped, status: 'buzzed', roundStatus: 'postround' });
      },
    );
    playTimed(game, []);
    expect(awardsOf(game)?.mostBuzzes).toBeNull();
  });

  it('is not given when everyone caught as many', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    for (let turn = 0; turn < 4; turn++)
      playTimed(game, [
        { status: 'buzzed', afterMs: 1_000, buzzer: 0 },
        { status: 'buzzed', afterMs: 1_000, buzzer: 1 },
      ]);
    expect(game.state.status).toBe('finished');
    expect(awardsOf(game)?.mostBuzzes).toBeNull();
  });
});

describe('the closest call', () => {
  it('is a win by a point', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    playTimed(game, [
      { status: 'correct', afterMs: 1_000 },
      { status: 'correct', afterMs: 1_000 },
    ]);
    playTimed(game, [{ status: 'correct', afterMs: 1_000 }]);
    expect(awardsOf(game)?.closestCall).toEqual({ kind: 'narrowWin', team: 'team 1', margin: 1 });
  });

  it('else the card guessed with the least time left, in the turn’s last seconds', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1, turnSeconds: 30 }).addPlayers(4).start();
    playTimed(game, [
      { status: 'correct', afterMs: 1_000 },
      { status: 'correct', afterMs: 1_000 },
      { status: 'correct', afterMs: 25_000 }, // 3 s left
    ]);
    playTimed(game, [{ status: 'correct', afterMs: 28_800 }]); // 1.2 s left
    expect(awardsOf(game)?.closestCall).toEqual({
      kind: 'lastSecond',
      playerId: 'p2',
      name: 'Player 2',
      team: 'team 2',
      msLeft: 1_200,
      round: 1,
      half: 'bottom',
    });
  });

  it('is not given for a wide win without a late card, nor for a game cut short', () => {
    const wide = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    playTimed(wide, [
      { status: 'correct', afterMs: 1_000 },
      { status: 'correct', afterMs: 1_000 },
      { status: 'correct', afterMs: 1_000 },
    ]);
    playTimed(wide, [{ status: 'correct', afterMs: 1_000 }]);
    expect(awardsOf(wide)?.closestCall).toBeNull();

    const short = new Driver().addPlayers(4).start();
    playTimed(short, [{ status: 'correct', afterMs: 1_000 }]);
    expect(awardsOf(short)?.closestCall).toBeNull();
    expect(short.state.result?.winner).toBe('team 1');
  });
});

describe('what a card’s timing leaves in the views', () => {
  it('nothing before the end: the times and the buzzer are in no view nor listing during play', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.now += 2_000;
    game.press('p1', 'correct');
    game.now += 2_000;
    game.press('p2', 'buzzed');
    expect(game.gp.turnCards.map((t) => t.msLeft)).toEqual([58_000, 56_000]);
    for (const who of ['p1', 'p2', 'p3', 'p4']) {
      const seen = JSON.stringify([viewFor(game.state, who), playedCardsFor(game.state, who)]);
      expect(seen).not.toMatch(/msLeft|msOnScreen|buzzerId|58000|56000/);
      expect(viewFor(game.state, who).highlights).toBeNull();
    }
  });
});

// The rules package is built without Node's types: the environment is reached untyped.
const host = globalThis as { process?: { env: Record<string, string | undefined> } };
const RUNS = Number(host.process?.env.PROPERTY_RUNS ?? 0) || 60;

/** A turn as generated: presses with their delays, sometimes a pause, and review moves. */
const pressArb = fc.record({
  status: fc.constantFrom<CardStatus>('correct', 'skipped', 'buzzed'),
  afterMs: fc.integer({ min: 0, max: 12_000 }),
  buzzer: fc.nat(3),
});
const gameArb = fc.record({
  teamCount: fc.integer({ min: 2, max: 3 }),
  turnSeconds: fc.constantFrom(30, 45, 60),
  turns: fc.array(fc.array(pressArb, { maxLength: 8 }), { minLength: 1, maxLength: 8 }),
  moves: fc.array(fc.tuple(fc.nat(7), fc.constantFrom<CardStatus>('correct', 'skipped', 'buzzed')), {
    maxLength: 4,
  }),
});

describe('the awards (property): each is given only when it says something', () => {
  it('over random games, every award given is backed by the plays, and none is empty or shared by all', () => {
    fc.assert(
      fc.property(gameArb, ({ teamCount, turnSeconds, turns, moves }) => {
        const game = new Driver({ endGameMethod: 'turns', endValue: 5, teamCount, turnSeconds })
          .addPlayers(teamCount * 2)
          .start();
        for (const [n, presses] of turns.entries())
          playTimed(game, presses, (g) => {
            for (const [pick, status] of moves) {
              const card = g.gp.turnCards[(pick + n) % Math.max(1, g.gp.turnCards.length)];
              if (card)
                g.send(g.gp.watcherId as string, 'updateCardStatus', {
                  index: card.index,
                  status,
                  roundStatus: 'postround',
                });
            }
          });
        const awards = awardsOf(game);
        if (!awards) throw new Error('no awards at the end');
        const plays = game.state.gameplay.plays;
        const correctTimes = plays.flatMap((p) =>
          p.status === 'correct' && p.msOnScreen !== undefined ? [p.msOnScreen] : [],
        );
        for (const p of plays) {
          if (p.msOnScreen !== undefined) expect(p.msOnScreen).toBeGreaterThanOrEqual(0);
          if (p.msLeft !== undefined) {
            expect(p.msLeft).toBeGreaterThan(0);
            expect(p.msLeft).toBeLessThanOrEqual(turnSeconds * 1000);
          }
        }

        const fastest = awards.fastestGuess;
        if (fastest) {
          expect(fastest.ms).toBeGreaterThan(0);
          expect(fastest.ms).toBe(Math.min(...correctTimes.filter((ms) => ms > 0)));
          expect(correctTimes.some((ms) => ms > fastest.ms)).toBe(true);
          expect(fastest.name).not.toBe('');
        } else {
          const positive = correctTimes.filter((ms) => ms > 0);
          expect(new Set(positive).size).toBeLessThanOrEqual(1);
        }

        const caught = new Map<string, number>();
        for (const p of plays)
          if (p.status === 'buzzed' && p.buzzerId) caught.set(p.buzzerId, (caught.get(p.buzzerId) ?? 0) + 1);
        const buzzes = awards.mostBuzzes;
        if (buzzes) {
          expect(buzzes.count).toBeGreaterThan(0);
          expect(buzzes.count).toBe(Math.max(...caught.values()));
          expect(buzzes.players.map((p) => caught.get(p.playerId))).toEqual(
            buzzes.players.map(() => buzzes.count),
          );
          expect(buzzes.players.length).toBeLessThan(game.state.players.length);
        } else if (caught.size > 0) {
          const most = Math.max(...caught.values());
          expect([...caught.values()].filter((c) => c === most).length).toBe(game.state.players.length);
        }

        const call = awards.closestCall;
        const result = game.state.result;
        if (call?.kind === 'narrowWin') {
          expect(call.margin).toBeGreaterThan(0);
          expect(call.margin).toBeLessThanOrEqual(NARROW_MARGIN);
          expect(result?.winner).toBe(call.team);
        }
        if (call?.kind === 'lastSecond') {
          expect(call.msLeft).toBeGreaterThan(0);
          expect(call.msLeft).toBeLessThanOrEqual(LAST_SECONDS_MS);
          expect(plays.some((p) => p.status === 'correct' && p.msLeft === call.msLeft)).toBe(true);
        }
        if (!call)
          expect(plays.some((p) => p.status === 'correct' && (p.msLeft ?? Infinity) <= LAST_SECONDS_MS)).toBe(
            false,
          );

        const best = game.view('p1').highlights?.bestTurn;
        if (best) expect(best.correct).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});
