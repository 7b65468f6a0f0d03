import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it.each([
    ['cat', 'cat', 0],
    ['cat', 'cart', 1],
    ['cart', 'cat', 1],
    ['cat', 'cut', 1],
    ['cat', 'act', 1],
    ['giraffe', 'giarffe', 1],
    ['giraffe', 'grafife', 2],
    ['ca', 'abc', 3],
    ['cat', 'dog', 3],
    ['', 'dog', 3],
    ['niño', 'nino', 1],
    ['🐱cat', 'cat', 1],
  ])('%s and %s are %i apart', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});
