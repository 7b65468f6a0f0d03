import { english } from '../languages/english.ts';
import type { LanguageRules } from '../languages/language-rules.ts';
import { spanish } from '../languages/spanish.ts';
import { checkCandidates } from './deck-check.ts';
import { csvHeader, type FormatReading, readCsv, readJson, readLines, tooManyCards } from './deck-formats.ts';
import { type DeckMessageRef, deckRef, deckText } from './deck-messages.ts';
import { byteLength, looksBinary, megabytes, textLines } from './deck-text.ts';
import { DECK_TEXT_MAX_BYTES, type DeckLanguage, type DeckProblem, type DeckReading } from './deck-types.ts';

/** The checker's rules of each deck language (the same the built-in catalogue is checked by). */
export const DECK_LANGUAGE_RULES: Record<DeckLanguage, LanguageRules> = { en: english, es: spanish };

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
} as const;

const refused = (refusalRef: DeckMessageRef): DeckReading => ({
  ok: false,
  refusal: deckText(refusalRef),
  refusalRef,
});

function detect(text: string): FormatReading | DeckMessageRef {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return readJson(JSON.parse(trimmed));
    } catch {
      // Not JSON after all: a line such as "[Draft]|…" is read as a card line.
    }
  }
  const first = textLines(text).find((l) => l.trim() !== '') ?? '';
  return csvHeader(first) ? readCsv(text) : readLines(text);
}

/**
 * Reads a paste: detects the format (Download deck's JSON, CSV with a header row, or one card a
 * line), then checks every card by the rules of `language`. Never throws: text that is no deck
 * at all (empty, binary, too big, too many cards) is refused with the reason; otherwise the good
 * cards come back with every problem, named by line (or by card, in JSON).
 */
export function parseDeckText(text: string, language: DeckLanguage): DeckReading {
  const bytes = text.length > DECK_TEXT_MAX_BYTES / 3 ? byteLength(text) : 0;
  if (bytes > DECK_TEXT_MAX_BYTES) return refused(deckRefusals.tooBig(bytes));
  if (looksBinary(text)) return refused(deckRefusals.binary);
  if (text.trim() === '') return refused(deckRefusals.empty);
  const reading = detect(text);
  if (!('format' in reading)) return refused(reading);
  const { candidates } = reading;
  if (candidates.length === 0 && reading.problems.length === 0) return refused(deckRefusals.empty);
  const place: DeckProblem['place'] = reading.format === 'json' ? 'card' : 'line';
  const checked = checkCandidates(candidates, DECK_LANGUAGE_RULES[language], place);
  const problems = [...reading.problems, ...checked.problems]
    .sort((a, b) => a.at - b.at)
    .map(({ at, ref }) => ({
      at,
      where: deckText(deckRef(place === 'card' ? 'deck.where.card' : 'deck.where.line', { at })),
      place,
      message: deckText(ref),
      ref,
    }));
  return {
    ok: true,
    format: reading.format,
    read: candidates.length,
    cards: checked.cards,
    problems,
    ...(reading.name ? { name: reading.name } : {}),
    ...(reading.language ? { language: reading.language } : {}),
  };
}

/** An uploaded file: refused unless it is UTF-8 text of at most the size a deck may be. */
export function parseDeckBytes(bytes: Uint8Array, language: DeckLanguage): DeckReading {
  if (bytes.length > DECK_TEXT_MAX_BYTES) return refused(deckRefusals.tooBig(bytes.length));
  if (bytes.includes(0)) return refused(deckRefusals.binary);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refused(deckRefusals.notUtf8);
  }
  return parseDeckText(text, language);
}
