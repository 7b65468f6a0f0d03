import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRequest } from './parse.ts';
import { cardWordSchema, forbiddenWordSchema, gamecodeSchema, nameSchema } from './schemas.ts';
import { watchUnicodeWork } from './testing/unicode-work.ts';
import { textLength } from './text.ts';

afterEach(() => vi.restoreAllMocks());

const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a text far past its limit is refused on its length alone', () => {
  it('a name, before any character is counted or normalised', () => {
    const work = watchUnicodeWork();
    for (const name of ['x'.repeat(160_000), `A${'\u0301'.repeat(3_600)}`, '👨‍👩‍👧‍👦'.repeat(2_000)])
      expect(firstIssue(nameSchema.safeParse(name))).toBe('Your name can be at most 25 characters');
    expect(work.calls()).toBe(0);
  });

  it('a card word and a forbidden word, in a card idea as the socket reads it', () => {
    const work = watchUnicodeWork();
    expect(firstIssue(cardWordSchema.safeParse('w'.repeat(7_900)))).toBe(
      'The word can be at most 35 characters',
    );
    expect(firstIssue(forbiddenWordSchema.safeParse('f'.repeat(7_900)))).toBe(
      'A forbidden word can be at most 35 characters',
    );
    const idea = parseRequest('submitCardIdea', { card: { word: 'Kettle', forbidden: ['x'.repeat(7_900)] } });
    expect(idea).toEqual({ ok: false, message: 'A forbidden word can be at most 35 characters' });
    expect(work.longest()).toBeLessThan(100);
  });

  it('a game code, before it is trimmed or upper-cased', () => {
    const upper = vi.spyOn(String.prototype, 'toUpperCase');
    expect(firstIssue(gamecodeSchema.safeParse(`abcdef${' '.repeat(8_000)}`))).toBe(
      'A game code is 6 letters and digits',
    );
    expect(upper).not.toHaveBeenCalled();
    expect(gamecodeSchema.safeParse('  abcdef  ').data).toBe('ABCDEF');
  });

  it('a name just inside the raw limit is still counted as people see it', () => {
    const work = watchUnicodeWork();
    expect(firstIssue(nameSchema.safeParse('x'.repeat(200)))).toBe('Your name can be at most 25 characters');
    expect(nameSchema.safeParse('👨‍👩‍👧‍👦'.repeat(18)).success).toBe(true);
    expect(work.calls()).toBeGreaterThan(0);
  });
});

/** Blank-looking characters that are no whitespace to JavaScript. */
const BLANK_LOOKING = ['\u3164', '\u2800', '\u115F', '\u1160', '\uFFA0', '\u17B4', '\u17B5', '\u{1D159}'];
/** Whitespace (spaces of every width among it) and invisible format characters. */
const SPACES = [
  ' ',
  '\t',
  '\u00A0',
  '\u2000',
  '\u2005',
  '\u200A',
  '\u202F',
  '\u3000',
  '\u200B',
  '\u2060',
  '\uFEFF',
];

/** The most marks on one character, decomposed, counted here apart from the rules' own count. */
const mostMarks = (text: string) =>
  Math.max(0, ...[...text.normalize('NFD').matchAll(/\p{M}+/gu)].map(([run]) => [...run].length));

describe('a name shows something to read', () => {
  it('blank-looking characters are spaces: alone they are no name, between words one space', () => {
    for (const blank of [...BLANK_LOOKING, '\u2000', '\u3000'])
      expect(firstIssue(nameSchema.safeParse(blank.repeat(3))), blank).toBe('Your name is required');
    expect(nameSchema.safeParse('Ana\u3164\u3164Lee\u2800').data).toBe('Ana Lee');
    expect(nameSchema.safeParse('\uFFA0Bo\u115F').data).toBe('Bo');
    expect(cardWordSchema.safeParse('Ice\u2800cream').data).toBe('Ice cream');
  });

  it('a name needs a letter, a digit or an emoji', () => {
    for (const name of ['!!!', '...', '\u0301', '-_-', '( )'])
      expect(firstIssue(nameSchema.safeParse(name)), name).toBe(
        'Your name needs a letter, a digit or an emoji',
      );
    for (const name of ['Ana', '7', '🎉', '🇫🇷', '李', 'محمد', 'Zoë!', '#1'])
      expect(nameSchema.safeParse(name).success, name).toBe(true);
    // Card words may be any marks people play with.
    expect(cardWordSchema.safeParse('?!').success).toBe(true);
  });

  it('at most 4 marks on one letter: accents, vowel signs, tone marks, as Tibetan and Vietnamese stack them', () => {
    for (const name of ['Nguye\u0302\u0303n', 'ཧྲཱུྃ', 'ញ៉ុំ', '👩‍❤️‍💋‍👨', 'Ana 1️⃣'])
      expect(nameSchema.safeParse(name).success, name).toBe(true);
    expect(firstIssue(nameSchema.safeParse(`Ana${'\u0301'.repeat(5)}`))).toBe(
      'Your name can have at most 4 accents or marks on one letter',
    );
    expect(firstIssue(nameSchema.safeParse(`Z${'\u0336\u0334\u0315'.repeat(10)}algo`))).toBe(
      'Your name can have at most 4 accents or marks on one letter',
    );
    expect(firstIssue(cardWordSchema.safeParse(`Ow${'\u0308'.repeat(9)}l`))).toBe(
      'The word can have at most 4 accents or marks on one letter',
    );
    expect(firstIssue(forbiddenWordSchema.safeParse(`hoo${'\u0300'.repeat(9)}t`))).toBe(
      'A forbidden word can have at most 4 accents or marks on one letter',
    );
  });
});

