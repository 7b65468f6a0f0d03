import { describe, expect, it } from 'vitest';
import { Driver } from './testing/driver.ts';
import { viewFor } from './view.ts';

describe('the highlights of a finished game', () => {
  it('name the turn with the most cards correct and sum each team’s cards', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.playTurn(['correct', 'skipped']); // 1-top: p1 (team 1)
    game.playTurn(['correct', 'correct', 'buzzed']); // 1-bottom: p2 (team 2)
    game.playTurn(['correct', 'correct', 'correct']); // 2-top: p3 (team 1)
    expect(game.view('p1').highlights).toBeNull();
    game.playTurn(['correct', 'correct', 'correct']); // 2-bottom: p4 (team 2), ties p3: the earlier stays
    expect(game.state.status).toBe('finished');
    for (const who of ['p1', 'p4']) {
      expect(viewFor(game.state, who).highlights).toEqual({
        bestTurn: { round: 2, half: 'top', giverId: 'p3', name: 'Player 3', team: 'team 1', correct: 3 },
        teams: {
          'team 1': { turns: 2, correct: 4, skipped: 1, buzzed: 0 },
          'team 2': { turns: 2, correct: 5, skipped: 0, buzzed: 1 },
        },
        awards: {
          // Every card was marked at the same instant of the test's clock: no time tells them apart.
          fastestGuess: null,
          mostBuzzes: { count: 1, players: [{ playerId: 'p3', name: 'Player 3', team: 'team 1' }] },
          closestCall: { kind: 'narrowWin', team: 'team 2', margin: 1 },
        },
      });
    }
  });

  it('have no best turn when every turn played had as many cards correct', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    for (let i = 0; i < 4; i++) game.playTurn(['correct', 'correct']);
    expect(game.state.status).toBe('finished');
    expect(game.view('p2').highlights?.bestTurn).toBeNull();
  });

  it('have no best turn when no card was correct', () => {
    const game = new Driver().addPlayers(4).start();
    game.playTurn(['skipped']);
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.view('p2').highlights?.bestTurn).toBeNull();
    expect(game.view('p2').highlights?.teams['team 1']).toEqual({
      turns: 1,
      correct: 0,
      skipped: 1,
      buzzed: 0,
    });
  });
});
