/**
 * RFC 4180 records with the lines each spans. Written here, not taken from csv-parse (which
 * the card tool uses on the server): its browser build carries a Buffer polyfill into the
 * editor's chunk, and the editor needs each record's lines to name problems where people see
 * them and to write a fixed card back in their place.
 */
export interface CsvRecord {
  line: number;
  /** The last line of the record: later than `line` when a quoted cell holds a line break. */
  endLine: number;
  cells: string[];
}

/** The cell separators a spreadsheet saves with: commas, semicolons (where a comma is the decimal mark) or tabs. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export function csvRecords(
  text: string,
  delimiter: CsvDelimiter = ',',
): { records: CsvRecord[]; unclosedQuoteAt?: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  // Whether the cell so far is only spaces (a quote there opens a quoted cell): kept as the
  // cell grows, since trimming the cell at each quote would read a long cell once per quote.
  let blank = true;
  const append = (ch: string) => {
    cell += ch;
    if (blank && ch.trim() !== '') blank = false;
  };
  const endCell = () => {
    cells.push(cell);
    cell = '';
    blank = true;
  };
  const endRecord = () => {
    endCell();
    // A blank line is no record (a spreadsheet's trailing newline, a gap between blocks).
    if (cells.length > 1 || cells[0]?.trim() !== '') records.push({ line: recordLine, endLine: line, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          append('"');
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        append(ch);
      }
      continue;
    }
    if (ch === '"' && blank) {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else append(ch);
  }
  if (quoted) return { records, unclosedQuoteAt: quoteLine };
  endRecord();
  return { records };
}

/** One cell as a spreadsheet writes it: quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string, delimiter: CsvDelimiter = ','): string {
  const quote = /["\r\n]/.test(value) || value.includes(delimiter) || value !== value.trim();
  return quote ? `"${value.replace(/"/g, '""')}"` : value;
}
