import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckToLines } from './deck-export.ts';
import { fixDeckText } from './deck-fix.ts';
import { parseDeckText } from './deck-parse.ts';
import type { DeckReading } from './deck-types.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

const accepted = (reading: DeckReading) => {
  if (!reading.ok) throw new Error(`refused: ${reading.refusal}`);
  return reading;
};

/** What a reading came to, in one line a card or problem, to compare at a glance. */
const summary = (r: Extract<DeckReading, { ok: true }>) => ({
  format: r.format,
  delimiter: r.delimiter,
  counts: [r.read, r.cards.length, r.warned, r.leftOut],
  problems: r.problems.map((p) => `${p.where}: ${p.ref.key}`),
  warnings: r.warnings.map((w) => `${w.where}: ${w.ref.key}${w.fix ? ` (${w.fix.kind})` : ''}`),
});

describe('the fixtures, one of each shape', () => {
  it('one card a line, with a BOM and CRLF: colons, commas, brackets, Greek and Japanese targets kept', () => {
    const r = accepted(parseDeckText(fixture('lines-bom-crlf.txt'), 'en'));
    expect(summary(r)).toEqual({
      format: 'lines',
      delimiter: undefined,
      counts: [15, 13, 6, 2],
      problems: ['Line 15: deck.problem.noTarget', 'Line 16: deck.problem.hidden'],
      warnings: [
        'Line 6: deck.warning.spaces (tidySpaces)',
        'Line 9: deck.problem.overlapsTarget',
        'Line 11: deck.problem.forbiddenRepeated (dropForbidden)',
        'Line 12: deck.warning.tooManyForbidden (firstFive)',
        'Line 13: deck.problem.overlapsTarget',
        'Line 14: deck.problem.sameTargetAsLine (dropCard)',
      ],
    });
    expect(r.cards.slice(0, 9)).toEqual([
      { word: 'Lighthouse', forbidden: ['coast', 'beam', 'tower', 'ship', 'night'] },
      { word: 'Star Wars: Episode IV', forbidden: ['film', 'jedi', 'space'] },
      { word: 'Salt, sea', forbidden: ['ocean', 'white'] },
      { word: 'Banana', forbidden: [] },
      { word: 'Piano', forbidden: ['keys'] },
      { word: 'Ice cream', forbidden: ['cold', 'cone', 'vanilla'] },
      { word: 'Mercury (planet)', forbidden: ['sun', 'orbit', 'small'] },
      { word: 'Ήλιος', forbidden: ['φως', 'ζέστη', 'ουρανός'] },
      { word: '富士山', forbidden: ['山', '日本', '雪'] },
    ]);
  });

  it('a plain list of words: cards without forbidden words, a repeated word a warning', () => {
    const r = accepted(parseDeckText(fixture('words.txt'), 'en'));
    expect(summary(r)).toMatchObject({
      format: 'words',
      counts: [8, 8, 1, 0],
      warnings: ['Line 8: deck.problem.sameTargetAsLine (dropCard)'],
    });
    expect(r.cards.map((c) => c.word)).toEqual([
      'Volcano',
      'Glacier',
      'Harbour',
      'Meteor shower',
      'Ωκεανός',
      '寿司',
      'Rock (music)',
      'Volcano',
    ]);
    expect(r.cards.every((c) => c.forbidden.length === 0)).toBe(true);
  });

  it('one column of a spreadsheet under its name: the name said to be one, quoted words read as cells', () => {
    const r = accepted(parseDeckText(fixture('one-column-named.csv'), 'en'));
    expect(summary(r)).toEqual({
      format: 'words',
      delimiter: undefined,
      counts: [5, 5, 0, 0],
      problems: ['Line 1: deck.problem.columnName'],
      warnings: [],
    });
    expect(r.cards.map((c) => c.word)).toEqual(['Lighthouse', 'Salt, sea', 'The "Boss"', 'παραλία', 'Card']);
    // Written back by Download deck's line format, a card named as a column stays a card.
    const named = accepted(parseDeckText('Word\nHarbour', 'en'));
    expect(named.cards.map((c) => c.word)).toEqual(['Harbour']);
    const kept = accepted(
      parseDeckText(
        deckToLines([
          { word: 'Word', forbidden: [] },
          { word: 'Harbour', forbidden: [] },
        ]),
        'en',
      ),
    );
    expect(kept.cards.map((c) => c.word)).toEqual(['Word', 'Harbour']);
    expect(kept.problems).toEqual([]);
    // A single line is a card whatever it says.
    expect(accepted(parseDeckText('Target', 'en')).cards).toEqual([{ word: 'Target', forbidden: [] }]);
  });

  it('a sheet of commas with its forbidden words in one quoted cell, joined by commas, and empty rows', () => {
    const text = fixture('sheet-joined-comma.csv');
    const r = accepted(parseDeckText(text, 'en'));
    expect(summary(r)).toEqual({
      format: 'csv',
      delimiter: ',',
      counts: [4, 4, 1, 0],
      problems: [],
      warnings: ['Line 6: deck.problem.forbiddenRepeated (dropForbidden)'],
    });
    expect(r.cards).toEqual([
      { word: 'Glacier', forbidden: ['ice', 'cold', 'melt'] },
      { word: 'Salt, sea', forbidden: ['ocean', 'white'] },
      { word: 'Piano', forbidden: ['keys'] },
      { word: 'Kettle', forbidden: ['tea', 'boil', 'tea'] },
    ]);
    // The fix writes the cell back as the sheet wrote it: quoted, joined by commas.
    const fixed = fixDeckText(text, 'en', 6, { kind: 'dropForbidden', word: 'tea' });
    expect(fixed.split('\r\n')[5]).toBe('Kettle,"tea, boil",3');
  });

  it('a sheet pasted from a spreadsheet (tabs), its header naming the columns, a column not read', () => {
    const text = fixture('pasted-sheet.tsv');
    const r = accepted(parseDeckText(text, 'en'));
    expect(summary(r)).toEqual({
      format: 'csv',
      delimiter: '\t',
      counts: [5, 5, 1, 0],
      problems: ['Line 1: deck.problem.unknownColumns'],
      warnings: ['Line 3: deck.warning.spaces (tidySpaces)'],
    });
    expect(r.cards).toEqual([
      { word: 'Lighthouse', forbidden: ['sea', 'lamp', 'tower'], category: 'Coast' },
      { word: 'Rock pool', forbidden: ['crab'], category: 'Coast' },
      { word: 'Kettle', forbidden: [], category: 'Kitchen' },
      { word: 'Salt, sea', forbidden: ['ocean', 'white'], category: 'Kitchen' },
      { word: 'Κύμα', forbidden: ['νερό', 'αφρός'], category: 'Θάλασσα' },
    ]);
    // Tidied in its row, its other cells (the note not read) as they were.
    const fixed = fixDeckText(text, 'en', 3, { kind: 'tidySpaces' });
    expect(fixed.split('\n')[2]).toBe('Coast\tRock pool\tcrab\tfrom the trip');
  });

  it('Excel’s line naming the separator first (sep=;): said to be one, the sheet read by it', () => {
    const text = fixture('excel-sep-line.csv');
    const r = accepted(parseDeckText(text, 'fr'));
    expect(summary(r)).toEqual({
      format: 'csv',
      delimiter: ';',
      counts: [2, 2, 0, 0],
      problems: ['Line 1: deck.problem.separatorLine'],
      warnings: [],
    });
    expect(r.cards).toEqual([
      { word: 'Croissant', forbidden: ['beurre', 'France'], category: 'Boulangerie' },
      { word: 'Éclair', forbidden: ['chocolat', 'crème'], category: 'Pâtisserie' },
    ]);
    // A fix finds its row below the separator's line, and leaves that line as it was.
    const fixed = fixDeckText(text, 'fr', 3, { kind: 'dropCard' });
    expect(fixed.split('\r\n').slice(0, 3)).toEqual([
      'sep=;',
      'Word;Taboo;Category',
      'Éclair;chocolat|crème;Pâtisserie',
    ]);
  });

  it('CSV with commas and a header in its own order (category first, numbered taboo columns, a difficulty)', () => {
    const r = accepted(parseDeckText(fixture('header-comma.csv'), 'en'));
    expect(summary(r)).toMatchObject({ format: 'csv', delimiter: ',', counts: [5, 5, 1, 0], problems: [] });
    expect(r.cards.slice(0, 4)).toEqual([
      { word: 'Salt, sea', forbidden: ['ocean', 'white'], category: 'Food' },
      { word: 'Star Wars: Episode IV', forbidden: ['jedi', 'space', 'film'], category: 'Film' },
      { word: 'The "Boss"', forbidden: ['springsteen'], category: 'Music' },
      { word: 'Waterfall', forbidden: [], category: 'Nature' },
    ]);
  });

  it('CSV with semicolons and one forbidden cell joined by |', () => {
    const r = accepted(parseDeckText(fixture('header-semicolon-joined.csv'), 'en'));
    expect(summary(r)).toMatchObject({
      format: 'csv',
      delimiter: ';',
      counts: [6, 5, 0, 1],
      problems: ['Line 7: deck.problem.noTarget'],
    });
    expect(r.cards.slice(0, 4)).toEqual([
      { word: 'Croissant', forbidden: ['butter', 'france', 'bakery'], category: 'food' },
      { word: 'Paella', forbidden: ['rice', 'spain', 'pan', 'saffron'], category: 'food' },
      { word: 'Eclipse', forbidden: ['moon', 'sun', 'dark'], category: 'sky' },
      { word: 'Comet', forbidden: [], category: 'sky' },
    ]);
  });

  it('tabs without a header: the target first, a forbidden word a cell', () => {
    const r = accepted(parseDeckText(fixture('no-header.tsv'), 'en'));
    expect(summary(r)).toMatchObject({ format: 'csvNoHeader', delimiter: '\t', counts: [5, 5, 0, 0] });
    expect(r.cards[2]).toEqual({
      word: 'Violin',
      forbidden: ['strings', 'bow', 'music', 'orchestra', 'fiddle'],
    });
    expect(r.cards[4]).toEqual({ word: 'Κιθάρα', forbidden: ['χορδές', 'μουσική'] });
  });

  it('commas without a header, forbidden words joined by /', () => {
    const r = accepted(parseDeckText(fixture('no-header-slash.csv'), 'en'));
    expect(summary(r)).toMatchObject({ format: 'csvNoHeader', delimiter: ',', counts: [4, 4, 0, 0] });
    expect(r.cards[0]).toEqual({ word: 'Igloo', forbidden: ['snow', 'ice', 'house'] });
  });

  it('a JSON object of words: escaped slashes, empty and one-word lists, a joined text, entries that are no card', () => {
    const r = accepted(parseDeckText(fixture('json-map.json'), 'en'));
    expect(summary(r)).toEqual({
      format: 'jsonMap',
      delimiter: undefined,
      counts: [14, 12, 4, 2],
      problems: ['Card 12: deck.problem.noTarget', 'Card 14: deck.problem.notACard'],
      warnings: [
        'Card 7: deck.problem.forbiddenRepeated (dropForbidden)',
        'Card 8: deck.warning.tooManyForbidden (firstFive)',
        'Card 8: deck.problem.overlapsTarget',
        'Card 9: deck.warning.spaces (tidySpaces)',
        'Card 11: deck.problem.overlapsTarget',
      ],
    });
    expect(r.cards.map((c) => c.word)).toContain('AC/DC');
    expect(r.cards.find((c) => c.word === 'Banana')).toEqual({ word: 'Banana', forbidden: [] });
    expect(r.cards.find((c) => c.word === 'Bell')).toEqual({
      word: 'Bell',
      forbidden: ['ring', 'church', 'tower'],
    });
  });

  it('a JSON object by category: the same word in two categories is two cards, the second with a warning', () => {
    const r = accepted(parseDeckText(fixture('json-categories.json'), 'en'));
    expect(summary(r)).toMatchObject({
      format: 'jsonCategories',
      counts: [7, 7, 1, 0],
      warnings: ['Card 4: deck.problem.sameTargetAsCard (dropCard)'],
    });
    expect(r.cards.filter((c) => c.word === 'Bat').map((c) => c.category)).toEqual(['Animals', 'Sports']);
    expect(r.cards.slice(-2)).toEqual([
      { word: 'Whisk', forbidden: ['eggs', 'beat'], category: 'Kitchen' },
      { word: 'Ladle', forbidden: [], category: 'Kitchen' },
    ]);
  });

  it('a JSON list of cards with the common field names in any case', () => {
    const r = accepted(parseDeckText(fixture('json-cards.json'), 'en'));
    expect(summary(r)).toMatchObject({
      format: 'jsonCards',
      counts: [9, 7, 2, 2],
      problems: ['Card 7: deck.problem.notACard', 'Card 9: deck.problem.notACard'],
      warnings: [
        'Card 4: deck.problem.unknownFields',
        'Card 6: deck.problem.forbiddenRepeated (dropForbidden)',
      ],
    });
    expect(r.cards.slice(0, 4)).toEqual([
      { word: 'Volcano', forbidden: ['lava', 'eruption', 'ash'], category: 'Nature' },
      { word: 'Glacier', forbidden: ['ice', 'cold', 'melt'] },
      { word: 'Telescope', forbidden: ['stars', 'lens'] },
      { word: 'Pyramid', forbidden: ['egypt', 'tomb'] },
    ]);
  });

  it('a JSON list of words: an empty one left out, double spaces a warning', () => {
    const r = accepted(parseDeckText(fixture('json-words.json'), 'en'));
    expect(summary(r)).toMatchObject({
      format: 'jsonWords',
      counts: [7, 6, 1, 1],
      problems: ['Card 3: deck.problem.noTarget'],
      warnings: ['Card 4: deck.warning.spaces (tidySpaces)'],
    });
    expect(r.cards.map((c) => c.word)).toEqual([
      'Volcano',
      'Glacier',
      'Meteor shower',
      '雪だるま',
      'Rock (music)',
      'AC/DC',
    ]);
  });

  it('Download deck’s file, with its name and language', () => {
    const r = accepted(parseDeckText(fixture('deck.json'), 'es'));
    expect(r).toMatchObject({
      format: 'json',
      name: 'Week 3',
      language: 'en',
      read: 3,
      warned: 0,
      leftOut: 0,
    });
  });
});

