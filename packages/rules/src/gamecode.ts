import { CODE_ALPHABET, CODE_LENGTH } from './constants.ts';

/** A new game code from the caller's random source; the caller retries on a collision. */
export function makeGamecode(random: () => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return code;
}

/** Codes are typed case-insensitively and with stray spaces. */
export function normalizeGamecode(input: string): string {
  return input.trim().toUpperCase();
}

export function isGamecode(input: string): boolean {
  return input.length === CODE_LENGTH && [...input].every((c) => CODE_ALPHABET.includes(c));
}
