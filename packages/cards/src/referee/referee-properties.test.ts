import { knownWords } from '@unsayable/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../languages/english.ts';
import { LANGUAGES, languageCards } from '../languages/index.ts';
import { spanish } from '../languages/spanish.ts';
import { CLUE_MAX, checkClue } from './check-clue.ts';
import { GUESS_MAX, matchGuess } from './match-guess.ts';

const cards = {
  en: [
    { word: 'Cat', forbidden: ['Meow', 'Kitten', 'Pet', 'Whiskers', 'Purr'] },
    { word: 'Fire station', forbidden: ['Firefighter', 'Truck', 'Hose', 'Siren', 'Emergency'] },
    { word: 'Ice cream', forbidden: ['Cone', 'Cold', 'Vanilla', 'Scoop', 'Dessert'] },
  ],
  es: [
    { word: 'Gato', forbidden: ['Maullar', 'Bigotes', 'Mascota', 'Ratón', 'Felino'] },
    { word: 'Traje de baño', forbidden: ['Piscina', 'Playa', 'Nadar', 'Verano', 'Bikini'] },
    { word: 'Panadería', forbidden: ['Pan', 'Horno', 'Harina', 'Barra', 'Comprar'] },
  ],
};

/** Words that share no stem, part or spelling with the cards above, for clues that must pass. */
const unrelated = {
  en: [
    'blue',
    'quickly',
    'mountain',
    'happy',
    'window',
    'seven',
    'tiny',
    'under',
    'music',
    'jump',
    'old',
    'lady',
  ],
  es: [
    'azul',
    'rápido',
    'montaña',
    'feliz',
    'ventana',
    'siete',
    'pequeño',
    'debajo',
    'música',
    'saltar',
    'vieja',
  ],
};

const languages = [
  ['en', english],
  ['es', spanish],
] as const;

