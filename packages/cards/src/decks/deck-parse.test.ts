import { deckText } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { deckFileText, parseDeckBytes } from './deck-bytes.ts';
import { deckToCsv, linesHold } from './deck-export.ts';
import { deckName } from './deck-fields.ts';
import { deckRefusals, parseDeckText } from './deck-parse.ts';
import type { DeckReading } from './deck-types.ts';

const accepted = (reading: DeckReading) => {
  if (!reading.ok) throw new Error(`refused: ${reading.refusal}`);
  return reading;
};

describe('parseDeckText: formats', () => {
  it('reads the Taboo-Data line format, a line without "|" being a card with no forbidden words', () => {
    const r = accepted(parseDeckText('Lighthouse|sea:lamp:ship:coast:beam\nBanana\n\n', 'en'));
    expect(r.format).toBe('lines');
    expect(r.cards).toEqual([
      { word: 'Lighthouse', forbidden: ['sea', 'lamp', 'ship', 'coast', 'beam'] },
      { word: 'Banana', forbidden: [] },
    ]);
    expect(r.problems).toEqual([]);
  });

  it('says which fields of a JSON card are not read, a second word or category among them', () => {
    const r = accepted(
      parseDeckText('[{"word":"Cat","target":"Dog","category":"Pets","topic":"Home","notes":"x"}]', 'en'),
    );
    expect(r.cards).toEqual([{ word: 'Cat', forbidden: [], category: 'Pets' }]);
    expect(r.warnings.map((w) => w.message)).toEqual(['these fields are not read: notes, target, topic']);
  });

  it('reads a column of quoted words as one column, however many hold a comma', () => {
    const r = accepted(parseDeckText('Word\n"Salt, sea"\n"Rock, paper"\n"Fish, chips"\nPiano', 'en'));
    expect(r.format).toBe('words');
    expect(r.cards.map((c) => c.word)).toEqual(['Salt, sea', 'Rock, paper', 'Fish, chips', 'Piano']);
    // A line with a bar is a card line, whatever quotes hold it: `a,"|"a` is `a,"` and `"a`.
    expect(accepted(parseDeckText('a,"|"a', 'en')).cards).toEqual([{ word: 'a,"', forbidden: ['"a'] }]);
    // Quoted cells beside others are still a spreadsheet's.
    const sheet = accepted(parseDeckText('"Salt, sea",ocean\n"Rock, paper",scissors', 'en'));
    expect(sheet.format).toBe('csvNoHeader');
    expect(sheet.cards[0]).toEqual({ word: 'Salt, sea', forbidden: ['ocean'] });
  });

  it('reads CSV with a header row, quoted cells and a category', () => {
    const csv =
      'word,forbidden1,forbidden2,forbidden3,forbidden4,forbidden5,category\r\n"Salt, sea",ocean,white,,,,kitchen\r\nPiano,keys,music,,,,\r\n';
    const r = accepted(parseDeckText(csv, 'en'));
    expect(r.format).toBe('csv');
    expect(r.cards).toEqual([
      { word: 'Salt, sea', forbidden: ['ocean', 'white'], category: 'kitchen' },
      { word: 'Piano', forbidden: ['keys', 'music'] },
    ]);
  });

  it('reads Download deck JSON with its name and language', () => {
    const json = JSON.stringify({
      name: 'Week 3',
      language: 'es',
      cards: [{ word: 'Perro', forbidden: ['ladrar'] }],
    });
    const r = accepted(parseDeckText(json, 'es'));
    expect(r).toMatchObject({ format: 'json', name: 'Week 3', language: 'es', read: 1 });
  });
});

