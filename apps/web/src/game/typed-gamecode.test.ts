import { CODE_ALPHABET, CODE_LENGTH, isGamecode } from '@unsayable/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamecodeIn, readGamecode, TYPED_GAMECODE_MAX } from './typed-gamecode.ts';

describe('gamecodeIn: a code as people type it', () => {
  it.each([
    ['abc234', 'ABC234'],
    ['  ABC234\n', 'ABC234'],
    ['abc 234', 'ABC234'],
    ['ABC-234', 'ABC234'],
    ['abc – 234', 'ABC234'],
    ['a b c 2 3 4', 'ABC234'],
    ['ABC\u00a0234', 'ABC234'],
  ])('%j is %s', (typed, code) => {
    expect(gamecodeIn(typed)).toBe(code);
  });

  it('reads a code alone among words: the lobby’s “Game code ABC234” copied whole', () => {
    expect(gamecodeIn('Game code: ABC-234.')).toBe('ABC234');
    expect(gamecodeIn('Join my game (abc234)!')).toBe('ABC234');
  });

  it.each([
    '',
    '   ',
    'ABC23',
    'ABC2345',
    'ABC10O',
    'ABC_234',
    // Two words that could each be a code: which one was meant is not for the form to guess.
    'Thanks! Code ABC234',
  ])('finds no code in %j', (typed) => {
    expect(gamecodeIn(typed)).toBeNull();
  });
});

describe('gamecodeIn: a link of this server that carries a code', () => {
  it.each([
    'https://unsayable.example/home/join?code=abc234',
    'http://192.168.1.20:3000/home/join?code=ABC234&utm=chat',
    'unsayable.example/home/join?code=abc234',
    '/home/join?code=abc234',
    '/?code=ABC234',
    '/home/join?code=abc+234',
    'https://unsayable.example/tv/ABC234',
    'https://unsayable.example/watch/abc234',
    'https://unsayable.example/waiting/ABC234',
    'http://localhost:3000/play/ABC234/',
    '/end/abc234#scores',
    'HTTPS://UNSAYABLE.EXAMPLE/PLAY/ABC234',
  ])('%s carries ABC234', (link) => {
    expect(gamecodeIn(link)).toBe('ABC234');
  });

  it('finds the link in a chat message, punctuation and all', () => {
    expect(
      gamecodeIn('Join my game on Unsayable: https://unsayable.example/home/join?code=abc234 see you!'),
    ).toBe('ABC234');
    expect(gamecodeIn('(https://unsayable.example/waiting/ABC234).')).toBe('ABC234');
    expect(gamecodeIn('<https://unsayable.example/watch/abc234>')).toBe('ABC234');
    // The share sheet's text names the code and the link carries it too: one code.
    expect(gamecodeIn('Join game ABC234 on Unsayable https://unsayable.example/home/join?code=ABC234')).toBe(
      'ABC234',
    );
  });

  it('reads the short address a TV shows, as typed or pasted', () => {
    expect(gamecodeIn('unsayable.example/abc234')).toBe('ABC234');
    expect(gamecodeIn('192.168.1.20:3000/ABC234')).toBe('ABC234');
    expect(gamecodeIn('https://unsayable.example/ABC234')).toBe('ABC234');
  });

  it('trusts the link over the words around it', () => {
    expect(gamecodeIn('Not QWERTY, this one: https://unsayable.example/play/ABC234')).toBe('ABC234');
  });

  it.each([
    // A mail's link carries a code of the account's, not a game's.
    '/account/confirm?code=ABC234',
    'https://unsayable.example/account/reset?code=ABC234',
    // Paths that are no game screen of this server.
    'https://unsayable.example/decks/ABC234',
    'https://unsayable.example/somewhere/play/ABC234',
    'https://unsayable.example/play/ABC234/cards',
    'https://unsayable.example/play/ABC234X',
    'https://unsayable.example/home/join?code=ABC10O',
    'https://unsayable.example/home/join',
    // Two games: which one was meant is not for the form to guess.
    'https://unsayable.example/play/ABC234 or https://unsayable.example/play/QWERTY',
  ])('finds no game code in %s', (link) => {
    expect(gamecodeIn(link)).toBeNull();
  });
});

