import {
  ENGLISH_CATEGORIES as CATEGORIES,
  type Category,
  DIFFICULTIES,
  randomFrom,
  SPANISH_WORLD_CATEGORIES,
  shuffled,
} from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { builtInCards, type CardRecord, readDataFiles, UnreadableJson } from './catalogue.ts';
import { type CheckedFile, checkCatalogue, overlaps, stem, summaryLine } from './check.ts';
import { spanish } from './languages/spanish.ts';
import { slug } from './slug.ts';

const FORBIDDEN = ['red', 'green', 'blue', 'orange', 'purple'];

let made = 0;
/** Five forbidden words no other card of a test shares: "red 7", "green 7"… */
const ownForbidden = (): string[] => {
  made += 1;
  return FORBIDDEN.map((colour) => `${colour} ${made}`);
};

/**
 * A clean catalogue: every category with one card of each difficulty, so the spread is even.
 * Targets are "CardN", one made-up word each, which no colour overlaps and no other target shares.
 */
function cleanFiles(): CheckedFile[] {
  let n = 0;
  return CATEGORIES.map((category) => ({
    file: `${slug(category)}.json`,
    category,
    records: DIFFICULTIES.map((difficulty) => ({
      word: `Card${++n}`,
      forbidden: ownForbidden(),
      difficulty,
    })),
  }));
}

/** The clean catalogue with extra records (or a replaced value) in one category's file. */
function withCards(category: Category, ...records: unknown[]): CheckedFile[] {
  return cleanFiles().map((f) =>
    f.category === category ? { ...f, records: [...(f.records as unknown[]), ...records] } : f,
  );
}

const card = (word: string, forbidden: string[] = ownForbidden(), difficulty = 'medium'): unknown => ({
  word,
  forbidden,
  difficulty,
});

/** The problems of a catalogue, as "where: message" lines. */
const problemsOf = (files: CheckedFile[]): string[] =>
  checkCatalogue(files).problems.map((p) => `${p.where}: ${p.message}`);

