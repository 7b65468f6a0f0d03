import { describe, expect, it } from 'vitest';
import { difficultyFollowsOrder } from './check-spread.ts';

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