describe('a fix writes the card back in the text’s own shape', () => {
  it('a line, keeping the CRLF line ends and every other line', () => {
    const text = fixture('lines-bom-crlf.txt');
    const fixed = fixDeckText(text, 'en', 11, { kind: 'dropForbidden', word: 'tea' });
    const lines = fixed.split('\r\n');
    expect(lines[10]).toBe('Kettle|tea:boil');
    expect(lines.length).toBe(text.split('\r\n').length);
    expect(fixDeckText(fixed, 'en', 14, { kind: 'dropCard' }).split('\r\n')).not.toContain(
      'lighthouse|keeper',
    );
  });

  it('a CSV row in its columns and separator', () => {
    const text = fixture('header-semicolon-joined.csv');
    const paella = fixDeckText(text, 'en', 3, { kind: 'dropForbidden', word: 'pan' });
    expect(paella.split('\n')[2]).toBe('Paella;rice|spain|saffron;food');
    const csv = fixture('header-comma.csv');
    expect(fixDeckText(csv, 'en', 6, { kind: 'dropCard' })).not.toContain('Rainbow');
  });

  it('a JSON entry, the rest of the file as it was', () => {
    const fixed = fixDeckText(fixture('json-map.json'), 'en', 8, { kind: 'firstFive' });
    const r = accepted(parseDeckText(fixed, 'en'));
    expect(r.read).toBe(14);
    expect(r.warnings.map((w) => w.ref.key)).not.toContain('deck.warning.tooManyForbidden');
    expect(JSON.parse(fixed).Sunflower).toEqual(['sun', 'yellow', 'petals', 'seeds', 'tall']);
    const tidy = fixDeckText(fixture('json-map.json'), 'en', 9, { kind: 'tidySpaces' });
    expect(Object.keys(JSON.parse(tidy))[8]).toBe('Harbour');
    const oneBat = fixDeckText(fixture('json-categories.json'), 'en', 4, { kind: 'dropCard' });
    expect(JSON.parse(oneBat).Sports).toEqual({ Goal: ['net', 'score'] });
    const lantern = fixDeckText(fixture('json-cards.json'), 'en', 6, {
      kind: 'dropForbidden',
      word: 'light',
    });
    expect(JSON.parse(lantern)[5]).toEqual({ word: 'Lantern', forbidden: ['light'] });
  });

  it('nothing when the card is no longer there', () => {
    const text = 'Cat|purr:purr';
    expect(fixDeckText(text, 'en', 5, { kind: 'dropCard' })).toBe(text);
    expect(fixDeckText('', 'en', 1, { kind: 'dropCard' })).toBe('');
  });
});