describe('parseDeckText: the author’s cards are kept, with advice', () => {
  it('keeps every card that can be played and gives style findings as warnings on it', () => {
    const text = [
      'Sunflower|sun:yellow:petal',
      'Piano|keys:music:instrument:black:white:ivory',
      'Bee|beehive:honey',
      'Sunflowers|garden',
    ].join('\n');
    const r = accepted(parseDeckText(text, 'en'));
    expect(r).toMatchObject({ read: 4, warned: 4, leftOut: 0, problems: [] });
    expect(r.cards.map((c) => c.word)).toEqual(['Sunflower', 'Piano', 'Bee', 'Sunflowers']);
    expect(r.cards[1]?.forbidden).toEqual(['keys', 'music', 'instrument', 'black', 'white']);
    expect(r.warnings.map((w) => [w.where, w.message, w.card, w.fix])).toEqual([
      ['Line 1', 'forbidden word "sun" overlaps the target', 0, undefined],
      ['Line 2', 'has 6 forbidden words; a card shows 5, so the first 5 are kept', 1, { kind: 'firstFive' }],
      ['Line 3', 'forbidden word "beehive" overlaps the target', 2, undefined],
      ['Line 4', 'the same target as line 1', 3, { kind: 'dropCard' }],
    ]);
  });

  it('applies the deck language: in Spanish "peces" is the plural of "Pez"', () => {
    const r = accepted(parseDeckText('Pez|peces', 'es'));
    expect(r.cards).toEqual([{ word: 'Pez', forbidden: ['peces'] }]);
    expect(r.warnings.map((w) => w.message)).toEqual(['forbidden word "peces" overlaps the target']);
    expect(accepted(parseDeckText('Pez|peces', 'en')).warnings).toEqual([]);
  });

  it('applies the deck language: in Italian "chiavi" is the plural of "Chiave"', () => {
    const r = accepted(parseDeckText('Chiave|chiavi', 'it'));
    expect(r.warnings.map((w) => w.message)).toEqual(['forbidden word "chiavi" overlaps the target']);
    expect(accepted(parseDeckText('Chiave|chiavi', 'en')).warnings).toEqual([]);
  });

  it('applies the deck language: in French "chevaux" is the plural of "Cheval"', () => {
    const r = accepted(parseDeckText('Cheval|chevaux', 'fr'));
    expect(r.warnings.map((w) => w.message)).toEqual(['forbidden word "chevaux" overlaps the target']);
    expect(accepted(parseDeckText('Cheval|chevaux', 'en')).warnings).toEqual([]);
  });

  it('applies the deck language: in German "Museen" is the plural of "Museum"', () => {
    const r = accepted(parseDeckText('Museum|Museen', 'de'));
    expect(r.warnings.map((w) => w.message)).toEqual(['forbidden word "Museen" overlaps the target']);
    expect(accepted(parseDeckText('Museum|Museen', 'en')).warnings).toEqual([]);
  });

  it('applies the deck language: in Portuguese "limões" is the plural of "Limão"', () => {
    const r = accepted(parseDeckText('Limão|limões', 'pt-BR'));
    expect(r.warnings.map((w) => w.message)).toEqual(['forbidden word "limões" overlaps the target']);
    expect(accepted(parseDeckText('Limão|limões', 'en')).warnings).toEqual([]);
  });

  it('leaves out only what cannot be played: 40 forbidden words are kept as five', () => {
    const forty = Array.from({ length: 40 }, (_, i) => `w${i}x`).join(':');
    const text = [`Cat|${forty}`, `${'a'.repeat(100)}|b`, '|::', 'Dog\u0007|bark', 'Fish\u200B|water'].join(
      '\n',
    );
    const r = accepted(parseDeckText(text, 'en'));
    expect(r.cards).toEqual([{ word: 'Cat', forbidden: ['w0x', 'w1x', 'w2x', 'w3x', 'w4x'] }]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'has 40 forbidden words; a card shows 5, so the first 5 are kept',
    ]);
    expect(r).toMatchObject({ read: 5, warned: 1, leftOut: 4 });
    expect(r.problems.map((p) => [p.where, p.message])).toEqual([
      ['Line 2', 'the target is 100 characters; at most 35'],
      ['Line 3', 'has no target word'],
      ['Line 4', 'has control or invisible characters'],
      ['Line 5', 'has control or invisible characters'],
    ]);
  });

  it('keeps a colon or a bar in a JSON or CSV card: the author’s text, carried by CSV and JSON', () => {
    const json = JSON.stringify({ 'Movie night': ['Star Wars: Episode IV', 'popcorn'], 'AC|DC': ['band'] });
    const r = accepted(parseDeckText(json, 'en'));
    expect(r.leftOut).toBe(0);
    expect(r.cards).toEqual([
      { word: 'Movie night', forbidden: ['Star Wars: Episode IV', 'popcorn'] },
      { word: 'AC|DC', forbidden: ['band'] },
    ]);
    // The line format has no place for its own separators: such a deck is written as CSV.
    expect(linesHold(r.cards)).toBe(false);
    expect(linesHold([{ word: 'Star Wars: Episode IV', forbidden: ['film'] }])).toBe(true);
    expect(accepted(parseDeckText(deckToCsv(r.cards), 'en')).cards).toEqual(r.cards);
  });

  it('keeps markup as text: it is a word like any other, shown as text', () => {
    const r = accepted(parseDeckText('<b>Bold</b>|<script>x</script>', 'en'));
    expect(r.cards).toEqual([{ word: '<b>Bold</b>', forbidden: ['<script>x</script>'] }]);
  });
});

