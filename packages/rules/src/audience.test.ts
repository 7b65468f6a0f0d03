import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import { undrawnCards } from './deck.ts';
import { ownMessages } from './messages.ts';
import { SYSTEM } from './outcome.ts';
import { canReview } from './roles.ts';
import { Driver } from './testing/driver.ts';
import { wordsOf } from './testing/fixtures.ts';
import { spectatorView, viewFor } from './view.ts';

/** Every word of the given deck indexes, quoted as they would appear in JSON. */
function quotedWords(game: Driver, indexes: number[]): string[] {
  return indexes.flatMap((i) => {
    const card = game.state.deck[i]?.card;
    return card ? wordsOf(card).map((w) => JSON.stringify(w)) : [];
  });
}

describe('the audience: spectators and TV boards', () => {
  it('is counted by the server alone, and shown as Spectators (phones only)', () => {
    const game = new Driver().addPlayers(4);
    expect(spectatorView(game.state).spectators).toBe(0);
    game.ok(SYSTEM, 'setAudience', { spectators: 2, screens: 1 });
    expect(game.state.audience).toEqual({ spectators: 2, screens: 1 });
    expect(viewFor(game.state, 'p1').spectators).toBe(2);
    expect(spectatorView(game.state).spectators).toBe(2);
    expect(game.unchanged(SYSTEM, 'setAudience', { spectators: 2, screens: 1 })).toBe('Nothing to change');
    // A player cannot send it (a browser does not even know the type), and decide refuses it too.
    const byPlayer = decide(
      game.state,
      { type: 'setAudience', gamecode: game.state.gamecode, spectators: 9, screens: 0 },
      'p1',
      game.ctx(),
    );
    expect(byPlayer).toMatchObject({ kind: 'refused', message: ownMessages.systemOnly });
    expect(game.state.audience).toEqual({ spectators: 2, screens: 1 });
  });

  it('never counts as players: teams, start, turn order and reviewers are the same with or without it', () => {
    const game = new Driver().addPlayers(4);
    const before = game.state.players;
    game.ok(SYSTEM, 'setAudience', { spectators: 5, screens: 2 });
    expect(game.state.players).toBe(before);
    expect(game.view('p1').startProblems).toEqual([]);
    game.start();
    game.ok(SYSTEM, 'setAudience', { spectators: 3, screens: 1 });
    game.playTurn(['correct']);
    expect(game.state.gameplay.order).toEqual({ 'team 1': ['p1', 'p3'], 'team 2': ['p2', 'p4'] });
    expect(game.state.players.some((p) => canReview(game.state, `${p.playerId}-spectator`))).toBe(false);
  });

  it('a spectator’s view holds no secret: never the card in play, this turn’s cards, the pile or the host’s cards', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'addGameCard', { card: { word: 'Secret custard', forbidden: ['pudding'] } });
    const lobby = spectatorView(game.state);
    expect(lobby.you).toBeNull();
    expect(lobby.gameCards).toBeNull();
    expect(JSON.stringify(lobby)).not.toContain('Secret custard');
    game.start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.press('p4', 'buzzed');
    const gp = game.gp;
    const secret = [gp.cardIndex as number, ...gp.turnCards.map((t) => t.index), ...undrawnCards(gp)];
    const words = quotedWords(game, secret);
    const view = spectatorView(game.state);
    expect(view.gameplay.card).toBeNull();
    expect(view.gameplay.turnCards).toBeNull();
    expect(words.filter((w) => JSON.stringify(view).includes(w))).toEqual([]);
    // The live count of the turn is public, as it is to guessers.
    expect(view.gameplay.tally).toEqual({ correct: 1, skipped: 0, buzzed: 1 });
    // Exactly what a guesser sees, less the seat.
    expect({ ...view, you: null }).toEqual({ ...viewFor(game.state, 'p3'), you: null });
  });

  it('follows the game to the review, where the turn’s cards are public to all, and to the end', () => {
    const game = new Driver({ endValue: 1 }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.expire();
    const review = spectatorView(game.state);
    expect(review.gameplay.roundStatus).toBe('postround');
    expect(review.gameplay.turnCards).toEqual(viewFor(game.state, 'p3').gameplay.turnCards);
    expect(review.you).toBeNull();
    game.ok(game.gp.watcherId ?? 'p2', 'confirmScores');
    while (game.state.status === 'active') game.playTurn(['correct']);
    const end = spectatorView(game.state);
    expect(end.status).toBe('finished');
    expect(end.result).toEqual(game.state.result);
  });
});
