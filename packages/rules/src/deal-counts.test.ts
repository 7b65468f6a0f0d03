import { describe, expect, it } from 'vitest';
import { DECK_MAX } from './constants.ts';
import { builtInCardCount, dealCounts } from './deal-counts.ts';

describe('dealCounts', () => {
  it('deals everything while it fits', () => {
    expect(dealCounts({ builtIn: 100, deck: 20, host: 3 })).toEqual({
      total: 123,
      builtIn: 100,
      deck: 20,
      host: 3,
    });
  });

  it('keeps the host’s and the deck’s cards first, the built-in ones filling what room is left', () => {
    expect(dealCounts({ builtIn: 1000, deck: 40, host: 5 })).toEqual({
      total: DECK_MAX,
      builtIn: DECK_MAX - 45,
      deck: 40,
      host: 5,
    });
    expect(dealCounts({ builtIn: 1000, deck: 2000, host: 0 })).toEqual({
      total: DECK_MAX,
      builtIn: 0,
      deck: DECK_MAX,
      host: 0,
    });
  });
});

describe('builtInCardCount', () => {
  it('adds the chosen categories of the language only', () => {
    expect(builtInCardCount('en', ['animals', 'places'])).toBe(builtInCardCount('en', ['animals']) * 2);
    expect(builtInCardCount('en', ['football'])).toBe(0);
    expect(builtInCardCount('es', ['football'])).toBeGreaterThan(0);
  });
});
