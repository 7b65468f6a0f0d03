import { english } from '../languages/english.ts';
import type { LanguageRules } from '../languages/language-rules.ts';
import { spanish } from '../languages/spanish.ts';
import { checkCandidates } from './deck-check.ts';
import { csvHeader, type FormatReading, readCsv, readJson, readLines } from './deck-formats.ts';
import { byteLength, looksBinary, sizeText, textLines } from './deck-text.ts';
import { DECK_CARDS_MAX, DECK_TEXT_MAX_BYTES, type DeckLanguage, type DeckReading } from './deck-types.ts';

/** The checker's rules of each deck language (the same the built-in catalogue is checked by). */
export const DECK_LANGUAGE_RULES: Record<DeckLanguage, LanguageRules> = { en: english, es: spanish };

export const deckRefusals = {
  empty: 'Paste or upload at least one card.',
  binary: 'This is not text: upload a text, CSV or JSON file of cards.',
  tooBig: (bytes: number) =>
    `A deck can be at most ${sizeText(DECK_TEXT_MAX_BYTES)} of text; this is ${sizeText(bytes)}.`,
  tooMany: (count: number) =>
    `A deck holds at most ${DECK_CARDS_MAX.toLocaleString('en')} cards; this has ${count.toLocaleString('en')}.`,
  notUtf8: 'This file is not text in UTF-8: save it as UTF-8 text, CSV or JSON and upload it again.',
} as const;

function detect(text: string): FormatReading | string {
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
  if (bytes > DECK_TEXT_MAX_BYTES) return { ok: false, refusal: deckRefusals.tooBig(bytes) };
  if (looksBinary(text)) return { ok: false, refusal: deckRefusals.binary };
  if (text.trim() === '') return { ok: false, refusal: deckRefusals.empty };
  const reading = detect(text);
  if (typeof reading === 'string') return { ok: false, refusal: reading };
  const { candidates } = reading;
  if (candidates.length > DECK_CARDS_MAX)
    return { ok: false, refusal: deckRefusals.tooMany(candidates.length) };
  if (candidates.length === 0 && reading.problems.length === 0)
    return { ok: false, refusal: deckRefusals.empty };
  const label = reading.format === 'json' ? 'Card' : 'Line';
  const checked = checkCandidates(
    candidates,
    DECK_LANGUAGE_RULES[language],
    label === 'Card' ? 'card' : 'line',
  );
  const problems = [...reading.problems, ...checked.problems]
    .sort((a, b) => a.at - b.at)
    .map((p) => ({ ...p, where: `${label} ${p.at}` }));
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
  if (bytes.length > DECK_TEXT_MAX_BYTES) return { ok: false, refusal: deckRefusals.tooBig(bytes.length) };
  if (bytes.includes(0)) return { ok: false, refusal: deckRefusals.binary };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, refusal: deckRefusals.notUtf8 };
  }
  return parseDeckText(text, language);
}
