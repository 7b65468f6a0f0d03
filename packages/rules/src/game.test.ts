import { describe, expect, it } from 'vitest';
import { Driver } from './testing/driver.ts';

describe('a whole game', () => {
  it('plays four players through two turns each to a finished game with a winner', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 2 }).addPlayers(4).start();
    expect(game.state.status).toBe('active');
    expect(game.gp.giverId).toBe('p1');
    expect(game.gp.watcherId).toBe('p2');
    // top: team 1 (p1, p3); bottom: team 2 (p2, p4). Two turns per player = 4 rounds.
    for (let round = 1; round <= 4; round++) {
      expect(game.gp.round).toBe(round);
      game.playTurn(['correct', 'correct', 'skipped']);
      game.playTurn(['correct', 'buzzed']);
    }
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.winner).toBe('team 1');
    expect(game.state.result?.score).toEqual({ 'team 1': 8, 'team 2': 4 });
    expect(game.state.result?.givers.map((g) => [g.playerId, g.correct, g.skipped, g.buzzed])).toEqual([
      ['p1', 4, 2, 0],
      ['p2', 2, 0, 2],
      ['p3', 4, 2, 0],
      ['p4', 2, 0, 2],
    ]);
  });
});
