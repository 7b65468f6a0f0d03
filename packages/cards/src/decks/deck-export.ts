import { cardField } from './card-fields.ts';
import { csvCell } from './csv-records.ts';
import type { DeckCard, DeckContent } from './deck-types.ts';

/**
 * Whether the line format can hold every card: no `|` in a target, no `|` or `:` in a forbidden
 * word (its separators). A deck it cannot hold is written as CSV, which holds any text.
 */
export function linesHold(cards: readonly DeckCard[]): boolean {
  return cards.every((c) => !c.word.includes('|') && !c.forbidden.some((f) => /[|:]/.test(f)));
}

/**
 * One card a line, `Target|forbidden 1:forbidden 2` (the format carries no category; see
 * `linesHold` for the cards it cannot carry). A target
 * without forbidden words that holds a cell separator keeps its `|` (`Salt, sea|`), so a list of
 * such lines is never read as a spreadsheet; one that names a column (`Word|`) is never read as
 * a column's name.
 */
export function deckToLines(cards: readonly DeckCard[]): string {
  return cards
    .map((c) =>
      c.forbidden.length > 0
        ? `${c.word}|${c.forbidden.join(':')}`
        : /[,;\t]/.test(c.word) || cardField(c.word) === 'word'
          ? `${c.word}|`
          : c.word,
    )
    .join('\n');
}

/** CSV with the header row the parser reads: word, forbidden1…forbidden5, category. */
export function deckToCsv(cards: readonly DeckCard[]): string {
  const header = ['word', 'forbidden1', 'forbidden2', 'forbidden3', 'forbidden4', 'forbidden5', 'category'];
  const rows = cards.map((c) =>
    [c.word, ...Array.from({ length: 5 }, (_, i) => c.forbidden[i] ?? ''), c.category ?? '']
      .map((cell) => csvCell(cell))
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n');
}

/** What Download deck writes: name, language and cards, one card a line so a diff reads well. */
export function deckToJson(deck: DeckContent): string {
  const cards = deck.cards.map((c) => `    ${JSON.stringify(c)}`).join(',\n');
  const head = `{\n  "name": ${JSON.stringify(deck.name)},\n  "language": ${JSON.stringify(deck.language)},\n  "cards": [`;
  return deck.cards.length > 0 ? `${head}\n${cards}\n  ]\n}\n` : `${head}]\n}\n`;
}
