import { type DeckMessageRef, deckRef, withinUnits } from '@unsayable/rules';
import { cardField, type Joiner, joinerOf, joinForbidden, splitForbidden } from './card-fields.ts';
import { type CsvDelimiter, type CsvRecord, csvCell, csvRecords } from './csv-records.ts';
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

/** Which cell of a row holds what. */
interface CsvLayout {
  word: number;
  forbidden: number[];
  category?: number;
  /** Cells a card has no place for but that are known (a difficulty): read and set aside. */
  setAside: number[];
  /** How many cells a row is read for: past these, cells are not read. */
  width: number;
}

/** How a text is a spreadsheet: its cell separator, and whether its first row names the columns. */
export interface CsvShape {
  delimiter: CsvDelimiter;
  header: boolean;
  /** The first line names the separator for Excel (`sep=;`): said to be one, not read as a card. */
  separatorLine?: boolean;
}

/** Excel's line naming a sheet's cell separator, `sep=;`, first in a file. */
const SEPARATOR_LINE = /^ *sep=([,;\t]) *$/i;

/** Lines looked at to tell the shape: enough to see a pattern, few enough to cost nothing. */
const SAMPLE_LINES = 50;
/** The share of lines a separator must split for a text without a header to be a spreadsheet. */
const SPLIT_SHARE = 0.8;

/** A header row's cells, or none when the line could be no header. */
function headerCells(line: string, delimiter: CsvDelimiter): string[] | undefined {
  if (!withinUnits(line, DECK_LINE_MAX)) return undefined;
  const cells = line.split(delimiter).map((c) => c.trim().replace(/^"|"$/g, ''));
  if (cells.length < 2 || cells.length > CSV_CELLS_MAX) return undefined;
  const fields = cells.map(cardField);
  const named = fields.filter((f) => f !== undefined).length;
  // A word column and another known one: a first card "Answer,clue" is a card, not a header.
  return fields.includes('word') && named >= 2 && named * 2 >= cells.length ? cells : undefined;
}

/**
 * Whether a text is a spreadsheet, and of which shape: a first row naming a word column and
 * another known one (and as many known columns as unknown), or else most lines split by one
 * separator and none of those holding a `|` (so `Salt, sea|ocean` stays a card line). A first
 * line `sep=;` (Excel's) names the separator outright.
 */
