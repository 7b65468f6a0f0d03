/** Players' own decks, in the browser and on the server alike: no file system here. */

// The deck's messages are kept in the rules, beside the route catalogue that answers with them.
export {
  DECK_ENGLISH,
  DECK_MESSAGE_KEYS,
  type DeckMessageKey,
  type DeckMessageParams,
  type DeckMessageRef,
  deckRef,
  deckText,
} from '@unsayable/rules';
export type { CsvDelimiter } from './csv-records.ts';
export { type DeckEncoding, type DeckFileText, deckFileText, parseDeckBytes } from './deck-bytes.ts';
export {
  type CardFields,
  type CardVerdict,
  checkDeckCard,
  deckCategories,
  withDeckCard,
} from './deck-card.ts';
export type { CardAdvice } from './deck-check.ts';
export { deckToCsv, deckToJson, deckToLines, linesHold } from './deck-export.ts';
export {
  DECK_LANGUAGE_NAMES,
  type DeckRefusal,
  deckFieldMessages,
  deckName,
  deckRefusal,
  isDeckLanguage,
} from './deck-fields.ts';
export { fixDeckText, fixedCard } from './deck-fix.ts';
export { DECK_LANGUAGE_RULES, deckRefusals, parseDeckText } from './deck-parse.ts';
export {
  DECK_CARDS_MAX,
  DECK_CATEGORY_MAX,
  DECK_FORMATS,
  DECK_LANGUAGES,
  DECK_NAME_MAX,
  DECK_TEXT_MAX_BYTES,
  type DeckCard,
  type DeckContent,
  type DeckFix,
  type DeckFormat,
  type DeckLanguage,
  type DeckProblem,
  type DeckReading,
  type DeckWarning,
} from './deck-types.ts';
