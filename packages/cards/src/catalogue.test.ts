import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUILT_IN_CARD_COUNTS,
  CATEGORIES,
  DIFFICULTIES,
  ENGLISH_CATEGORIES,
  GAME_LANGUAGES,
  LANGUAGE_CATEGORIES,
  OWN_WORLD_CATEGORIES,
  SPANISH_WORLD_CATEGORIES,
} from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import {
  builtInCards,
  type CardRecord,
  cardId,
  categoryOfFile,
  dataFolder,
  readDataFiles,
  toCard,
} from './catalogue.ts';
import { catalogueLanguage, LANGUAGES, languageCards } from './languages/index.ts';

const FILES: Record<string, string> = {
  'actions.json': 'actions',
  'animals.json': 'animals',
  'everyday-life.json': 'everyday life',
  'film-music-and-books.json': 'film music and books',
  'food-and-drink.json': 'food and drink',
  'history-and-society.json': 'history and society',
  'nature-and-weather.json': 'nature and weather',
  'people-and-jobs.json': 'people and jobs',
  'places.json': 'places',
  'science-and-technology.json': 'science and technology',
  'sports-and-games.json': 'sports and games',
  'things-at-home.json': 'things at home',
};

describe('categoryOfFile', () => {
  it.each(Object.entries(FILES))('maps %s to "%s"', (file, category) => {
    expect(categoryOfFile(file)).toBe(category);
  });

  it('covers all 12 English categories, one file each', () => {
    expect(Object.values(FILES).sort()).toEqual([...ENGLISH_CATEGORIES].sort());
  });

  it('maps the Spanish-speaking world’s categories too', () => {
    expect(categoryOfFile('festivals-and-traditions.json')).toBe('festivals and traditions');
    expect(categoryOfFile('spain-and-latin-america.json')).toBe('spain and latin america');
    expect([...CATEGORIES].sort()).toEqual(
      [...ENGLISH_CATEGORIES, ...SPANISH_WORLD_CATEGORIES, ...Object.values(OWN_WORLD_CATEGORIES)].sort(),
    );
  });

  it('maps each language in writing’s own world too', () => {
    expect(categoryOfFile('the-french-speaking-world.json')).toBe('the french-speaking world');
    expect(categoryOfFile('brazil.json')).toBe('brazil');
  });

  it.each(['dinosaurs.json', 'Animals.json', 'food and drink.json', 'animals.json.bak', ''])(
    'knows no category for "%s"',
    (file) => {
      expect(categoryOfFile(file)).toBeUndefined();
    },
  );
});

describe('cardId', () => {
  it('is made of the category and the word, in slug form', () => {
    expect(cardId('food and drink', 'Crème brûlée')).toBe('food-and-drink/creme-brulee');
    expect(cardId('animals', 'Giraffe')).toBe('animals/giraffe');
  });

  it('writes a ligature out instead of dropping it', () => {
    expect(cardId('food and drink', 'Bœuf bourguignon')).toBe('food-and-drink/boeuf-bourguignon');
    expect(cardId('science and technology', 'Cœur')).toBe('science-and-technology/coeur');
  });

  it('does not depend on the forbidden words or the difficulty', () => {
    const a = toCard('animals', { word: 'Giraffe', forbidden: ['neck'], difficulty: 'easy' });
    const b = toCard('animals', { word: 'Giraffe', forbidden: ['tall', 'spots'], difficulty: 'hard' });
    expect(a.id).toBe(b.id);
  });
});

describe('builtInCards', () => {
  const cards = builtInCards();

  it('is the same on every load, ids included', () => {
    expect(builtInCards()).toEqual(cards);
  });

  it('holds the English cards only: the other languages beside them are dealt by their own', () => {
    const dealt = new Set(cards.map((c) => JSON.stringify([c.word, c.forbidden])));
    for (const { rules, folder } of LANGUAGES.filter((l) => l.rules.code !== 'en')) {
      const records = readDataFiles(folder).flatMap((f) => f.records as CardRecord[]);
      expect(records.length, rules.code).toBeGreaterThan(0);
      expect(
        records.filter((r) => dealt.has(JSON.stringify([r.word, r.forbidden]))),
        rules.code,
      ).toEqual([]);
    }
  });

  it('gives every card a unique id, made from its category and word', () => {
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of cards) expect(c.id).toBe(cardId(c.category, c.word));
  });

  it('returns whole cards with the category of their file', () => {
    expect(cards.length).toBeGreaterThanOrEqual(600);
    const files = readDataFiles();
    expect(cards.length).toBe(files.reduce((n, f) => n + (f.records as unknown[]).length, 0));
    for (const { file, category, records } of files) {
      const mine = cards.filter((c) => c.category === category);
      expect(
        mine.map((c) => c.word),
        file,
      ).toEqual((records as { word: string }[]).map((r) => r.word));
    }
    for (const c of cards) {
      expect(Object.keys(c).sort()).toEqual(['category', 'difficulty', 'forbidden', 'id', 'word']);
      expect(CATEGORIES).toContain(c.category);
      expect(DIFFICULTIES).toContain(c.difficulty);
      expect(c.forbidden).toHaveLength(5);
    }
  });

  it('holds a card that tests elsewhere rely on', () => {
    expect(cards).toContainEqual({
      id: 'animals/giraffe',
      word: 'Giraffe',
      forbidden: ['neck', 'tall', 'spots', 'Africa', 'leaves'],
      category: 'animals',
      difficulty: 'easy',
    });
  });

  it('reads the data folder of the package', () => {
    expect(dataFolder.replace(/\\/g, '/')).toMatch(/packages\/cards\/data\/$/);
  });
});

