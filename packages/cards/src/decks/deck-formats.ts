import { CARD_TEXT_MAX, FORBIDDEN_MAX, withinUnits } from '@unsayable/rules';
import { csvRecords } from './csv-records.ts';
import { type DeckMessageRef, deckRef } from './deck-messages.ts';
import { hasHiddenCharacters, textLines } from './deck-text.ts';
import {
  type CardCandidate,
  DECK_CARDS_MAX,
  DECK_LANGUAGES,
  DECK_LINE_MAX,
  DECK_NAME_MAX,
  type DeckFormat,
  type DeckLanguage,
} from './deck-types.ts';

const HIDDEN = deckRef('deck.problem.hidden');
const TOO_LONG = deckRef('deck.problem.tooLong', { max: CARD_TEXT_MAX });

/** Whether each text may be a card's word by its units: only then is it read any further. */
const fitsACard = (texts: readonly string[]) => texts.every((t) => withinUnits(t, CARD_TEXT_MAX));

/** More cards than a deck holds: refused, by their count, before any card is read. */
export const tooManyCards = (count: number) => deckRef('deck.tooMany', { max: DECK_CARDS_MAX, count });

/** A card left out for one problem found before its words were read. */
const leftOut = (at: number, ref: DeckMessageRef): CardCandidate => ({
  at,
  word: '',
  forbidden: [],
  problems: [ref],
});

/** What one format made of the text, before the card rules. */
export interface FormatReading {
  format: DeckFormat;
  candidates: CardCandidate[];
  /** Problems of the text itself (an unknown CSV column), named by line. */
  problems: { at: number; ref: DeckMessageRef }[];
  name?: string;
  language?: DeckLanguage;
}

/** One line's card, or nothing for a blank line. */
function lineCandidate(raw: string, at: number): CardCandidate | undefined {
  if (raw.trim() === '') return undefined;
  if (!withinUnits(raw, DECK_LINE_MAX)) return leftOut(at, TOO_LONG);
  const bar = raw.indexOf('|');
  const word = bar < 0 ? raw : raw.slice(0, bar);
  const rest = bar < 0 ? '' : raw.slice(bar + 1);
  const forbidden = rest.split(':').filter((f) => f.trim() !== '');
  if (!fitsACard([word, ...forbidden])) return leftOut(at, TOO_LONG);
  const problems = hasHiddenCharacters(raw) ? [HIDDEN] : [];
  if (rest.includes('|')) problems.push(deckRef('deck.problem.manyBars'));
  return { at, word, forbidden, problems };
}

/** `Target|forbidden 1:forbidden 2`, one card a line; a line without `|` has no forbidden words. */
export function readLines(text: string): FormatReading | DeckMessageRef {
  const lines = textLines(text);
  const count = lines.reduce((n, line) => (line.trim() === '' ? n : n + 1), 0);
  if (count > DECK_CARDS_MAX) return tooManyCards(count);
  const candidates = lines.flatMap((raw, i) => lineCandidate(raw, i + 1) ?? []);
  return { format: 'lines', candidates, problems: [] };
}

const FORBIDDEN_COLUMN = /^forbidden\s*(\d+)$/;

/** The header row of a deck's CSV: `word`, then `forbidden1`…, and an optional `category`. */
export function csvHeader(firstLine: string): string[] | undefined {
  // No longer than a line of cards may be: past that it is no header, and read no further.
  if (!withinUnits(firstLine, DECK_LINE_MAX)) return undefined;
  const cells = firstLine
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  const known = cells.every((c) => c === 'word' || c === 'category' || FORBIDDEN_COLUMN.test(c));
  return cells.length > 1 && cells[0] === 'word' && known ? cells : undefined;
}