describe('parseDeckText: refusals change nothing', () => {
  it.each([
    ['an empty paste', '', deckRefusals.empty],
    ['only blank lines', '\n  \n\t\n', deckRefusals.empty],
    ['binary', 'PK\u0003\u0004\u0000\u0000', deckRefusals.binary],
    [
      '10,000 lines',
      Array.from({ length: 10_000 }, (_, i) => `Word${i}`).join('\n'),
      deckRefusals.tooMany(10_000),
    ],
    ['5 MB', 'x'.repeat(5_000_000), deckRefusals.tooBig(5_000_000)],
  ])('refuses %s', (_what, text, refusalRef) => {
    expect(parseDeckText(text, 'en')).toEqual({ ok: false, refusal: deckText(refusalRef), refusalRef });
  });

  it('says each refusal in English and by key with its values', () => {
    expect(deckText(deckRefusals.tooBig(5_000_000))).toBe(
      'A deck can be at most 1 MB of text; this is 5 MB.',
    );
    expect(deckRefusals.tooBig(1_000_001).params).toEqual({ limit: 1, size: 1.1 });
    expect(deckText(deckRefusals.tooMany(10_000))).toBe('A deck holds at most 2,000 cards; this has 10,000.');
    expect(deckRefusals.tooMany(10_000)).toEqual({
      key: 'deck.tooMany',
      params: { max: 2000, count: 10_000 },
    });
  });

  it('refuses a JSON object that holds no cards, and JSON that does not read as JSON', () => {
    expect(parseDeckText('{"name":"x"}', 'en')).toEqual({
      ok: false,
      refusal:
        'This JSON holds no cards: a deck file, a list of cards or words, or an object of words and their forbidden words.',
      refusalRef: { key: 'deck.noCardsList', params: {} },
    });
    expect(parseDeckText('{"Cat": ["purr",}', 'en')).toMatchObject({
      ok: false,
      refusalRef: { key: expect.stringMatching(/^deck\.badJson(At)?$/) },
    });
    // Where the engine says where (V8 by position, Firefox by line), the line is named.
    const trailingComma = parseDeckText('{\n  "Cat": ["purr"],\n  "Dog": ["bark"],\n}', 'en');
    expect(trailingComma).toMatchObject({
      ok: false,
      refusalRef: { key: 'deck.badJsonAt', params: { line: 4 } },
    });
    expect(deckText(deckRefusals.badJsonAt(4))).toBe(
      'This looks like JSON but does not read as JSON at line 4 (a comma or a quote out of place?).',
    );
  });

  it('refuses bytes that hold NUL, or broken UTF-8 and UTF-16 that say what they are', () => {
    const refusal = (ref: typeof deckRefusals.binary) => ({
      ok: false,
      refusal: deckText(ref),
      refusalRef: ref,
    });
    expect(parseDeckBytes(new Uint8Array([0x41, 0x00]), 'en')).toEqual(refusal(deckRefusals.binary));
    // A UTF-16 byte-order mark with an odd byte after it; a UTF-8 one before a byte UTF-8 has not.
    expect(parseDeckBytes(new Uint8Array([0xff, 0xfe, 0x41]), 'en')).toEqual(refusal(deckRefusals.notUtf8));
    expect(parseDeckBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0xe9]), 'en')).toEqual(
      refusal(deckRefusals.notUtf8),
    );
    expect(accepted(parseDeckBytes(new TextEncoder().encode('Cat|purr'), 'en')).cards).toHaveLength(1);
  });

  it('reads what spreadsheets save: Excel’s CSV in Windows-1252, its Unicode text in UTF-16', () => {
    // "Café;ñandú|Piña" as Excel on Windows saves it: one byte a letter, not UTF-8.
    const ansi = new Uint8Array([
      ...new TextEncoder().encode('word;taboo\r\nCaf'),
      0xe9,
      0x3b,
      0xf1,
      0x61,
      0x6e,
      0x64,
      0xfa,
      0x7c,
      0x50,
      0x69,
      0xf1,
      0x61,
    ]);
    const file = deckFileText(ansi);
    expect(file).toEqual({ ok: true, text: 'word;taboo\r\nCafé;ñandú|Piña', encoding: 'windows-1252' });
    expect(accepted(parseDeckBytes(ansi, 'es')).cards).toEqual([
      { word: 'Café', forbidden: ['ñandú', 'Piña'] },
    ]);
    // UTF-16 with its byte-order mark, little- and big-endian: tab-separated, as Excel writes it.
    const sheet = 'word\ttaboo\r\nÁrbol\thoja\r\n';
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...[...sheet].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    const be = new Uint8Array([
      0xfe,
      0xff,
      ...[...sheet].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]),
    ]);
    expect(deckFileText(le)).toEqual({ ok: true, text: sheet, encoding: 'utf-16le' });
    expect(deckFileText(be)).toEqual({ ok: true, text: sheet, encoding: 'utf-16be' });
    expect(accepted(parseDeckBytes(le, 'es')).cards).toEqual([{ word: 'Árbol', forbidden: ['hoja'] }]);
    // UTF-8 stays UTF-8, with or without its mark.
    expect(deckFileText(new TextEncoder().encode('\uFEFFÁrbol'))).toMatchObject({
      ok: true,
      encoding: 'utf-8',
    });
  });
});