describe('names and card words, whatever is typed (properties)', () => {
  const visible = fc.constantFrom('A', 'z', 'é', 'Ω', 'ж', '李', 'ب', 'क', '7', '🎉', '👍🏽', '🇫🇷');
  const noise = fc.constantFrom(...BLANK_LOOKING, ...SPACES, '-', '.', '\u200D', '\u202E');
  const around = fc.array(noise, { maxLength: 6 }).map((cs) => cs.join(''));

  it('any name with a letter, digit or emoji among blanks and invisible characters is kept, with it', () => {
    fc.assert(
      fc.property(around, visible, around, (before, shown, after) => {
        const parsed = nameSchema.safeParse(`${before}${shown}${after}`);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toContain(shown);
        expect(parsed.data).toBe(parsed.data?.trim());
      }),
    );
  });

  it('a name of blanks, spaces and invisible characters alone is refused as empty', () => {
    fc.assert(
      fc.property(
        fc.array(
          noise.filter((c) => !['-', '.'].includes(c)),
          { maxLength: 40 },
        ),
        (chars) => {
          expect(firstIssue(nameSchema.safeParse(chars.join('')))).toBe('Your name is required');
        },
      ),
    );
  });

  it('what is kept never holds more than 4 marks on one character', () => {
    const mark = fc.constantFrom(
      '\u0301',
      '\u0308',
      '\u0336',
      '\u0F72',
      '\u0E48',
      '\u20E3',
      '\uFE0F',
      '\u{1D165}',
    );
    const piece = fc.oneof(visible, mark, noise);
    const text = fc.array(piece, { maxLength: 30 }).map((ps) => ps.join(''));
    fc.assert(
      fc.property(text, (typed) => {
        for (const schema of [nameSchema, cardWordSchema, forbiddenWordSchema]) {
          const parsed = schema.safeParse(typed);
          if (parsed.success) expect(mostMarks(parsed.data)).toBeLessThanOrEqual(4);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('any text past its units is refused on its length, before it is counted', () => {
    const long = fc
      .string({ unit: 'grapheme', minLength: 201, maxLength: 400 })
      .filter((s) => s.length > 200);
    fc.assert(
      fc.property(long, (typed) => {
        const work = watchUnicodeWork();
        expect(firstIssue(nameSchema.safeParse(typed))).toBe('Your name can be at most 25 characters');
        expect(work.calls()).toBe(0);
        vi.restoreAllMocks();
      }),
      { numRuns: 50 },
    );
  });
});

describe('textLength', () => {
  const segmented = (text: string) =>
    [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

  it('counts text in which no character joins another by its code points, without the segmenter', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    expect(textLength('Crème brûlée, Łódź & Ærø')).toBe(24);
    expect(textLength('Жар-птица 李小龙 محمد 🎉🦜')).toBe(21);
    expect(segment).not.toHaveBeenCalled();
    expect(textLength('e\u0301')).toBe(1);
    expect(segment).toHaveBeenCalledTimes(1);
  });

  it('counts what joins as one: marks, joiners, flags, skin tones, Hangul jamo, and the letters that join', () => {
    for (const [text, length] of [
      ['👍🏽🇫🇷👨‍👩‍👧', 3],
      ['\uAC00\u11A8', 1], // a Hangul syllable and a final consonant
      ['\u1100\u1161', 1],
      ['\u0D4E\u0D15', 1], // Malayalam's dot reph comes before its consonant
      ['\u0E01\u0E33', 1], // Thai sara am after a consonant
      ['\uFF76\uFF9E', 1], // a half-width kana and its voiced mark
      ['\u0600\u0661', 1], // an Arabic number sign and its digit
      ['a\r\nb', 3],
    ] as const)
      expect(textLength(text), text).toBe(length);
  });

  it('counts no further than a limit: a word far past its characters costs no more than one just past', () => {
    const segment = Intl.Segmenter.prototype.segment;
    let steps = 0;
    vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (this: Intl.Segmenter, text) {
      const segments = segment.call(this, text);
      return {
        *[Symbol.iterator]() {
          for (const s of segments) {
            steps++;
            yield s;
          }
        },
      } as Intl.Segments;
    });
    expect(firstIssue(cardWordSchema.safeParse('ж'.repeat(280)))).toBe(
      'The word can be at most 35 characters',
    );
    expect(firstIssue(nameSchema.safeParse('ж'.repeat(200)))).toBe('Your name can be at most 25 characters');
    expect(steps).toBeLessThanOrEqual(36 + 26);
    expect(textLength('ж'.repeat(280))).toBe(280);
  });

  it('counts as the segmenter does, whatever the text, up to any limit', () => {
    const piece = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0x20, max: 0x2ff }).map((c) => String.fromCharCode(c)),
        maxLength: 8,
      }),
      fc.constantFrom(
        '\u0301',
        '\u200D',
        '\uFE0F',
        '👍🏽',
        '🇫',
        '🇷',
        '👨‍👩‍👧',
        '\u1100',
        '\u1161',
        '\r\n',
        'क्ष',
      ),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(40), (pieces, limit) => {
        const text = pieces.join('');
        expect(textLength(text)).toBe(segmented(text));
        expect(textLength(text, limit)).toBe(Math.min(segmented(text), limit + 1));
      }),
      { numRuns: 500 },
    );
  });
});
