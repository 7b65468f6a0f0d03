import { compoundPart, wordsOf } from '@unsayable/rules';
import type { LanguageRules } from './languages/language-rules.ts';

/**
 * Words of three letters or more: "a", "to" and numbers carry no clue worth comparing, nor do the
 * language's short function words ("the", "del") when its rules are given.
 */
export function contentWords(text: string, rules?: LanguageRules): string[] {
  const stop = rules?.stopWords ?? [];
  return wordsOf(text).filter((w) => w.length >= 3 && /\p{L}/u.test(w) && !stop.includes(w));
}

/**
 * A word's stems: its own (through its dictionary form, so "teeth" has the stem of "tooth"), any
 * other its language reads in it (`otherStems`), and the stem of what is left once a prefix is
 * off ("unpack" → "pack").
 */
export function stemsOf(word: string, rules: LanguageRules): string[] {
  const lemma = rules.lemma(word);
  const stems = [rules.stem(lemma), ...(rules.otherStems?.(lemma) ?? [])];
  for (const prefix of rules.prefixes) {
    if (lemma.startsWith(prefix) && lemma.length - prefix.length >= 4)
      stems.push(rules.stem(lemma.slice(prefix.length)));
  }
  return stems;
}

/** The stems a text is made of, once per word, for comparing targets with each other. */
export function stemKeys(text: string, rules: LanguageRules): string[] {
  const words = wordsOf(text);
  const keys = [words.map((w) => rules.stem(w)).join(' ')];
  words.forEach((w, i) => {
    for (const s of stemsOf(w, rules).slice(1))
      keys.push(words.map((o, k) => (k === i ? s : rules.stem(o))).join(' '));
  });
  return keys;
}

/**
 * Two texts are one by stem: word for word of one stem ("escalader" and "Escalade", "test tubes"
 * and "test tube"), as targets and forbidden words are compared across cards.
 */
export function sameStem(a: string, b: string, rules: LanguageRules): boolean {
  const kb = stemKeys(b, rules);
  return stemKeys(a, rules).some((k) => kb.includes(k));
}

/** A word as written and as its dictionary form, for finding it as a compound part. */
export const writtenAndLemma = (word: string, rules: LanguageRules): string[] => {
  const lemma = rules.lemma(word);
  return lemma === word ? [word] : [word, lemma];
};

/**
 * Those and the word without its plural, for a language's own compound rule ("Weihnachten" is
 * read as "Weihnacht" too, so "Nacht" is a part of it); the shared rule keeps to the word as
 * written, where a plural's cut would join "days" and "Sunday".
 */
const compoundForms = (word: string, rules: LanguageRules): string[] => [
  ...new Set([...writtenAndLemma(word, rules), rules.plural(word)]),
];

/**
 * Two words share a stem when they do after derivational endings, prefixes and irregular forms
 * are off ("inventor" and "invention", "pack" and "unpack", "teeth" and "tooth"), or when they are
 * of one compound (`compoundRelated`).
 */
export function wordsShareStem(
  x: string,
  y: string,
  rules: LanguageRules,
  known: ReadonlySet<string>,
): boolean {
  const sy = stemsOf(y, rules);
  if (stemsOf(x, rules).some((s) => sy.includes(s))) return true;
  return compoundRelated(x, y, rules, known);
}

/**
 * One word is a part of the other's compound, the rest being a known word ("dust" and "dustpan",
 * "teeth" and "toothbrush"), or, in a language that joins words with linking letters, a part of
 * one is the other or a part of it (`compoundParts`: "Hand" and "Handschuh", "Sonnenbrille" and
 * "Sonnencreme"). The catalogue checker and the referee both judge compounds by this.
 */
export function compoundRelated(
  x: string,
  y: string,
  rules: LanguageRules,
  known: ReadonlySet<string>,
): boolean {
  const fy = writtenAndLemma(y, rules);
  if (writtenAndLemma(x, rules).some((a) => fy.some((b) => compoundPart(a, b, known) !== undefined)))
    return true;
  return rules.compoundParts !== undefined && shareCompoundPart(x, y, rules, known);
}

/**
 * A part of one word is the other word or a part of it, compared by stem. A part is compared by
 * its own stem, not with a prefix off, as a part's prefix ("Bericht" in "Wetterbericht") is seldom
 * the clue. Two whole words sharing a stem are no compound: `stemsOf` judges those.
 */
function shareCompoundPart(x: string, y: string, rules: LanguageRules, known: ReadonlySet<string>): boolean {
  const partStems = (w: string) =>
    compoundForms(w, rules)
      .flatMap((form) => rules.compoundParts?.(form, known) ?? [])
      .map((p) => rules.stem(rules.lemma(p)));
  const [px, py] = [partStems(x), partStems(y)];
  if (px.length === 0 && py.length === 0) return false;
  const [sx, sy] = [stemsOf(x, rules), stemsOf(y, rules)];
  return px.some((s) => sy.includes(s) || py.includes(s)) || py.some((s) => sx.includes(s));
}

/** Two texts share a stem when a word of one and a word of the other do (`wordsShareStem`). */
export function shareStem(a: string, b: string, rules: LanguageRules, known: ReadonlySet<string>): boolean {
  const wb = contentWords(b, rules);
  return contentWords(a, rules).some((x) => wb.some((y) => wordsShareStem(x, y, rules, known)));
}

/** "mum" and "mom", "colour" and "color": the same word spelt another way, not the same spelling. */
export function spellingVariants(a: string, b: string, rules: LanguageRules): boolean {
  const wa = pluralWords(a, rules);
  const wb = pluralWords(b, rules);
  if (wa.length !== wb.length || wa.join(' ') === wb.join(' ')) return false;
  return wa.every((w, i) => rules.spelling(w) === rules.spelling(wb[i] as string));
}

/** True when `inner`'s words appear, in order and side by side, among `outer`'s. */
export function holdsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++) {
    if (inner.every((w, k) => outer[i + k] === w)) return true;
  }
  return false;
}

/** Texts whose plural-free words are kept per language at most: a catalogue has a few thousand. */
const MAX_KEPT_TEXTS = 50_000;
const keptPluralWords = new WeakMap<LanguageRules, Map<string, readonly string[]>>();

/**
 * A text's words without plurals, as listed words are looked for in it. Kept per language and
 * text: a catalogue's check looks every card up in every regional list, and every list entry in
 * every card. Read-only: the same array is given to every caller.
 */
export function pluralWords(text: string, rules: LanguageRules): readonly string[] {
  let kept = keptPluralWords.get(rules);
  if (kept === undefined) {
    kept = new Map();
    keptPluralWords.set(rules, kept);
  }
  let words = kept.get(text);
  if (words === undefined) {
    words = wordsOf(text).map((w) => rules.plural(w));
    if (kept.size >= MAX_KEPT_TEXTS) kept.clear();
    kept.set(text, words);
  }
  return words;
}

/** The listed entries (words or phrases) a text holds, each compared without plurals or accents. */
export function listedIn(text: string, list: readonly string[], rules: LanguageRules): string[] {
  const words = pluralWords(text, rules);
  return list.filter((entry) => holdsWords(words, pluralWords(entry, rules)));
}