describe('parseDeckText: words that do not read as text', () => {
  it('a word stacking more than 4 marks on one letter is left out at its line', () => {
    const zalgo = `Ow${'\u0308'.repeat(9)}l`;
    const r = accepted(
      parseDeckText(`Cat|purr\n${zalgo}|hoot\nDog|ba${'\u0301'.repeat(6)}rk\nNguye\u0302\u0303n|name`, 'en'),
    );
    expect(r.cards.map((c) => c.word)).toEqual(['Cat', 'Nguyễn']);
    expect(r.problems.map((p) => [p.where, p.message, p.ref.key])).toEqual([
      ['Line 2', 'the target has more than 4 accents or marks on one letter', 'deck.problem.targetAccents'],
      [
        'Line 3',
        'a forbidden word has more than 4 accents or marks on one letter',
        'deck.problem.forbiddenAccents',
      ],
    ]);
  });

  it('blank-looking characters are spaces: a target of them alone is no target', () => {
    const r = accepted(parseDeckText('\u3164\u3164|sky\nIce\u2800cream|cold:\u3164', 'en'));
    expect(r.cards).toEqual([{ word: 'Ice cream', forbidden: ['cold'] }]);
    expect(r.problems.map((p) => p.message)).toEqual(['has no target word']);
  });
});

describe('deckName: a name shown to others reads as text', () => {
  it('is refused when blank, stacked with marks, or without a letter, digit or emoji', () => {
    expect(deckName('\u3164\u2800 \u115F')).toMatchObject({
      ok: false,
      errorRef: { key: 'deck.nameRequired' },
    });
    expect(deckName(`Week${'\u0336'.repeat(9)} 3`)).toMatchObject({
      ok: false,
      error: 'A deck name can have at most 4 accents or marks on one letter.',
      errorRef: { key: 'deck.nameAccents', params: { max: 4 } },
    });
    expect(deckName('!!! ...')).toMatchObject({
      ok: false,
      error: 'A deck name needs a letter, a digit or an emoji.',
      errorRef: { key: 'deck.nameNoLetters' },
    });
    expect(deckName(' Week\u3164 3 ')).toEqual({ ok: true, name: 'Week 3' });
    expect(deckName('🎉')).toEqual({ ok: true, name: '🎉' });
  });
});
