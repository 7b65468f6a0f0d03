import { describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from './constants.ts';
import { SYSTEM } from './outcome.ts';
import { Driver } from './testing/driver.ts';

/** A game whose first turn runs: p1 gives, p2 watches (team 2), p3 guesses, p4 is on team 2. */
const running = (settings = {}) => {
  const game = new Driver(settings).addPlayers(4).start();
  game.ok('p1', 'startTurn');
  return game;
};

const undo = (game: Driver, actor: string, index: number | null) =>
  game.send(actor, 'undoCardStatus', { index });

describe('Undo: the giver takes back their last Correct or Skip within 3 seconds', () => {
  it('within 3 seconds the card is in play again and the one drawn after it comes next', () => {
    const game = running();
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    const drawn = game.gp.cardIndex as number;
    const pileAfter = [...game.pile];
    const order = game.gp.pile;
    expect(game.view('p3').gameplay.tally.correct).toBe(1);
    game.now += UNDO_WINDOW_MS;
    const outcome = undo(game, 'p1', first);
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['card undone']);
    expect(game.gp.cardIndex).toBe(first);
    expect(game.pile).toEqual([drawn, ...pileAfter]);
    // The draw is taken back by counting it undrawn: the pass's order is not copied.
    expect(game.gp.pile).toBe(order);
    expect(game.gp.turnCards).toEqual([]);
    expect(game.state.deck[first]).toMatchObject({ status: null, roundPlayed: null });
    for (const who of ['p1', 'p2', 'p3', 'p4']) {
      expect(game.view(who).gameplay.tally).toEqual({ correct: 0, skipped: 0, buzzed: 0 });
      expect(game.view(who).gameplay.undoUntil).toBeNull();
    }
    expect(game.view('p1').gameplay.card?.index).toBe(first);
    // The next press plays the card drawn after it before anything else.
    game.press('p1', 'skipped');
    expect(game.gp.cardIndex).toBe(drawn);
  });

  it('gives the draw back in a game stored before the cards drawn were counted (its pile held the undrawn ones alone)', () => {
    const game = running();
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    const drawn = game.gp.cardIndex as number;
    const left = game.pile;
    const { pileDrawn: _counted, ...older } = game.gp;
    game.state = { ...game.state, gameplay: { ...older, pile: left } };
    undo(game, 'p1', first);
    expect(game.gp.cardIndex).toBe(first);
    expect(game.pile).toEqual([drawn, ...left]);
    game.press('p1', 'correct');
    expect(game.gp.cardIndex).toBe(drawn);
  });

  it('the view says until when the giver may undo, on server time', () => {
    const game = running();
    expect(game.view('p1').gameplay.undoUntil).toBeNull();
    game.press('p1', 'skipped');
    expect(game.view('p1').gameplay.undoUntil).toBe(game.now + UNDO_WINDOW_MS);
    game.press('p2', 'buzzed');
    expect(game.view('p1').gameplay.undoUntil).toBeNull();
  });

  it('after 3 seconds it is refused and nothing changes', () => {
    const game = running();
    const first = game.gp.cardIndex;
    game.press('p1', 'skipped');
    game.now += UNDO_WINDOW_MS + 1;
    expect(game.refused('p1', 'undoCardStatus', { index: first })).toBe(
      'Too late to undo: a card can be taken back within 3 seconds',
    );
  });

  it('only the giver may undo', () => {
    const game = running();
    const first = game.gp.cardIndex;
    game.press('p1', 'correct');
    for (const who of ['p2', 'p3', 'p4']) {
      expect(game.refused(who, 'undoCardStatus', { index: first })).toBe(
        'Only the clue giver can undo a card',
      );
    }
  });

  it('twice: only the last mark is kept, so a second undo finds nothing to take back', () => {
    const game = running();
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    const second = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    game.ok('p1', 'undoCardStatus', { index: second });
    expect(game.refused('p1', 'undoCardStatus', { index: second })).toBe('There is no card to undo');
    expect(game.refused('p1', 'undoCardStatus', { index: first })).toBe('There is no card to undo');
    expect(game.view('p3').gameplay.tally.correct).toBe(1);
  });

  it('only the last mark: not an earlier card, not after a Buzz', () => {
    const game = running();
    const first = game.gp.cardIndex;
    game.press('p1', 'correct');
    game.press('p1', 'skipped');
    expect(game.refused('p1', 'undoCardStatus', { index: first })).toBe(
      'Only your last Correct or Skip can be undone',
    );
    const buzzed = game.gp.cardIndex;
    game.press('p2', 'buzzed');
    expect(game.refused('p1', 'undoCardStatus', { index: buzzed })).toBe(
      'Only your last Correct or Skip can be undone',
    );
  });

  it('after time is up, before or after the server ends the turn, it is refused', () => {
    const game = running();
    const first = game.gp.cardIndex;
    game.now = (game.gp.turnEndsAt as number) - 1_000;
    game.press('p1', 'correct');
    game.now = game.gp.turnEndsAt as number;
    expect(game.refused('p1', 'undoCardStatus', { index: first })).toBe("The turn's time is up");
    game.ok(SYSTEM, 'expireTurn');
    expect(game.refused('p1', 'undoCardStatus', { index: first })).toBe('No turn is in progress');
  });

  it('gives the card back the status and round it had before the press', () => {
    const game = running();
    const first = game.gp.cardIndex as number;
    game.press('p1', 'skipped');
    const undone = game.state.deck[first];
    expect(undone?.status).toBe('skipped');
    game.ok('p1', 'undoCardStatus', { index: first });
    expect(game.state.deck[first]).toMatchObject({ status: null, roundPlayed: null });
  });

  it('is refused while the turn is paused, and before a turn', () => {
    const game = new Driver().addPlayers(4).start();
    expect(game.refused('p1', 'undoCardStatus', { index: 0 })).toBe('No turn is in progress');
    game.ok('p1', 'startTurn');
    const first = game.gp.cardIndex;
    game.press('p1', 'correct');
    game.ok('p1', 'pauseTurn');
    expect(game.refused('p1', 'undoCardStatus', { index: first })).toBe(
      'The turn is paused; wait for it to resume',
    );
  });

  it('the scores of the turn follow the undo', () => {
    const game = running();
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    game.ok('p1', 'undoCardStatus', { index: first });
    game.press('p1', 'correct');
    game.now = (game.gp.turnEndsAt as number) + 1;
    game.ok(SYSTEM, 'expireTurn');
    game.ok('p2', 'confirmScores');
    expect(game.gp.score).toEqual({ 'team 1': 1, 'team 2': 0 });
    expect(game.gp.plays.map((p) => p.index)).toEqual([first]);
  });
});
