import { describe, expect, it } from 'vitest';
import { ownMessages } from './messages.ts';
import { Driver } from './testing/driver.ts';
import { viewFor } from './view.ts';

/** Round 1 top: p1 gives, p3 guesses, p2 watches, p4 is on the watching team; p2 buzzed a card. */
function buzzed() {
  const game = new Driver().addPlayers(4).start();
  game.ok('p1', 'startTurn');
  game.press('p1', 'correct');
  const index = game.gp.cardIndex as number;
  game.press('p2', 'buzzed');
  const forbidden = game.state.deck[index]?.card.forbidden ?? [];
  return { game, index, word: forbidden[1] as string, other: forbidden[0] as string };
}

describe('marking the word said on a buzzed card', () => {
  it('a watcher marks one of its forbidden words; the giver and the watchers see it on the card', () => {
    const { game, index, word } = buzzed();
    game.ok('p4', 'markBuzzedWord', { index, word });
    expect(game.gp.buzzedWords).toEqual([{ index, word }]);
    for (const who of ['p1', 'p2', 'p4']) {
      const card = viewFor(game.state, who).gameplay.turnCards?.find((c) => c.index === index);
      expect(card?.buzzedWord).toBe(word);
    }
  });

  it('the first watcher’s mark holds: a later one is refused kindly', () => {
    const { game, index, word, other } = buzzed();
    game.ok('p2', 'markBuzzedWord', { index, word });
    expect(game.refused('p4', 'markBuzzedWord', { index, word: other })).toBe(ownMessages.markAlreadyMade);
    expect(game.refused('p2', 'markBuzzedWord', { index, word })).toBe(ownMessages.markAlreadyMade);
  });

  it('only the watching team marks, only a card buzzed this turn, only a word of the card', () => {
    const { game, index, word } = buzzed();
    expect(game.refused('p1', 'markBuzzedWord', { index, word })).toBe(ownMessages.watchersOnlyMark);
    expect(game.refused('p3', 'markBuzzedWord', { index, word })).toBe(ownMessages.watchersOnlyMark);
    const correct = game.gp.turnCards[0]?.index as number;
    const correctWord = game.state.deck[correct]?.card.forbidden[0];
    expect(game.refused('p2', 'markBuzzedWord', { index: correct, word: correctWord })).toBe(
      ownMessages.markBuzzedCardsOnly,
    );
    const onScreen = game.gp.cardIndex as number;
    const onScreenWord = game.state.deck[onScreen]?.card.forbidden[0];
    expect(game.refused('p2', 'markBuzzedWord', { index: onScreen, word: onScreenWord })).toBe(
      ownMessages.markBuzzedCardsOnly,
    );
    expect(game.refused('p2', 'markBuzzedWord', { index, word: 'nothing of the sort' })).toBe(
      ownMessages.markNotOnCard,
    );
  });

  it('may come in the review, and no longer once the turn is confirmed', () => {
    const { game, index, word } = buzzed();
    game.expire();
    game.ok('p2', 'markBuzzedWord', { index, word });
    expect(viewFor(game.state, 'p3').gameplay.turnCards?.find((c) => c.index === index)?.buzzedWord).toBe(
      word,
    );
    game.ok('p2', 'confirmScores');
    expect(game.gp.buzzedWords).toEqual([]);
    expect(game.refused('p2', 'markBuzzedWord', { index, word })).toBe(ownMessages.markDuringTurnOnly);
  });

  it('a buzz taken back in the review takes its marked word with it', () => {
    const { game, index, word } = buzzed();
    game.ok('p4', 'markBuzzedWord', { index, word });
    game.expire();
    game.ok('p2', 'updateCardStatus', { index, status: 'correct', roundStatus: 'postround' });
    expect(game.gp.buzzedWords).toEqual([]);
    game.ok('p2', 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'postround' });
    expect(viewFor(game.state, 'p2').gameplay.turnCards?.find((c) => c.index === index)?.buzzedWord).toBe(
      undefined,
    );
  });

  it('a guesser never gets the marked word while the turn runs', () => {
    const { game, index, word } = buzzed();
    game.ok('p2', 'markBuzzedWord', { index, word });
    for (const who of ['p3']) {
      const view = viewFor(game.state, who);
      expect(view.gameplay.turnCards).toBeNull();
      expect(JSON.stringify(view)).not.toContain(JSON.stringify(word));
    }
  });

  it('a word typed far past any card’s length is refused by its size before it is read', () => {
    const { game, index } = buzzed();
    expect(() => game.send('p2', 'markBuzzedWord', { index, word: 'x'.repeat(100_000) })).toThrow(/at most/);
  });
});
