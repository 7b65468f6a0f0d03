import { parseDeckText } from '@unsayable/cards/decks';
import { describe, expect, it } from 'vitest';
import { editorText, lineRange } from './deck-text.ts';

describe('a deck’s cards as editor text', () => {
  it('is the line format when it holds every card', () => {
    expect(editorText([{ word: 'Star Wars: Episode IV', forbidden: ['film', 'jedi'] }])).toBe(
      'Star Wars: Episode IV|film:jedi',
    );
  });

  it('is CSV when a card has a category or a text with the line format’s separators, and reads back whole', () => {
    const decks = [
      [{ word: 'Movie night', forbidden: ['Star Wars: Episode IV', 'popcorn'] }],
      [{ word: 'AC|DC', forbidden: ['band'] }],
      [{ word: 'Lighthouse', forbidden: ['sea'], category: 'Coast' }],
    ];
    for (const cards of decks) {
      const text = editorText(cards);
      expect(text.startsWith('word,forbidden1'), text).toBe(true);
      const read = parseDeckText(text, 'en');
      expect(read.ok && read.cards).toEqual(cards);
    }
  });

  it('finds a line to select by its number', () => {
    expect(lineRange('a\nbc\nd', 2)).toEqual({ start: 2, end: 4 });
    expect(lineRange('a', 5)).toEqual({ start: 1, end: 1 });
  });
});
