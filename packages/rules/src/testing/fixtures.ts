import { ENGLISH_CATEGORIES as CATEGORIES } from '../constants.ts';
import type { Card } from '../types.ts';

/** A made-up catalogue for tests: `perCategory` cards in every category, words unique. */
export function testCatalogue(perCategory = 10): Card[] {
  return CATEGORIES.flatMap((category, c) =>
    Array.from({ length: perCategory }, (_, i) => ({
      id: `t-${c}-${i}`,
      word: `word-${c}-${i}`,
      forbidden: [1, 2, 3, 4, 5].map((f) => `taboo-${c}-${i}-${f}`),
      category,
      difficulty: 'easy' as const,
    })),
  );
}

/** Every text of a card, to look for in a view. */
export function wordsOf(card: Pick<Card, 'word' | 'forbidden'>): string[] {
  return [card.word, ...card.forbidden];
}
