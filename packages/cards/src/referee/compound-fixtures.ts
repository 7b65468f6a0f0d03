/**
 * For referee tests: each built-in catalogue with the vocabulary a game judges compounds by, and
 * the compound parts of a card's words as the language's rules find them, worked out here from the
 * rules themselves (`compoundParts`, the shared `compoundPart`) as an oracle for the referee.
 */
import { type Card, compoundPart, knownWords, textWords } from '@unsayable/rules';
import { builtInCards } from '../catalogue.ts';
import { CATALOGUES_IN_WRITING, type CatalogueLanguage, LANGUAGES } from '../languages/index.ts';
import type { LanguageRules } from '../languages/language-rules.ts';

export interface LoadedCatalogue {
  language: CatalogueLanguage;
  cards: Card[];
  known: Set<string>;
}

const loaded = new Map<string, LoadedCatalogue>();

/** Every language games have or are being written in, with its cards and vocabulary. */
export const CATALOGUE_CODES = [...LANGUAGES, ...CATALOGUES_IN_WRITING].map((l) => l.code);

export function loadCatalogue(code: string): LoadedCatalogue {
  const found = loaded.get(code);
  if (found) return found;
  const language = [...LANGUAGES, ...CATALOGUES_IN_WRITING].find((l) => l.code === code);
  if (!language) throw new Error(`no catalogue for ${code}`);
  const cards = builtInCards(language.folder, language.code);
  const catalogue = { language, cards, known: knownWords(cards) };
  loaded.set(code, catalogue);
  return catalogue;
}

/** Parts this short are left to the other rules: too many chance runs of letters. */
const PART_MIN = 4;

/**
 * The parts of each word of a text that make a compound with a known word: the language's own
 * compound rule (also on the word without its plural), then every cut where one side is a part
 * by the shared rule (`compoundPart`), in the word as written and as its dictionary form. Only parts that are themselves known words.
 */
export function detectedParts(text: string, rules: LanguageRules, known: ReadonlySet<string>): string[] {
  const parts = new Set<string>();
  for (const word of textWords(text)) {
    for (const form of new Set([word, rules.lemma(word), rules.plural(word)]))
      for (const part of rules.compoundParts?.(form, known) ?? []) parts.add(part);
    for (const form of new Set([word, rules.lemma(word)])) {
      for (let cut = 1; cut < form.length; cut++) {
        for (const side of [form.slice(0, cut), form.slice(cut)]) {
          if (compoundPart(side, form, known) === side) parts.add(side);
        }
      }
    }
  }
  return [...parts].filter(
    (p) =>
      p.length >= PART_MIN && (known.has(p) || known.has(rules.plural(p))) && !textWords(text).includes(p),
  );
}
