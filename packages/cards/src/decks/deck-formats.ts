import { csvRecords } from './csv-records.ts';
import { type DeckMessageRef, deckRef } from './deck-messages.ts';
import { hasHiddenCharacters, textLines } from './deck-text.ts';
import { type CardCandidate, DECK_LANGUAGES, type DeckFormat, type DeckLanguage } from './deck-types.ts';

const HIDDEN = deckRef('deck.problem.hidden');

/** What one format made of the text, before the card rules. */
export interface FormatReading {
  format: DeckFormat;
  candidates: CardCandidate[];
  /** Problems of the text itself (an unknown CSV column), named by line. */
  problems: { at: number; ref: DeckMessageRef }[];
  name?: string;
  language?: DeckLanguage;
}

/** `Target|forbidden 1:forbidden 2`, one card a line; a line without `|` has no forbidden words. */
export function readLines(text: string): FormatReading {
  const candidates: CardCandidate[] = [];
  textLines(text).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const problems = hasHiddenCharacters(raw) ? [HIDDEN] : [];
    const bar = raw.indexOf('|');
    const word = bar < 0 ? raw : raw.slice(0, bar);
    const rest = bar < 0 ? '' : raw.slice(bar + 1);
    if (rest.includes('|')) problems.push(deckRef('deck.problem.manyBars'));
    const forbidden = rest.split(':').filter((f) => f.trim() !== '');
    candidates.push({ at: i + 1, word, forbidden, problems });
  });
  return { format: 'lines', candidates, problems: [] };
}

const FORBIDDEN_COLUMN = /^forbidden\s*(\d+)$/;

/** The header row of a deck's CSV: `word`, then `forbidden1`…, and an optional `category`. */
export function csvHeader(firstLine: string): string[] | undefined {
  const cells = firstLine
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  const known = cells.every((c) => c === 'word' || c === 'category' || FORBIDDEN_COLUMN.test(c));
  return cells.length > 1 && cells[0] === 'word' && known ? cells : undefined;
}

export function readCsv(text: string): FormatReading {
  const { records, unclosedQuoteAt } = csvRecords(text.replace(/^\uFEFF/, ''));
  const problems: FormatReading['problems'] = [];
  if (unclosedQuoteAt !== undefined)
    problems.push({ at: unclosedQuoteAt, ref: deckRef('deck.problem.unclosedQuote') });
  const [header, ...rows] = records;
  const columns = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const wordAt = columns.indexOf('word');
  const categoryAt = columns.indexOf('category');
  const forbiddenAt = columns.flatMap((c, i) => (FORBIDDEN_COLUMN.test(c) ? [i] : []));
  const candidates = rows.map(({ line, cells }): CardCandidate => {
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
  if (!isRecord(raw)) return { at, word: '', forbidden: [], problems: [deckRef('deck.problem.notACard')] };
  const problems: DeckMessageRef[] = [];
  const unknown = Object.keys(raw).filter((k) => !CARD_FIELDS.includes(k));
  if (unknown.length > 0)
    problems.push(deckRef('deck.problem.unknownFields', { fields: unknown.join(', ') }));
  const word = typeof raw.word === 'string' ? raw.word : '';
  if (typeof raw.word !== 'string') problems.push(deckRef('deck.problem.wordNotText'));
  const forbiddenRaw = raw.forbidden ?? [];
  const list = Array.isArray(forbiddenRaw) ? forbiddenRaw : [];
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
  const reading: FormatReading = {
    format: 'json',
    candidates: cards.map((raw, i) => jsonCandidate(raw, i + 1)),
    problems: [],
  };
  if (isRecord(value)) {
    if (typeof value.name === 'string' && !hasHiddenCharacters(value.name)) reading.name = value.name.trim();
    if (DECK_LANGUAGES.includes(value.language as DeckLanguage))
      reading.language = value.language as DeckLanguage;
  }
  return reading;
}
