import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  builtInCards,
  CATALOGUES_IN_WRITING,
  type CardRecord,
  LANGUAGES,
  readDataFiles,
} from '@unsayable/cards';
import type { Card } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshBuiltInCards } from '../store/built-in-cards.ts';
import { MemoryStore } from '../store/memory/memory-store.ts';
import type { CardIdea } from '../store/store.ts';
import { csvToRows, rowToCard } from './cards-csv.ts';
import { type Io, runCardsTool, usage } from './cards-tool.ts';

/** An Io that keeps what the tool writes, and reads "files" from a map. */
function collector(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
  };
  return { out, err, io };
}

const HEADER = 'category,word,forbidden1,forbidden2,forbidden3,forbidden4,forbidden5,difficulty';

const THREE_CARDS = [
  HEADER,
  'animals,Okapi,giraffe,stripes,forest,Congo,zebra,hard',
  'food and drink,"Fish, chips and peas",fried,batter,"""takeaway""",vinegar,British,medium',
  'places,Lighthouse,coast,beam,tower,ships,keeper,easy',
].join('\n');

const THREE_EXPECTED: Card[] = [
  {
    id: 'animals/okapi',
    word: 'Okapi',
    forbidden: ['giraffe', 'stripes', 'forest', 'Congo', 'zebra'],
    category: 'animals',
    difficulty: 'hard',
  },
  {
    id: 'food-and-drink/fish-chips-and-peas',
    word: 'Fish, chips and peas',
    forbidden: ['fried', 'batter', '"takeaway"', 'vinegar', 'British'],
    category: 'food and drink',
    difficulty: 'medium',
  },
  {
    id: 'places/lighthouse',
    word: 'Lighthouse',
    forbidden: ['coast', 'beam', 'tower', 'ships', 'keeper'],
    category: 'places',
    difficulty: 'easy',
  },
];

