import { describe, expect, it } from 'vitest';
import { sameName, skeleton } from './name-skeleton.ts';

describe('the confusable skeleton (UTS #39)', () => {
  it('maps look-alikes of any script to one prototype, and decomposes', () => {
    expect(skeleton('\u0410nn')).toBe('Ann'); // Cyrillic А
    expect(skeleton('\u0391\u039D\u039D')).toBe('ANN'); // Greek capitals
    expect(skeleton('\uFF21nn')).toBe('Ann'); // full-width A
    expect(skeleton('m')).toBe('rn');
    expect(skeleton('Jos\u00E9')).toBe('Jose\u0301');
  });

  it('ignores invisible characters but keeps an emoji family joined', () => {
    expect(skeleton('A\u200Bn\u2060n')).toBe('Ann');
    expect(skeleton('👨‍👩‍👧')).not.toBe(skeleton('👨👩👧'));
  });
});

describe('same name', () => {
  it('with or without case, in any script that looks the same', () => {
    expect(sameName('Ana', 'ANA')).toBe(true);
    expect(sameName('Zoë', 'ZOË')).toBe(true);
    expect(sameName('ann', '\u0410NN')).toBe(true);
    expect(sameName('Ann', '\u0430nn')).toBe(true);
  });

  it('not for names that differ', () => {
    for (const [a, b] of [
      ['Ana', 'Anna'],
      ['Jon', 'John'],
      ['Ann', 'Anne'],
      ['Zoe', 'Zoë'],
      ['👨‍👩‍👧', '👨🏽‍👩🏽‍👧🏽'],
      ['👍', '👍🏿'],
    ]) {
      expect(sameName(a as string, b as string), `${a} / ${b}`).toBe(false);
    }
  });
});