describe('checkCatalogue', () => {
  it('finds nothing wrong with a clean set and says so in the summary line', () => {
    const report = checkCatalogue(cleanFiles());
    expect(report.problems).toEqual([]);
    expect(summaryLine(report)).toBe('36 cards, 12 categories, 0 problems, 0 warnings');
    expect(report.byDifficulty).toEqual({ easy: 12, medium: 12, hard: 12 });
    expect(Object.values(report.byCategory)).toEqual(Array(12).fill(3));
  });

  it('counts the problems in the summary line', () => {
    const report = checkCatalogue(withCards('animals', card(''), card('Lamp', ['red'])));
    expect(summaryLine(report)).toBe(
      `37 cards, 12 categories, ${report.problems.length} problems, 0 warnings`,
    );
    expect(report.problems.length).toBeGreaterThanOrEqual(2);
  });

  describe('the target', () => {
    it.each([
      ['too long', 'A'.repeat(36)],
      ['empty', ''],
      ['with a space in front', ' Lamp'],
      ['with a space behind', 'Lamp '],
      ['not text', 42],
    ])('is refused when %s', (_, word) => {
      const problems = problemsOf(withCards('animals', { word, forbidden: FORBIDDEN, difficulty: 'easy' }));
      expect(problems).toEqual([
        expect.stringMatching(/^animals\.json#4.*: the target must be 1–35 characters without outer spaces$/),
      ]);
    });

    it('may be exactly 35 characters, counting accented letters once', () => {
      expect(problemsOf(withCards('animals', card('A'.repeat(35)), card('É'.repeat(35))))).toEqual([]);
    });

    it('names the file, the position and the word of a bad card', () => {
      expect(problemsOf(withCards('places', card('Lamp', ['red'])))).toEqual([
        'places.json#4 "Lamp": needs exactly 5 forbidden words',
      ]);
    });
  });

  describe('the forbidden words', () => {
    it.each([
      ['four', ['red', 'green', 'blue', 'orange']],
      ['six', [...FORBIDDEN, 'pink']],
      ['none', []],
    ])('must be exactly five, not %s', (_, forbidden) => {
      expect(problemsOf(withCards('animals', card('Lamp', forbidden)))).toEqual([
        'animals.json#4 "Lamp": needs exactly 5 forbidden words',
      ]);
    });

    it('must be a list', () => {
      expect(
        problemsOf(withCards('animals', { word: 'Lamp', forbidden: 'red', difficulty: 'easy' })),
      ).toEqual(['animals.json#4 "Lamp": needs exactly 5 forbidden words']);
    });

    it.each([
      ['too long', 'x'.repeat(36)],
      ['empty', ''],
      ['with outer spaces', ' pink '],
    ])('is refused when %s', (_, bad) => {
      expect(problemsOf(withCards('animals', card('Lamp', ['red', 'green', 'blue', 'orange', bad])))).toEqual(
        [`animals.json#4 "Lamp": forbidden word "${bad}" must be 1–35 characters without outer spaces`],
      );
    });

    it('may not repeat, also as a plural or in another case', () => {
      expect(
        problemsOf(withCards('animals', card('Lamp', ['red', 'green', 'blue', 'Greens', 'pink']))),
      ).toEqual(['animals.json#4 "Lamp": forbidden word "Greens" is repeated']);
      expect(
        problemsOf(withCards('animals', card('Lamp', ['red', 'red', 'blue', 'orange', 'pink']))),
      ).toEqual(['animals.json#4 "Lamp": forbidden word "red" is repeated']);
    });

    it.each([
      ['equal to the target', 'Bee', 'bee'],
      ['equal to the target but for the plural', 'Bees', 'bee'],
      ['equal to the target but for case and plural', 'bee', 'BEES'],
      ['containing the target', 'Bee', 'beehive'],
      ['contained in the target', 'Sunflower', 'sun'],
      ['contained in one word of the target', 'Solar panel', 'panels'],
      ['containing one word of the target', 'Ice cream', 'icebox'],
      ['sharing a word with the target', 'Fire engine', 'steam engine'],
    ])('may not be %s ("%s" / "%s")', (_, word, bad) => {
      expect(problemsOf(withCards('animals', card(word, ['red', 'green', 'blue', 'orange', bad])))).toEqual([
        `animals.json#4 "${word}": forbidden word "${bad}" overlaps the target`,
      ]);
    });

    it('leaves out words of one or two letters when comparing word by word', () => {
      expect(overlaps('Walk to school', 'go to bed')).toBe(false);
      expect(overlaps('Sunflower', 'seed')).toBe(false);
      expect(overlaps('Sunflower', 'SUN')).toBe(true);
    });

    it('does not call an empty target an overlap of every forbidden word', () => {
      expect(overlaps('', 'red')).toBe(false);
      expect(overlaps('   ', 'red')).toBe(false);
      expect(overlaps('Lamp', '')).toBe(false);
    });
  });

  it('finds duplicate targets across files, also by plural and case', () => {
    const files = cleanFiles().map((f) =>
      f.category === 'food and drink'
        ? { ...f, records: [...(f.records as unknown[]), card('Apple')] }
        : f.category === 'places'
          ? { ...f, records: [...(f.records as unknown[]), card('apples')] }
          : f,
    );
    expect(problemsOf(files)).toEqual([
      'places.json#4 "apples": duplicate target (also food-and-drink.json#4 "Apple")',
    ]);
  });

  it('finds a duplicate target within one file', () => {
    expect(
      problemsOf(withCards('animals', card('Bee', ['red', 'green', 'blue', 'orange', 'honey']), card('BEE'))),
    ).toEqual(['animals.json#5 "BEE": duplicate target (also animals.json#4 "Bee")']);
  });

  it('refuses an unknown difficulty', () => {
    expect(problemsOf(withCards('animals', card('Lamp', FORBIDDEN, 'impossible')))).toEqual([
      'animals.json#4 "Lamp": difficulty must be one of easy, medium, hard',
    ]);
    expect(problemsOf(withCards('animals', { word: 'Lamp', forbidden: FORBIDDEN }))).toEqual([
      'animals.json#4 "Lamp": difficulty must be one of easy, medium, hard',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(
      problemsOf(withCards('animals', { ...(card('Lamp') as CardRecord), category: 'x', notes: 1 })),
    ).toEqual(['animals.json#4 "Lamp": unknown fields: category, notes']);
  });

  it('refuses a record that is not an object', () => {
    expect(problemsOf(withCards('animals', 'Lamp'))).toEqual(['animals.json#4: not an object']);
    expect(problemsOf(withCards('animals', null))).toEqual(['animals.json#4: not an object']);
  });

  it('refuses a file that is not a category', () => {
    const files = [
      ...cleanFiles(),
      { file: 'dinosaurs.json', category: undefined, records: [card('T. rex')] },
    ];
    expect(problemsOf(files)).toEqual([
      `dinosaurs.json: not a category file of this language (expected one of: ${CATEGORIES.join(', ')})`,
    ]);
  });

  it('holds each language to its own categories: Spanish has the shared ones and its own four', () => {
    const football: CheckedFile = {
      file: 'football.json',
      category: 'football',
      records: DIFFICULTIES.map((difficulty) => card(`Card${difficulty}`, ownForbidden(), difficulty)),
    };
    expect(problemsOf([...cleanFiles(), football])).toEqual([
      `football.json: not a category file of this language (expected one of: ${CATEGORIES.join(', ')})`,
    ]);
    const spanishFiles = [
      ...cleanFiles(),
      ...SPANISH_WORLD_CATEGORIES.map((category, c) => ({
        file: `${slug(category)}.json`,
        category,
        records: DIFFICULTIES.map((difficulty) =>
          card(`Tarjeta${c}${difficulty}`, ownForbidden(), difficulty),
        ),
      })),
    ];
    const spanishReport = checkCatalogue(spanishFiles, spanish);
    expect(summaryLine(spanishReport)).toBe('48 cards, 16 categories, 0 problems, 0 warnings');
    // Without its own four, Spanish is short of them.
    expect(checkCatalogue(cleanFiles(), spanish).problems.map((p) => `${p.where}: ${p.message}`)).toEqual(
      SPANISH_WORLD_CATEGORIES.map((c) => `${c}: only 0 cards: below half a fair share`),
    );
    // Three catalogues are checked here, which on a busy machine can outlast the default time.
  }, 30_000);

  it('refuses a file that is not an array', () => {
    const files = cleanFiles().map((f) =>
      f.category === 'animals' ? { ...f, records: { word: 'Lamp', forbidden: FORBIDDEN } } : f,
    );
    const problems = problemsOf(files);
    expect(problems[0]).toBe('animals.json: must hold a JSON array of cards');
    // The file's cards are missing, so the category also falls below its share.
    expect(problems.slice(1)).toEqual(['animals: only 0 cards: below half a fair share']);
  });

  it.each([
    ['a forbidden word', card('Lamp', ['red', 'green', 'blue', 'orange', 'hell'])],
    ['a word inside a forbidden phrase', card('Lamp', ['red', 'green', 'blue', 'orange', 'what the Crap'])],
  ])('refuses an unsuitable word as %s', (_, record) => {
    expect(problemsOf(withCards('animals', record))).toEqual([
      expect.stringMatching(/^animals\.json#4 "Lamp": ".*(hell|Crap)" is not family-friendly$/),
    ]);
  });

  it('refuses an unsuitable target', () => {
    expect(problemsOf(withCards('animals', card('Naked mole rat')))).toEqual([
      'animals.json#4 "Naked mole rat": the target "Naked mole rat" is not family-friendly',
    ]);
  });

  it('does not judge a suitable word that merely contains an unsuitable one', () => {
    expect(problemsOf(withCards('animals', card('Shellfish'), card('Skill'), card('Hello')))).toEqual([]);
  });

  describe('the spread', () => {
    it('finds a category below half a fair share', () => {
      // 12 categories × 3 cards + 30 more in animals − 1 in places: 65 cards; half a fair share is 2.7.
      // Shuffled, so the file's difficulties follow no cycle.
      const levels = shuffled(
        Array.from({ length: 30 }, (_, i) => DIFFICULTIES[i % 3] as string),
        randomFrom(5),
      );
      const extra = levels.map((difficulty, i) => card(`Extra${i + 100}`, ownForbidden(), difficulty));
      const files = withCards('animals', ...extra).map((f) =>
        f.category === 'places' ? { ...f, records: (f.records as unknown[]).slice(0, 2) } : f,
      );
      expect(problemsOf(files)).toEqual(['places: only 2 cards: below half a fair share']);
    });

    it('finds a category with no file at all', () => {
      const files = cleanFiles().filter((f) => f.category !== 'actions');
      expect(problemsOf(files)).toEqual(['actions: only 0 cards: below half a fair share']);
      expect(summaryLine(checkCatalogue(files))).toBe('33 cards, 11 categories, 1 problems, 0 warnings');
    });

    it('finds a difficulty above 60 %', () => {
      const files = cleanFiles().map((f) => ({
        ...f,
        records: (f.records as CardRecord[]).map((r, i) => (i < 2 ? { ...r, difficulty: 'easy' } : r)),
      }));
      // 24 easy of 36 is 67 %; medium is 0 %, hard is 33 %.
      expect(problemsOf(files)).toEqual([
        'easy: 67 % of the cards: keep each difficulty within 10–60 %',
        'medium: 0 % of the cards: keep each difficulty within 10–60 %',
      ]);
    });

    it('finds a difficulty below 10 %', () => {
      const files = cleanFiles().map((f, k) => ({
        ...f,
        records: (f.records as CardRecord[]).map((r) =>
          r.difficulty === 'hard' && k > 2 ? { ...r, difficulty: 'medium' } : r,
        ),
      }));
      // 3 hard of 36 is 8 %.
      expect(problemsOf(files)).toEqual(['hard: 8 % of the cards: keep each difficulty within 10–60 %']);
    });

    it('accepts 10 % and 60 % exactly', () => {
      // 60 medium, 30 easy and 10 hard in 100 cards, spread over the 12 files.
      const plan = [...Array(60).fill('medium'), ...Array(30).fill('easy'), ...Array(10).fill('hard')];
      const files = CATEGORIES.map((category, c) => ({
        file: `${slug(category)}.json`,
        category,
        records: plan
          .map((difficulty, i) => ({ difficulty, i }))
          .filter(({ i }) => i % 12 === c)
          .map(({ difficulty, i }) => card(`Card${i}`, ownForbidden(), difficulty)),
      }));
      const report = checkCatalogue(files);
      expect(report.problems).toEqual([]);
      expect(summaryLine(report)).toBe('100 cards, 12 categories, 0 problems, 0 warnings');
    });

    it('says nothing about the spread of an empty catalogue', () => {
      const report = checkCatalogue([]);
      expect(report.problems).toEqual([]);
      expect(summaryLine(report)).toBe('0 cards, 0 categories, 0 problems, 0 warnings');
    });
  });

  it('names every problem of a card, not just the first', () => {
    const problems = problemsOf(
      withCards('animals', {
        word: 'Bee ',
        forbidden: ['bee', 'bee', 'x'.repeat(36), 'hell', 'wing'],
        extra: 1,
      }),
    );
    expect(problems).toEqual([
      'animals.json#4 "Bee ": unknown fields: extra',
      'animals.json#4 "Bee ": the target must be 1–35 characters without outer spaces',
      'animals.json#4 "Bee ": difficulty must be one of easy, medium, hard',
      'animals.json#4 "Bee ": forbidden word "bee" overlaps the target',
      'animals.json#4 "Bee ": forbidden word "bee" is repeated',
      'animals.json#4 "Bee ": forbidden word "bee" overlaps the target',
      `animals.json#4 "Bee ": forbidden word "${'x'.repeat(36)}" must be 1–35 characters without outer spaces`,
      'animals.json#4 "Bee ": "hell" is not family-friendly',
    ]);
  });
});

describe('stem', () => {
  it.each([
    ['Bees', 'bee'],
    ['berries', 'berry'],
    ['boxes', 'box'],
    ['peaches', 'peach'],
    ['glass', 'glass'],
    ['bus', 'bus'],
    ['  Apples ', 'apple'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('the built-in catalogue', () => {
  const report = checkCatalogue(readDataFiles());

  it('has no problems', () => {
    expect(report.problems).toEqual([]);
    expect(summaryLine(report)).toMatch(/^\d+ cards, 12 categories, 0 problems, \d+ warnings$/);
  });

  it('holds at least 600 cards in all 12 categories, at least 40 each', () => {
    expect(report.cards).toBeGreaterThanOrEqual(600);
    expect(report.categories).toBe(12);
    expect(Object.keys(report.byCategory).sort()).toEqual([...CATEGORIES].sort());
    for (const category of CATEGORIES) expect(report.byCategory[category]).toBeGreaterThanOrEqual(40);
  });

  it('keeps every difficulty between 10 and 60 % of the cards', () => {
    for (const difficulty of DIFFICULTIES) {
      const share = (report.byDifficulty[difficulty] ?? 0) / report.cards;
      expect(share, difficulty).toBeGreaterThanOrEqual(0.1);
      expect(share, difficulty).toBeLessThanOrEqual(0.6);
    }
  });

  it('keeps the anchor cards of docs/CARDS.md at the difficulty they stand for', () => {
    const anchors = {
      easy: ['Cat', 'Pizza', 'Birthday party', 'Door'],
      medium: ['Eiffel Tower', 'Lighthouse', 'Job interview'],
      hard: ['Metronome', 'Photosynthesis', 'Procrastinate'],
    };
    const difficultyOf = new Map(builtInCards().map((c) => [c.word, c.difficulty]));
    for (const [difficulty, words] of Object.entries(anchors))
      for (const word of words) expect(difficultyOf.get(word), word).toBe(difficulty);
  });

  it('has a file for every category and nothing else', () => {
    const files = readDataFiles();
    expect(files.map((f) => f.category).sort()).toEqual([...CATEGORIES].sort());
    for (const f of files) expect(Array.isArray(f.records), f.file).toBe(true);
  });
});

describe('unreadable files', () => {
  it('names a data file that is not valid JSON instead of crashing', () => {
    const report = checkCatalogue([
      { file: 'animals.json', category: 'animals', records: new UnreadableJson('Unexpected token') },
    ]);
    expect(report.problems).toEqual([{ where: 'animals.json', message: 'not valid JSON: Unexpected token' }]);
  });
});
