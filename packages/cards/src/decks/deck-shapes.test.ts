import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../languages/english.ts';
import { cardField } from './card-fields.ts';
import { CSV_DELIMITERS, type CsvDelimiter, csvCell } from './csv-records.ts';
import { checkCandidates } from './deck-check.ts';
import { deckToJson, deckToLines } from './deck-export.ts';
import { parseDeckText } from './deck-parse.ts';
import type { DeckCard, DeckReading } from './deck-types.ts';

/** Letters of three scripts, so no shape is read for Latin text alone. */
const letters = [...'abcdefghijklmnopqrstuvwxyzABCXYZéñüαβγδΩΣ日本語雪山'];
const text = (max: number) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: max }).map((cs) => cs.join(''));
/** A target: one to three words, never a name a header or a deck file gives a field. */
const target = fc
  .array(text(8), { minLength: 1, maxLength: 3 })
  .map((ws) => ws.join(' '))
  .filter((w) => cardField(w) === undefined && w.toLowerCase() !== 'cards');

const cardArb = fc.record({
  word: target,
  forbidden: fc.array(text(8), { maxLength: 5 }),
  category: fc.option(text(10), { nil: undefined }),
});

/** Cards as a deck keeps them (the card rules' tidying), one card a target. */
const cardsArb = fc.uniqueArray(cardArb, { minLength: 1, maxLength: 25, selector: (c) => c.word }).map(
  (cards) =>
    checkCandidates(
      cards.map((c, i) => ({ ...c, at: i + 1, problems: [] })),
      english,
      'line',
    ).cards,
);

const pick = <T>(items: readonly T[]) => fc.constantFrom(...items);
const withoutCategory = ({ word, forbidden }: DeckCard): DeckCard => ({ word, forbidden });
const wordOnly = ({ word }: DeckCard): DeckCard => ({ word, forbidden: [] });

/** A way of writing cards down, and what of a card it carries. */
interface Shape {
  name: string;
  write: (cards: readonly DeckCard[]) => string;
  carried: (card: DeckCard) => DeckCard;
}

const csvWithHeader = fc
  .record({
    delimiter: pick(CSV_DELIMITERS),
    wordName: pick(['word', 'Target', 'TERM', 'Card', 'answer']),
    joined: fc.boolean(),
    forbiddenName: pick(['forbidden', 'Taboo', 'buzzword', 'Forbidden word']),
    joinedName: pick(['forbidden', 'taboos', 'Buzzwords', 'words']),
    joiner: pick(['|', ';', ',', '/']),
    category: fc.boolean(),
    order: fc.array(fc.integer(), { minLength: 3, maxLength: 3 }),
  })
  .map(
    (o): Shape => ({
      name: `CSV, header, ${JSON.stringify(o)}`,
      write: (cards) => {
        const forbiddenColumns = o.joined ? 1 : 5;
        type Column = { head: string; cell: (c: DeckCard) => string; sort: number };
        const columns: Column[] = [
          { head: o.wordName, cell: (c: DeckCard) => c.word, sort: o.order[0] ?? 0 },
          ...Array.from({ length: forbiddenColumns }, (_, i) => ({
            head: o.joined ? o.joinedName : `${o.forbiddenName} ${i + 1}`,
            cell: (c: DeckCard) => (o.joined ? c.forbidden.join(o.joiner) : (c.forbidden[i] ?? '')),
            sort: (o.order[1] ?? 0) + i / 10,
          })),
          ...(o.category
            ? [{ head: 'Category', cell: (c: DeckCard) => c.category ?? '', sort: o.order[2] ?? 0 }]
            : []),
        ].sort((a, b) => a.sort - b.sort);
        const row = (cells: string[]) =>
          cells.map((c) => csvCell(c, o.delimiter as CsvDelimiter)).join(o.delimiter);
        return [
          row(columns.map((c) => c.head)),
          ...cards.map((card) => row(columns.map((c) => c.cell(card)))),
        ].join('\r\n');
      },
      carried: o.category ? (c) => c : withoutCategory,
    }),
  );

const csvWithoutHeader = pick(CSV_DELIMITERS).map(
  (delimiter): Shape => ({
    name: `CSV without a header, ${JSON.stringify(delimiter)}`,
    // As a spreadsheet saves a sheet: every row as wide as the widest.
    write: (cards) => {
      const width = Math.max(...cards.map((c) => c.forbidden.length + 1));
      const row = (c: DeckCard) => Array.from({ length: width }, (_, i) => [c.word, ...c.forbidden][i] ?? '');
      return cards.map((c) => row(c).join(delimiter)).join('\n');
    },
    carried: withoutCategory,
  }),
);

const jsonCards = fc
  .record({
    word: pick(['word', 'Target', 'term', 'CARD', 'answer']),
    forbidden: pick(['forbidden', 'Taboo', 'buzzwords', 'words', 'taboos']),
    joined: fc.boolean(),
  })
  .map(
    (o): Shape => ({
      name: `JSON cards, ${JSON.stringify(o)}`,
      write: (cards) =>
        JSON.stringify(
          cards.map((c) => ({
            [o.word]: c.word,
            [o.forbidden]: o.joined ? c.forbidden.join(', ') : c.forbidden,
            ...(c.category ? { Category: c.category } : {}),
          })),
        ),
      carried: (c) => c,
    }),
  );

