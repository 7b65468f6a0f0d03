import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_MAX } from './constants.ts';
import { buildDeck } from './deck.ts';
import { randomFrom } from './random.ts';
import { defaultSettings } from './schemas.ts';
import type { Card } from './types.ts';

/**
 * A catalogue built with its families known: each family has a one-word base ("Qabz") and one to
 * three relatives that hold it as a word ("Polar qabz", "Qabz pie") or a compound part
 * ("Qabzhouse", "Mudqabz"); fillers ("Filler word 17") are related to nothing. The fillers carry
 * "house" and "mud", so those compounds count as made of known words.
 */
const RELATIVES = [
  (b: string) => `Polar ${b}`,
  (b: string) => `${b} pie`,
  (b: string) => `${b}house`,
  (b: string) => `mud${b}`,
];
const LETTERS = 'abcdefghijklmnopqrstuvwxy';

function catalogue(
  relativesPerFamily: number[][],
  fillers: number,
): { cards: Card[]; familyOf: Map<string, string> } {
  const cards: Card[] = [];
  const familyOf = new Map<string, string>();
  const add = (word: string, family: string) => {
    const id = `c-${cards.length}`;
    cards.push({ id, word, forbidden: ['house', 'mud'], category: 'animals', difficulty: 'easy' });
    familyOf.set(id, family);
  };
  relativesPerFamily.forEach((relatives, k) => {
    const base = `Q${LETTERS[Math.floor(k / LETTERS.length)]}${LETTERS[k % LETTERS.length]}z`;
    add(base, base);
    for (const r of relatives) add((RELATIVES[r] as (b: string) => string)(base.toLowerCase()), base);
  });
  for (let n = 0; n < fillers; n++) add(`Filler word ${n}`, `filler ${n}`);
  return { cards, familyOf };
}

const familiesArb = fc.array(
  fc.uniqueArray(fc.integer({ min: 0, max: RELATIVES.length - 1 }), { minLength: 1, maxLength: 3 }),
  {
    minLength: 1,
    maxLength: 40,
  },
);

describe('dealing across families', () => {
  it('never deals two cards of one family when the catalogue has enough other cards; otherwise deals only the relatives it must, at the bottom of the pile', () => {
    fc.assert(
      fc.property(familiesArb, fc.integer({ min: -30, max: 30 }), fc.integer(), (relatives, slack, seed) => {
        // Families plus fillers come to DECK_MAX + slack: with slack < 0 some relatives must be dealt.
        const { cards, familyOf } = catalogue(relatives, Math.max(0, DECK_MAX - relatives.length + slack));
        const groups = new Set(familyOf.values()).size;
        const deck = buildDeck(cards, [], defaultSettings, [], randomFrom(seed));
        expect(deck).toHaveLength(Math.min(DECK_MAX, cards.length));
        const dealt = deck.map((e) => familyOf.get(e.card.id));
        const seconds = dealt.length - new Set(dealt).size;
        expect(seconds).toBe(Math.max(0, deck.length - groups));
        // The pile is drawn in deck order: every family shows once before any shows twice.
        const beforeRelatives = dealt.slice(0, Math.min(groups, deck.length));
        expect(new Set(beforeRelatives).size).toBe(beforeRelatives.length);
      }),
      { numRuns: 60 },
    );
  });

  it("counts the host's own cards as dealt: a catalogue relative of one waits", () => {
    const { cards } = catalogue([[0]], DECK_MAX);
    const own: Card = { id: 'game-1', word: 'Qaaz', forbidden: [], category: 'custom', difficulty: 'easy' };
    for (let seed = 0; seed < 20; seed++) {
      const words = buildDeck(cards, [own], defaultSettings, [], randomFrom(seed)).map((e) => e.card.word);
      expect(words).toContain('Qaaz');
      expect(words.filter((w) => /qaaz/i.test(w))).toHaveLength(1);
    }
  });
});
