import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRequest } from './parse.ts';
import { cardWordSchema, forbiddenWordSchema, gamecodeSchema, nameSchema } from './schemas.ts';
import { watchUnicodeWork } from './testing/unicode-work.ts';

afterEach(() => vi.restoreAllMocks());

const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a text far past its limit is refused on its length alone', () => {
  it('a name, before any character is counted or normalised', () => {
    const work = watchUnicodeWork();
    for (const name of ['x'.repeat(160_000), `A${'\u0301'.repeat(3_600)}`, '👨‍👩‍👧‍👦'.repeat(2_000)])
      expect(firstIssue(nameSchema.safeParse(name))).toBe('Your name can be at most 25 characters');
    expect(work.calls()).toBe(0);
  });

  it('a card word and a forbidden word, in a card idea as the socket reads it', () => {
    const work = watchUnicodeWork();
    expect(firstIssue(cardWordSchema.safeParse('w'.repeat(7_900)))).toBe(
      'The word can be at most 35 characters',
    );
    expect(firstIssue(forbiddenWordSchema.safeParse('f'.repeat(7_900)))).toBe(
      'A forbidden word can be at most 35 characters',
    );
    const idea = parseRequest('submitCardIdea', { card: { word: 'Kettle', forbidden: ['x'.repeat(7_900)] } });
    expect(idea).toEqual({ ok: false, message: 'A forbidden word can be at most 35 characters' });
    expect(work.longest()).toBeLessThan(100);
  });

  it('a game code, before it is trimmed or upper-cased', () => {
    const upper = vi.spyOn(String.prototype, 'toUpperCase');
    expect(firstIssue(gamecodeSchema.safeParse(`abcdef${' '.repeat(8_000)}`))).toBe(
      'A game code is 6 letters and digits',
    );
    expect(upper).not.toHaveBeenCalled();
    expect(gamecodeSchema.safeParse('  abcdef  ').data).toBe('ABCDEF');
  });

  it('a name just inside the raw limit is still counted as people see it', () => {
    const work = watchUnicodeWork();
    expect(firstIssue(nameSchema.safeParse('x'.repeat(200)))).toBe('Your name can be at most 25 characters');
    expect(nameSchema.safeParse('👨‍👩‍👧‍👦'.repeat(18)).success).toBe(true);
    expect(work.calls()).toBeGreaterThan(0);
  });
});
