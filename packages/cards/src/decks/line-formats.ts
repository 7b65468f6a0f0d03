import { type DeckMessageRef, deckRef, withinUnits } from '@unsayable/rules';
import { cardField } from './card-fields.ts';
import { deckToLines } from './deck-export.ts';
import {
  type FormatReading,
  fitsACard,
  HIDDEN,
  leftOut,
  lineBreakOf,
  TOO_LONG,
  tooManyCards,
} from './deck-formats.ts';
import { hasHiddenCharacters, textLines } from './deck-text.ts';
import { type CardCandidate, DECK_CARDS_MAX, DECK_LINE_MAX, type DeckCard } from './deck-types.ts';

/** One line's card, or nothing for a blank line. */
function lineCandidate(raw: string, at: number): CardCandidate | undefined {
  if (raw.trim() === '') return undefined;
  if (!withinUnits(raw, DECK_LINE_MAX)) return leftOut(at, TOO_LONG);
  const bar = raw.indexOf('|');
  const word = bar < 0 ? raw : raw.slice(0, bar);
  const rest = bar < 0 ? '' : raw.slice(bar + 1);
  const forbidden = rest.split(':').filter((f) => f.trim() !== '');
  if (!fitsACard([word, ...forbidden])) return leftOut(at, TOO_LONG);
  const problems: DeckMessageRef[] = hasHiddenCharacters(raw) ? [HIDDEN] : [];
  if (rest.includes('|')) problems.push(deckRef('deck.problem.manyBars'));
  return { at, word, forbidden, problems };
}

/** The text with line `at` written anew, or taken out. */
function rewriteLine(text: string, at: number, card: DeckCard | null): string {
  const lines = textLines(text);
  if (card) lines[at - 1] = deckToLines([card]);
  else lines.splice(at - 1, 1);
  return lines.join(lineBreakOf(text));
}

/**
 * The line of a column's name above a list of words, as a spreadsheet of one column saves it
 * ("Word", "Target"): the first line that is not blank, when it names the word column alone and
 * other lines follow. `Word|` is a card (`deckToLines` writes such a card so).
 */
function columnNameAt(lines: readonly string[]): number | undefined {
  const filled = lines.flatMap((line, i) => (line.trim() === '' ? [] : [i]));
  const first = filled[0];
  if (first === undefined || filled.length < 2) return undefined;
  // A column's name is a short word: a long line is not read any further here.
  if ((lines[first] as string).length > 64) return undefined;
  const line = (lines[first] as string).trim().replace(/^"(.*)"$/, '$1');
  return !line.includes('|') && cardField(line) === 'word' ? first + 1 : undefined;
}

/**
 * `Target|forbidden 1:forbidden 2`, one card a line; a line without `|` has no forbidden words,
 * so a plain list of words, one a line, is read by the same rule (and named `words`). A column's
 * name above the list is said to be one, not read as a card.
 */
export function readLines(text: string): FormatReading | DeckMessageRef {
  const lines = textLines(text);
  const count = lines.reduce((n, line) => (line.trim() === '' ? n : n + 1), 0);
  if (count > DECK_CARDS_MAX) return tooManyCards(count);
  const nameAt = columnNameAt(lines);
  // Under a column's name the list is a spreadsheet's column: a word with a comma comes quoted.
  // A line too long for a card is left as it is, to be left out by its length unread.
  const cell = (raw: string) =>
    nameAt !== undefined && withinUnits(raw, DECK_LINE_MAX) && /^\s*"(?:[^"]|"")*"\s*$/.test(raw)
      ? raw.trim().slice(1, -1).replaceAll('""', '"')
      : raw;
  const candidates = lines.flatMap((raw, i) =>
    i + 1 === nameAt ? [] : (lineCandidate(cell(raw), i + 1) ?? []),
  );
  return {
    format: text.includes('|') ? 'lines' : 'words',
    candidates,
    problems: nameAt === undefined ? [] : [{ at: nameAt, ref: deckRef('deck.problem.columnName') }],
    rewrite: (at, card) => rewriteLine(text, at, card),
  };
}
