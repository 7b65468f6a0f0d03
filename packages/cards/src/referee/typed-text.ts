/**
 * Typed text (a clue, a guess) made into the words the referee compares: invisible characters
 * off, look-alike letters of other scripts read as the Latin letters they pass for, digits and
 * symbols inside a word read as the letters they stand for, then split into lower-case words
 * with accents folded as the checker folds them (`textWords`). Each word remembers the typed
 * chunk (the text between two spaces) it came from, so a verdict can quote what was typed.
 */
import { cleanText, skeleton, textWords } from '@unsayable/rules';

/** One compared word and the typed chunk it came from (its index in `TypedText.chunks`). */
export interface TypedWord {
  word: string;
  chunk: number;
}

export interface TypedText {
  /** The text as cleaned (invisible characters off, spaces made one), cut at its spaces. */
  chunks: readonly string[];
  words: readonly TypedWord[];
}

const LATIN_ONLY = /^\p{Script=Latin}+$/u;
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/gu;
const MARKS = /\p{M}/gu;

/**
 * A letter of another script as the Latin letter it looks like (Cyrillic "а", Greek "ο"), by the
 * confusable skeleton of Unicode's UTS #39; a letter that looks like no Latin letter stays. Only
 * letters of other scripts are mapped: among Latin letters the skeleton also makes "m" of "rn",
 * which would join words no player confuses.
 */
function asLatin(letter: string): string {
  const look = skeleton(letter).replace(MARKS, '');
  return LATIN_ONLY.test(look) ? look : letter;
}

/** Letters of other scripts that pass for Latin ones, read as those (`asLatin`). */
export function latinLookAlikes(text: string): string {
  return text.replace(OTHER_SCRIPT_LETTER, asLatin);
}

/** How "1" is read in l33t: as "i" ("1ce") or as "l" ("he11o"); both are tried. */
export type LeetOne = 'i' | 'l';

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};
const LEET_CHARACTERS = /[0134578@$]/g;
const LEET_CHARACTER = /^[0134578@$]$/;
const HAS_LETTER = /\p{L}/u;

/**
 * A chunk's digits and symbols as letters ("c4t", "h0t-d0g", "$un"), when the chunk holds a letter
 * or is one such character alone (the "4" of "c 4 t"): "4 legs" and "101" keep their numbers.
 */
function unleet(chunk: string, one: LeetOne): string {
  if (!HAS_LETTER.test(chunk) && !LEET_CHARACTER.test(chunk)) return chunk;
  return chunk.replace(LEET_CHARACTERS, (c) => (c === '1' ? one : (LEET[c] ?? c)));
}

/** The cleaned text cut into its typed chunks. */
export function typedChunks(text: string): string[] {
  const cleaned = cleanText(text);
  return cleaned === '' ? [] : cleaned.split(' ');
}

/**
 * The words of typed text as compared; `leet` reads digits and symbols inside words as letters.
 * Given text already held to its length cap: this is the Unicode work the cap guards.
 */
export function typedText(chunks: readonly string[], leet?: LeetOne): TypedText {
  const words = chunks.flatMap((chunk, i) => {
    const latin = latinLookAlikes(chunk);
    return textWords(leet ? unleet(latin, leet) : latin).map((word) => ({ word, chunk: i }));
  });
  return { chunks, words };
}

const RUN_OF_THREE = /(\p{L})\1\1/u;
const REPEATS = /(\p{L})\1+/gu;

/** A word with a letter typed three times or more in a row ("caaat"): stretched, not spelt. */
export const isStretched = (word: string): boolean => RUN_OF_THREE.test(word);

/** Each run of one letter made one letter: "caaat" and "cat", "coooffee" and "coffee" meet. */
export const squeezed = (word: string): string => word.replace(REPEATS, '$1');