/** Any text, with the characters the referee reads specially mixed in. */
const anyText = (max: number) =>
  fc.string({
    maxLength: max,
    unit: fc.oneof(
      fc.constantFrom('c', 'a', 't', 'o', ' ', '.', '-', '4', '1', '@', '\u200b', '\u0430', '\u0301', 'ñ'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    ),
  });

/** Words of the cards above that take a plural in -s: the verbs ("Maullar", "Purr") do not. */
const takesPlural = new Set([
  'cat',
  'kitten',
  'pet',
  'truck',
  'hose',
  'siren',
  'station',
  'cone',
  'scoop',
  'dessert',
  'cream',
  'gato',
  'bigote',
  'mascota',
  'felino',
  'piscina',
  'playa',
  'verano',
  'bikini',
  'traje',
  'horno',
  'harina',
  'barra',
  'panadería',
]);

/** Letters of other scripts that pass for Latin ones, and digits typed for letters. */
const LOOK_ALIKE: Record<string, string> = { a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х' };
const DIGIT_FOR: Record<string, string> = { a: '4', e: '3', i: '1', o: '0' };

/**
 * The ways a giver hides a word, each given a word in lower case and random choices: its plural,
 * case, accents off or on, the letters spelt out or split, look-alike letters, digits for
 * letters, a letter stretched, an invisible character inside.
 */
const DISGUISES: Record<string, (word: string, pick: (n: number) => number) => string> = {
  plural: (w) => (takesPlural.has(w) ? `${w}s` : w),
  case: (w, pick) => [...w].map((ch) => (pick(2) ? ch.toUpperCase() : ch)).join(''),
  'accents off': (w) => w.normalize('NFD').replace(/\p{M}/gu, ''),
  'an accent on': (w, pick) => {
    const letters = [...w];
    const i = pick(letters.length);
    if (/[aeiou]/.test(letters[i] ?? '')) letters[i] = `${letters[i]}\u0301`;
    return letters.join('').normalize('NFC');
  },
  'spelt out': (w, pick) => [...w].join(['.', ' ', '-', '*', '_'][pick(5)]),
  'look-alikes': (w, pick) => [...w].map((ch) => (LOOK_ALIKE[ch] && pick(2) ? LOOK_ALIKE[ch] : ch)).join(''),
  'digits for letters': (w, pick) =>
    [...w].map((ch) => (DIGIT_FOR[ch] && pick(2) ? DIGIT_FOR[ch] : ch)).join(''),
  stretched: (w, pick) => {
    const letters = [...w];
    const i = pick(letters.length);
    letters[i] = (letters[i] ?? '').repeat(3 + pick(3));
    return letters.join('');
  },
  'an invisible character': (w, pick) => {
    const letters = [...w];
    letters.splice(1 + pick(letters.length - 1), 0, ['\u200b', '\u00ad', '\u2060'][pick(3)] ?? '');
    return letters.join('');
  },
};

describe.each(languages)('the referee in %s', (code, rules) => {
  const own = cards[code];

  // The first use of fast-check's grapheme strings builds their tables: seconds on a busy machine.
  it('never throws on any clue up to the cap', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(anyText(CLUE_MAX), fc.constantFrom(...own), (clue, card) => {
        const verdict = checkClue(clue.slice(0, CLUE_MAX), card, rules);
        expect(typeof verdict.ok).toBe('boolean');
      }),
    );
  });

  it('never throws on any guess up to the cap', () => {
    fc.assert(
      fc.property(anyText(GUESS_MAX), fc.constantFrom(...own), (guess, card) => {
        expect(['correct', 'close', 'miss']).toContain(
          matchGuess(guess.slice(0, GUESS_MAX), card.word, rules),
        );
      }),
    );
  });

  it('trips on the card word itself, whatever words stand around it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...own),
        fc.array(fc.constantFrom(...unrelated[code]), { maxLength: 4 }),
        fc.array(fc.constantFrom(...unrelated[code]), { maxLength: 4 }),
        (card, before, after) => {
          const verdict = checkClue([...before, card.word, ...after].join(' '), card, rules);
          expect(verdict).toMatchObject({ ok: false, tripped: card.word });
        },
      ),
    );
  });

  it('trips on the card word or a forbidden word however it is disguised', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...own),
        fc.nat(5),
        fc.subarray(Object.keys(DISGUISES), { minLength: 1, maxLength: 2 }),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.constantFrom(...unrelated[code]), { maxLength: 3 }),
        (card, which, ways, choices, around) => {
          const term = which === 0 ? card.word : (card.forbidden[which - 1] as string);
          // Its longest word: one word of a multi-word term is enough to trip.
          const word = term
            .toLowerCase()
            .split(' ')
            .reduce((a, b) => (b.length > a.length ? b : a));
          const pick = (n: number) => (choices.next().value as number) % n;
          const disguised = ways.reduce((w, way) => DISGUISES[way]?.(w, pick) ?? w, word);
          const verdict = checkClue([...around, disguised].join(' '), card, rules);
          // Refused; the word named may be another of the card's that it holds ("fire" of
          // "Firefighter" is the card's "Fire station").
          expect(verdict.ok, `${term} as "${disguised}" (${ways.join(', ')})`).toBe(false);
          expect([card.word, ...card.forbidden]).toContain(verdict.ok ? undefined : verdict.tripped);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lets any clue of unrelated words through', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...own),
        fc.array(fc.constantFrom(...unrelated[code]), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(' ', ', ', ' - '),
        (card, words, separator) => {
          expect(checkClue(words.join(separator), card, rules)).toEqual({ ok: true });
        },
      ),
    );
  });

  it('counts the card word as a correct guess, in any case and with an article', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...own),
        fc.boolean(),
        fc.constantFrom('', ...(rules.articles ?? [])),
        (card, upper, article) => {
          const word = upper ? card.word.toUpperCase() : card.word.toLowerCase();
          expect(matchGuess(`${article} ${word}`, card.word, rules)).toBe('correct');
        },
      ),
    );
  });
});

// As a game's referee is made (the server's `refereeFor`): the language's rules and its whole
// catalogue's vocabulary, which the compound and look-alike readings search.
describe.each(LANGUAGES.map((l) => [l.code, l] as const))(
  'the %s referee over its catalogue',
  (code, language) => {
    const cards = languageCards(code);
    const known = knownWords(cards);

    it('never throws on any clue or guess, against any of its cards', { timeout: 60_000 }, () => {
      fc.assert(
        fc.property(anyText(CLUE_MAX), fc.nat(cards.length - 1), (text, i) => {
          const card = cards[i];
          if (!card) throw new Error(`no card ${i}`);
          const verdict = checkClue(text.slice(0, CLUE_MAX), card, language.rules, known);
          expect(typeof verdict.ok).toBe('boolean');
          expect(['correct', 'close', 'miss']).toContain(
            matchGuess(text.slice(0, GUESS_MAX), card.word, language.rules, known),
          );
        }),
        { numRuns: 50 },
      );
    });
  },
);
