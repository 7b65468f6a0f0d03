import { describe, expect, it } from 'vitest';
import { checkDeckCard, deckCategories, withDeckCard } from './deck-card.ts';

const deck = [
  { word: 'Lighthouse', forbidden: ['sea', 'light'] },
  { word: 'Harbour', forbidden: ['boat'], category: 'Coast' },
];
const fields = (word: string, forbidden: string[] = [], category = '') => ({ word, forbidden, category });

describe('checkDeckCard', () => {
  it('keeps a new card as the text path keeps it, tidied, with its category', () => {
    const verdict = checkDeckCard(deck, 2, fields('  Anchor ', ['ship', '', 'chain'], 'Coast'), 'en');
    expect(verdict).toEqual({
      ok: true,
      card: { word: 'Anchor', forbidden: ['ship', 'chain'], category: 'Coast' },
      advice: [],
    });
  });

  it('refuses a card without a word, as a line without one is left out', () => {
    const verdict = checkDeckCard(deck, 2, fields('', ['ship']), 'en');
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problems[0]?.key).toBe('deck.problem.noTarget');
  });

  it('refuses hidden characters and texts too long before reading them', () => {
    const hidden = checkDeckCard(deck, 2, fields('An\u200bchor'), 'en');
    expect(hidden.ok ? [] : hidden.problems.map((p) => p.key)).toEqual(['deck.problem.hidden']);
    const long = checkDeckCard(deck, 2, fields('x'.repeat(400)), 'en');
    expect(long.ok ? [] : long.problems.map((p) => p.key)).toEqual(['deck.problem.tooLong']);
  });

  it('warns of a second card of one target, with the fix the editor offers', () => {
    const verdict = checkDeckCard(deck, 2, fields('Lighthouse', ['tower']), 'en');
    expect(verdict.ok && verdict.advice.map((a) => [a.ref.key, a.fix?.kind])).toEqual([
      ['deck.problem.sameTargetAsCard', 'dropCard'],
    ]);
  });

  it('judges an edited card in its own place, not against its old self', () => {
    const verdict = checkDeckCard(deck, 0, fields('Lighthouse', ['lamp', 'lamp']), 'en');
    expect(verdict.ok && verdict.advice.map((a) => a.ref.key)).toEqual(['deck.problem.forbiddenRepeated']);
  });

  it('reads no more than five forbidden words', () => {
    const verdict = checkDeckCard(deck, 2, fields('Anchor', ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']), 'en');
    expect(verdict.ok && verdict.card.forbidden).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
  });
});

describe('withDeckCard and deckCategories', () => {
  it('replaces in place or adds at the end; lists categories once', () => {
    const card = { word: 'Anchor', forbidden: [] };
    expect(withDeckCard(deck, 0, card).map((c) => c.word)).toEqual(['Anchor', 'Harbour']);
    expect(withDeckCard(deck, 2, card).map((c) => c.word)).toEqual(['Lighthouse', 'Harbour', 'Anchor']);
    expect(deckCategories([...deck, { word: 'Pier', forbidden: [], category: 'Coast' }])).toEqual(['Coast']);
  });
});