function idea(fields: Partial<CardIdea> & { id: string; word: string }): CardIdea {
  return {
    forbidden: ['stripes', 'forest', 'Congo', 'zebra', 'hooves'],
    reviewed: false,
    added: false,
    createdAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    playerId: null,
    language: 'en',
    ...fields,
  };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A whole language's check reads every card against every other (families, shared words, stems):
 * seconds, not milliseconds, and more under coverage on a busy machine.
 */
const WHOLE_CHECK = { timeout: 30_000 };
/** Every language's cards read against each other: six catalogues, a few seconds each under coverage. */
const ALL_CHECKED = { timeout: 120_000 };

describe('cards check', WHOLE_CHECK, () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('passes the built-in catalogue: exit 0, the warnings, the spread, and the summary line last', async () => {
    const { out, err, io } = collector();
    expect(await runCardsTool(['check', 'en'], new MemoryStore(), io)).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe('English (en):');
    expect(out.some((l) => l.startsWith('problem:'))).toBe(false);
    const warnings = out.filter((l) => l.startsWith('warning:'));
    expect(warnings).toContain(
      'warning: animals.json#60 "Polar bear": one family with another target (also animals.json#5 "Bear")',
    );
    expect(out).toContain('  animals: 84');
    expect(out.at(-2)).toMatch(/^ {2}easy \d+, medium \d+, hard \d+$/);
    expect(out.at(-1)).toBe(
      `${builtInCards().length} cards, 12 categories, 0 problems, ${warnings.length} warnings`,
    );
  });

  it(
    'checks every language in turn, those in writing too, each with its own summary line',
    ALL_CHECKED,
    async () => {
      const { out, io } = collector();
      expect(await runCardsTool(['check'], new MemoryStore(), io)).toBe(0);
      expect(out.some((l) => l.startsWith('problem:'))).toBe(false);
      const headings = out.filter((l) => /^\S.* \([\w-]+\):$/.test(l));
      expect(headings).toEqual([
        ...[...LANGUAGES, ...CATALOGUES_IN_WRITING].map((l) => `${l.rules.name} (${l.code}):`),
      ]);
      expect(headings.slice(0, 6)).toEqual([
        'English (en):',
        'Español (es):',
        'Français (fr):',
        'Deutsch (de):',
        'Italiano (it):',
        'Português (Brasil) (pt-BR):',
      ]);
      expect(CATALOGUES_IN_WRITING.map((l) => l.code)).toEqual([]);
      const summaries = out.filter((l) => / cards, \d+ categories, /.test(l));
      expect(summaries).toHaveLength(headings.length);
      for (const summary of summaries.slice(1)) {
        expect(summary).toMatch(/^\d+ cards, 16 categories, 0 problems, \d+ warnings$/);
        expect(Number(summary.split(' ')[0])).toBeGreaterThanOrEqual(600);
      }
    },
  );

  it('checks Spanish alone when named', async () => {
    const { out, io } = collector();
    expect(await runCardsTool(['check', 'es'], new MemoryStore(), io)).toBe(0);
    expect(out[0]).toBe('Español (es):');
    expect(out.some((l) => l.startsWith('English'))).toBe(false);
    expect(out.at(-1)).toMatch(/^\d+ cards, 16 categories, 0 problems, \d+ warnings$/);
    // Spanish has the shared categories and four of its own.
    expect(out).toContain('  sayings and expressions: 30');
  });

  it('puts each language’s cards in its own catalogue', async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    expect(await store.catalogue('en')).toEqual([...builtInCards()].sort(byId));
    for (const code of ['es', 'fr', 'de', 'it', 'pt-BR'] as const) {
      const language = LANGUAGES.find((l) => l.code === code);
      const records = readDataFiles(language?.folder).flatMap(({ records }) => records as CardRecord[]);
      expect(records.length, code).toBeGreaterThanOrEqual(600);
      const dealt = await store.catalogue(code);
      expect(dealt.map((c) => c.word).sort(), code).toEqual(records.map((c) => c.word).sort());
      expect(
        dealt.every((c) => c.id.startsWith(`${code}/`)),
        code,
      ).toBe(true);
    }
  });

  it('refreshes only what differs: nothing for the same release, else the changed cards and the retired', async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    const written: string[] = [];
    const upsert = store.upsertCatalogue.bind(store);
    const retire = store.retireCatalogue.bind(store);
    store.upsertCatalogue = async (cards, source, language) => {
      written.push(`upsert ${language} ${cards.map((c) => c.id).join(' ')}`);
      return upsert(cards, source, language);
    };
    store.retireCatalogue = async (source, keep, language) => {
      written.push(`retire ${language}`);
      return retire(source, keep, language);
    };
    await refreshBuiltInCards(store);
    expect(written).toEqual([]);
    // An older release's text of one card, and a card this release no longer has.
    const [card] = builtInCards();
    if (!card) throw new Error('no built-in cards');
    await upsert([{ ...card, word: `${card.word} (old)` }], 'built-in', 'en');
    await upsert([{ ...card, id: 'en/retired-card' }], 'built-in', 'en');
    await refreshBuiltInCards(store);
    expect(written).toEqual([`upsert en ${card.id}`, 'retire en']);
    expect(await store.catalogue('en')).toEqual([...builtInCards()].sort(byId));
  });

  it('checks one language when named, and refuses a language it does not hold', async () => {
    const { out, io } = collector();
    expect(await runCardsTool(['check', 'en'], new MemoryStore(), io)).toBe(0);
    expect(out[0]).toBe('English (en):');
    const refused = collector();
    expect(await runCardsTool(['check', 'xx'], new MemoryStore(), refused.io)).toBe(1);
    expect(refused.err).toEqual(['unknown language "xx": one of en, es, fr, de, it, pt-BR']);
  });

  it('fails a broken catalogue with exit 1, naming every problem', async () => {
    dir = mkdtempSync(join(tmpdir(), 'unsayable-check-'));
    let made = 0;
    const good = (word: string, difficulty = 'easy') => {
      made += 1;
      return {
        word,
        forbidden: ['red', 'green', 'blue', 'orange', 'purple'].map((c) => `${c} ${made}`),
        difficulty,
      };
    };
    writeFileSync(
      join(dir, 'animals.json'),
      JSON.stringify([
        good('Okapi'),
        good('Otter', 'medium'),
        good('Owl', 'hard'),
        { word: 'Bee', forbidden: ['honey', 'sting', 'beehive', 'hive', 'buzz'], difficulty: 'easy' },
        { word: 'Panda', forbidden: ['bamboo', 'China'], difficulty: 'easy' },
      ]),
    );
    writeFileSync(join(dir, 'food-and-drink.json'), JSON.stringify([good('Otters', 'medium')]));
    writeFileSync(join(dir, 'places.json'), JSON.stringify({ word: 'Paris' }));
    writeFileSync(join(dir, 'dinosaurs.json'), JSON.stringify([good('T. rex')]));
    const { out, io } = collector();

    expect(await runCardsTool(['check'], new MemoryStore(), io, dir)).toBe(1);

    const problems = out.filter((l) => l.startsWith('problem:'));
    expect(problems).toEqual(
      expect.arrayContaining([
        'problem: animals.json#4 "Bee": forbidden word "beehive" overlaps the target',
        'problem: animals.json#4 "Bee": forbidden words "beehive" and "hive" share a stem',
        'problem: animals.json#5 "Panda": needs exactly 5 forbidden words',
        'problem: food-and-drink.json#1 "Otters": duplicate target (also animals.json#2 "Otter")',
        'problem: places.json: must hold a JSON array of cards',
        expect.stringMatching(/^problem: dinosaurs\.json: not a category file/),
        'problem: places: only 0 cards: below half a fair share',
        'problem: actions: only 0 cards: below half a fair share',
      ]),
    );
    // Five cards counted (Panda is not), in two categories; the ten empty categories fall short.
    expect(problems).toHaveLength(16);
    expect(out.at(-2)).toBe('5 cards, 2 categories, 16 problems, 0 warnings');
    expect(out.at(-1)).toBe('How to write a card that passes: docs/CARDS.md');
  });
});

