import { randomFrom } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { escaped, fuzzText, PIECE_KINDS, piece } from './unicode-fuzz.ts';

const WORDS = ['Cat', 'Meow', 'Kitten'];

describe('fuzzText: random Unicode for the referee', () => {
  it('stays within its cap, reaches it, and makes the same texts from the same seed', () => {
    const random = randomFrom(7);
    const texts = Array.from({ length: 2_000 }, () => fuzzText(random, 200, WORDS).text);
    expect(Math.max(...texts.map((t) => t.length))).toBe(200);
    expect(texts.every((t) => t.length >= 1 && t.length <= 200)).toBe(true);
    expect(texts.filter((t) => t.length === 200).length).toBeGreaterThan(400);
    const again = randomFrom(7);
    expect(Array.from({ length: 50 }, () => fuzzText(again, 200, WORDS).text)).toEqual(texts.slice(0, 50));
  });

  it('holds every plane, marks, right-to-left text, emoji, invisible characters and lone surrogates', () => {
    const random = randomFrom(11);
    const all = Array.from({ length: 2_000 }, () => fuzzText(random, 200, WORDS).text).join('');
    const planes = new Set<number>();
    for (const c of all) planes.add((c.codePointAt(0) ?? 0) >> 16);
    expect(planes.size).toBe(17);
    expect(all).toMatch(/\p{M}{5}/u);
    expect(all).toMatch(/\p{Script=Hebrew}|\p{Script=Arabic}/u);
    expect(all).toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(all).toMatch(/\p{Extended_Pictographic}\u200d\p{Extended_Pictographic}/u);
    expect(all).toMatch(/[\u200b\ufeff\u00ad]/);
    expect(all).toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('says the card’s words in disguise, and fills what is left with a long run', () => {
    const random = randomFrom(3);
    const disguised = Array.from({ length: 200 }, () => piece(random, 'card words', 50, ['Kitten']));
    expect(disguised.some((t) => t === 'Kitten' || t === 'KITTEN')).toBe(true);
    expect(disguised.some((t) => /^k.?1.?7.?7.?3.?n$/i.test(t))).toBe(true);
    for (let i = 0; i < 50; i++) {
      const run = piece(random, 'long run', 120, WORDS);
      expect(run.length).toBeGreaterThan(60);
      expect(run.length).toBeLessThanOrEqual(120);
    }
    expect(PIECE_KINDS).toContain('any plane');
  });

  it('prints a text as a string literal that reads back as the same text', () => {
    const random = randomFrom(5);
    for (let i = 0; i < 200; i++) {
      const { text } = fuzzText(random, 200, WORDS);
      const printed = escaped(text);
      expect(printed).toMatch(/^'[\x20-\x7e]*'$/);
      expect(JSON.parse(`"${printed.slice(1, -1)}"`)).toBe(text);
    }
  });
});
