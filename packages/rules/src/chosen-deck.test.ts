import { describe, expect, it } from 'vitest';
import { DECK_MIN } from './constants.ts';
import { createGame, rematch } from './create.ts';
import { Driver } from './testing/driver.ts';
import { testCatalogue } from './testing/fixtures.ts';
import type { Card, ChosenDeck, GameState } from './types.ts';
import { viewFor } from './view.ts';

const deckCards = (n: number): Card[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `deck/word-${i}`,
    word: `Word ${i}`,
    forbidden: [`clue ${i}`],
    category: 'custom',
    difficulty: 'medium',
  }));

const chosen = (cards: readonly Card[], builtInToo: boolean): ChosenDeck => ({
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  name: 'Week 3',
  cardCount: cards.length,
  language: 'en',
  builtInToo,
});

/** A Driver whose game was made with a deck (as the server makes it at createGame). */
function withDeck(cards: Card[], builtInToo: boolean): Driver {
  const game = new Driver();
  game.state = createGame({
    gamecode: game.state.gamecode,
    hostId: 'p1',
    hostName: 'Player 1',
    settings: game.state.settings,
    now: game.now,
    catalogue: game.catalogue,
    deck: { chosen: chosen(cards, builtInToo), cards },
  });
  return game.addPlayers(4);
}

const dealtIds = (state: GameState) => state.deck.map((e) => e.card.id);

describe('a game with a player’s deck', () => {
  it('deals only the deck’s cards with Built-in cards too off', () => {
    const cards = deckCards(25);
    const game = withDeck(cards, false);
    game.ok('p1', 'updateGameStatus', { status: 'active' }, { deckCards: cards });
    expect(dealtIds(game.state).sort()).toEqual(cards.map((c) => c.id).sort());
  });

  it('deals every deck card and fills with the chosen categories when Built-in cards too is on', () => {
    const cards = deckCards(25);
    const game = withDeck(cards, true);
    game.ok('p1', 'updateGameStatus', { status: 'active' }, { deckCards: cards });
    const ids = new Set(dealtIds(game.state));
    for (const c of cards) expect(ids.has(c.id)).toBe(true);
    expect(game.state.deck.length).toBeGreaterThan(cards.length);
  });

  it('counts the deck toward the 20-card minimum, in the lobby and at start', () => {
    const cards = deckCards(DECK_MIN - 8);
    const game = withDeck(cards, false);
    const message = `The deck holds only ${DECK_MIN - 8} cards; at least ${DECK_MIN} are needed`;
    expect(viewFor(game.state, 'p1').startProblems).toEqual([message]);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' }, { deckCards: cards })).toBe(message);
    // With the built-in cards too, the same deck is plenty.
    const mixed = withDeck(cards, true);
    expect(viewFor(mixed.state, 'p1').startProblems).toEqual([]);
  });

  it('refuses to start when the deck is no longer available, changing nothing', () => {
    const game = withDeck(deckCards(25), false);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' }, { deckCards: null })).toBe(
      'This deck is no longer available.',
    );
  });

  it('Play again keeps the deck and leaves out the deck cards this group has seen', () => {
    const cards = deckCards(40);
    const game = withDeck(cards, false);
    game.ok('p1', 'updateGameStatus', { status: 'active' }, { deckCards: cards });
    game.playTurn(['correct', 'skipped', 'buzzed']);
    const seen = game.state.deck.filter((e) => e.seen).map((e) => e.card.id);
    expect(seen.length).toBeGreaterThan(0);
    const next = rematch(game.state, 'QRST23', game.now, testCatalogue(), cards);
    expect(next.chosenDeck).toEqual(game.state.chosenDeck);
    expect(next.catalogueCardCount).toBe(40 - seen.length);
    const again = new Driver();
    again.state = next;
    again.ok('p1', 'updateGameStatus', { status: 'active' }, { deckCards: cards });
    for (const id of seen) expect(dealtIds(again.state)).not.toContain(id);
  });
});
