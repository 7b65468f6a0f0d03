import { cardId } from '@unsayable/cards';
import { CATEGORIES, type Card, DIFFICULTIES, FORBIDDEN_MAX, type GameLanguage } from '@unsayable/rules';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** The catalogue's CSV: one card a row, a header, the five forbidden words in their own columns. */
export const CSV_COLUMNS = [
  'category',
  'word',
  'forbidden1',
  'forbidden2',
  'forbidden3',
  'forbidden4',
  'forbidden5',
  'difficulty',
] as const;

export function cardsToCsv(cards: readonly Card[]): string {
  return stringify(
    cards.map((c) => [
      c.category,
      c.word,
      ...Array.from({ length: FORBIDDEN_MAX }, (_, i) => c.forbidden[i] ?? ''),
      c.difficulty,
    ]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}

export interface CsvRow {
  line: number;
  category: string;
  word: string;
  forbidden: string[];
  difficulty: string;
}

/** Reads rows as written; checking them is the checker's job. */
export function csvToRows(text: string): CsvRow[] {
  const records = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  return records.map((r, i) => ({
    line: i + 2,
    category: r.category ?? '',
    word: r.word ?? '',
    forbidden: [r.forbidden1, r.forbidden2, r.forbidden3, r.forbidden4, r.forbidden5].filter(
      (f): f is string => !!f,
    ),
    difficulty: r.difficulty ?? '',
  }));
}

/** A row as a card of `language` (its id carries the language; see `cardId`). */
export function rowToCard(row: CsvRow, language: GameLanguage): Card | string {
  const category = CATEGORIES.find((c) => c === row.category.toLowerCase());
  if (!category) return `line ${row.line}: unknown category "${row.category}"`;
  const difficulty = DIFFICULTIES.find((d) => d === row.difficulty.toLowerCase());
  if (!difficulty) return `line ${row.line}: difficulty must be easy, medium or hard`;
  return {
    id: cardId(category, row.word, language),
    word: row.word,
    forbidden: row.forbidden,
    category,
    difficulty,
  };
}
