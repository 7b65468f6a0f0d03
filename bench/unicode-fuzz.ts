// Random Unicode text for the referee's fuzz (bench/referee-fuzz.bench.ts): pieces of every kind
// the referee reads specially or that breaks text code written for Latin alone, run together up to
// a length in UTF-16 units. Deterministic for a seed, so a slow or throwing text can be made again.

/** A piece's kind, as the report counts them. */
export const PIECE_KINDS = [
  'any plane',
  'basic plane',
  'combining marks',
  'right to left',
  'emoji',
  'invisible and blank',
  'look-alikes',
  'digits and symbols',
  'card words',
  'ascii words',
  'long run',
] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** Inclusive code point ranges. */
type Ranges = readonly (readonly [number, number])[];

const COMBINING: Ranges = [
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05bd],
  [0x064b, 0x065f],
  [0x0900, 0x0903],
  [0x093a, 0x094f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const RIGHT_TO_LEFT: Ranges = [
  [0x05d0, 0x05ea],
  [0x0621, 0x064a],
  [0x0660, 0x0669],
  [0x0700, 0x074f],
  [0x07c0, 0x07ea],
  [0xfb50, 0xfdff],
  [0x10800, 0x1083f],
  [0x1e900, 0x1e943],
];
/** Direction marks, embeddings, overrides and isolates. */
const BIDI_CONTROLS = [
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
];
const EMOJI: Ranges = [
  [0x1f300, 0x1f5ff],
  [0x1f600, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x2600, 0x27bf],
];
const SKIN_TONES: Ranges = [[0x1f3fb, 0x1f3ff]];
const REGIONAL_INDICATORS: Ranges = [[0x1f1e6, 0x1f1ff]];
const TAG_LETTERS: Ranges = [[0xe0061, 0xe007a]];
/** Invisible format characters, blanks that Unicode counts as letters or symbols, and spaces. */
const INVISIBLE_AND_BLANK = [
  0x0009, 0x000a, 0x000d, 0x0020, 0x00a0, 0x00ad, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x2000, 0x2003,
  0x200a, 0x200b, 0x200c, 0x200d, 0x2028, 0x2029, 0x202f, 0x205f, 0x2060, 0x2800, 0x3000, 0x3164, 0xfeff,
  0xffa0, 0x1d159,
];
/** Letters of other scripts and forms that pass for Latin ones: Cyrillic, Greek, full-width, mathematical. */
const LOOK_ALIKES: Ranges = [
  [0x0430, 0x044f],
  [0x0456, 0x0458],
  [0x03b1, 0x03c9],
  [0x0391, 0x03a9],
  [0xff21, 0xff3a],
  [0xff41, 0xff5a],
  [0x1d400, 0x1d7ff],
  [0x24b6, 0x24e9],
];
const DIGITS_AND_SYMBOLS = '0123456789@$!|.,;:-_–—\'"’/\\()[]{}*+=#%&?~^`<>';
const LEET: Readonly<Record<string, string>> = {
  a: '4',
  e: '3',
  i: '1',
  l: '1',
  o: '0',
  s: '$',
  t: '7',
  b: '8',
};

export type Random = () => number;

const below = (random: Random, n: number) => Math.floor(random() * n);
const pick = <T>(random: Random, items: readonly T[]): T => items[below(random, items.length)] as T;

function fromRanges(random: Random, ranges: Ranges): number {
  const [from, to] = pick(random, ranges);
  return from + below(random, to - from + 1);
}

/**
 * Any code point of any of the 17 planes, the plane first so that each is as likely: unassigned,
 * private use, noncharacters and lone surrogate halves (a JavaScript string may hold one) among them.
 */
function anyCodePoint(random: Random): string {
  const plane = below(random, 17);
  const unit = below(random, 0x10000);
  // String.fromCodePoint refuses nothing in range; a surrogate half stays a lone unit.
  return plane === 0 ? String.fromCharCode(unit) : String.fromCodePoint(plane * 0x10000 + unit);
}

const codePoints = (points: number[]) => String.fromCodePoint(...points);

function emoji(random: Random): string {
  switch (below(random, 6)) {
    case 0:
      return codePoints([fromRanges(random, EMOJI)]);
    case 1:
      // A person with a skin tone, joined to another by ZWJ.
      return codePoints([
        fromRanges(random, EMOJI),
        fromRanges(random, SKIN_TONES),
        0x200d,
        fromRanges(random, EMOJI),
        0xfe0f,
      ]);
    case 2:
      // A flag of two regional indicators (or a lone one).
      return codePoints(
        Array.from({ length: 1 + below(random, 2) }, () => fromRanges(random, REGIONAL_INDICATORS)),
      );
    case 3:
      // A subdivision flag: black flag, tag letters, cancel tag.
      return codePoints([
        0x1f3f4,
        ...Array.from({ length: 2 + below(random, 5) }, () => fromRanges(random, TAG_LETTERS)),
        0xe007f,
      ]);
    case 4:
      // A keycap.
      return codePoints([pick(random, [0x23, 0x2a, 0x30, 0x37]), 0xfe0f, 0x20e3]);
    default:
      // A long ZWJ chain.
      return Array.from({ length: 2 + below(random, 8) }, () => codePoints([fromRanges(random, EMOJI)])).join(
        '\u200d',
      );
  }
}

/** A word of the card spelt as a player hiding it would: spaced, dotted, in l33t, stretched, accented. */
function cardWord(random: Random, words: readonly string[]): string {
  const word = words.length > 0 ? pick(random, words) : 'cat';
  switch (below(random, 7)) {
    case 0:
      return word;
    case 1:
      return word.toUpperCase();
    case 2:
      return [...word].join(pick(random, [' ', '.', '-', '_', ' . ']));
    case 3:
      return [...word.toLowerCase()].map((c) => LEET[c] ?? c).join('');
    case 4: {
      // One letter typed many times.
      const letters = [...word];
      const at = below(random, letters.length);
      letters[at] = (letters[at] ?? '').repeat(3 + below(random, 20));
      return letters.join('');
    }
    case 5:
      // Each letter with a combining accent after it.
      return [...word].map((c) => c + String.fromCodePoint(0x0300 + below(random, 0x70))).join('');
    default:
      // Its letters in look-alikes where one exists.
      return [...word]
        .map((c) => ({ a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', i: 'і' })[c] ?? c)
        .join('');
  }
}

function asciiWords(random: Random): string {
  return Array.from({ length: 1 + below(random, 4) }, () =>
    String.fromCharCode(...Array.from({ length: 1 + below(random, 12) }, () => 0x61 + below(random, 26))),
  ).join(' ');
}

/**
 * One piece of `kind`. `room` is what is left of the text's length (a long run fills it); `words`
 * are the card's word and forbidden words, for pieces that say them in disguise.
 */
export function piece(random: Random, kind: PieceKind, room: number, words: readonly string[]): string {
  const some = (n: number, one: () => string) => Array.from({ length: 1 + below(random, n) }, one).join('');
  switch (kind) {
    case 'any plane':
      return some(6, () => anyCodePoint(random));
    case 'basic plane':
      return some(6, () => String.fromCharCode(below(random, 0x10000)));
    case 'combining marks':
      // A letter under a stack of marks, up to a zalgo's.
      return (
        pick(random, ['a', 'c', 'e', 'o', 'न', 'ب', '']) +
        some(40, () => codePoints([fromRanges(random, COMBINING)]))
      );
    case 'right to left':
      return some(10, () =>
        below(random, 4) === 0
          ? codePoints([pick(random, BIDI_CONTROLS)])
          : codePoints([fromRanges(random, RIGHT_TO_LEFT)]),
      );
    case 'emoji':
      return some(3, () => emoji(random));
    case 'invisible and blank':
      return some(6, () => codePoints([pick(random, INVISIBLE_AND_BLANK)]));
    case 'look-alikes':
      return some(8, () => codePoints([fromRanges(random, LOOK_ALIKES)]));
    case 'digits and symbols':
      return some(6, () => pick(random, [...DIGITS_AND_SYMBOLS]));
    case 'card words':
      return cardWord(random, words);
    case 'ascii words':
      return asciiWords(random);
    case 'long run': {
      // One short unit repeated to fill the text: many one-letter words, one stretched letter,
      // a run of marks, of spaces, of emoji.
      const unit = pick(random, [
        'a ',
        'a',
        'a-',
        'ab ',
        ' ',
        '\u0301',
        '\u200b',
        '😀',
        'а',
        '1',
        '.',
        'c a t ',
      ]);
      return unit.repeat(Math.max(1, Math.floor(room / unit.length)));
    }
  }
}

/**
 * A random text of at most `maxUnits` UTF-16 units: pieces of random kinds, each joined to the
 * next by a space or nothing. A quarter of the texts are filled to the cap, the rest stop at a
 * random length; cutting at the cap may leave a lone surrogate half, as a cut string can.
 * Returns the text and the kinds it holds.
 */
export function fuzzText(
  random: Random,
  maxUnits: number,
  words: readonly string[],
): { text: string; kinds: PieceKind[] } {
  const length = below(random, 4) === 0 ? maxUnits : 1 + below(random, maxUnits);
  let text = '';
  const kinds: PieceKind[] = [];
  while (text.length < length) {
    const kind = pick(random, PIECE_KINDS);
    kinds.push(kind);
    text += piece(random, kind, length - text.length, words) + (below(random, 2) === 0 ? ' ' : '');
  }
  return { text: text.slice(0, length), kinds };
}

/**
 * A text printable on one line as a JavaScript string, every code unit outside printable ASCII
 * (and quotes and backslashes) escaped, so that it can be pasted to run again.
 */
export function escaped(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out +=
      unit >= 0x20 && unit < 0x7f && unit !== 0x5c && unit !== 0x27 && unit !== 0x22
        ? text[i]
        : `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return `'${out}'`;
}
