import { randomFrom, shuffled } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import {
  binomialTail,
  correlationBound,
  difficultyFollowsOrder,
  difficultyFollowsPosition,
  positionCorrelation,
} from './check-spread.ts';

const blocks = (...runs: [string, number][]) => runs.flatMap(([d, n]) => Array<string>(n).fill(d));

describe('difficultyFollowsOrder', () => {
  it('finds labels given by position: one block per difficulty', () => {
    expect(
      difficultyFollowsOrder('animals.json', blocks(['easy', 24], ['medium', 24], ['hard', 12])),
    ).toEqual({
      where: 'animals.json',
      message:
        'difficulty follows the order of the file (easy 1–24, medium 25–48, hard 49–60): judge each card on its own',
    });
  });

  it('finds a file sorted by difficulty in any order, or with two difficulties only', () => {
    expect(difficultyFollowsOrder('a.json', blocks(['hard', 5], ['easy', 10]))?.message).toMatch(
      /\(hard 1–5, easy 6–15\)/,
    );
  });

  it('accepts labels that change back and forth along the file', () => {
    const judged = blocks(['easy', 20], ['medium', 20], ['hard', 10]);
    judged.splice(5, 0, 'hard');
    expect(difficultyFollowsOrder('a.json', judged)).toBeUndefined();
  });

  it('accepts a file of one difficulty, and files too short to tell', () => {
    expect(difficultyFollowsOrder('a.json', blocks(['easy', 30]))).toBeUndefined();
    expect(difficultyFollowsOrder('a.json', blocks(['easy', 6], ['hard', 5]))).toBeUndefined();
  });
});

/** A file of 84 labels in the deck's own proportions, shuffled with a seed. */
const judged = (seed: number) =>
  shuffled(blocks(['easy', 37], ['medium', 34], ['hard', 13]), randomFrom(seed));

describe('positionCorrelation', () => {
  it('is one for a file sorted by difficulty, minus one for one sorted the other way', () => {
    const sorted = blocks(['easy', 10], ['medium', 10], ['hard', 10]);
    expect(positionCorrelation(sorted)).toBeCloseTo(Math.sqrt(0.9), 1);
    expect(positionCorrelation(sorted)).toBeGreaterThan(0.9);
    expect(positionCorrelation([...sorted].reverse())).toBeLessThan(-0.9);
  });

  it('averages tied ranks and is undefined when nothing varies', () => {
    expect(positionCorrelation(['easy', 'hard'])).toBeCloseTo(1);
    expect(positionCorrelation(blocks(['medium', 5]))).toBeUndefined();
  });
});

describe('binomialTail', () => {
  it('sums the upper tail', () => {
    expect(binomialTail(2, 0.5, 1)).toBeCloseTo(0.75);
    expect(binomialTail(10, 0.5, 0)).toBe(1);
    expect(binomialTail(10, 0.5, 11)).toBe(0);
    expect(binomialTail(200, 0.4, 200)).toBeGreaterThan(0);
  });
});

describe('difficultyFollowsPosition', () => {
  it('finds a trend along the file that is not one block each', () => {
    // Mostly easy at the top and hard at the bottom, with strays: the old block rule passes it.
    const trend = blocks(
      ['easy', 25],
      ['medium', 5],
      ['easy', 3],
      ['medium', 25],
      ['hard', 3],
      ['medium', 3],
      ['hard', 20],
    );
    expect(difficultyFollowsOrder('a.json', trend)).toBeUndefined();
    const found = difficultyFollowsPosition('a.json', trend);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(
      /^difficulty follows the position in the file \(rank correlation 0\.\d\d, beyond ±0\.43\): judge each card on its own$/,
    );
    expect(correlationBound(trend.length)).toBeCloseTo(0.43, 2);
  });

  it.each([
    ['two', ['easy', 'medium']],
    ['three', ['easy', 'medium', 'hard']],
    ['five', ['easy', 'easy', 'medium', 'hard', 'medium']],
    ['eight', ['easy', 'medium', 'easy', 'hard', 'medium', 'medium', 'easy', 'hard']],
  ])('finds labels that repeat every %s cards', (_, cycle) => {
    const labels = Array.from({ length: 84 }, (_, i) => cycle[i % cycle.length] as string);
    // Named at the shortest period that shows it: the cycle of eight is half easy on even cards.
    expect(difficultyFollowsPosition('a.json', labels).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^difficulty repeats every \d cards \(\d+ of 84 fit one cycle\): judge each card on its own$/,
      ),
    ]);
  });

  it('finds a cycle that strays now and then', () => {
    const labels = Array.from({ length: 84 }, (_, i) => ['easy', 'medium', 'hard'][i % 3] as string);
    for (const i of [4, 17, 30, 41, 55, 70]) labels[i] = 'easy';
    expect(difficultyFollowsPosition('a.json', labels)).toHaveLength(1);
  });

  it('accepts files judged card by card, in any order that follows nothing', () => {
    for (let seed = 1; seed <= 200; seed++)
      expect(difficultyFollowsPosition('a.json', judged(seed))).toEqual([]);
  });

  it('accepts short files and files of one difficulty', () => {
    expect(difficultyFollowsPosition('a.json', ['easy', 'medium', 'hard'])).toEqual([]);
    expect(difficultyFollowsPosition('a.json', blocks(['easy', 40]))).toEqual([]);
  });
});
