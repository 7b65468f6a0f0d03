import { sameFamilyWords, textWords } from '@unsayable/rules';
import type { CardRecord } from './catalogue.ts';
import type { LanguageRules } from './languages/language-rules.ts';
import { stemKeys } from './word-relations.ts';

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

/** Cards with more than `SHARED_FORBIDDEN_MAX` forbidden words in common, named at the later card. */
export function sharedForbiddenWords(cards: readonly PlacedCard[], rules: LanguageRules): Finding[] {
  const cardsWith = new Map<string, number[]>();
  const found: Finding[] = [];
  cards.forEach(({ where, record }, i) => {
    // Compared without plurals, named as this card writes them.
    const mine = new Map(record.forbidden.map((f) => [rules.plural(f), f]));
    const common = new Map<number, string[]>();
    for (const [key, written] of mine) {
      for (const j of cardsWith.get(key) ?? []) common.set(j, [...(common.get(j) ?? []), written]);
      cardsWith.set(key, [...(cardsWith.get(key) ?? []), i]);
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

/**
 * Targets of one family (one holds the other as a word or a compound part: "Bear" and "Polar
 * bear", "Door" and "Doorbell"). Allowed, since the dealer keeps them apart, but worth knowing
 * before a third joins them.
 */
export function targetFamilies(cards: readonly PlacedCard[], known: ReadonlySet<string>): Finding[] {
  const words = cards.map((c) => textWords(c.record.word));
  const found: Finding[] = [];
  cards.forEach(({ where }, i) => {
    for (let j = 0; j < i; j++) {
      if (sameFamilyWords(words[i] as string[], words[j] as string[], known))
        found.push({ where, message: `one family with another target (also ${cards[j]?.where})` });
    }
  });
  return found;
}
