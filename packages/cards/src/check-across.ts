import { sameFamilyWords, textWords } from '@unsayable/rules';
import type { CardRecord } from './catalogue.ts';
import type { LanguageRules } from './languages/language-rules.ts';
import { contentWords, sameStem, stemKeys, stemsOf } from './word-relations.ts';

/** A card that passed the card checks, with where it was found ("animals.json#4 "Bee""). */
export interface PlacedCard {
  where: string;
  record: CardRecord;
}

export interface Finding {
  where: string;
  message: string;
}

/** Two cards with this many forbidden words in common play as one card twice. */
export const SHARED_FORBIDDEN_MAX = 2;

/** The same target, ignoring case and plural. */
export function duplicateTargets(cards: readonly PlacedCard[], rules: LanguageRules): Finding[] {
  const first = new Map<string, string>();
  const found: Finding[] = [];
  for (const { where, record } of cards) {
    const key = rules.plural(record.word);
    const earlier = first.get(key);
    if (earlier) found.push({ where, message: `duplicate target (also ${earlier})` });
    else first.set(key, where);
  }
  return found;
}

/**
 * Targets of one stem ("Librarian" and "Library", "Procrastinate" and "Procrastination"): the
 * second is the first card again. Plain duplicates are left to `duplicateTargets`.
 */
export function targetsSharingStem(cards: readonly PlacedCard[], rules: LanguageRules): Finding[] {
  const first = new Map<string, { where: string; plural: string }>();
  const found: Finding[] = [];
  for (const { where, record } of cards) {
    const plural = rules.plural(record.word);
    const keys = stemKeys(record.word, rules);
    const earlier = keys.map((k) => first.get(k)).find((e) => e !== undefined);
    if (earlier && earlier.plural !== plural)
      found.push({ where, message: `target shares a stem with another target (also ${earlier.where})` });
    for (const k of keys) if (!first.has(k)) first.set(k, { where, plural });
  }
  return found;
}

/**
 * Cards with more than `SHARED_FORBIDDEN_MAX` forbidden words in common, compared by stem
 * ("poste" and "poster", "runner" and "running"), named at the later card.
 */
export function sharedForbiddenWords(cards: readonly PlacedCard[], rules: LanguageRules): Finding[] {
  const cardsWith = new Map<string, number[]>();
  const found: Finding[] = [];
  cards.forEach(({ where, record }, i) => {
    const common = new Map<number, string[]>();
    for (const written of record.forbidden) {
      const keys = stemKeys(written, rules);
      // Named as this card writes them, once per other card however many stems meet.
      for (const j of new Set(keys.flatMap((k) => cardsWith.get(k) ?? [])))
        common.set(j, [...(common.get(j) ?? []), written]);
      for (const k of new Set(keys)) cardsWith.set(k, [...(cardsWith.get(k) ?? []), i]);
    }
    for (const [j, words] of common) {
      if (words.length > SHARED_FORBIDDEN_MAX)
        found.push({
          where,
          message: `shares ${words.length} forbidden words (${words.join(', ')}) with another card (also ${cards[j]?.where})`,
        });
    }
  });
  return found;
}

const FAMILY_NAMES_SHOWN = 6;

/** Whether two targets' words share a stem: "Café" and "Cafetera", "Sol" and "Energía solar". */
function stemsPerWord(text: string, rules: LanguageRules): Set<string> {
  return new Set(contentWords(text, rules).flatMap((w) => stemsOf(w, rules)));
}

/**
 * Targets of one family: one holds the other as a word or a compound part ("Bear" and "Polar
 * bear", "Door" and "Doorbell"), or a word of one shares a stem with a word of the other ("Café"
 * and "Cafetera", "Ratón" and "Ratoncito Pérez"). A pair is allowed, since the dealer keeps them
 * apart, and named as a warning; a family of more than two is a problem, named at each card past
 * the second, since the dealer runs out of other cards to put between them.
 */
