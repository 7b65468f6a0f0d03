/**
 * The rules one card is held to, shared by the catalogue checker (check.ts) and the deck parser
 * (decks/): no file system here, so the browser's deck editor runs the same rules.
 */
import { CARD_TEXT_MAX, textLength, withinUnits } from '@unsayable/rules';
import { regionalVariants } from './card-language.ts';
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
  const holds = (whole: string, part: string) => whole.includes(part) && (rules.holds?.(whole, part) ?? true);
  if (holds(a, b) || holds(b, a)) return true;
  const words = (text: string) => contentWords(text, rules).map((w) => rules.plural(w));
  return words(target).some((t) => words(forbidden).some((f) => holds(t, f) || holds(f, t)));
}

export function unsuitable(text: string, rules: LanguageRules): string | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return rules.unsuitable.find((w) => words.includes(w));
}

// Counted as the request validation counts: characters as people see them.
export const lengthOk = (text: unknown): text is string =>
  typeof text === 'string' &&
  text.trim() === text &&
  text.length >= 1 &&
  withinUnits(text, CARD_TEXT_MAX) &&
  textLength(text, CARD_TEXT_MAX) <= CARD_TEXT_MAX;

/** How a forbidden word can relate to the target or to an earlier forbidden word. */
export type WordRelation = 'same' | 'overlaps' | 'stem' | 'variant';

/** How a forbidden word relates to the target, worst first; undefined when it is a clue of its own. */
export function relationToTarget(
  target: string,
  forbidden: string,
  rules: LanguageRules,
  known: ReadonlySet<string>,
): Exclude<WordRelation, 'same'> | undefined {
  if (overlaps(target, forbidden, rules)) return 'overlaps';
  if (shareStem(target, forbidden, rules, known)) return 'stem';
  if (spellingVariants(target, forbidden, rules)) return 'variant';
  return undefined;
}

const TARGET_RELATION_TEXT = {
  overlaps: 'overlaps the target',
  stem: 'shares a stem with the target',
  variant: 'is a spelling variant of the target',
} as const;

/** `relationToTarget` in the checker's English words. */
export function againstTarget(
  target: string,
  forbidden: string,
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string | undefined {
  const relation = relationToTarget(target, forbidden, rules, known);
  return relation && TARGET_RELATION_TEXT[relation];
}

/**
 * The earlier forbidden word a second one spends its slot on the same clue as, and how. Two names
 * of one thing in two parts of the world ("nevera", "heladera") are two clues: each region's
 * players reach for their own.
 */
export function relationToEarlier(
  forbidden: string,
  earlier: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): { relation: Exclude<WordRelation, 'overlaps'>; earlier: string } | undefined {
  for (const e of earlier) {
    if (rules.plural(e) === rules.plural(forbidden)) return { relation: 'same', earlier: e };
    if (regionalVariants(e, forbidden, rules)) continue;
    if (spellingVariants(e, forbidden, rules)) return { relation: 'variant', earlier: e };
    if (shareStem(e, forbidden, rules, known)) return { relation: 'stem', earlier: e };
  }
  return undefined;
}

/** `relationToEarlier` in the checker's English words. */
export function againstEarlier(
  forbidden: string,
  earlier: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string | undefined {
  const found = relationToEarlier(forbidden, earlier, rules, known);
  if (!found) return undefined;
  if (found.relation === 'same') return `forbidden word "${forbidden}" is repeated`;
  if (found.relation === 'variant')
    return `forbidden word "${forbidden}" is a spelling variant of "${found.earlier}"`;
  return `forbidden words "${found.earlier}" and "${forbidden}" share a stem`;
}