describe('a word given twice in a JSON object', () => {
  it('is named at the entry kept, not lost silently', () => {
    const r = accepted(parseDeckText('{"Cat": ["purr"], "Dog": ["bark"], "Cat": ["meow"]}', 'en'));
    expect(r.cards).toEqual([
      { word: 'Cat', forbidden: ['meow'] },
      { word: 'Dog', forbidden: ['bark'] },
    ]);
    expect(r.problems.map((p) => [p.where, p.ref])).toEqual([
      ['Card 1', { key: 'deck.problem.repeatedKey', params: { word: 'Cat' } }],
    ]);
  });

  it('in a category too, with escapes in the word, and a category given twice', () => {
    const r = accepted(
      parseDeckText('{"A": {"B\\"at": ["x"], "B\\"at": ["y"]}, "C": {"Owl": []}, "C": {"Elk": []}}', 'en'),
    );
    expect(r.problems.map((p) => [p.where, p.ref.params.word])).toEqual([
      ['Card 1', 'B"at'],
      ['Card 2', 'C'],
    ]);
  });
});

describe('a card object under its word', () => {
  it('is read as that word’s card, by category too, and fixed in its own shape', () => {
    const text =
      '{"Cat": {"taboo": ["purr", "purr"], "category": "pets", "level": 1}, "Animals": {"Owl": {"Taboo": "hoot, night"}}}';
    const r = accepted(parseDeckText(text, 'en'));
    expect(r.cards).toEqual([
      { word: 'Cat', forbidden: ['purr', 'purr'], category: 'pets' },
      { word: 'Owl', forbidden: ['hoot', 'night'], category: 'Animals' },
    ]);
    const fixed = JSON.parse(fixDeckText(text, 'en', 1, { kind: 'dropForbidden', word: 'purr' }));
    expect(fixed.Cat).toEqual({ taboo: ['purr'], category: 'pets', level: 1 });
    expect(fixed.Animals).toEqual({ Owl: { Taboo: 'hoot, night' } });
  });
});
