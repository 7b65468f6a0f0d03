import type { CsvDelimiter, DeckFix, DeckFormat, DeckProblem, DeckReading } from '@unsayable/cards/decks';
import type { MessageRef } from '@unsayable/rules';
import { type MessageKey, type MessageValues, translate } from '../../i18n/i18n.ts';

/**
 * What a deck screen says: a deck message by its key and values (the parser's, the server's
 * `errorRef`), one of this client's own strings, or a text as it came (an English message whose
 * key this client does not know).
 */
export type DeckNotice =
  | { ref: MessageRef; english: string }
  | { key: MessageKey; values?: MessageValues }
  | { text: string };

/** A deck message in the player's language; the English text when this client has no such key. */
export function deckMessage(ref: MessageRef | undefined, english: string): string {
  if (!ref) return english;
  const key = ref.key as MessageKey;
  const shown = translate(key, ref.params);
  return shown === key ? english : shown;
}

export function noticeText(notice: DeckNotice): string {
  if ('ref' in notice) return deckMessage(notice.ref, notice.english);
  if ('key' in notice) return translate(notice.key, notice.values);
  return notice.text;
}

/** A problem's place and message ("Línea 4", "la palabra prohibida…"). */
export function problemParts(problem: DeckProblem): { where: string; message: string } {
  const place = problem.place === 'card' ? 'deck.where.card' : 'deck.where.line';
  return {
    where: deckMessage(problem.ref && { key: place, params: { at: problem.at } }, problem.where),
    message: deckMessage(problem.ref, problem.message),
  };
}

/** Each format's name in the catalogues: the editor says which it read. */
const FORMAT_KEY: Record<DeckFormat, MessageKey> = {
  lines: 'decks.format.lines',
  words: 'decks.format.words',
  csv: 'decks.format.csv',
  csvNoHeader: 'decks.format.csvNoHeader',
  json: 'decks.format.json',
  jsonCards: 'decks.format.jsonCards',
  jsonWords: 'decks.format.jsonWords',
  jsonMap: 'decks.format.jsonMap',
  jsonCategories: 'decks.format.jsonCategories',
};

const DELIMITER_KEY: Record<CsvDelimiter, MessageKey> = {
  ',': 'decks.delimiter.comma',
  ';': 'decks.delimiter.semicolon',
  '\t': 'decks.delimiter.tab',
};

/** "Read as a spreadsheet (CSV) with a header row, cells separated by semicolons." */
export function formatText(reading: Extract<DeckReading, { ok: true }>): string {
  const format = translate(FORMAT_KEY[reading.format] ?? 'decks.format.lines');
  return reading.delimiter
    ? translate('decks.readAsCsv', { format, delimiter: translate(DELIMITER_KEY[reading.delimiter]) })
    : translate('decks.readAs', { format });
}

/** What a warning's Fix button says it will do. */
export function fixText(fix: DeckFix): string {
  switch (fix.kind) {
    case 'dropForbidden':
      return translate('decks.fix.dropForbidden', { word: fix.word });
    case 'firstFive':
      return translate('decks.fix.firstFive');
    case 'tidySpaces':
      return translate('decks.fix.tidySpaces');
    case 'dropCard':
      return translate('decks.fix.dropCard');
  }
}
