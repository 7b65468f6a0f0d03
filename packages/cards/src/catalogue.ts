import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  type Card,
  type CardLanguage,
  type Category,
  DEFAULT_LANGUAGE,
  type Difficulty,
} from '@unsayable/rules';
import { slug } from './slug.ts';

export const dataFolder = fileURLToPath(new URL('../data/', import.meta.url));

/** A card as kept in `data/<category>.json`: the category comes from the file name. */
export interface CardRecord {
  word: string;
  forbidden: string[];
  difficulty: Difficulty;
}

const categoryBySlug = new Map<string, Category>(CATEGORIES.map((c) => [slug(c), c]));

export function categoryOfFile(file: string): Category | undefined {
  return categoryBySlug.get(file.replace(/\.json$/, ''));
}

/**
 * A stable id from category and word, so seen-card lists survive edits of forbidden words. English
 * ids are as they were before games had a language (`animals/giraffe`); every other language's
 * carry its code in front (`es/animals/jirafa`), so one word in two languages makes two cards.
 */
export function cardId(category: string, word: string, language: CardLanguage = DEFAULT_LANGUAGE): string {
  const id = `${slug(category)}/${slug(word)}`;
  return language === DEFAULT_LANGUAGE ? id : `${language}/${id}`;
}

export function toCard(
  category: Category,
  record: CardRecord,
  language: CardLanguage = DEFAULT_LANGUAGE,
): Card {
  return {
    id: cardId(category, record.word, language),
    word: record.word,
    forbidden: record.forbidden,
    category,
    difficulty: record.difficulty,
  };
}

/** A file that is not JSON is a problem for the checker to name, not a crash. */
export class UnreadableJson {
  constructor(readonly message: string) {}
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return new UnreadableJson(error instanceof Error ? error.message : String(error));
  }
}

/** Every data file with its category and raw records (unchecked; see check.ts). */
export function readDataFiles(
  folder = dataFolder,
): { file: string; category: Category | undefined; records: unknown }[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      category: categoryOfFile(file),
      records: parseJson(readFileSync(join(folder, file), 'utf8')),
    }));
}

/** The built-in cards of one folder as cards of `language` (the English folder unless named). */
export function builtInCards(folder = dataFolder, language: CardLanguage = DEFAULT_LANGUAGE): Card[] {
  return readDataFiles(folder).flatMap(({ category, records }) =>
    category && Array.isArray(records)
      ? (records as CardRecord[]).map((r) => toCard(category, r, language))
      : [],
  );
}
