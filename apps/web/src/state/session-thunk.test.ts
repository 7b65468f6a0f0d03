import { fallbackFor } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { sessionFallbacks } from './session-thunk.ts';

describe('sessionFallbacks', () => {
  it.each(['createGame', 'joinGame'] as const)('%s reads as its entry in the rules’ catalogue', (type) => {
    expect(sessionFallbacks[type]).toBe(fallbackFor(type));
  });
});