describe('cards import and export', () => {
  it('imports three cards and exports the same three back', async () => {
    const store = new MemoryStore();
    const { out, err, io } = collector({ 'cards.csv': THREE_CARDS });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['imported 3 English (en) cards']);
    expect(await store.catalogue('en')).toEqual(THREE_EXPECTED);

    const exported = collector();
    expect(await runCardsTool(['export'], store, exported.io)).toBe(0);
    expect(exported.out).toHaveLength(1);
    const csv = exported.out[0] as string;
    expect(csv.split('\n')[0]).toBe(HEADER);
    const again = csvToRows(csv).map((row) => rowToCard(row, 'en'));
    expect(again).toEqual(THREE_EXPECTED);

    // And the exported file imports into an empty store as the same catalogue.
    const other = new MemoryStore();
    const reimport = collector({ 'exported.csv': csv });
    expect(await runCardsTool(['import', 'exported.csv'], other, reimport.io)).toBe(0);
    expect(await other.catalogue('en')).toEqual(await store.catalogue('en'));
  });

  it('exports the whole catalogue, built-in cards included', async () => {
    const store = new MemoryStore();
    const cards = builtInCards();
    await store.upsertCatalogue(cards, 'built-in', 'en');
    const { out, io } = collector();
    expect(await runCardsTool(['export'], store, io)).toBe(0);
    const back = csvToRows(out[0] as string).map((row) => rowToCard(row, 'en'));
    expect(back).toHaveLength(cards.length);
    expect(back).toEqual([...cards].sort(byId));
  });

  it('imports idempotently and updates a card in place by category and word', async () => {
    const store = new MemoryStore();
    const first = collector({ 'cards.csv': THREE_CARDS });
    await runCardsTool(['import', 'cards.csv'], store, first.io);
    await runCardsTool(['import', 'cards.csv'], store, first.io);
    expect(await store.catalogue('en')).toEqual(THREE_EXPECTED);

    const update = collector({
      'update.csv': `${HEADER}\nanimals,Okapi,shy,stripes,forest,Congo,zebra,medium\n`,
    });
    expect(await runCardsTool(['import', 'update.csv'], store, update.io)).toBe(0);
    const okapi = (await store.catalogue('en')).find((c) => c.id === 'animals/okapi');
    expect(okapi).toMatchObject({
      forbidden: ['shy', 'stripes', 'forest', 'Congo', 'zebra'],
      difficulty: 'medium',
    });
    expect(await store.catalogue('en')).toHaveLength(3);
  });

  it('accepts category and difficulty in any case, and a byte order mark', async () => {
    const store = new MemoryStore();
    const csv = `\uFEFF${HEADER}\nAnimals,Okapi,giraffe,stripes,forest,Congo,zebra,HARD\n`;
    const { io } = collector({ 'cards.csv': csv });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(0);
    expect(await store.catalogue('en')).toEqual([THREE_EXPECTED[0]]);
  });

  it.each([
    [
      'four forbidden words',
      'places,Harbour,boats,sea,port,dock,,easy',
      'problem: line 3 "Harbour": needs exactly 5 forbidden words',
    ],
    [
      'a forbidden word in the target',
      'places,Harbour,boats,sea,harbours,dock,pier,easy',
      'problem: line 3 "Harbour": forbidden word "harbours" overlaps the target',
    ],
    [
      'an unknown category',
      'planets,Mars,red,rover,space,fourth,rust,easy',
      'problem: line 3: unknown category "planets"',
    ],
    [
      'a category only Spanish has',
      'football,Offside,line,flag,striker,referee,position,medium',
      'problem: line 3: English has no category "football"',
    ],
    [
      'an unknown difficulty',
      'places,Harbour,boats,sea,port,dock,pier,tricky',
      'problem: line 3: difficulty must be easy, medium or hard',
    ],
    [
      'a target too long',
      `places,${'H'.repeat(36)},boats,sea,port,dock,pier,easy`,
      `problem: line 3 "${'H'.repeat(36)}": the target must be 1–35 characters without outer spaces`,
    ],
  ])('refuses a file with %s, names the line and writes nothing', async (_, badRow, message) => {
    const store = new MemoryStore();
    const csv = [
      HEADER,
      'animals,Okapi,giraffe,stripes,forest,Congo,zebra,hard',
      badRow,
      'places,Lighthouse,coast,beam,tower,ships,keeper,easy',
    ].join('\n');
    const { out, err, io } = collector({ 'cards.csv': csv });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(2);
    expect(err[0]).toBe(message);
    expect(err[1]).toBe('nothing imported: 1 problems');
    expect(await store.catalogue('en')).toEqual([]);
  });

  it('refuses two rows with the same target, naming both lines', async () => {
    const store = new MemoryStore();
    const csv = [
      HEADER,
      'animals,Okapi,giraffe,stripes,forest,Congo,zebra,hard',
      'places,Okapis,rainforest,shy,hooves,stripes,Congo,hard',
    ].join('\n');
    const { err, io } = collector({ 'cards.csv': csv });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(1);
    expect(err).toEqual([
      'problem: line 3 "Okapis": duplicate target (also line 2 "Okapi")',
      'nothing imported: 1 problems',
    ]);
    expect(await store.catalogue('en')).toEqual([]);
  });

  it('refuses rows that are one card twice, by stem or by forbidden words, naming both lines', async () => {
    const store = new MemoryStore();
    const csv = [
      HEADER,
      'people and jobs,Librarian,books,quiet,shush,borrow,shelves,medium',
      'places,Library,books,read,quiet,borrow,silence,easy',
    ].join('\n');
    const { err, io } = collector({ 'cards.csv': csv });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(1);
    expect(err).toEqual([
      'problem: line 3 "Library": target shares a stem with another target (also line 2 "Librarian")',
      'problem: line 3 "Library": shares 3 forbidden words (books, quiet, borrow) with another card (also line 2 "Librarian")',
      'nothing imported: 2 problems',
    ]);
    expect(await store.catalogue('en')).toEqual([]);
  });

  it('refuses a target already in the catalogue under another category', async () => {
    const store = new MemoryStore();
    await store.upsertCatalogue(builtInCards(), 'built-in', 'en');
    const before = await store.catalogue('en');
    const csv = [
      HEADER,
      'animals,Okapi,giraffe,stripes,forest,Congo,zebra,hard',
      'places,Giraffes,neck,tall,spots,Africa,zoo,easy',
    ].join('\n');
    const { out, err, io } = collector({ 'cards.csv': csv });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([
      'problem: line 3 "Giraffes": "Giraffes" is already a card (animals/giraffe)',
      'nothing imported: 1 problems',
    ]);
    expect(await store.catalogue('en')).toEqual(before);
  });

  it('updates a built-in card when the category and word match', async () => {
    const store = new MemoryStore();
    await store.upsertCatalogue(builtInCards(), 'built-in', 'en');
    const csv = `${HEADER}\nanimals,Giraffe,neck,tall,spots,Africa,savanna,medium\n`;
    const { io } = collector({ 'cards.csv': csv });
    expect(await runCardsTool(['import', 'cards.csv'], store, io)).toBe(0);
    expect((await store.catalogue('en')).find((c) => c.id === 'animals/giraffe')).toMatchObject({
      forbidden: ['neck', 'tall', 'spots', 'Africa', 'savanna'],
      difficulty: 'medium',
    });
    expect(await store.catalogue('en')).toHaveLength(builtInCards().length);
  });

  it('needs a file name', async () => {
    const { err, io } = collector();
    expect(await runCardsTool(['import'], new MemoryStore(), io)).toBe(1);
    expect(err).toEqual(['import needs a CSV file']);
  });

  it('exports an empty catalogue as the header alone', async () => {
    const { out, io } = collector();
    expect(await runCardsTool(['export'], new MemoryStore(), io)).toBe(0);
    expect(out).toEqual([HEADER]);
  });
});

