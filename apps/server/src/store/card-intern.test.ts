import { describe, expect, it } from 'vitest';
import { CardIntern } from './card-intern.ts';

describe('CardIntern', () => {
  const forbidden = JSON.stringify(['sea', 'light', 'ship', 'tower', 'coast']);

  it('gives the same frozen object for the same card, read as a row or as JSON', () => {
    const intern = new CardIntern();
    const card = intern.card('c1', 'lighthouse', forbidden, 'places', 'easy');
    expect(card).toEqual({
      id: 'c1',
      word: 'lighthouse',
      forbidden: JSON.parse(forbidden),
      category: 'places',
      difficulty: 'easy',
    });
    expect(Object.isFrozen(card) && Object.isFrozen(card.forbidden)).toBe(true);
    expect(intern.card('c1', 'lighthouse', forbidden, 'places', 'easy')).toBe(card);
    expect(intern.fromJson(JSON.stringify(card))).toBe(card);
    expect(intern.size).toBe(1);
  });

  it('a card whose text changed is a new object; the old one is left as it was', () => {
    const intern = new CardIntern();
    const before = intern.card('c1', 'lighthouse', forbidden, 'places', 'easy');
    const after = intern.card('c1', 'lighthouse', forbidden, 'places', 'medium');
    expect(after).not.toBe(before);
    expect(before.difficulty).toBe('easy');
    expect(after.difficulty).toBe('medium');
    expect(intern.card('c1', 'lighthouse', forbidden, 'places', 'medium')).toBe(after);
    // Each field on its own tells the row changed.
    const fewer = JSON.stringify(['sea', 'light']);
    let last = after;
    for (const [word, words, category] of [
      ['lighthouses', forbidden, 'places'],
      ['lighthouses', fewer, 'places'],
      ['lighthouses', fewer, 'animals'],
    ] as const) {
      const changed = intern.card('c1', word, words, category, 'medium');
      expect(changed).not.toBe(last);
      expect(intern.card('c1', word, words, category, 'medium')).toBe(changed);
      last = changed;
    }
    expect(intern.size).toBe(1);
  });

  it('a deck row read again is the card of its first reading, even when its id has a newer text since', () => {
    const intern = new CardIntern();
    const row = JSON.stringify({
      id: 'c1',
      word: 'lighthouse',
      forbidden: ['sea'],
      category: 'places',
      difficulty: 'easy',
    });
    const first = intern.fromJson(row);
    const newer = intern.card('c1', 'lighthouse', JSON.stringify(['sea']), 'places', 'hard');
    expect(newer).not.toBe(first);
    expect(intern.fromJson(row)).toBe(first);
    expect(intern.fromJson(row.replace('"easy"', '"hard"'))).toBe(newer);
  });
});
