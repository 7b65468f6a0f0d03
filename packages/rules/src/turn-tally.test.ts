import { describe, expect, it } from 'vitest';
import { Driver } from './testing/driver.ts';
import { watchersPoints } from './turn-tally.ts';
import { viewFor } from './view.ts';

describe('the turn tally', () => {
  it('counts the turn’s cards by status for every player, guessers included, as numbers only', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn'); // p1 gives, p3 guesses, p2 watches
    game.press('p1', 'correct');
    game.press('p1', 'correct');
    game.press('p1', 'skipped');
    game.press('p2', 'buzzed');
    for (const who of ['p1', 'p2', 'p3', 'p4']) {
      expect(viewFor(game.state, who).gameplay.tally).toEqual({ correct: 2, skipped: 1, buzzed: 1 });
    }
  });

  it('follows the reviewers’ moves, and starts again at zero next turn', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn');
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    game.expire();
    game.ok('p2', 'updateCardStatus', { index: first, status: 'buzzed', roundStatus: 'postround' });
    expect(game.view('p3').gameplay.tally).toEqual({ correct: 0, skipped: 0, buzzed: 1 });
    game.ok('p2', 'confirmScores');
    expect(game.view('p3').gameplay.tally).toEqual({ correct: 0, skipped: 0, buzzed: 0 });
  });
});

describe('the watchers’ points of a turn', () => {
  const tally = { correct: 3, skipped: 2, buzzed: 2 };
  it('counts the skip penalty, and the buzzed cards only where they score for the watchers', () => {
    expect(watchersPoints(tally, { skipPenalty: 'none' })).toBe(0);
    expect(watchersPoints(tally, { skipPenalty: 'half' })).toBe(1);
    expect(watchersPoints(tally, { skipPenalty: 'none', buzzedCardsScoreForWatchers: true })).toBe(2);
    expect(watchersPoints(tally, { skipPenalty: 'full', buzzedCardsScoreForWatchers: true })).toBe(4);
  });
});
