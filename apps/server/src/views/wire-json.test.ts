import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSharing } from './wire-json.ts';

describe('encodeSharing', () => {
  it('is JSON.stringify, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(encodeSharing(value, new WeakMap())).toBe(JSON.stringify(value));
      }),
    );
  });

  it('is JSON.stringify for values sharing objects, with one memo across several values', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 4 }), fc.nat(), (parts, pick) => {
        // Several views built from the same parts, as the views of one state are.
        const memo = new WeakMap<object, string>();
        for (let i = 0; i < 3; i++) {
          const value = { own: i, shared: parts, deep: { one: parts[pick % parts.length], own: [i] } };
          expect(encodeSharing(value, memo)).toBe(JSON.stringify(value));
        }
      }),
    );
  });

  it('skips undefined and function fields, writes null for undefined in arrays, throws on a bigint: as JSON.stringify does', () => {
    const value = { a: undefined, b: [undefined, 1], c: { d: undefined, e: Number.NaN }, f: () => 1 };
    expect(encodeSharing(value, new WeakMap())).toBe(JSON.stringify(value));
    expect(encodeSharing(value, new WeakMap())).toBe('{"b":[null,1],"c":{"e":null}}');
    expect(() => encodeSharing({ n: 1n }, new WeakMap())).toThrow(TypeError);
  });

  it('encodes a shared object once: a remembered object is not read again', () => {
    const memo = new WeakMap<object, string>();
    const shared = { word: 'lighthouse' };
    expect(encodeSharing({ card: shared }, memo)).toBe('{"card":{"word":"lighthouse"}}');
    shared.word = 'changed'; // never done to views; shows that the text came from the memo
    expect(encodeSharing({ card: shared, n: 2 }, memo)).toBe('{"card":{"word":"lighthouse"},"n":2}');
  });
});
