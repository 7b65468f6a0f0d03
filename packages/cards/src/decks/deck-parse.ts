import { type DeckMessageRef, deckRef, deckText } from '@unsayable/rules';
import { english } from '../languages/english.ts';
import { french } from '../languages/french.ts';
import { german } from '../languages/german.ts';
import { italian } from '../languages/italian.ts';
import type { LanguageRules } from '../languages/language-rules.ts';
import { portuguese } from '../languages/portuguese.ts';
import { spanish } from '../languages/spanish.ts';
import { csvShape, readCsv } from './csv-format.ts';
import { type CheckedCards, checkCandidates } from './deck-check.ts';
import { type FormatReading, tooManyCards } from './deck-formats.ts';
import { byteLength, looksBinary, megabytes, textLines } from './deck-text.ts';
import {
  DECK_TEXT_MAX_BYTES,
  type DeckFormat,
  type DeckLanguage,
  type DeckProblem,
  type DeckReading,
  type DeckWarning,
} from './deck-types.ts';
import { readJson } from './json-formats.ts';
import { readLines } from './line-formats.ts';

/** The checker's rules of each deck language (the same the built-in catalogue is checked by). */
export const DECK_LANGUAGE_RULES: Record<DeckLanguage, LanguageRules> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
  it: italian,
  'pt-BR': portuguese,
};

/** The refusals of a paste or file that is no deck at all, by key and values. */
export const deckRefusals = {
  empty: deckRef('deck.empty'),
  binary: deckRef('deck.binary'),
  tooBig: (bytes: number) =>
    deckRef('deck.tooBig', {
      limit: megabytes(DECK_TEXT_MAX_BYTES),
      size: megabytes(bytes),
    }),
  tooMany: tooManyCards,
  notUtf8: deckRef('deck.notUtf8'),
  badJson: deckRef('deck.badJson'),
  badJsonAt: (line: number) => deckRef('deck.badJsonAt', { line }),
} as const;

export const refused = (refusalRef: DeckMessageRef): DeckReading => ({
  ok: false,
  refusal: deckText(refusalRef),
  refusalRef,
});

/** JSON formats name a problem by card (entry) number; the others by line. */
const placeOf = (format: DeckFormat): DeckProblem['place'] => (format.startsWith('json') ? 'card' : 'line');

/** Where V8 or a browser said a JSON text went wrong, as a line number. */
function badJsonLine(text: string, error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (!position) return undefined;
  return textLines(text.slice(0, Number(position[1]))).length;
}

function detect(text: string): FormatReading | DeckMessageRef {
  const trimmed = text.trim();
  const bracketed = /^\{[\s\S]*\}$|^\[[\s\S]*\]$/.test(trimmed);
  if (bracketed) {
    try {
      return readJson(JSON.parse(text), text);
    } catch (error) {
      const line = badJsonLine(text, error);
      return line === undefined ? deckRefusals.badJson : deckRefusals.badJsonAt(line);
    }
  }
  const shape = csvShape(text);
  return shape ? readCsv(text, shape) : readLines(text);
}

/** The format's reading of a text and the card rules' verdict on it: what a reading and a fix share. */
export function readDeck(
  text: string,
  language: DeckLanguage,
): { reading: FormatReading; checked: CheckedCards } | DeckMessageRef {
  const reading = detect(text);
  if (!('format' in reading)) return reading;
  const checked = checkCandidates(reading.candidates, DECK_LANGUAGE_RULES[language], placeOf(reading.format));
  return { reading, checked };
}

/** Text without the byte-order mark a spreadsheet may save at its start. */
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * Reads a paste: detects the format (see `DeckFormat`), then checks every card by the rules of
 * `language`. Never throws: text that is no deck at all (empty, binary, too big, too many cards,
 * broken JSON) is refused with the reason; otherwise every card that can be played is kept, each
 * with its warnings, and every card left out is named with its problems, by line (or by card, in
 * JSON).
 */
export function parseDeckText(raw: string, language: DeckLanguage): DeckReading {
  const bytes = raw.length > DECK_TEXT_MAX_BYTES / 3 ? byteLength(raw) : 0;
  if (bytes > DECK_TEXT_MAX_BYTES) return refused(deckRefusals.tooBig(bytes));
  if (looksBinary(raw)) return refused(deckRefusals.binary);
  const text = withoutBom(raw);
  if (text.trim() === '') return refused(deckRefusals.empty);
  const read = readDeck(text, language);
  if (!('reading' in read)) return refused(read);
  const { reading, checked } = read;
  const { candidates } = reading;
  if (candidates.length === 0 && reading.problems.length === 0) return refused(deckRefusals.empty);
  const place = placeOf(reading.format);
  const where = (at: number) =>
    deckText(deckRef(place === 'card' ? 'deck.where.card' : 'deck.where.line', { at }));
  const problems = [...reading.problems, ...checked.problems]
    .sort((a, b) => a.at - b.at)
    .map(({ at, ref }) => ({ at, where: where(at), place, message: deckText(ref), ref }));
  const warnings: DeckWarning[] = checked.warnings.map(({ at, card, advice }) => ({
    at,
    where: where(at),
    place,
    message: deckText(advice.ref),
    ref: advice.ref,
    card,
    ...(advice.fix ? { fix: advice.fix } : {}),
  }));
  return {
    ok: true,
    format: reading.format,
    ...(reading.delimiter ? { delimiter: reading.delimiter } : {}),
    read: candidates.length,
    cards: checked.cards,
    warned: new Set(warnings.map((w) => w.card)).size,
    leftOut: candidates.length - checked.cards.length,
    problems,
    warnings,
    ...(reading.name ? { name: reading.name } : {}),
    ...(reading.language ? { language: reading.language } : {}),
  };
}
