import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import { Driver } from './testing/driver.ts';
import { testCatalogue } from './testing/fixtures.ts';
import type { GameState } from './types.ts';
import { viewFor } from './view.ts';

function finished() {
  const game = new Driver({ endValue: 1, skipPenalty: 'half', turnSeconds: 90 }).addPlayers(4).start();
  game.playTurn(['correct', 'skipped']);
  game.playTurn(['buzzed']);
  game.playTurn([]);
  game.playTurn(['correct']);
  expect(game.state.status).toBe('finished');
  return game;
}

describe('Play again', () => {
  it('is the host’s alone', () => {
    const game = finished();
    expect(game.refused('p2', 'playAgain', {}, { newGamecode: 'QRST23' })).toBe(
      'Only the host can start Play again',
    );
  });

  it('only once the game has finished', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'playAgain', {}, { newGamecode: 'QRST23' })).toBe(
      'Play again is possible once the game has finished',
    );
    game.start();
    expect(game.refused('p1', 'playAgain', {}, { newGamecode: 'QRST23' })).toBe(
      'Play again is possible once the game has finished',
    );
  });

  it('needs a free code from the server', () => {
    const game = finished();
    expect(() => game.send('p1', 'playAgain')).toThrow('playAgain needs ctx.newGamecode from the server');
  });

  it('spawns a new lobby with the same players, teams and settings, and points the old game at it', () => {
    const game = finished();
    const before = game.state;
    game.now += 10_000;
    const outcome = game.send('p1', 'playAgain', {}, { newGamecode: 'QRST23' });
    if (outcome.kind !== 'accepted' || !outcome.spawned) throw new Error('not spawned');
    expect(outcome.events).toEqual(['play again']);
    expect(game.state.nextGamecode).toBe('QRST23');
    expect(game.state.status).toBe('finished');
    expect(game.state.version).toBe(before.version + 1);
    const next: GameState = outcome.spawned;
    expect(next).toMatchObject({
      gamecode: 'QRST23',
      createdAt: game.now,
      status: 'new',
      version: 1,
      settings: before.settings,
      previousGamecode: 'ABCDEF',
      nextGamecode: null,
      result: null,
      deck: [],
      gameCards: [],
      users: ['p1', 'p2', 'p3', 'p4'],
    });
    expect(next.players.map((p) => [p.playerId, p.name, p.team, p.host, p.joinedAt, p.pendingTeam])).toEqual([
      ['p1', 'Player 1', 'team 1', true, game.now, null],
      ['p2', 'Player 2', 'team 2', false, game.now, null],
      ['p3', 'Player 3', 'team 1', false, game.now, null],
      ['p4', 'Player 4', 'team 2', false, game.now, null],
    ]);
    expect(next.gameplay).toMatchObject({
      round: 1,
      half: 'top',
      roundStatus: 'preround',
      score: { 'team 1': 0, 'team 2': 0 },
    });
  });

  it('leaves out every card the group has seen, including one that went back to the pile unplayed', () => {
    const game = finished();
    const seen = game.state.deck.filter((e) => e.seen).map((e) => e.card.id);
    const played = game.gp.plays.map((p) => p.cardId);
    expect(seen.length).toBe(played.length + 4); // each of the four turns left one card on screen at the deadline
    const outcome = game.send('p1', 'playAgain', {}, { newGamecode: 'QRST23' });
    const next = outcome.kind === 'accepted' ? outcome.spawned : undefined;
    expect([...(next?.excludedCardIds ?? [])].sort()).toEqual([...seen].sort());
    // the next game's deck has none of them
    const again = decide(next, { type: 'updateGameStatus', gamecode: 'QRST23', status: 'active' }, 'p1', {
      now: game.now,
      seed: 3,
      catalogue: game.catalogue,
    });
    if (again.kind !== 'accepted') throw new Error(again.kind);
    expect(again.state.deck).toHaveLength(120 - seen.length);
    expect(again.state.deck.some((e) => seen.includes(e.card.id))).toBe(false);
  });

  it('brings back the cards drawn longest ago once too few fresh ones are left, so a group can always play again', () => {
    const game = new Driver({ categories: ['animals', 'places'], endValue: 1 }, testCatalogue(12)).addPlayers(
      4,
    );
    game.start();
    for (let i = 0; i < 4; i++) game.playTurn(['correct']);
    expect(game.state.status).toBe('finished');
    const drawn = game.state.deck.filter((e) => e.seen).map((e) => e.card.id);
    expect(24 - drawn.length).toBeLessThan(20); // leaving all of them out would leave too few to start
    const outcome = game.send('p1', 'playAgain', {}, { newGamecode: 'QRST23' });
    const next = outcome.kind === 'accepted' ? outcome.spawned : undefined;
    if (!next) throw new Error(outcome.kind);
    // Exactly enough come back for a game (20 of the 24), the first drawn first.
    expect(next.excludedCardIds).toEqual(drawn.slice(drawn.length - 4));
    expect(viewFor(next, 'p1').startProblems).toEqual([]);
  });

  it('a group playing game after game never runs out, and what it leaves out stays bounded', () => {
    const catalogue = testCatalogue(30);
    let game = new Driver(
      { categories: ['animals', 'places'], endValue: 1, turnSeconds: 90 },
      catalogue,
    ).addPlayers(4);
    const lastGames: string[][] = [];
    for (let g = 0; g < 12; g++) {
      game.start();
      for (let i = 0; i < 4; i++) game.playTurn(['correct', 'correct', 'skipped']);
      expect(game.state.status).toBe('finished');
      const drawn = game.state.deck.filter((e) => e.seen).map((e) => e.card.id);
      const outcome = game.send('p1', 'playAgain', {}, { newGamecode: `QRST${10 + g}` });
      if (outcome.kind !== 'accepted' || !outcome.spawned) throw new Error(outcome.kind);
      const next = outcome.spawned;
      // Never more left out than leaves a game's worth (twice the last game's draw, at least 20).
      expect(next.excludedCardIds.length).toBeLessThanOrEqual(60 - Math.max(20, 2 * drawn.length));
      // The cards of the game just played are always left out.
      for (const id of drawn) expect(next.excludedCardIds).toContain(id);
      expect(viewFor(next, 'p1').startProblems).toEqual([]);
      lastGames.push(drawn);
      const driver = new Driver({}, catalogue);
      driver.state = next;
      driver.now = game.now;
      game = driver;
    }
    expect(lastGames).toHaveLength(12);
  });

  it('keeps excluding the cards of earlier games down the chain', () => {
    const game = finished();
    const firstSeen = game.state.deck.filter((e) => e.seen).map((e) => e.card.id);
    const outcome = game.send('p1', 'playAgain', {}, { newGamecode: 'QRST23' });
    if (outcome.kind !== 'accepted' || !outcome.spawned) throw new Error('not spawned');
    game.state = outcome.spawned;
    game.start();
    expect(game.state.deck.some((e) => firstSeen.includes(e.card.id))).toBe(false);
    game.playTurn(['correct']);
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    const secondSeen = game.state.deck.filter((e) => e.seen).map((e) => e.card.id);
    const third = game.send('p1', 'playAgain', {}, { newGamecode: 'WXYZ45' });
    const next = third.kind === 'accepted' ? third.spawned : undefined;
    expect([...(next?.excludedCardIds ?? [])].sort()).toEqual([...firstSeen, ...secondSeen].sort());
    expect(next?.previousGamecode).toBe('QRST23');
  });

  it('only once per game: a second press names the game the group continues in', () => {
    const game = finished();
    game.ok('p1', 'playAgain', {}, { newGamecode: 'QRST23' });
    expect(game.refused('p1', 'playAgain', {}, { newGamecode: 'WXYZ45' })).toBe(
      'This group already continues in game QRST23',
    );
  });
});