export function csvShape(text: string): CsvShape | undefined {
  const lines = textLines(text)
    .filter((line) => line.trim() !== '')
    .slice(0, SAMPLE_LINES);
  const first = lines[0] ?? '';
  const named = SEPARATOR_LINE.exec(first);
  if (named) {
    const delimiter = named[1] as CsvDelimiter;
    return { delimiter, header: headerCells(lines[1] ?? '', delimiter) !== undefined, separatorLine: true };
  }
  // A tab or a semicolon before a comma: a header of semicolons may name "words, forbidden".
  for (const delimiter of ['\t', ';', ','] as const)
    if (headerCells(first, delimiter)) return { delimiter, header: true };
  // A separator inside quotes splits no cell: a column of quoted words ("Salt, sea") is one column.
  const unquoted = lines.map((line) => (line.includes('"') ? line.replace(/"(?:[^"]|"")*"/g, '""') : line));
  for (const delimiter of ['\t', ';', ','] as const) {
    // A line with `|` is a card line, whatever commas its target holds ("Salt, sea|ocean").
    const split = unquoted.filter(
      (line, i) => line.indexOf(delimiter) > 0 && !(lines[i] as string).includes('|'),
    ).length;
    if (lines.length > 0 && split >= lines.length * SPLIT_SHARE) return { delimiter, header: false };
  }
  return undefined;
}

function headerLayout(cells: readonly string[]): { layout: CsvLayout; unknown: string[] } {
  const layout: CsvLayout = { word: -1, forbidden: [], setAside: [], width: cells.length };
  const unknown: string[] = [];
  cells.forEach((cell, i) => {
    const field = cardField(cell.trim());
    if (field === 'word' && layout.word < 0) layout.word = i;
    else if (field === 'forbidden') layout.forbidden.push(i);
    else if (field === 'category' && layout.category === undefined) layout.category = i;
    else if (field === 'difficulty') layout.setAside.push(i);
    else if (cell.trim() !== '') unknown.push(cell.trim());
    else layout.setAside.push(i);
  });
  return { layout, unknown };
}

/**
 * Cells a row may have: a card's parts and more columns beside them than any sheet of cards
 * carries. A row past it is no card, and is left out before its cells are read.
 */
const CSV_CELLS_MAX = 64;

/** Without a header: the target first, then forbidden words, as many cells as the widest row. */
function plainLayout(records: readonly CsvRecord[]): CsvLayout {
  const widest = records.reduce((most, r) => Math.max(most, r.cells.length), 1);
  const width = Math.min(widest, CSV_CELLS_MAX);
  return { word: 0, forbidden: Array.from({ length: width - 1 }, (_, i) => i + 1), setAside: [], width };
}

function rowCandidate(record: CsvRecord, layout: CsvLayout, joiner: Joiner | undefined): CardCandidate {
  const { line, cells } = record;
  if (cells.length > CSV_CELLS_MAX) return leftOut(line, TOO_LONG);
  const word = cells[layout.word] ?? '';
  const forbiddenCells = layout.forbidden.map((i) => cells[i] ?? '');
  const joined = forbiddenCells.length === 1 ? (forbiddenCells[0] ?? '') : undefined;
  // A joined cell holds five words and their joiners: as long as a card line may be.
  if (joined !== undefined && !withinUnits(joined, DECK_LINE_MAX)) return leftOut(line, TOO_LONG);
  const forbidden =
    joined !== undefined ? splitForbidden(joined, joiner) : forbiddenCells.filter((f) => f.trim() !== '');
  const categoryCell = layout.category === undefined ? '' : (cells[layout.category] ?? '');
  // Only the cells read are measured: a long note in a column not read is no reason to leave a card out.
  const read = [word, ...forbidden, categoryCell];
  if (!fitsACard(read)) return leftOut(line, TOO_LONG);
  const problems: DeckMessageRef[] = [word, ...forbiddenCells, categoryCell].some(hasHiddenCharacters)
    ? [HIDDEN]
    : [];
  const extra = cells.slice(layout.width).filter((c) => c.trim() !== '');
  const notes =
    extra.length > 0
      ? [deckRef('deck.problem.tooManyCells', { cells: cells.length, columns: layout.width })]
      : [];
  const category = categoryCell.trim();
  return {
    at: line,
    word,
    forbidden,
    ...(category ? { category } : {}),
    problems,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** The row read at `line` written anew in the file's own columns and separator, or taken out. */
function rewriteRow(
  text: string,
  records: readonly CsvRecord[],
  shape: { delimiter: CsvDelimiter; layout: CsvLayout; joiner: Joiner | undefined },
  at: number,
  card: DeckCard | null,
): string {
  const record = records.find((r) => r.line === at);
  if (!record) return text;
  const { delimiter, layout, joiner } = shape;
  const lines = textLines(text);
  const written: string[] = [];
  if (card) {
    const cells = Array.from({ length: Math.max(record.cells.length, layout.width) }, (_, i) =>
      (record.cells[i] ?? '').trim(),
    );
    cells[layout.word] = card.word;
    if (layout.forbidden.length === 1)
      cells[layout.forbidden[0] as number] = joinForbidden(card.forbidden, joiner);
    else
      layout.forbidden.forEach((column, i) => {
        cells[column] = card.forbidden[i] ?? '';
      });
    written.push(cells.map((c) => csvCell(c, delimiter)).join(delimiter));
  }
  lines.splice(record.line - 1, record.endLine - record.line + 1, ...written);
  return lines.join(lineBreakOf(text));
}

/** A spreadsheet saved as CSV, of the shape `csvShape` found. */
export function readCsv(
  text: string,
  { delimiter, header, separatorLine }: CsvShape,
): FormatReading | DeckMessageRef {
  const { records: all, unclosedQuoteAt } = csvRecords(text, delimiter);
  const problems: FormatReading['problems'] = [];
  const firstFilled = all.findIndex((r) => r.cells.some((c) => c.trim() !== ''));
  const records = separatorLine ? all.filter((_, i) => i !== firstFilled) : all;
  const separatorAt = all[firstFilled]?.line;
  if (separatorLine && separatorAt !== undefined)
    problems.push({ at: separatorAt, ref: deckRef('deck.problem.separatorLine') });
  if (unclosedQuoteAt !== undefined)
    problems.push({ at: unclosedQuoteAt, ref: deckRef('deck.problem.unclosedQuote') });
  // A row of empty cells is a blank line of the sheet (a spreadsheet saves its empty rows so).
  const rows = (header ? records.slice(1) : records).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > DECK_CARDS_MAX) return tooManyCards(rows.length);
  let layout: CsvLayout;
  if (header && records[0]) {
    const read = headerLayout(records[0].cells);
    layout = read.layout;
    if (read.unknown.length > 0)
      problems.push({
        at: records[0].line,
        ref: deckRef('deck.problem.unknownColumns', { names: read.unknown.join(', ') }),
      });
  } else layout = plainLayout(rows);
  const joinedColumn = layout.forbidden.length === 1 ? (layout.forbidden[0] as number) : undefined;
  const joiner =
    joinedColumn === undefined ? undefined : joinerOf(rows.map((r) => r.cells[joinedColumn] ?? ''));
  const candidates = rows.map((record) => rowCandidate(record, layout, joiner));
  return {
    format: header ? 'csv' : 'csvNoHeader',
    delimiter,
    candidates,
    problems,
    rewrite: (at, card) => rewriteRow(text, records, { delimiter, layout, joiner }, at, card),
  };
}