export function targetFamilies(
  cards: readonly PlacedCard[],
  known: ReadonlySet<string>,
  rules: LanguageRules,
): { warnings: Finding[]; problems: Finding[] } {
  const words = cards.map((c) => textWords(c.record.word));
  const plurals = cards.map((c) => rules.plural(c.record.word));
  const keys = cards.map((c) => new Set(stemKeys(c.record.word, rules)));
  const stems = cards.map((c) => stemsPerWord(c.record.word, rules));
  const parent = cards.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  const warnings: Finding[] = [];
  cards.forEach(({ where }, i) => {
    for (let j = 0; j < i; j++) {
      // The same target, or one stem for the whole of both, is a problem of its own already.
      if (plurals[i] === plurals[j] || [...(keys[i] as Set<string>)].some((k) => keys[j]?.has(k))) continue;
      const related =
        sameFamilyWords(words[i] as string[], words[j] as string[], known) ||
        [...(stems[i] as Set<string>)].some((s) => stems[j]?.has(s));
      if (!related) continue;
      warnings.push({ where, message: `one family with another target (also ${cards[j]?.where})` });
      const [ri, rj] = [root(i), root(j)];
      if (ri !== rj) parent[Math.max(ri, rj)] = Math.min(ri, rj);
    }
  });
  const members = new Map<number, number[]>();
  cards.forEach((_, i) => {
    members.set(root(i), [...(members.get(root(i)) ?? []), i]);
  });
  const problems: Finding[] = [];
  for (const family of members.values()) {
    if (family.length <= 2) continue;
    // A long family is named by its first few, enough to find it.
    const shown = family.slice(0, FAMILY_NAMES_SHOWN).map((i) => `"${cards[i]?.record.word}"`);
    const names = family.length > FAMILY_NAMES_SHOWN ? `${shown.join(', ')}…` : shown.join(', ');
    for (const i of family.slice(2))
      problems.push({
        where: cards[i]?.where as string,
        message: `one family of ${family.length} targets (${names}): keep two, replace the rest`,
      });
  }
  return { warnings, problems };
}

/**
 * Forbidden words, besides each other, that two targets forbidding each other must share to be
 * one card under two names. With one, the checker named King and Queen, Frog and Tadpole, Brother
 * and Sister: partners, not synonyms, each a card of its own.
 */
export const NEAR_SYNONYM_SHARED = 2;

/**
 * Two targets each forbidden on the other's card (Pout and Sulk; Grimper and Escalade, where
 * "escalader" is a form of the target) that share forbidden words besides, compared by stem
 * (halago and halagar), are one card under two names: a player who has had one has had the other.
 */
export function nearSynonyms(cards: readonly PlacedCard[], rules: LanguageRules): Finding[] {
  const stems = (text: string) => new Set(contentWords(text, rules).flatMap((w) => stemsOf(w, rules)));
  const byTarget = new Map<string, number[]>();
  cards.forEach(({ record }, i) => {
    for (const k of new Set(stemKeys(record.word, rules))) byTarget.set(k, [...(byTarget.get(k) ?? []), i]);
  });
  const found: Finding[] = [];
  cards.forEach(({ where, record }, i) => {
    const forbidden = new Set(
      record.forbidden.flatMap((f) => stemKeys(f, rules)).flatMap((k) => byTarget.get(k) ?? []),
    );
    for (const j of forbidden) {
      const other = cards[j] as PlacedCard;
      if (j >= i || !other.record.forbidden.some((f) => sameStem(f, record.word, rules))) continue;
      const besides = (words: readonly string[]) =>
        words.filter((w) => !sameStem(w, record.word, rules) && !sameStem(w, other.record.word, rules));
      const theirs = besides(other.record.forbidden).map(stems);
      const shared = besides(record.forbidden).filter((w) =>
        [...stems(w)].some((s) => theirs.some((t) => t.has(s))),
      );
      if (shared.length < NEAR_SYNONYM_SHARED) continue;
      found.push({
        where,
        message: `one card under two names with another target (also ${other.where}): each forbids the other, and both forbid ${shared.map((w) => `"${w}"`).join(', ')}`,
      });
    }
  });
  return found;
}
