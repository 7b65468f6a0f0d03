/** Text clean-up shared by names and card text. */
import { UNITS_PER_CHARACTER } from './constants.ts';

/**
 * What is removed from typed text: control characters and invisible format characters (Unicode
 * category Cf: zero-width spaces, word joiners, direction marks and overrides, soft hyphens…),
 * which would let "Ann" and "Ann" + U+200B pass for two names. Two uses of format characters
 * are visible and kept: a zero-width joiner between two emoji (👨‍👩‍👧 is one family, not three
 * people) and the tag characters of a flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿 (Scotland).
 */
const INVISIBLE =
  /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|((?<=\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?)\u200D(?=\p{Extended_Pictographic}))|\p{Cf}|(?![\t\n\v\f\r])\p{Cc}/gu;

/** Removes the invisible characters (above), keeping the emoji sequences that need them; tabs and
 * line breaks stay, for the caller to make spaces of. */
export function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE, (_match, flag?: string, emojiJoiner?: string) => flag ?? emojiJoiner ?? '');
}

/**
 * Runs of space: whitespace, and the characters that show nothing though Unicode counts them as
 * letters, marks or symbols: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), Khmer's
 * invisible inherent vowels (U+17B4, U+17B5), the blank braille pattern (U+2800) and the blank
 * musical notehead (U+1D159). A name of them alone would look empty.
 */
const SPACES = /[\s\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0\u{1D159}]+/gu;

/**
 * Names and card words as they are kept: invisible characters removed, runs of space (blank
 * characters among them) made one space, trimmed, and in Unicode's composed form (NFC), so
 * "José" typed with a combining accent is the same text as "José" typed with é. Otherwise
 * exactly as typed. Given a text already held to its length in units (`withinUnits`): past that,
 * this work is what a flood would cost.
 */
export function cleanText(value: string): string {
  // A tab or newline between two words leaves a space; a zero-width space leaves nothing.
  return withoutInvisible(value).replace(SPACES, ' ').normalize('NFC').trim();
}

/**
 * Whether a text fits `characters` characters at `UNITS_PER_CHARACTER` units each: the check made
 * before any other work on a typed text.
 */
export function withinUnits(value: string, characters: number): boolean {
  return value.length <= characters * UNITS_PER_CHARACTER;
}

const MARK_RUNS = /\p{M}+/gu;

/**
 * The most marks (accents, vowel signs…) on one character of a text, counted decomposed (NFD),
 * so an accent that composes with its letter (á) counts as the one it is.
 */
export function mostMarksOnOneCharacter(value: string): number {
  let most = 0;
  for (const [run] of value.normalize('NFD').matchAll(MARK_RUNS)) {
    let marks = 0;
    for (const _ of run) marks++;
    most = Math.max(most, marks);
  }
  return most;
}

const VISIBLE = /[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/** Whether a cleaned text shows a letter, a digit or an emoji (a flag's letters among them). */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/**
 * Text in which no character joins another into one character as people see it (Unicode's
 * grapheme clusters): only scripts whose letters join by marks alone (Latin, Greek, Cyrillic,
 * Armenian, Georgian, Hebrew, Arabic, Chinese characters, kana) and the characters common to all
 * (digits, punctuation, symbols, emoji), with none of what joins (`JOINING`): marks, joiners and
 * other format characters, controls (CR LF), emoji modifiers, regional indicators, the half-width
 * kana voicing marks. Other scripts (Hangul's jamo, Thai, the Indic scripts…) have letters that
 * join, so they go to the segmenter.
 */
const SEPARATE_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Common}]*$/u;
const JOINING = /[\p{M}\p{Cf}\p{Cc}\p{Emoji_Modifier}\p{Regional_Indicator}\uFF9E\uFF9F]/u;

/**
 * Length in characters as people see them: 👍🏽, 🇫🇷 and é (e + accent) are one each. Each step of
 * V8's segmenter costs as much as the whole text is long, so counting costs the square of the
 * text's length: only for texts held to their units first. Counted up to `limit` at most: past
 * it, `limit + 1`, enough to tell a text too long at a cost that stops there.
 */
export function textLength(value: string, limit = Number.POSITIVE_INFINITY): number {
  let n = 0;
  if (SEPARATE_SCRIPTS.test(value) && !JOINING.test(value)) {
    for (const _ of value) if (++n > limit) break;
    return n;
  }
  for (const _ of graphemes.segment(value)) if (++n > limit) break;
  return n;
}

/** Card words compare without case: "Lighthouse" and "LIGHTHOUSE" are one card of a game. */
export function sameWord(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}
