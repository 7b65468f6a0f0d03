import { describe, expect, it } from 'vitest';
import { messageRefOf } from './message-ref.ts';

describe('messageRefOf', () => {
  it('takes a key with its values', () => {
    expect(messageRefOf({ key: 'fixed.gameNotActive', params: { code: 'ABC234' } })).toEqual({
      key: 'fixed.gameNotActive',
      params: { code: 'ABC234' },
    });
  });

  it('reads values left out as none', () => {
    expect(messageRefOf({ key: 'deck.route.missing' })).toEqual({ key: 'deck.route.missing', params: {} });
    expect(messageRefOf({ key: 'deck.route.missing', params: null })).toEqual({
      key: 'deck.route.missing',
      params: {},
    });
  });

  it('finds no key in anything else', () => {
    for (const value of [
      undefined,
      null,
      'deck.route.missing',
      42,
      {},
      { key: 7 },
      { key: 'a.b', params: 'x' },
    ])
      expect(messageRefOf(value)).toBeUndefined();
  });
});
