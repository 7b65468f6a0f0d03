/** Text clean-up shared by names and card text. */

// Control characters and bidirectional overrides: invisible, and able to reorder what others see.
const UNSAFE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

export function cleanText(value: string): string {
  // Whitespace first, so a tab or newline between two words still leaves a space.
  return value.replace(/\s+/gu, ' ').replace(UNSAFE, '').trim();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Length in characters as people see them: 👍🏽, 🇫🇷 and é (e + accent) are one each. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of graphemes.segment(value)) n++;
  return n;
}

/** Names compare without case: "Ana" and "ANA" may not share a game. */
export function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}