describe('card ideas: list, approve, reject', () => {
  let store: MemoryStore;
  beforeEach(async () => {
    store = new MemoryStore();
    await store.upsertCatalogue(builtInCards(), 'built-in', 'en');
  });

  const ideaOf = async (id: string) => (await store.ideas()).find((i) => i.id === id);
  const cardOf = async (word: string) => (await store.catalogue('en')).find((c) => c.word === word);

  it('lists every idea with its date and state, and a count', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    await store.addIdea(idea({ id: 'i-2', word: 'Tapir', forbidden: [], createdAt: Date.UTC(2025, 0, 3) }));
    await store.addIdea(idea({ id: 'i-3', word: 'Quokka', reviewed: true, createdAt: Date.UTC(2025, 0, 4) }));
    await store.addIdea(
      idea({ id: 'i-4', word: 'Axolotl', reviewed: true, added: true, createdAt: Date.UTC(2025, 0, 5) }),
    );
    const { out, io } = collector();
    expect(await runCardsTool(['ideas'], store, io)).toBe(0);
    expect(out).toEqual([
      'i-1  2025-01-02T03:04:05.000Z  en  new       Okapi — stripes, forest, Congo, zebra, hooves',
      'i-2  2025-01-03T00:00:00.000Z  en  new       Tapir — (no forbidden words)',
      'i-3  2025-01-04T00:00:00.000Z  en  rejected  Quokka — stripes, forest, Congo, zebra, hooves',
      'i-4  2025-01-05T00:00:00.000Z  en  added     Axolotl — stripes, forest, Congo, zebra, hooves',
      '4 ideas, 2 not reviewed',
    ]);
  });

  it('lists no ideas', async () => {
    const { out, io } = collector();
    expect(await runCardsTool(['ideas'], new MemoryStore(), io)).toBe(0);
    expect(out).toEqual(['0 ideas, 0 not reviewed']);
  });

  it('approves an idea into the catalogue with the given category and difficulty', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    const before = (await store.catalogue('en')).length;
    const { out, err, io } = collector();
    expect(
      await runCardsTool(['approve', 'i-1', '--category', 'animals', '--difficulty', 'hard'], store, io),
    ).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['approved "Okapi" into English (en) animals as animals/okapi']);
    expect(await cardOf('Okapi')).toEqual({
      id: 'animals/okapi',
      word: 'Okapi',
      forbidden: ['stripes', 'forest', 'Congo', 'zebra', 'hooves'],
      category: 'animals',
      difficulty: 'hard',
    });
    expect(await store.catalogue('en')).toHaveLength(before + 1);
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: true, added: true });
  });

  it('approves into everyday life at medium when nothing else is said', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    const { io } = collector();
    expect(await runCardsTool(['approve', 'i-1'], store, io)).toBe(0);
    expect(await cardOf('Okapi')).toMatchObject({
      id: 'everyday-life/okapi',
      category: 'everyday life',
      difficulty: 'medium',
    });
  });

  it('refuses an idea with fewer than five forbidden words unless --forbidden gives five', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi', forbidden: ['stripes', 'forest'] }));
    const first = collector();
    expect(await runCardsTool(['approve', 'i-1', '--category', 'animals'], store, first.io)).toBe(1);
    expect(first.err).toEqual([
      'a catalogue card needs exactly 5 forbidden words; give them with --forbidden "a,b,c,d,e"',
    ]);
    expect(await cardOf('Okapi')).toBeUndefined();
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: false, added: false });

    const four = collector();
    expect(
      await runCardsTool(['approve', 'i-1', '--forbidden', 'stripes, forest, Congo, zebra'], store, four.io),
    ).toBe(1);
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: false, added: false });

    const second = collector();
    expect(
      await runCardsTool(
        ['approve', 'i-1', '--category', 'animals', '--forbidden', ' stripes, forest ,Congo,zebra,hooves '],
        store,
        second.io,
      ),
    ).toBe(0);
    expect(await cardOf('Okapi')).toMatchObject({
      id: 'animals/okapi',
      forbidden: ['stripes', 'forest', 'Congo', 'zebra', 'hooves'],
    });
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: true, added: true });
  });

  it('refuses an idea that was already reviewed', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi', reviewed: true }));
    const { err, io } = collector();
    expect(await runCardsTool(['approve', 'i-1', '--category', 'animals'], store, io)).toBe(1);
    expect(err).toEqual(['idea i-1 was already reviewed']);
    expect(await cardOf('Okapi')).toBeUndefined();
  });

  it('refuses to approve the same idea twice', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    expect(await runCardsTool(['approve', 'i-1', '--category', 'animals'], store, collector().io)).toBe(0);
    const again = collector();
    expect(await runCardsTool(['approve', 'i-1', '--category', 'places'], store, again.io)).toBe(1);
    expect(again.err).toEqual(['idea i-1 was already reviewed']);
    expect((await store.catalogue('en')).filter((c) => c.word === 'Okapi')).toHaveLength(1);
  });

  it('refuses an unknown id, or none', async () => {
    const unknown = collector();
    expect(await runCardsTool(['approve', 'nope'], store, unknown.io)).toBe(1);
    expect(unknown.err).toEqual(['no card idea with id nope']);
    const none = collector();
    expect(await runCardsTool(['approve'], store, none.io)).toBe(1);
    expect(none.err).toEqual(['no card idea with id (none given)']);
  });

  it('refuses a word already in the catalogue, also as a plural and in another category', async () => {
    await store.addIdea(
      idea({ id: 'i-1', word: 'giraffes', forbidden: ['neck', 'tall', 'spots', 'Africa', 'zoo'] }),
    );
    const before = await store.catalogue('en');
    const { err, io } = collector();
    expect(await runCardsTool(['approve', 'i-1', '--category', 'places'], store, io)).toBe(1);
    expect(err).toEqual(['problem: idea i-1: "giraffes" is already a card (animals/giraffe)']);
    expect(await store.catalogue('en')).toEqual(before);
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: false, added: false });
  });

  it('refuses a card the checker refuses, naming the problem', async () => {
    await store.addIdea(
      idea({ id: 'i-1', word: 'Okapi', forbidden: ['okapis', 'forest', 'Congo', 'zebra', 'hooves'] }),
    );
    const { err, io } = collector();
    expect(await runCardsTool(['approve', 'i-1', '--category', 'animals'], store, io)).toBe(1);
    expect(err).toEqual(['problem: idea i-1#1 "Okapi": forbidden word "okapis" overlaps the target']);
    expect(await cardOf('Okapi')).toBeUndefined();
  });

  it('refuses an unknown category or difficulty', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    const category = collector();
    expect(await runCardsTool(['approve', 'i-1', '--category', 'planets'], store, category.io)).toBe(1);
    expect(category.err[0]).toMatch(/^unknown category "planets": one of animals, /);
    const difficulty = collector();
    expect(await runCardsTool(['approve', 'i-1', '--difficulty', 'tricky'], store, difficulty.io)).toBe(1);
    expect(difficulty.err).toEqual(['difficulty must be easy, medium or hard']);
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: false, added: false });
  });

  it('rejects an idea: reviewed, not added, and the catalogue untouched', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    const before = await store.catalogue('en');
    const { out, io } = collector();
    expect(await runCardsTool(['reject', 'i-1'], store, io)).toBe(0);
    expect(out).toEqual(['rejected "Okapi"']);
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: true, added: false });
    expect(await store.catalogue('en')).toEqual(before);

    const listed = collector();
    await runCardsTool(['ideas'], store, listed.io);
    expect(listed.out[0]).toContain('  rejected  Okapi');
  });

  it('refuses to reject an unknown id', async () => {
    const { err, io } = collector();
    expect(await runCardsTool(['reject', 'nope'], store, io)).toBe(1);
    expect(err).toEqual(['no card idea with id nope']);
  });

  it('refuses to reject an idea already approved, which stays added', async () => {
    await store.addIdea(idea({ id: 'i-1', word: 'Okapi' }));
    expect(await runCardsTool(['approve', 'i-1', '--category', 'animals'], store, collector().io)).toBe(0);
    const { err, io } = collector();
    expect(await runCardsTool(['reject', 'i-1'], store, io)).toBe(1);
    expect(err).toEqual(['idea i-1 was already reviewed']);
    expect(await ideaOf('i-1')).toMatchObject({ reviewed: true, added: true });
    expect(await cardOf('Okapi')).toBeDefined();
  });
});

