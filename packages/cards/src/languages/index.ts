import { join } from 'node:path';
import type { Card, CardLanguage, GameLanguage } from '@unsayable/rules';
import { builtInCards, dataFolder } from '../catalogue.ts';
import { english } from './english.ts';
import { french } from './french.ts';
import { german } from './german.ts';
import { italian } from './italian.ts';
import type { LanguageRules } from './language-rules.ts';
import { portuguese } from './portuguese.ts';
import { spanish } from './spanish.ts';

/** A language of the built-in catalogue: the rules its cards are checked by, and where they are kept. */
export interface CatalogueLanguage {
  /** The code games and the card tool name it by; the same as `rules.code`. */
  code: CardLanguage;
  rules: LanguageRules;
  folder: string;
}

/**
 * English cards sit in the data folder itself; every other language has a folder of its own beside
 * them (`data/es`). A game deals the cards of its own language (`languageCards`).
 */
/** A language games are played in, with its catalogue. */
export type GameCatalogue = CatalogueLanguage & { code: GameLanguage };

export const LANGUAGES: readonly GameCatalogue[] = [
  { code: 'en', rules: english, folder: dataFolder },
  { code: 'es', rules: spanish, folder: join(dataFolder, 'es') },
  { code: 'fr', rules: french, folder: join(dataFolder, 'fr') },
  { code: 'de', rules: german, folder: join(dataFolder, 'de') },
  { code: 'it', rules: italian, folder: join(dataFolder, 'it') },
  { code: 'pt-BR', rules: portuguese, folder: join(dataFolder, 'pt-BR') },
];

/**
 * The languages whose cards are being written (`LANGUAGES_IN_WRITING`): checked and sampled by the
 * card tool like the others, dealt to no game yet.
 */
export const CATALOGUES_IN_WRITING: readonly CatalogueLanguage[] = [];

/** A language of the card tool: one games are played in, or one whose cards are being written. */
export function cardToolLanguage(code: string): CatalogueLanguage | undefined {
  return [...LANGUAGES, ...CATALOGUES_IN_WRITING].find((l) => l.code === code);
}

/** The catalogue language of a code, or undefined for a code the catalogue has not got. */
export function catalogueLanguage(code: string): GameCatalogue | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

/** The built-in cards of one language, their ids carrying the language (see `cardId`). */
export function languageCards(language: GameLanguage): Card[] {
  const found = catalogueLanguage(language);
  if (!found) throw new Error(`no catalogue for language "${language}"`);
  return builtInCards(found.folder, language);
}
