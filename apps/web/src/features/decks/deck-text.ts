import { type DeckCard, deckToCsv, deckToLines, linesHold } from '@unsayable/cards/decks';

/**
 * A deck's cards as editor text: the line format people paste, or CSV when a card has a category
 * or a text with the line format's separators (it has no place for either, and a copy or an edit
 * must not lose them).
 */
export function editorText(cards: readonly DeckCard[]): string {
  return cards.some((c) => c.category) || !linesHold(cards) ? deckToCsv(cards) : deckToLines(cards);
}

/** Where line `line` (1-based) starts and ends in `text`, to select it in the Cards box. */
export function lineRange(text: string, line: number): { start: number; end: number } {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return { start: text.length, end: text.length };
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return { start, end: end < 0 ? text.length : end };
}