describe('languages', () => {
  it('are the languages a game can have, each with its own rules', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([...GAME_LANGUAGES]);
    for (const l of LANGUAGES) expect(l.rules.code).toBe(l.code);
  });

  it('hold the categories the settings offer for each language', () => {
    for (const { code, folder } of LANGUAGES) {
      const categories = readDataFiles(folder).map((f) => f.category);
      expect(categories, code).not.toContain(undefined);
      expect(new Set(categories), code).toEqual(new Set(LANGUAGE_CATEGORIES[code]));
    }
  });

  it('are counted by category in the table the create form and the lobby tell deals by', () => {
    const counts = Object.fromEntries(
      GAME_LANGUAGES.map((code) => {
        const byCategory: Record<string, number> = {};
        for (const card of languageCards(code))
          byCategory[card.category] = (byCategory[card.category] ?? 0) + 1;
        return [code, byCategory];
      }),
    );
    // On a change of the data, paste the table this prints into BUILT_IN_CARD_COUNTS.
    expect(BUILT_IN_CARD_COUNTS, JSON.stringify(counts, null, 2)).toEqual(counts);
  });

  it('deal each language its own cards, with ids that carry the language', () => {
    expect(languageCards('en')).toEqual(builtInCards());
    const spanish = languageCards('es');
    expect(spanish.length).toBeGreaterThanOrEqual(600);
    expect(spanish).toContainEqual({
      id: 'es/animals/jirafa',
      word: 'Jirafa',
      forbidden: ['cuello', 'alta', 'manchas', 'África', 'hojas'],
      category: 'animals',
      difficulty: 'easy',
    });
    expect(languageCards('fr')).toContainEqual({
      id: 'fr/animals/abeille',
      word: 'Abeille',
      forbidden: ['miel', 'ruche', 'piquer', 'butiner', 'insecte'],
      category: 'animals',
      difficulty: 'easy',
    });
    expect(languageCards('de')).toContainEqual({
      id: 'de/animals/elefant',
      word: 'Elefant',
      forbidden: ['Rüssel', 'groß', 'grau', 'Afrika', 'Stoßzähne'],
      category: 'animals',
      difficulty: 'easy',
    });
    expect(languageCards('it')).toContainEqual({
      id: 'it/animals/ape',
      word: 'Ape',
      forbidden: ['miele', 'pungiglione', 'alveare', 'ronzio', 'regina'],
      category: 'animals',
      difficulty: 'easy',
    });
    expect(languageCards('pt-BR')).toContainEqual({
      id: 'pt-BR/animals/girafa',
      word: 'Girafa',
      forbidden: ['pescoço', 'alta', 'manchas', 'África', 'savana'],
      category: 'animals',
      difficulty: 'easy',
    });
    const ids = new Set(languageCards('en').map((c) => c.id));
    for (const code of GAME_LANGUAGES.filter((l) => l !== 'en')) {
      const cards = languageCards(code);
      for (const c of cards) expect(c.id).toBe(cardId(c.category, c.word, code));
      expect(
        cards.filter((c) => ids.has(c.id)),
        code,
      ).toEqual([]);
      expect(new Set(cards.map((c) => c.id)).size, code).toBe(cards.length);
    }
  });

  it('name no catalogue for a code they have not got', () => {
    expect(catalogueLanguage('pt-PT')).toBeUndefined();
    expect(catalogueLanguage('pt')).toBeUndefined();
    expect(() => languageCards('pt-PT' as 'en')).toThrow('no catalogue for language "pt-PT"');
  });
});

describe('another data folder', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is read whether or not its path ends in a slash, skipping files that are not categories', () => {
    dir = mkdtempSync(join(tmpdir(), 'unsayable-cards-'));
    writeFileSync(
      join(dir, 'animals.json'),
      JSON.stringify([{ word: 'Okapi', forbidden: ['a', 'b', 'c', 'd', 'e'], difficulty: 'hard' }]),
    );
    writeFileSync(join(dir, 'dinosaurs.json'), JSON.stringify([{ word: 'T. rex' }]));
    writeFileSync(join(dir, 'notes.txt'), 'not a card file');
    const expected = [
      {
        id: 'animals/okapi',
        word: 'Okapi',
        forbidden: ['a', 'b', 'c', 'd', 'e'],
        category: 'animals',
        difficulty: 'hard',
      },
    ];
    expect(builtInCards(dir)).toEqual(expected);
    expect(builtInCards(`${dir}/`)).toEqual(expected);
    expect(readDataFiles(dir).map((f) => [f.file, f.category])).toEqual([
      ['animals.json', 'animals'],
      ['dinosaurs.json', undefined],
    ]);
  });
});
