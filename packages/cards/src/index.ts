export {
  builtInCards,
  type CardRecord,
  cardId,
  categoryOfFile,
  dataFolder,
  readDataFiles,
  toCard,
} from './catalogue.ts';
export {
  type CheckedFile,
  type CheckReport,
  checkCatalogue,
  overlaps,
  type Problem,
  stem,
  summaryLine,
} from './check.ts';
export { english } from './languages/english.ts';
export { french } from './languages/french.ts';
export { german } from './languages/german.ts';
export {
  CATALOGUES_IN_WRITING,
  type CatalogueLanguage,
  cardToolLanguage,
  catalogueLanguage,
  type GameCatalogue,
  LANGUAGES,
  languageCards,
} from './languages/index.ts';
export { italian } from './languages/italian.ts';
export type { LanguageRules } from './languages/language-rules.ts';
export { portuguese } from './languages/portuguese.ts';
export { spanish } from './languages/spanish.ts';
export {
  CLUE_MAX,
  type ClueVerdict,
  checkClue,
  GUESS_MAX,
  type GuessVerdict,
  matchGuess,
  type RefereeCard,
} from './referee/index.ts';
export { slug } from './slug.ts';
