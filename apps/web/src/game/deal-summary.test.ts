import { BUILT_IN_CARD_COUNTS, DECK_MAX } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { dealSummary } from './deal-summary.ts';

const animals = BUILT_IN_CARD_COUNTS.en.animals ?? 0;

describe('dealSummary', () => {
  it('counts the chosen built-in categories of the game language', () => {
    expect(dealSummary({ language: 'en', categories: ['animals'] })).toBe(
      `${animals} cards from 1 category.`,
    );
    const italy = BUILT_IN_CARD_COUNTS.it.italy ?? 0;
    expect(italy).toBeGreaterThan(0);
    expect(dealSummary({ language: 'it', categories: ['italy'] })).toBe(`${italy} cards from 1 category.`);
    const francophonie = BUILT_IN_CARD_COUNTS.fr['the french-speaking world'] ?? 0;
    expect(francophonie).toBeGreaterThan(0);
    expect(dealSummary({ language: 'fr', categories: ['the french-speaking world'] })).toBe(
      `${francophonie} cards from 1 category.`,
    );
    const dach = BUILT_IN_CARD_COUNTS.de['the german-speaking world'] ?? 0;
    expect(dach).toBeGreaterThan(0);
    expect(dealSummary({ language: 'de', categories: ['the german-speaking world'] })).toBe(
      `${dach} cards from 1 category.`,
    );
    const brazil = BUILT_IN_CARD_COUNTS['pt-BR'].brazil ?? 0;
    expect(brazil).toBeGreaterThan(0);
    expect(dealSummary({ language: 'pt-BR', categories: ['brazil'] })).toBe(
      `${brazil} cards from 1 category.`,
    );
  });

  it('adds a deck’s cards by its name, and says so while its size is not known yet', () => {
    expect(
      dealSummary({ language: 'en', categories: ['animals'], deck: { name: 'My deck', cardCount: 20 } }),
    ).toBe(`The game deals ${animals + 20} cards: ${animals} built-in in 1 category + 20 from “My deck”.`);
    expect(dealSummary({ language: 'en', categories: ['animals'], deck: {} })).toBe(
      `The game deals ${animals} built-in in 1 category + the deck’s cards.`,
    );
  });

  it('deals no more than a game holds, the deck first', () => {
    const every = ['animals', 'places', 'actions', 'everyday life'] as const;
    expect(dealSummary({ language: 'en', categories: every, deck: { name: 'Big', cardCount: 250 } })).toBe(
      `The game deals ${DECK_MAX} cards: ${DECK_MAX - 250} built-in in 4 categories + 250 from “Big”.`,
    );
  });
});