describe('the card tool per language', () => {
  const SPANISH_CARDS = [
    HEADER,
    'animals,Ajolote,México,branquias,anfibio,lago,rosado,hard',
    'places,Faro de prueba,costa,luz,torre,barcos,guardián,easy',
    'football,Saque de banda,línea,manos,lateral,cabeza,lanzar,medium',
  ].join('\n');
  const spanishIdea = (fields: Partial<CardIdea> = {}): CardIdea => ({
    id: 'i-es',
    word: 'Ajolote',
    forbidden: ['México', 'branquias', 'anfibio', 'lago', 'rosado'],
    reviewed: false,
    added: false,
    createdAt: Date.UTC(2025, 0, 2),
    playerId: null,
    language: 'es',
    ...fields,
  });

  it('imports into the language named, checked by its rules, and exports it alone', async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    const english = await store.catalogue('en');
    const { out, err, io } = collector({ 'es.csv': SPANISH_CARDS });
    expect(await runCardsTool(['import', 'es.csv', '--language', 'es'], store, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['imported 3 Español (es) cards']);
    const spanish = await store.catalogue('es');
    // A category of Spanish's own.
    expect(spanish.find((c) => c.word === 'Saque de banda')).toMatchObject({
      id: 'es/football/saque-de-banda',
      category: 'football',
    });
    expect(spanish.find((c) => c.word === 'Ajolote')).toEqual({
      id: 'es/animals/ajolote',
      word: 'Ajolote',
      forbidden: ['México', 'branquias', 'anfibio', 'lago', 'rosado'],
      category: 'animals',
      difficulty: 'hard',
    });
    expect(await store.catalogue('en')).toEqual(english);

    const exported = collector();
    expect(await runCardsTool(['export', '--language', 'es'], store, exported.io)).toBe(0);
    const rows = csvToRows(exported.out[0] as string);
    expect(rows).toHaveLength(spanish.length);
    expect(rows.map((r) => rowToCard(r, 'es'))).toEqual(spanish);
    // Without --language, export is English.
    const englishExport = collector();
    await runCardsTool(['export'], store, englishExport.io);
    expect(csvToRows(englishExport.out[0] as string)).toHaveLength(english.length);
  });

  it('imports and exports Italian like any game language', async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    const csv = [HEADER, 'italy,Trullo di prova,Puglia,pietra,tetto,cono,Alberobello,medium'].join('\n');
    const { out, err, io } = collector({ 'it.csv': csv });
    expect(await runCardsTool(['import', 'it.csv', '--language', 'it'], store, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['imported 1 Italiano (it) cards']);
    const italian = await store.catalogue('it');
    expect(italian.find((c) => c.word === 'Trullo di prova')).toMatchObject({
      id: 'it/italy/trullo-di-prova',
      category: 'italy',
    });
    expect((await store.catalogue('es')).some((c) => c.word === 'Trullo di prova')).toBe(false);
    const exported = collector();
    expect(await runCardsTool(['export', '--language', 'it'], store, exported.io)).toBe(0);
    const rows = csvToRows(exported.out[0] as string);
    expect(rows.map((r) => rowToCard(r, 'it'))).toEqual(italian);
  });

  it('checks an import by its language: a Spanish plural in the target, a Spanish card already there', async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    const csv = [
      HEADER,
      'animals,Gatos,miau,ronronear,bigotes,mascota,ratón,easy',
      'places,Puerto,barcos,mar,puertos,muelle,ancla,easy',
    ].join('\n');
    const { err, io } = collector({ 'es.csv': csv });
    expect(await runCardsTool(['import', 'es.csv', '--language', 'es'], store, io)).toBe(1);
    expect(err).toEqual(
      expect.arrayContaining([
        'problem: line 2 "Gatos": "Gatos" is already a card (es/animals/gato)',
        'problem: line 3 "Puerto": forbidden word "puertos" overlaps the target',
        'nothing imported: 2 problems',
      ]),
    );
    // The same file as English: "Gatos" is no English card, and English plurals are not Spanish ones.
    const asEnglish = collector({ 'es.csv': csv });
    expect(await runCardsTool(['import', 'es.csv'], store, asEnglish.io)).toBe(1);
    expect(asEnglish.err.some((l) => l.includes('already a card'))).toBe(false);
  });

  it('lists ideas with their language, all or one language', async () => {
    const store = new MemoryStore();
    await store.addIdea(spanishIdea());
    await store.addIdea(idea({ id: 'i-en', word: 'Okapi', createdAt: Date.UTC(2025, 0, 3) }));
    const all = collector();
    expect(await runCardsTool(['ideas'], store, all.io)).toBe(0);
    expect(all.out).toEqual([
      'i-es  2025-01-02T00:00:00.000Z  es  new       Ajolote — México, branquias, anfibio, lago, rosado',
      'i-en  2025-01-03T00:00:00.000Z  en  new       Okapi — stripes, forest, Congo, zebra, hooves',
      '2 ideas, 2 not reviewed',
    ]);
    const spanish = collector();
    expect(await runCardsTool(['ideas', '--language', 'es'], store, spanish.io)).toBe(0);
    expect(spanish.out).toEqual([all.out[0], '1 ideas, 1 not reviewed']);
  });

  it("approves an idea into its own language's catalogue, or the one --language names", async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    await store.addIdea(spanishIdea());
    const { out, err, io } = collector();
    expect(await runCardsTool(['approve', 'i-es', '--category', 'animals'], store, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['approved "Ajolote" into Español (es) animals as es/animals/ajolote']);
    expect((await store.catalogue('es')).some((c) => c.id === 'es/animals/ajolote')).toBe(true);
    expect((await store.catalogue('en')).some((c) => c.word === 'Ajolote')).toBe(false);

    // An English idea sent from a Spanish browser goes where the operator says.
    await store.addIdea(
      spanishIdea({
        id: 'i-2',
        word: 'Quokka',
        forbidden: ['smile', 'Australia', 'marsupial', 'island', 'selfie'],
      }),
    );
    const moved = collector();
    expect(
      await runCardsTool(['approve', 'i-2', '--category', 'animals', '--language', 'en'], store, moved.io),
    ).toBe(0);
    expect(moved.out).toEqual(['approved "Quokka" into English (en) animals as animals/quokka']);
    expect((await store.catalogue('es')).some((c) => c.word === 'Quokka')).toBe(false);
  });

  it("refuses a word its language's catalogue has, whatever the other languages hold", async () => {
    const store = new MemoryStore();
    await refreshBuiltInCards(store);
    // "Pizza" is a card in English and in Spanish; "Ajolote" in neither.
    await store.addIdea(
      spanishIdea({ word: 'Pizzas', forbidden: ['Italia', 'queso', 'horno', 'masa', 'porción'] }),
    );
    const { err, io } = collector();
    expect(await runCardsTool(['approve', 'i-es', '--category', 'food and drink'], store, io)).toBe(1);
    expect(err).toEqual([expect.stringMatching(/"Pizzas" is already a card \(es\/food-and-drink\/pizza\)/)]);
  });

  it('rejects an idea of the language named, and refuses one of another', async () => {
    const store = new MemoryStore();
    await store.addIdea(spanishIdea());
    const wrong = collector();
    expect(await runCardsTool(['reject', 'i-es', '--language', 'en'], store, wrong.io)).toBe(1);
    expect(wrong.err).toEqual(['idea i-es is in es, not en: nothing changed']);
    expect((await store.ideas())[0]?.reviewed).toBe(false);
    const right = collector();
    expect(await runCardsTool(['reject', 'i-es', '--language', 'es'], store, right.io)).toBe(0);
    expect((await store.ideas())[0]).toMatchObject({ reviewed: true, added: false });
  });

  it.each([
    [['import', 'es.csv', '--language', 'pt-PT']],
    [['export', '--language', 'pt-PT']],
    [['ideas', '--language', 'pt-PT']],
    [['approve', 'i-es', '--language', 'pt-PT']],
    [['reject', 'i-es', '--language', 'pt-PT']],
  ])(
    '%j refuses a language with no catalogue in the store, naming the languages games are played in',
    async (args) => {
      const store = new MemoryStore();
      await store.addIdea(spanishIdea());
      const { err, io } = collector({ 'es.csv': SPANISH_CARDS });
      expect(await runCardsTool(args, store, io)).toBe(1);
      expect(err).toEqual(['unknown language "pt-PT": one of en, es, fr, de, it, pt-BR']);
      expect(await store.catalogue('es')).toEqual([]);
      expect((await store.ideas())[0]?.reviewed).toBe(false);
    },
  );

  it.each([[['check', '--language', 'xx']], [['sample', '--language', 'xx', '--seed', '1', '--count', '2']]])(
    '%j names every language with cards, those in writing too',
    async (args) => {
      const { err, io } = collector();
      expect(await runCardsTool(args, new MemoryStore(), io)).toBe(1);
      expect(err).toEqual(['unknown language "xx": one of en, es, fr, de, it, pt-BR']);
    },
  );

  it('samples a language whose code has a region', async () => {
    const { out, io } = collector();
    expect(
      await runCardsTool(
        ['sample', '--language', 'pt-BR', '--seed', '1', '--count', '2'],
        new MemoryStore(),
        io,
      ),
    ).toBe(0);
    expect(out[0]).toMatch(
      /^npm run cards -- sample --language pt-BR --seed 1 --count 2 {2}\(2 of \d+ cards\)$/,
    );
  });

  it('checks one language given as --language', WHOLE_CHECK, async () => {
    const { out, io } = collector();
    expect(await runCardsTool(['check', '--language', 'es'], new MemoryStore(), io)).toBe(0);
    expect(out[0]).toBe('Español (es):');
    expect(out.at(-1)).toMatch(/^\d+ cards, 16 categories, 0 problems, \d+ warnings$/);
  });
});

