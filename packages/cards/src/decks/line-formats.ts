import { type DeckMessageRef, deckRef, withinUnits } from '@unsayable/rules';
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
 * `Target|forbidden 1:forbidden 2`, one card a line; a line without `|` has no forbidden words,
 * so a plain list of words, one a line, is read by the same rule (and named `words`).
 */
export function readLines(text: string): FormatReading | DeckMessageRef {
  const lines = textLines(text);
  const count = lines.reduce((n, line) => (line.trim() === '' ? n : n + 1), 0);
  if (count > DECK_CARDS_MAX) return tooManyCards(count);
  const candidates = lines.flatMap((raw, i) => lineCandidate(raw, i + 1) ?? []);
  return {
    format: text.includes('|') ? 'lines' : 'words',
    candidates,
    problems: [],
    rewrite: (at, card) => rewriteLine(text, at, card),
  };
}
