import { describe, expect, it } from 'vitest';
import { TestGame } from '../testing/views.ts';
import { newlyBuzzedCard, newlyMarkedWord } from './buzzed-words.ts';

function buzzedTurn() {
  const game = TestGame.started();
  const roles = game.roles();
  game.send(roles.giver, 'startTurn');
  const card = game.view(roles.giver).gameplay.card;
  if (!card) throw new Error('the giver has no card');
  const before = game.view(roles.watcher).gameplay;
  game.send(roles.watcher, 'updateCardStatus', {
    index: card.index,
    status: 'buzzed',
    roundStatus: 'in progress',
  });
  return { game, card, before, ...roles };
}

describe('the card a watcher may mark', () => {
  it('is the card just buzzed, while nobody marked it', () => {
    const { game, card, before, watcher } = buzzedTurn();
    const after = game.view(watcher).gameplay;
    expect(newlyBuzzedCard(before, after)?.index).toBe(card.index);
    expect(newlyBuzzedCard(after, after)).toBeNull();
    game.send(watcher, 'markBuzzedWord', { index: card.index, word: card.forbidden[0] });
    expect(newlyBuzzedCard(before, game.view(watcher).gameplay)).toBeNull();
  });

  it('is none for a screen that did not hold the turn’s cards before', () => {
    const { game, guesser } = buzzedTurn();
    game.expireTurn();
    expect(newlyBuzzedCard(null, game.view(guesser).gameplay)).toBeNull();
  });
});

describe('the word to flash', () => {
  it('is the word just marked on a card the screen held, and only then', () => {
    const { game, card, giver, guesser, watcher } = buzzedTurn();
    const held = game.view(giver).gameplay;
    const word = card.forbidden[2] as string;
    game.send(watcher, 'markBuzzedWord', { index: card.index, word });
    const marked = game.view(giver).gameplay;
    expect(newlyMarkedWord(held, marked)).toBe(word);
    expect(newlyMarkedWord(marked, marked)).toBeNull();
    // The guesser gets the turn's cards with the review, the mark already on them: nothing flashes.
    const blind = game.view(guesser).gameplay;
    game.expireTurn();
    expect(newlyMarkedWord(blind, game.view(guesser).gameplay)).toBeNull();
  });
});
