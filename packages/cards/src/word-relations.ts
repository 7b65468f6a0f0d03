import { compoundPart, textWords } from '@unsayable/rules';
import type { LanguageRules } from './languages/language-rules.ts';

/** Words of three letters or more: "a", "to" and numbers carry no clue worth comparing. */
export function contentWords(text: string): string[] {
  return textWords(text).filter((w) => w.length >= 3 && /\p{L}/u.test(w));
}

/** A word's stem, and the stem of what is left once a prefix is off ("unpack" → "pack"). */
function stemsOf(word: string, rules: LanguageRules): string[] {
  const stems = [rules.stem(word)];
  for (const prefix of rules.prefixes) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 4)
      stems.push(rules.stem(word.slice(prefix.length)));
  }
  return stems;
}

/** The stems a text is made of, once per word, for comparing targets with each other. */
export function stemKeys(text: string, rules: LanguageRules): string[] {
  const words = textWords(text);
  const keys = [words.map((w) => rules.stem(w)).join(' ')];
  words.forEach((w, i) => {
    for (const s of stemsOf(w, rules).slice(1))
      keys.push(words.map((o, k) => (k === i ? s : rules.stem(o))).join(' '));
  });
  return keys;
}

/**
 * Two texts share a stem when a word of one and a word of the other do, after derivational
 * endings and prefixes are off ("inventor" and "Invention", "pack" and "unpack"), or when one
 * word is a part of the other's compound ("dust" and "dustpan").
 */
export function shareStem(a: string, b: string, rules: LanguageRules, known: ReadonlySet<string>): boolean {
  const wb = contentWords(b);
  return contentWords(a).some((x) =>
    wb.some((y) => {
      const sy = stemsOf(y, rules);
      return stemsOf(x, rules).some((s) => sy.includes(s)) || compoundPart(x, y, known) !== undefined;
    }),
  );
}

/** "mum" and "mom", "colour" and "color": the same word spelt another way, not the same spelling. */
export function spellingVariants(a: string, b: string, rules: LanguageRules): boolean {
  const wa = textWords(a).map((w) => rules.plural(w));
  const wb = textWords(b).map((w) => rules.plural(w));
  if (wa.length !== wb.length || wa.join(' ') === wb.join(' ')) return false;
  return wa.every((w, i) => rules.spelling(w) === rules.spelling(wb[i] as string));
}
