import { join } from 'node:path';
import { dataFolder } from '../catalogue.ts';
import { english } from './english.ts';
import type { LanguageRules } from './language-rules.ts';
import { spanish } from './spanish.ts';

/** A language of the built-in catalogue: the rules its cards are checked by, and where they are kept. */
export interface CatalogueLanguage {
  rules: LanguageRules;
  folder: string;
}

/**
 * English cards sit in the data folder itself and are the ones games deal (`builtInCards`); every
 * other language has a folder of its own beside them (`data/es`), checked but not dealt until a
 * game can have a language.
 */
export const LANGUAGES: readonly CatalogueLanguage[] = [
  { rules: english, folder: dataFolder },
  { rules: spanish, folder: join(dataFolder, 'es') },
];
