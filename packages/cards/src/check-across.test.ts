import { describe, expect, it } from 'vitest';
import { type CheckedFile, checkCatalogue } from './check.ts';
import { english } from './languages/english.ts';

let made = 0;
/** A card whose forbidden words no other card of a test shares, unless given. */
const card = (word: string, forbidden?: string[]) => {
  made += 1;
  return {
    word,
    forbidden: forbidden ?? ['north', 'south', 'east', 'west', 'centre'].map((w) => `${w} ${made}`),
    difficulty: 'medium',
  };
};

const files = (...records: unknown[]): CheckedFile[] => [
  { file: 'animals.json', category: 'animals', records },
];

/** Problems and warnings, leaving out the spread (a one-category catalogue is always short). */
function findings(...records: unknown[]) {
  const report = checkCatalogue(files(...records));
  const onCards = (list: { where: string; message: string }[]) =>
    list.filter((p) => p.where.includes('#')).map((p) => `${p.where}: ${p.message}`);
  return { problems: onCards(report.problems), warnings: onCards(report.warnings) };
}

describe('targets of one stem', () => {
  it.each([
    ['Procrastinate', 'Procrastination'],
    ['Librarian', 'Library'],
    ['Archaeology', 'Archaeologist'],
    ['Farm', 'Farmer'],
    ['Pack', 'Unpack'],
  ])('are one card twice: %s and %s', (a, b) => {
    expect(findings(card(a), card(b)).problems).toEqual([
      `animals.json#2 "${b}": target shares a stem with another target (also animals.json#1 "${a}")`,
    ]);
  });

  it('are reported once, as a duplicate, when only the plural differs', () => {
    expect(findings(card('Farmer'), card('Farmers')).problems).toEqual([
      'animals.json#2 "Farmers": duplicate target (also animals.json#1 "Farmer")',
    ]);
  });

  it('leave targets of different stems alone', () => {
    expect(findings(card('Sing'), card('Song'), card('Election'), card('Electricity')).problems).toEqual([]);
  });
});

describe('forbidden words shared between cards', () => {
  it('are a problem from three on, naming the words and the other card', () => {
    expect(
      findings(
        card('Library', ['books', 'quiet', 'borrow', 'shelves', 'read']),
        card('Reading room', ['book', 'Quiet', 'shelves', 'buy', 'till']),
      ).problems,
    ).toEqual([
      'animals.json#2 "Reading room": shares 3 forbidden words (book, Quiet, shelves) with another card (also animals.json#1 "Library")',
    ]);
  });

  it('are fine up to two', () => {
    expect(
      findings(
        card('Library', ['books', 'quiet', 'borrow', 'shelves', 'read']),
        card('Reading room', ['books', 'quiet', 'buy', 'till', 'author']),
      ).problems,
    ).toEqual([]);
  });
});

describe('a forbidden word against its own card', () => {
  it('may not share a stem with another forbidden word', () => {
    expect(findings(card('Moving day', ['boxes', 'van', 'pack', 'unpack', 'house'])).problems).toEqual([
      'animals.json#1 "Moving day": forbidden words "pack" and "unpack" share a stem',
    ]);
    expect(findings(card('Hourglass', ['sand', 'time', 'timer', 'flip', 'pour'])).problems).toEqual([
      'animals.json#1 "Hourglass": forbidden words "time" and "timer" share a stem',
    ]);
  });

  it('may not be a compound of another forbidden word and a known word', () => {
    // "pan" is known from another card, so "dustpan" is "dust" + "pan".
    expect(
      findings(card('Sweep', ['broom', 'floor', 'dust', 'clean', 'dustpan']), card('Paella', ['rice', 'pan']))
        .problems,
    ).toContain('animals.json#1 "Sweep": forbidden words "dust" and "dustpan" share a stem');
  });

  it('may not be a spelling variant of another forbidden word', () => {
    expect(findings(card('Mother', ['mom', 'mum', 'parent', 'dad', 'family'])).problems).toEqual([
      'animals.json#1 "Mother": forbidden word "mum" is a spelling variant of "mom"',
    ]);
    expect(findings(card('Paint', ['colour', 'brush', 'color', 'canvas', 'wall'])).problems).toEqual([
      'animals.json#1 "Paint": forbidden word "color" is a spelling variant of "colour"',
    ]);
  });

  it('may not share a stem with the target', () => {
    expect(findings(card('Invention', ['create', 'new', 'patent', 'inventor', 'idea'])).problems).toEqual([
      'animals.json#1 "Invention": forbidden word "inventor" shares a stem with the target',
    ]);
    expect(
      findings(card('Chemistry', ['science', 'lab', 'chemicals', 'atoms', 'test tube'])).problems,
    ).toEqual(['animals.json#1 "Chemistry": forbidden word "chemicals" shares a stem with the target']);
  });

  it('may not be a spelling variant of the target', () => {
    expect(findings(card('Grey', ['gray', 'dull', 'cloud', 'silver', 'ash'])).problems).toEqual([
      'animals.json#1 "Grey": forbidden word "gray" is a spelling variant of the target',
    ]);
  });

  it('is free when it is a clue of its own', () => {
    expect(findings(card('Sing', ['song', 'voice', 'music', 'karaoke', 'tune'])).problems).toEqual([]);
  });
});

describe('target families', () => {
  it('are warnings, not problems: one target holds the other as a word', () => {
    const result = findings(card('Bear'), card('Polar bear'), card('First day of school'), card('School'));
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      'animals.json#2 "Polar bear": one family with another target (also animals.json#1 "Bear")',
      'animals.json#4 "School": one family with another target (also animals.json#3 "First day of school")',
    ]);
  });

  it('count a compound made of the target and a known word', () => {
    const result = findings(card('Door'), card('Doorbell'), card('Bell'), card('Elephant'), card('Ant'));
    expect(result.warnings).toEqual([
      'animals.json#2 "Doorbell": one family with another target (also animals.json#1 "Door")',
      'animals.json#3 "Bell": one family with another target (also animals.json#2 "Doorbell")',
    ]);
  });
});

describe('the language', () => {
  it('is English unless another rule set is given, and names the report', () => {
    expect(checkCatalogue(files(card('Lamp'))).language).toBe('en');
    const strict = { ...english, code: 'xx', unsuitable: ['lamp'] };
    const report = checkCatalogue(files(card('Lamp')), strict);
    expect(report.language).toBe('xx');
    expect(report.problems.map((p) => p.message)).toContain('the target "Lamp" is not family-friendly');
  });
});