export function readCsv(text: string): FormatReading | DeckMessageRef {
  const { records, unclosedQuoteAt } = csvRecords(text.replace(/^\uFEFF/, ''));
  const problems: FormatReading['problems'] = [];
  if (unclosedQuoteAt !== undefined)
    problems.push({ at: unclosedQuoteAt, ref: deckRef('deck.problem.unclosedQuote') });
  const [header, ...rows] = records;
  if (rows.length > DECK_CARDS_MAX) return tooManyCards(rows.length);
  const columns = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const wordAt = columns.indexOf('word');
  const categoryAt = columns.indexOf('category');
  const forbiddenAt = columns.flatMap((c, i) => (FORBIDDEN_COLUMN.test(c) ? [i] : []));
  const candidates = rows.map(({ line, cells }): CardCandidate => {
    if (!fitsACard(cells)) return leftOut(line, TOO_LONG);
    const cardProblems = cells.some(hasHiddenCharacters) ? [HIDDEN] : [];
    if (cells.length > columns.length)
      cardProblems.push(
        deckRef('deck.problem.tooManyCells', { cells: cells.length, columns: columns.length }),
      );
    const category = categoryAt >= 0 ? (cells[categoryAt] ?? '').trim() : '';
    return {
      at: line,
      word: cells[wordAt] ?? '',
      forbidden: forbiddenAt.map((i) => cells[i] ?? '').filter((f) => f.trim() !== ''),
      ...(category ? { category } : {}),
      problems: cardProblems,
    };
  });
  return { format: 'csv', candidates, problems };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const CARD_FIELDS = ['word', 'forbidden', 'category'];

function jsonCandidate(raw: unknown, at: number): CardCandidate {
  if (!isRecord(raw)) return leftOut(at, deckRef('deck.problem.notACard'));
  const forbiddenRaw = raw.forbidden ?? [];
  const list = Array.isArray(forbiddenRaw) ? forbiddenRaw : [];
  const texts = [raw.word, ...list, raw.category].filter((v): v is string => typeof v === 'string');
  if (!fitsACard(texts)) return leftOut(at, TOO_LONG);
  // Counted as the card rules count them, before any is cleaned: a file's list may be long.
  const count = list.filter((f) => typeof f === 'string' && f.trim() !== '').length;
  if (count > FORBIDDEN_MAX)
    return leftOut(at, deckRef('deck.problem.tooManyForbidden', { count, max: FORBIDDEN_MAX }));
  const problems: DeckMessageRef[] = [];
  const unknown = Object.keys(raw).filter((k) => !CARD_FIELDS.includes(k));
  if (unknown.length > 0)
    problems.push(deckRef('deck.problem.unknownFields', { fields: unknown.join(', ') }));
  const word = typeof raw.word === 'string' ? raw.word : '';
  if (typeof raw.word !== 'string') problems.push(deckRef('deck.problem.wordNotText'));
  if (!Array.isArray(forbiddenRaw) || list.some((f) => typeof f !== 'string'))
    problems.push(deckRef('deck.problem.forbiddenNotList'));
  const forbidden = list.filter((f): f is string => typeof f === 'string');
  if (raw.category !== undefined && typeof raw.category !== 'string')
    problems.push(deckRef('deck.problem.categoryNotText'));
  if ([word, ...forbidden].some(hasHiddenCharacters)) problems.push(HIDDEN);
  const category = typeof raw.category === 'string' && raw.category.trim() !== '' ? raw.category : undefined;
  return { at, word, forbidden, ...(category ? { category } : {}), problems };
}

/** Download deck's file (`{ name, language, cards }`), or a bare array of cards. */
export function readJson(value: unknown): FormatReading | DeckMessageRef {
  const cards = Array.isArray(value) ? value : isRecord(value) ? value.cards : undefined;
  if (!Array.isArray(cards)) return deckRef('deck.noCardsList');
  if (cards.length > DECK_CARDS_MAX) return tooManyCards(cards.length);
  const reading: FormatReading = {
    format: 'json',
    candidates: cards.map((raw, i) => jsonCandidate(raw, i + 1)),
    problems: [],
  };
  if (isRecord(value)) {
    const name = value.name;
    if (typeof name === 'string' && withinUnits(name, DECK_NAME_MAX) && !hasHiddenCharacters(name))
      reading.name = name.trim();
    if (DECK_LANGUAGES.includes(value.language as DeckLanguage))
      reading.language = value.language as DeckLanguage;
  }
  return reading;
}
