import { describe, expect, it } from 'vitest';
import { DECK_ENGLISH, DECK_MESSAGE_KEYS, deckRef, deckText } from './deck-messages.ts';

describe('deck messages', () => {
  it('every key is a deck.* key with an English text that holds its values', () => {
    expect(DECK_MESSAGE_KEYS).toEqual(Object.keys(DECK_ENGLISH));
    for (const key of DECK_MESSAGE_KEYS) {
      expect(key).toMatch(/^deck\.(problem\.|warning\.|where\.|route\.)?[a-zA-Z0-9]+$/);
      const params = { word: 'sol', earlier: 'luna', fields: 'x, y', at: 7, max: 5, count: 6, length: 40 };
      const text = deckText(deckRef(key, { ...params, cells: 9, columns: 7, limit: 1, size: 1.5, line: 3 }));
      expect(text, key).not.toMatch(/undefined|NaN|\$\{/);
      expect(text.length, key).toBeGreaterThan(5);
    }
  });

  it('writes counts and sizes as English does', () => {
    expect(deckText(deckRef('deck.tooMany', { max: 2000, count: 12_345 }))).toBe(
      'A deck holds at most 2,000 cards; this has 12,345.',
    );
    expect(deckText(deckRef('deck.tooBig', { limit: 1, size: 1.25 }))).toBe(
      'A deck can be at most 1 MB of text; this is 1.3 MB.',
    );
    expect(deckText(deckRef('deck.problem.forbiddenShareStem', { word: 'sing', earlier: 'singer' }))).toBe(
      'forbidden words "singer" and "sing" share a stem',
    );
    expect(deckRef('deck.empty')).toEqual({ key: 'deck.empty', params: {} });
  });
});
