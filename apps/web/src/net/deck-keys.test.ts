// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { deckKey, forgetDeckKey, heldDeckKeys, keepDeckKey } from './deck-keys.ts';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const KEY = 'k'.repeat(32);

beforeEach(() => localStorage.clear());

describe('the deck keys this device holds', () => {
  it('are kept, read, listed for an account’s claim and forgotten', () => {
    expect(heldDeckKeys()).toEqual([]);
    keepDeckKey(ID, KEY);
    expect(deckKey(ID)).toBe(KEY);
    expect(heldDeckKeys()).toEqual([{ id: ID, key: KEY }]);
    forgetDeckKey(ID);
    expect(deckKey(ID)).toBeUndefined();
    expect(heldDeckKeys()).toEqual([]);
  });

  it('list only sane entries: local storage is input like any other', () => {
    localStorage.setItem(
      'unsayable.deckKeys',
      JSON.stringify({ [ID]: KEY, 'bad id!': KEY, other: 42, long: 'x'.repeat(65) }),
    );
    expect(heldDeckKeys()).toEqual([{ id: ID, key: KEY }]);
    localStorage.setItem('unsayable.deckKeys', '{not json');
    expect(heldDeckKeys()).toEqual([]);
  });
});
