import { CARD_TEXT_MAX, FORBIDDEN_MAX, UNITS_PER_CHARACTER } from '@unsayable/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUnicodeWork } from '../../../rules/src/testing/unicode-work.ts';
import { csvRecords } from './csv-records.ts';
import { deckName } from './deck-fields.ts';
import { deckRefusals, parseDeckText } from './deck-parse.ts';
import type { DeckReading } from './deck-types.ts';

afterEach(() => vi.restoreAllMocks());

const accepted = (reading: DeckReading) => {
  if (!reading.ok) throw new Error(`refused: ${reading.refusal}`);
  return reading;
};

/** The most a line of one card may take: a target and five forbidden words, and their separators. */
const LINE_UNITS = ((FORBIDDEN_MAX + 1) * CARD_TEXT_MAX + FORBIDDEN_MAX) * UNITS_PER_CHARACTER;
const CELL_UNITS = CARD_TEXT_MAX * UNITS_PER_CHARACTER;
const tooLong = {
  message: 'is far too long for a card: a word can be at most 35 characters',
  ref: { key: 'deck.problem.tooLong', params: { max: CARD_TEXT_MAX } },
};

describe('a deck text with a part far too long for a card', () => {
  it('one huge line: left out at its line before any Unicode work on it, the other cards kept', () => {
    const work = watchUnicodeWork();
    const text = ['Cat|purr:whiskers', 'x'.repeat(20_000), `Dog|${'b\u200B'.repeat(10_000)}`, 'Sun|sky'].join(
      '\n',
    );
    const r = accepted(parseDeckText(text, 'en'));
    expect(r.cards.map((c) => c.word)).toEqual(['Cat', 'Sun']);
    expect(r.problems).toEqual([
      { at: 2, where: 'Line 2', place: 'line', ...tooLong },
      { at: 3, where: 'Line 3', place: 'line', ...tooLong },
    ]);
    expect(work.longest()).toBeLessThanOrEqual(LINE_UNITS);
  });

  it('a huge quoted line under a column’s name: left out unread, the other words kept', () => {
    const work = watchUnicodeWork();
    const text = ['Word', 'Cat', `"${'x'.repeat(20_000)}"`, '"Salt, sea"'].join('\n');
    const r = accepted(parseDeckText(text, 'en'));
    expect(r.cards.map((c) => c.word)).toEqual(['Cat', 'Salt, sea']);
    expect(r.problems.map((p) => `${p.where}: ${p.ref.key}`)).toEqual([
      'Line 1: deck.problem.columnName',
      'Line 3: deck.problem.tooLong',
    ]);
    expect(work.longest()).toBeLessThanOrEqual(LINE_UNITS);
  });

  it('a word of a line too long on its own: left out, never counted', () => {
    const work = watchUnicodeWork();
    const r = accepted(parseDeckText(`Cat|purr\n${'a'.repeat(CELL_UNITS + 1)}|b\nSun|sky`, 'en'));
    expect(r.problems).toEqual([{ at: 2, where: 'Line 2', place: 'line', ...tooLong }]);
    expect(work.longest()).toBeLessThanOrEqual(CELL_UNITS + 2);
  });

  it('one huge CSV cell, quoted or not: left out at its line before any Unicode work on it', () => {
    const work = watchUnicodeWork();
    const csv = [
      'word,forbidden1,category',
      'Cat,purr,pets',
      `"${'x'.repeat(20_000)}",a,b`,
      `Dog,bark,${'\u200B'.repeat(20_000)}`,
      'Sun,sky,',
    ].join('\r\n');
    const r = accepted(parseDeckText(csv, 'en'));
    expect(r.cards.map((c) => c.word)).toEqual(['Cat', 'Sun']);
    expect(r.problems).toEqual([
      { at: 3, where: 'Line 3', place: 'line', ...tooLong },
      { at: 4, where: 'Line 4', place: 'line', ...tooLong },
    ]);
    expect(work.longest()).toBeLessThanOrEqual(CELL_UNITS);
  });

  it('a CSV cell of stray quotes is read in one pass: no look back over the cell at each quote', () => {
    const trim = vi.spyOn(String.prototype, 'trim');
    const { records } = csvRecords(`word,forbidden1\r\nCat,${'a"'.repeat(20_000)}\r\n`);
    expect(records.map((r) => r.cells[1]?.length)).toEqual([10, 40_000]);
    const longTrims = trim.mock.contexts.filter((text) => String(text).length > CELL_UNITS);
    expect(longTrims.length).toBeLessThanOrEqual(1);
  });

  it('a JSON card with a field far too long: left out at its card before any Unicode work on it', () => {
    const work = watchUnicodeWork();
    const json = JSON.stringify({
      name: 'n'.repeat(20_000),
      language: 'en',
      cards: [
        { word: 'Cat', forbidden: ['purr'] },
        { word: 'w'.repeat(20_000) },
        { word: 'Dog', forbidden: ['bark', '\u200B'.repeat(20_000)] },
        { word: 'Owl', category: 'c'.repeat(20_000) },
        { word: 'Sun', forbidden: Array.from({ length: 50_000 }, (_, i) => `w${i}`) },
      ],
    });
    const r = accepted(parseDeckText(json, 'en'));
    expect(r.cards.map((c) => c.word)).toEqual(['Cat', 'Sun']);
    expect(r.problems.map((p) => [p.where, p.message])).toEqual([
      ['Card 2', tooLong.message],
      ['Card 3', tooLong.message],
      ['Card 4', tooLong.message],
    ]);
    expect(r.cards[1]?.forbidden).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
    expect(r.warnings.map((w) => [w.where, w.message])).toEqual([
      ['Card 5', 'has 50000 forbidden words; a card shows 5, so the first 5 are kept'],
    ]);
    expect(r.name).toBeUndefined();
    expect(work.longest()).toBeLessThanOrEqual(CELL_UNITS);
  });

  it('more cards than a deck holds, in any format: refused before any card is read', () => {
    const work = watchUnicodeWork();
    const many = Array.from({ length: 5_000 }, (_, i) => `Word${i}`);
    for (const text of [
      many.join('\n'),
      ['word,forbidden1', ...many.map((w) => `${w},clue`)].join('\n'),
      JSON.stringify(many.map((word) => ({ word }))),
    ])
      expect(parseDeckText(text, 'en')).toMatchObject({ ok: false, refusalRef: deckRefusals.tooMany(5_000) });
    expect(work.calls()).toBe(0);
  });

  it('a spreadsheet row of thousands of cells: left out before its cells are read, the other rows kept', () => {
    const work = watchUnicodeWork();
    const rows = ['Cat\tpurr', `Dog${'\tbark'.repeat(50_000)}`, 'Sun\tsky'];
    const r = accepted(parseDeckText(rows.join('\n'), 'en'));
    expect(r.format).toBe('csvNoHeader');
    expect(r.cards).toEqual([
      { word: 'Cat', forbidden: ['purr'] },
      { word: 'Sun', forbidden: ['sky'] },
    ]);
    expect(r.problems).toEqual([{ at: 2, where: 'Line 2', place: 'line', ...tooLong }]);
    expect(work.longest()).toBeLessThanOrEqual(CELL_UNITS);
  });

  it('a long note in a column that is not read leaves no card out', () => {
    const r = accepted(parseDeckText(`word,taboo,notes\nCat,purr,${'n'.repeat(2_000)}`, 'en'));
    expect(r.cards).toEqual([{ word: 'Cat', forbidden: ['purr'] }]);
  });

  it('a deck name far too long: refused as too long before any Unicode work on it', () => {
    const work = watchUnicodeWork();
    expect(deckName('n'.repeat(20_000))).toMatchObject({
      ok: false,
      errorRef: { key: 'deck.nameTooLong', params: { max: 60 } },
    });
    expect(deckName(`A${'\u0301'.repeat(20_000)}`)).toMatchObject({ ok: false });
    expect(work.calls()).toBe(0);
  });
});
