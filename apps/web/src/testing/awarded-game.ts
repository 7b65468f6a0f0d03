import { TestGame } from './views.ts';

/**
 * A finished game with awards to show: Team 1 (Ada gives) guesses two cards, one 3 s after the
 * turn starts and one 5 s later; Team 2 (Cy gives) guesses one with a second left, and Ben buzzes
 * one. Then the host ends it: Team 1 wins 2–1, a win by a point.
 */
export function awardedGame(): TestGame {
  const game = TestGame.started();
  const mark = (actor: string, status: 'correct' | 'buzzed', afterMs: number) => {
    game.now += afterMs;
    const index = game.view(game.roles().giver).gameplay.card?.index;
    game.send(actor, 'updateCardStatus', { index, status, roundStatus: 'in progress' });
  };
  let { giver, watcher } = game.roles();
  game.send(giver, 'startTurn');
  mark(giver, 'correct', 3_000);
  mark(giver, 'correct', 5_000);
  game.expireTurn();
  game.send(watcher, 'confirmScores');
  ({ giver, watcher } = game.roles());
  game.send(giver, 'startTurn');
  mark(watcher, 'buzzed', 2_000);
  mark(giver, 'correct', 57_000);
  game.expireTurn();
  game.send(watcher, 'confirmScores');
  return game.send('ada', 'updateGameStatus', { status: 'finished' });
}
