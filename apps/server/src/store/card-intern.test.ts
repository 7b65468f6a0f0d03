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
  });

  it('a card whose text changed is a new object; the old one is left as it was', () => {
    const intern = new CardIntern();
    const before = intern.card('c1', 'lighthouse', forbidden, 'places', 'easy');
    const after = intern.card('c1', 'lighthouse', forbidden, 'places', 'medium');
    expect(after).not.toBe(before);
    expect(before.difficulty).toBe('easy');
    expect(after.difficulty).toBe('medium');
    expect(intern.card('c1', 'lighthouse', forbidden, 'places', 'medium')).toBe(after);
  });
});