const alphabet = [...CODE_ALPHABET, ...CODE_ALPHABET.toLowerCase()];
const typedCode = fc
  .array(fc.constantFrom(...alphabet), { minLength: CODE_LENGTH, maxLength: CODE_LENGTH })
  .map((chars) => chars.join(''));
const separator = fc.constantFrom(' ', '-', '\u2013', '\u2014', '\u00a0', '\t');
/** Words of a chat message: no slash, question mark or space, so none of them is a link. */
const chatWord = fc.string({ minLength: 1, maxLength: 12 }).map((w) => w.replace(/[\s/?]/g, '') || 'hi');
const origin = fc.constantFrom(
  '',
  'https://unsayable.example',
  'http://192.168.1.20:3000',
  'http://localhost:3000',
  'unsayable.example',
);
const path = fc.constantFrom(
  (code: string) => `/home/join?code=${code}`,
  (code: string) => `/?code=${code}`,
  (code: string) => `/tv/${code}`,
  (code: string) => `/watch/${code}`,
  (code: string) => `/waiting/${code}`,
  (code: string) => `/play/${code}`,
  (code: string) => `/end/${code}`,
  (code: string) => `/${code}`,
);

describe('gamecodeIn: properties', () => {
  it('gives a code of the game alphabet or nothing, and gives a code it found back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (typed) => {
        const found = gamecodeIn(typed);
        if (found === null) return;
        expect(isGamecode(found)).toBe(true);
        expect(gamecodeIn(found)).toBe(found);
      }),
    );
  });

  it('reads any code whatever its case, with spaces and dashes anywhere in it', () => {
    fc.assert(
      fc.property(typedCode, fc.array(fc.tuple(fc.nat(CODE_LENGTH), separator)), (code, cuts) => {
        let typed = code;
        for (const [at, mark] of cuts) typed = typed.slice(0, at) + mark + typed.slice(at);
        expect(gamecodeIn(typed)).toBe(code.toUpperCase());
      }),
    );
  });

  it('reads the code of any link of this server, with or without origin, among any words', () => {
    fc.assert(
      fc.property(
        typedCode,
        origin,
        path,
        fc.array(chatWord, { maxLength: 6 }),
        fc.array(chatWord, { maxLength: 6 }),
        (code, from, to, before, after) => {
          const message = [...before, `${from}${to(code)}`, ...after].join(' ');
          expect(gamecodeIn(message)).toBe(code.toUpperCase());
        },
      ),
    );
  });

  it('refuses text over its size before reading it, whatever it carries', () => {
    const padding = ' '.repeat(TYPED_GAMECODE_MAX);
    expect(gamecodeIn(`${padding}ABC234`)).toBeNull();
    expect(gamecodeIn(`${padding.slice(7)}ABC234`)).toBe('ABC234');
  });
});

describe('readGamecode: what the form sends, or says', () => {
  it('gives the code found', () => {
    expect(readGamecode(' https://unsayable.example/home/join?code=abc234 ')).toEqual({
      ok: true,
      gamecode: 'ABC234',
    });
  });

  it('asks for a code when there is none, and says what a code is when the text holds none', () => {
    expect(readGamecode('  ')).toEqual({ ok: false, message: 'Game code is required' });
    expect(readGamecode('ABC10O')).toEqual({ ok: false, message: 'A game code is 6 letters and digits' });
    expect(readGamecode(`${' '.repeat(TYPED_GAMECODE_MAX)}ABC234`)).toEqual({
      ok: false,
      message: 'A game code is 6 letters and digits',
    });
  });
});