const fixedShapes: Shape[] = [
  { name: 'lines', write: deckToLines, carried: withoutCategory },
  { name: 'words', write: (cards) => cards.map((c) => c.word).join('\n'), carried: wordOnly },
  { name: 'JSON words', write: (cards) => JSON.stringify(cards.map((c) => c.word)), carried: wordOnly },
  {
    name: 'one column of a spreadsheet under its name',
    write: (cards) => ['Target', ...cards.map((c) => csvCell(c.word))].join('\r\n'),
    carried: wordOnly,
  },
  {
    name: 'JSON map',
    write: (cards) => JSON.stringify(Object.fromEntries(cards.map((c) => [c.word, c.forbidden])), null, 2),
    carried: withoutCategory,
  },
  {
    name: 'JSON by category',
    write: (cards) => {
      const byCategory: Record<string, Record<string, string[]>> = {};
      for (const c of cards) {
        const category = c.category ?? 'General';
        byCategory[category] = { ...byCategory[category], [c.word]: c.forbidden };
      }
      return JSON.stringify(byCategory);
    },
    carried: (c) => ({ ...c, category: c.category ?? 'General' }),
  },
  {
    name: 'Download deck',
    write: (cards) => deckToJson({ name: 'Deck', language: 'en', cards: [...cards] }),
    carried: (c) => c,
  },
];

const shapeArb = fc.oneof(pick(fixedShapes), csvWithHeader, csvWithoutHeader, jsonCards);

const okReading = (reading: DeckReading) => {
  if (!reading.ok) throw new Error(`refused: ${reading.refusal}`);
  return reading;
};

/** The order a shape keeps its cards in: by category it groups them. */
const inOrder = (cards: readonly DeckCard[], shape: Shape) => {
  const carried = cards.map(shape.carried);
  if (shape.name !== 'JSON by category') return carried;
  const categories = [...new Set(carried.map((c) => c.category))];
  return categories.flatMap((k) => carried.filter((c) => c.category === k));
};

describe('every shape is read back as the cards written in it', () => {
  it('N cards written in any shape are N cards read, none left out', () => {
    fc.assert(
      fc.property(cardsArb, shapeArb, (cards, shape) => {
        const reading = okReading(parseDeckText(shape.write(cards), 'en'));
        expect(reading.read, shape.name).toBe(cards.length);
        expect(reading.leftOut, shape.name).toBe(0);
        // A column's name is said to be one, at its line; nothing else is said.
        const named = shape.name.startsWith('one column') ? ['deck.problem.columnName'] : [];
        expect(
          reading.problems.map((p) => p.ref.key),
          shape.name,
        ).toEqual(named);
        const expected = inOrder(cards, shape);
        // Sorted for the shapes that group: a category's cards come together.
        expect(reading.cards, shape.name).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('whatever the shape, Download deck then reading its file gives the same cards', () => {
    fc.assert(
      fc.property(cardsArb, shapeArb, (cards, shape) => {
        const first = okReading(parseDeckText(shape.write(cards), 'en'));
        const again = okReading(
          parseDeckText(deckToJson({ name: 'Deck', language: 'en', cards: first.cards }), 'en'),
        );
        expect(again.cards, shape.name).toEqual(first.cards);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('an entry that is no card is explained, never lost', () => {
  /** Each shape with an entry no card can be made of (no target, not a card at all). */
  const junkShapes = [
    {
      name: 'lines',
      write: (items: (DeckCard | null)[]) => items.map((c) => (c ? deckToLines([c]) : '|alone')).join('\n'),
    },
    {
      name: 'CSV',
      write: (items: (DeckCard | null)[]) =>
        ['word;taboo', ...items.map((c) => (c ? `${c.word};${c.forbidden.join('|')}` : ';alone'))].join('\n'),
    },
    {
      name: 'JSON cards',
      write: (items: (DeckCard | null)[]) => JSON.stringify(items.map((c) => c ?? 7)),
    },
    {
      name: 'JSON map',
      write: (items: (DeckCard | null)[]) =>
        JSON.stringify(
          Object.fromEntries(items.map((c, i) => (c ? [c.word, c.forbidden] : [`junk${i}`, 7]))),
        ),
    },
    {
      name: 'JSON words',
      write: (items: (DeckCard | null)[]) => JSON.stringify(items.map((c) => (c ? c.word : ''))),
    },
  ];

  it('a text of N entries yields N read: each a card kept or left out with its reason named', () => {
    const itemsArb = cardsArb.chain((cards) =>
      fc
        .array(fc.boolean(), { minLength: cards.length, maxLength: cards.length })
        .map((junk) => cards.map((c, i) => (junk[i] ? null : c))),
    );
    fc.assert(
      fc.property(itemsArb, pick(junkShapes), (items, shape) => {
        const reading = parseDeckText(shape.write(items), 'en');
        if (!reading.ok) {
          // Only a text with no card in it at all may be refused, and with its reason.
          expect(reading.refusalRef.key).toMatch(/^deck\./);
          return;
        }
        const leftOutAt = new Set(reading.problems.map((p) => p.at));
        expect(reading.read, shape.name).toBe(items.length);
        expect(reading.cards.length + reading.leftOut, shape.name).toBe(items.length);
        expect(leftOutAt.size, shape.name).toBe(reading.leftOut);
        expect(reading.leftOut, shape.name).toBe(items.filter((c) => c === null).length);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
