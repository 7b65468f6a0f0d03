/**
 * RFC 4180 records with the line each starts on. Written here, not taken from csv-parse (which
 * the card tool uses on the server): its browser build carries a Buffer polyfill into the
 * editor's chunk, and the editor needs each record's line to name problems where people see them.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export function csvRecords(text: string): { records: CsvRecord[]; unclosedQuoteAt?: number } {
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
    if (cells.length > 1 || cells[0]?.trim() !== '') records.push({ line: recordLine, cells });
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
    } else if (ch === ',') endCell();
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

/** One cell as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}
