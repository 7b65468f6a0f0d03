import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../languages/english.ts';
import { deckFileText, parseDeckBytes } from './deck-bytes.ts';
import { checkCandidates } from './deck-check.ts';
import { deckToCsv, deckToJson, deckToLines, linesHold } from './deck-export.ts';
import { fixDeckText } from './deck-fix.ts';
import { parseDeckText } from './deck-parse.ts';
import type { DeckCard, DeckContent, DeckReading } from './deck-types.ts';

const letters = 'abcdefghijklmnopqrstuvwxyzéñüABCXYZ';
const word = (extra: string, max = 10) =>
  fc
    .array(fc.constantFrom(...`${letters}${extra}`), { minLength: 1, maxLength: max })
    .map((cs) => cs.join(''))
    .filter((w) => /\p{L}/u.test(w) && !/^[[{]/.test(w.trim()));

/**
 * Raw cards with commas, quotes, colons and bars in them (the characters each format must carry;
 * the line format's own separators only where it is asked to carry them).
 */
const rawCard = fc.record({
  word: fc.array(word(`',"-:|`), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' ')),
  forbidden: fc.array(word(`',"-:|`, 8), { maxLength: 5 }),
  category: fc.option(word(` ,"`, 12), { nil: undefined }),
});

/** A deck as the editor would save it: the cards of a paste that the card rules let through. */
const deckArb: fc.Arbitrary<DeckContent> = fc
  .record({
    name: word(' ', 20),
    language: fc.constantFrom('en' as const, 'es' as const),
    cards: fc.array(rawCard, { maxLength: 40 }),
  })
  .map(({ name, language, cards }) => {
    const candidates = cards.map((c, i) => ({ ...c, at: i + 1, problems: [] }));
    return { name: name.trim(), language, cards: checkCandidates(candidates, english, 'line').cards };
  })
  .filter((d) => d.cards.length > 0 && d.name !== '');

const cardsOf = (reading: DeckReading): DeckCard[] => (reading.ok ? reading.cards : []);
const withoutCategory = ({ word, forbidden }: DeckCard): DeckCard => ({ word, forbidden });

describe('parse(export(deck)) is the deck', () => {
  it('in Download deck JSON, name and language included', () => {
    fc.assert(
      fc.property(deckArb, (deck) => {
        const reading = parseDeckText(deckToJson(deck), 'en');
        expect(reading).toMatchObject({
          ok: true,
          format: 'json',
          problems: [],
          name: deck.name,
          language: deck.language,
        });
        expect(cardsOf(reading)).toEqual(deck.cards);
      }),
    );
  });

  it('in CSV with a header row', () => {
    fc.assert(
      fc.property(deckArb, (deck) => {
        const reading = parseDeckText(deckToCsv(deck.cards), 'en');
        expect(reading).toMatchObject({ ok: true, format: 'csv', problems: [] });
        expect(cardsOf(reading)).toEqual(deck.cards);
      }),
    );
  });

  it('in the line format, which carries no category, for every deck it holds', () => {
    fc.assert(
      fc.property(
        deckArb.filter((deck) => linesHold(deck.cards)),
        (deck) => {
          const reading = parseDeckText(deckToLines(deck.cards), 'en');
          expect(reading).toMatchObject({
            ok: true,
            format: expect.stringMatching(/^(lines|words)$/),
            problems: [],
          });
          expect(cardsOf(reading)).toEqual(deck.cards.map(withoutCategory));
        },
      ),
    );
  });
});

describe('the parser never throws', () => {
  const wellFormed = (reading: DeckReading): void => {
    if (!reading.ok) {
      expect(reading.refusal.length).toBeGreaterThan(0);
      return;
    }
    expect(reading.cards.length).toBeLessThanOrEqual(reading.read);
    for (const p of reading.problems) expect(p.where).toMatch(/^(Line|Card) \d+$/);
  };

  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 400 }),
        fc.constantFrom('en' as const, 'es' as const),
        (text, language) => {
          wellFormed(parseDeckText(text, language));
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('on strings made of the formats’ own separators', () => {
    const piece = fc.constantFrom(
      '|',
      ':',
      ',',
      '"',
      '\n',
      '\r\n',
      'word',
      'forbidden1',
      'category',
      '{',
      '[',
      ']',
      '}',
      ' ',
      'a',
      '\u0007',
      '""',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        wellFormed(parseDeckText(pieces.join(''), 'en'));
      }),
      { numRuns: 300 },
    );
  });

  it('on any JSON value, and a fix of any card at any place of it', () => {
    const fixArb = fc.constantFrom(
      { kind: 'dropForbidden' as const, word: 'a' },
      { kind: 'firstFive' as const },
      { kind: 'tidySpaces' as const },
      { kind: 'dropCard' as const },
    );
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.integer({ min: 1, max: 12 }),
        fixArb,
        (value, at, fix) => {
          const text = JSON.stringify(value) ?? '';
          wellFormed(parseDeckText(text, 'en'));
          expect(typeof fixDeckText(text, 'en', at, fix)).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on texts made of the separators of every shape, fixes included', () => {
    const piece = fc.constantFrom(
      ';',
      '\t',
      ',',
      '|',
      ':',
      '/',
      '"',
      '\n',
      '\r\n',
      '\uFEFF',
      'word',
      'Taboo',
      'target',
      'category',
      '{"',
      '":',
      '["',
      '"]',
      '\\/',
      '}',
      '  ',
      'Ωμ',
      '雪',
      'a',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (pieces, at) => {
        const text = pieces.join('');
        wellFormed(parseDeckText(text, 'en'));
        for (const fix of [{ kind: 'firstFive' as const }, { kind: 'dropCard' as const }])
          expect(typeof fixDeckText(text, 'en', at, fix)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary bytes, behind each byte-order mark or none', () => {
    const marks = [[], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]];
    fc.assert(
      fc.property(fc.constantFrom(...marks), fc.uint8Array({ maxLength: 400 }), (mark, bytes) => {
        const file = new Uint8Array([...mark, ...bytes]);
        wellFormed(parseDeckBytes(file, 'en'));
        // Whatever it was read as, the text is what the box is given: read again, the same.
        const read = deckFileText(file);
        if (read.ok) expect(parseDeckText(read.text, 'en')).toEqual(parseDeckBytes(file, 'en'));
      }),
      {
        numRuns: 300,
      },
    );
  });
});

describe('every line is kept or explained', () => {
  /** Lines no card can be made of: left out, each with its problem. */
  const unplayable = fc.oneof(
    fc.constant(`${'long'.repeat(10)}|short`),
    fc.constantFrom('|', '|::', ':|:', '---|x'),
    word('', 6).map((w) => `${w}\u0001|x`),
    word('', 6).map((w) => `${w}|x|y`),
  );
  /** Lines of a card that plays, with advice: more than five forbidden words, one repeated. */
  const advised = fc.oneof(
    word('', 6).map((w) => `${w}|${Array.from({ length: 6 }, (_, i) => `q${i}z`).join(':')}`),
    word('', 6).map((w) => `${w}|same:same`),
  );
  const line = fc.oneof(
    rawCard.map((c) => ({ text: deckToLines([{ word: c.word, forbidden: c.forbidden }]), kind: 'any' })),
    unplayable.map((text) => ({ text, kind: 'out' })),
    advised.map((text) => ({ text, kind: 'warned' })),
  );

  it('each line is a kept card or has its problems named; only what cannot be played is left out', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const reading = parseDeckText(lines.map((l) => l.text).join('\n'), 'en');
        if (!reading.ok) throw new Error(reading.refusal);
        const problemLines = new Set(reading.problems.map((p) => p.at));
        const warnedLines = new Set(reading.warnings.map((w) => w.at));
        expect(reading.read).toBe(lines.length);
        expect(reading.cards.length + reading.leftOut).toBe(lines.length);
        expect(problemLines.size).toBe(reading.leftOut);
        expect(new Set(reading.warnings.map((w) => w.card)).size).toBe(reading.warned);
        lines.forEach((l, i) => {
          if (l.kind === 'out') expect(problemLines.has(i + 1)).toBe(true);
          if (l.kind === 'warned') {
            expect(problemLines.has(i + 1)).toBe(false);
            expect(warnedLines.has(i + 1)).toBe(true);
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});
