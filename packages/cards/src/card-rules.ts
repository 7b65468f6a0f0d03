/**
 * The rules one card is held to, shared by the catalogue checker (check.ts) and the deck parser
 * (decks/): no file system here, so the browser's deck editor runs the same rules.
 */
import { CARD_TEXT_MAX, textLength } from '@unsayable/rules';
import { english } from './languages/english.ts';
import type { LanguageRules } from './languages/language-rules.ts';
import { contentWords, shareStem, spellingVariants } from './word-relations.ts';

/**
 * A forbidden word may not equal, contain or be contained in the target, ignoring case and
 * plurals, as a whole or word by word ("sun" is off for "Sunflower", "beehive" for "Bee").
 * Words of one or two letters ("a", "to") are left out of the word-by-word check.
 */
export function overlaps(target: string, forbidden: string, rules: LanguageRules = english): boolean {
  const a = rules.plural(target.replace(/\s+/g, ' '));
  const b = rules.plural(forbidden.replace(/\s+/g, ' '));
  // An empty text is a length problem of its own, not an overlap with everything.
  if (a === '' || b === '') return false;
  if (a.includes(b) || b.includes(a)) return true;
  const words = (text: string) => contentWords(text).map((w) => rules.plural(w));
  return words(target).some((t) => words(forbidden).some((f) => t.includes(f) || f.includes(t)));
}

export function unsuitable(text: string, rules: LanguageRules): string | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return rules.unsuitable.find((w) => words.includes(w));
}

// Counted as the request validation counts: characters as people see them.
export const lengthOk = (text: unknown): text is string =>
  typeof text === 'string' && text.trim() === text && text.length >= 1 && textLength(text) <= CARD_TEXT_MAX;

/** How a forbidden word relates to the target, worst first; undefined when it is a clue of its own. */
export function againstTarget(
  target: string,
  forbidden: string,
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string | undefined {
  if (overlaps(target, forbidden, rules)) return 'overlaps the target';
  if (shareStem(target, forbidden, rules, known)) return 'shares a stem with the target';
  if (spellingVariants(target, forbidden, rules)) return 'is a spelling variant of the target';
  return undefined;
}

/** A second forbidden word that spends its slot on the same clue as an earlier one. */
export function againstEarlier(
  forbidden: string,
  earlier: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string | undefined {
  for (const e of earlier) {
    if (rules.plural(e) === rules.plural(forbidden)) return `forbidden word "${forbidden}" is repeated`;
    if (spellingVariants(e, forbidden, rules))
      return `forbidden word "${forbidden}" is a spelling variant of "${e}"`;
    if (shareStem(e, forbidden, rules, known))
      return `forbidden words "${e}" and "${forbidden}" share a stem`;
  }
  return undefined;
}