describe('cards sample', () => {
  const sample = async (args: string[], dataFolder?: string) => {
    const { out, err, io } = collector();
    const code = await runCardsTool(['sample', ...args], new MemoryStore(), io, dataFolder);
    return { code, out, err };
  };
  /** The cells of a table row, without the outer bars. */
  const cells = (row: string) => row.slice(2, -2).split(' | ');

  it('draws the same cards for the same language, seed and count, as a table to fill in', async () => {
    const first = await sample(['--language', 'es', '--seed', '18', '--count', '120']);
    expect(first.code).toBe(0);
    expect((await sample(['--language', 'es', '--seed', '18', '--count', '120'])).out).toEqual(first.out);
    expect(first.out[0]).toMatch(
      /^npm run cards -- sample --language es --seed 18 --count 120 {2}\(120 of \d+ cards\)$/,
    );
    expect(first.out.slice(1, 4)).toEqual([
      '',
      '| # | id | target | forbidden | difficulty | verdict | note |',
      '| - | -- | ------ | --------- | ---------- | ------- | ---- |',
    ]);
    const rows = first.out.slice(4).map(cells);
    expect(rows).toHaveLength(120);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 120 }, (_, i) => String(i + 1)));
    expect(new Set(rows.map((r) => r[1])).size).toBe(120);
    const spanish = new Map(
      LANGUAGES[1] ? builtInCards(LANGUAGES[1].folder, 'es').map((c) => [c.id, c]) : [],
    );
    for (const [, id, word, forbidden, difficulty, verdict, note] of rows) {
      const card = spanish.get(id as string);
      expect(card, id).toBeDefined();
      expect([word, forbidden, difficulty]).toEqual([
        card?.word,
        card?.forbidden.join(', '),
        card?.difficulty,
      ]);
      expect([verdict, note]).toEqual(['', '']);
    }
  });

  it('draws other cards for another seed, and English unless a language is named', async () => {
    const a = await sample(['--language', 'es', '--seed', '18', '--count', '20']);
    const b = await sample(['--language', 'es', '--seed', '19', '--count', '20']);
    expect(b.out.slice(4)).not.toEqual(a.out.slice(4));
    const english = await sample(['--seed', '18', '--count', '3']);
    expect(english.out[0]).toMatch(/^npm run cards -- sample --language en --seed 18 --count 3 /);
    expect(english.out.slice(4).every((row) => !cells(row)[1]?.startsWith('es/'))).toBe(true);
  });

  it('gives every card of a small deck once when asked for more, and keeps a bar inside a cell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unsayable-sample-'));
    try {
      const cards: CardRecord[] = [
        { word: 'Okapi', forbidden: ['giraffe', 'stripes', 'forest', 'Congo', 'zebra'], difficulty: 'hard' },
        { word: 'Pipe | bar', forbidden: ['a', 'b', 'c', 'd', 'e'], difficulty: 'easy' },
      ];
      writeFileSync(join(dir, 'animals.json'), JSON.stringify(cards));
      const { code, out } = await sample(['--seed', '7', '--count', '5'], dir);
      expect(code).toBe(0);
      expect(out[0]).toBe('npm run cards -- sample --language en --seed 7 --count 5  (2 of 2 cards)');
      // Numbered in the order drawn; the cards themselves, by id, are both there once.
      expect(
        out
          .slice(4)
          .map((row) => row.replace(/^\| \d+ /, '| # '))
          .sort(),
      ).toEqual([
        '| # | animals/okapi | Okapi | giraffe, stripes, forest, Congo, zebra | hard |  |  |',
        '| # | animals/pipe-bar | Pipe \\| bar | a, b, c, d, e | easy |  |  |',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [['--seed', 'x', '--count', '5']],
    [['--seed', '1']],
    [['--count', '5']],
    [['--seed', '1', '--count', '0']],
    [['--seed', '-1', '--count', '2']],
  ])('refuses %j', async (args) => {
    const { code, out, err } = await sample(args);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual(['sample needs --seed N and --count C, whole numbers (C at least 1)']);
  });
});

describe('usage', () => {
  it('exits 2 with the usage on an unknown command', async () => {
    const { out, err, io } = collector();
    expect(await runCardsTool(['frobnicate'], new MemoryStore(), io)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual(['unknown command "frobnicate"', usage]);
  });

  it('exits 2 with the usage when no command is given', async () => {
    const { err, io } = collector();
    expect(await runCardsTool([], new MemoryStore(), io)).toBe(2);
    expect(err).toEqual(['no command given', usage]);
  });

  it('names every command in the usage', () => {
    for (const command of [
      'check',
      'import FILE.csv',
      'export',
      'ideas',
      'approve ID',
      'reject ID',
      'sample',
    ])
      expect(usage).toContain(command);
  });
});
