import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  ENGLISH_CATEGORIES as CATEGORIES,
  CODE_ALPHABET,
  GAME_LANGUAGES,
  LANGUAGE_CATEGORIES,
} from './constants.ts';
import { isGamecode, makeGamecode, normalizeGamecode } from './gamecode.ts';
import { sameName } from './name-skeleton.ts';
import { describeIssue, parseGameRequest, parseRequest, parseSystemRequest } from './parse.ts';
import { randomFrom } from './random.ts';
import {
  cardInputSchema,
  defaultSettings,
  gamecodeSchema,
  gameLanguage,
  nameSchema,
  settingsSchema,
  settingsSchemaFor,
} from './schemas.ts';
import { cleanText, textLength } from './text.ts';

const nameOf = (value: unknown) => {
  const r = nameSchema.safeParse(value);
  return r.success ? { ok: r.data } : { error: r.error.issues[0]?.message };
};

describe('names', () => {
  it('are trimmed and kept exactly as typed otherwise, in any script, never upper-cased', () => {
    for (const [typed, kept] of [
      ['  Ana  ', 'Ana'],
      ['ana', 'ana'],
      ['straße', 'straße'],
      ['Ωμέγα', 'Ωμέγα'],
      ['李小龙', '李小龙'],
      ['محمد', 'محمد'],
      ['ñandú', 'ñandú'],
      ['Ana   Maria', 'Ana Maria'],
    ]) {
      expect(nameOf(typed)).toEqual({ ok: kept });
    }
  });

  it('are 1 to 25 characters after trimming', () => {
    expect(nameOf('A')).toEqual({ ok: 'A' });
    expect(nameOf('x'.repeat(25))).toEqual({ ok: 'x'.repeat(25) });
    expect(nameOf(` ${'x'.repeat(25)} `)).toEqual({ ok: 'x'.repeat(25) });
    expect(nameOf('x'.repeat(26))).toEqual({ error: 'Your name can be at most 25 characters' });
    expect(nameOf('')).toEqual({ error: 'Your name is required' });
    expect(nameOf('    ')).toEqual({ error: 'Your name is required' });
    expect(nameOf(undefined)).toEqual({ error: 'Your name is required' });
    expect(nameOf(42)).toEqual({ error: 'Your name is required' });
  });

  it('count an emoji as one character', () => {
    expect(textLength('😀')).toBe(1);
    expect(nameOf('😀'.repeat(25))).toEqual({ ok: '😀'.repeat(25) });
    expect(nameOf('😀'.repeat(26))).toEqual({ error: 'Your name can be at most 25 characters' });
    expect(nameOf(`Ana ${'🎉'.repeat(21)}`)).toEqual({ ok: `Ana ${'🎉'.repeat(21)}` });
  });

  it('count what people see as one character: skin tones, flags, families, accents', () => {
    expect(textLength('👍🏽')).toBe(1);
    expect(textLength('🇫🇷')).toBe(1);
    expect(textLength('👨‍👩‍👧')).toBe(1);
    expect(textLength('e\u0301')).toBe(1);
    expect(nameOf('🇫🇷'.repeat(25))).toEqual({ ok: '🇫🇷'.repeat(25) });
    expect(nameOf('👍🏽'.repeat(26))).toEqual({ error: 'Your name can be at most 25 characters' });
  });

  it('lose control characters and direction overrides', () => {
    expect(nameOf('A\u0000n\u0007a\u001b')).toEqual({ ok: 'Ana' });
    expect(nameOf('\u202EAna\u202C')).toEqual({ ok: 'Ana' });
    expect(nameOf('\u2066Bo\u2069')).toEqual({ ok: 'Bo' });
    expect(nameOf('\u0000\u0001')).toEqual({ error: 'Your name is required' });
    // tabs and newlines between words become one space, not nothing
    expect(cleanText('Ana\tMaria\n')).toBe('Ana Maria');
    expect(cleanText('Ana\r\n\tMaria')).toBe('Ana Maria');
  });

  it('lose invisible format characters, and are kept in composed form (NFC)', () => {
    expect(nameOf('Ann\u200B')).toEqual({ ok: 'Ann' });
    expect(nameOf('A\u2060nn')).toEqual({ ok: 'Ann' });
    expect(nameOf('An\u00ADn\u200C\u200F')).toEqual({ ok: 'Ann' });
    expect(nameOf('Ann \u200B Lee')).toEqual({ ok: 'Ann Lee' });
    expect(nameOf('\u200B\u2060\uFEFF')).toEqual({ error: 'Your name is required' });
    expect(nameOf('Jose\u0301')).toEqual({ ok: 'Jos\u00E9' });
    expect(nameOf('e\u200B\u0301')).toEqual({ ok: '\u00E9' });
    // Hangul typed as letters (jamo) is kept as the syllables it spells
    expect(nameOf('\u1112\u1161\u11AB')).toEqual({ ok: '\uD55C' });
  });

  it('keep the joiners and tags that make one emoji of several', () => {
    for (const emoji of ['👨‍👩‍👧', '👨🏽‍👩🏽‍👧🏽', '🏳️‍🌈', '👩‍❤️‍💋‍👨', '🧑🏿‍🦯', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) {
      expect(nameOf(`Ana ${emoji}`)).toEqual({ ok: `Ana ${emoji}` });
      expect(textLength(emoji)).toBe(1);
    }
    // a joiner that joins no emoji is invisible, and goes
    expect(nameOf('Ana\u200D')).toEqual({ ok: 'Ana' });
    expect(nameOf('👍\u200D')).toEqual({ ok: '👍' });
    expect(nameOf('\u200D👍')).toEqual({ ok: '👍' });
    // tag characters outside a flag are invisible too
    expect(nameOf('Ana\u{E0041}')).toEqual({ ok: 'Ana' });
  });

  it('compare without case for uniqueness', () => {
    expect(sameName('Ana', 'ANA')).toBe(true);
    expect(sameName('Zoë', 'ZOË')).toBe(true);
    expect(sameName('Ana', 'Anna')).toBe(false);
  });
});

describe('game codes', () => {
  const codeOf = (value: unknown) => {
    const r = gamecodeSchema.safeParse(value);
    return r.success ? { ok: r.data } : { error: r.error.issues[0]?.message };
  };

  it('are entered case-insensitively and trimmed', () => {
    expect(codeOf(' abcdef ')).toEqual({ ok: 'ABCDEF' });
    expect(codeOf('Qrst23')).toEqual({ ok: 'QRST23' });
    expect(normalizeGamecode('  xyz234\n')).toBe('XYZ234');
  });

  it('are 6 characters from the alphabet without 0/O, 1/I/L', () => {
    for (const bad of [
      'ABCDE0',
      'ABCDEO',
      'ABCDE1',
      'ABCDEI',
      'ABCDEL',
      'ABCDE',
      'ABCDEFG',
      'ABC-EF',
      'ABC DEF',
    ]) {
      expect(codeOf(bad)).toEqual({ error: 'A game code is 6 letters and digits' });
      expect(isGamecode(bad)).toBe(false);
    }
    expect(codeOf(undefined)).toEqual({ error: 'Game code is required' });
    expect(isGamecode('ABCDEF')).toBe(true);
    expect(isGamecode('abcdef')).toBe(false);
  });

  it('are made from the alphabet only', () => {
    const random = randomFrom(42);
    for (let i = 0; i < 200; i++) {
      const code = makeGamecode(random);
      expect(code).toHaveLength(6);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
      expect(isGamecode(code)).toBe(true);
    }
    expect(CODE_ALPHABET).toBe('ABCDEFGHJKMNPQRSTUVWXYZ23456789');
    expect(makeGamecode(() => 0)).toBe('AAAAAA');
    expect(makeGamecode(() => 0.9999)).toBe('999999');
  });
});

describe('card text', () => {
  const cardOf = (value: unknown) => {
    const r = cardInputSchema.safeParse(value);
    return r.success ? { ok: r.data } : { error: r.error.issues[0]?.message };
  };

  it('a target word of 1–35 characters and up to five forbidden words of up to 35', () => {
    expect(cardOf({ word: ' Rubber duck ', forbidden: [' bath', 'yellow '] })).toEqual({
      ok: { word: 'Rubber duck', forbidden: ['bath', 'yellow'] },
    });
    expect(cardOf({ word: 'x'.repeat(35), forbidden: ['a', 'b', 'c', 'd', 'y'.repeat(35)] })).toEqual({
      ok: { word: 'x'.repeat(35), forbidden: ['a', 'b', 'c', 'd', 'y'.repeat(35)] },
    });
    expect(cardOf({ word: 'Kettle' })).toEqual({ ok: { word: 'Kettle', forbidden: [] } });
  });

  it('words lose invisible characters and are kept composed (NFC), like names', () => {
    expect(cardOf({ word: 'Cafe\u0301\u200B', forbidden: ['Cre\u0300me', 'bru\u2060le\u0301e'] })).toEqual({
      ok: { word: 'Caf\u00E9', forbidden: ['Cr\u00E8me', 'brul\u00E9e'] },
    });
    expect(cardOf({ word: '\u200B' })).toEqual({ error: 'The word is required' });
  });

  it('refuses each bad part with its own message', () => {
    expect(cardOf({ word: '' })).toEqual({ error: 'The word is required' });
    expect(cardOf({})).toEqual({ error: 'The word is required' });
    expect(cardOf({ word: 'x'.repeat(36) })).toEqual({ error: 'The word can be at most 35 characters' });
    expect(cardOf({ word: 'Kettle', forbidden: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      error: 'At most 5 forbidden words',
    });
    expect(cardOf({ word: 'Kettle', forbidden: ['y'.repeat(36)] })).toEqual({
      error: 'A forbidden word can be at most 35 characters',
    });
    expect(cardOf({ word: 'Kettle', forbidden: ['  '] })).toEqual({ error: 'A forbidden word is required' });
    expect(cardOf({ word: 'Kettle', forbidden: 'tea' })).toEqual({ error: 'Forbidden words must be a list' });
  });
});

describe('settings', () => {
  const settingsOf = (value: unknown) => {
    const r = parseRequest('createGame', { name: 'Ana', settings: value });
    return r.ok ? { ok: r.value.settings } : { error: r.message };
  };

  it('default to turns 2, 60 seconds, no skip penalty, buzzed cards scoring nothing, English, every category', () => {
    expect(defaultSettings).toEqual({
      endGameMethod: 'turns',
      endValue: 2,
      turnSeconds: 60,
      skipPenalty: 'none',
      language: 'en',
      categories: [...CATEGORIES],
      teamCount: 2,
      buzzedCardsScoreForWatchers: false,
    });
    expect(settingsOf({})).toEqual({ ok: defaultSettings });
    expect(parseRequest('createGame', { name: 'Ana' })).toEqual({
      ok: true,
      value: { name: 'Ana', settings: defaultSettings },
    });
  });

  it.each([
    ['turns', 1, 5],
    ['time', 10, 90],
    ['score', 10, 100],
  ] as const)('%s: %d to %d', (endGameMethod, min, max) => {
    expect(settingsOf({ endGameMethod, endValue: min })).toEqual({
      ok: { ...defaultSettings, endGameMethod, endValue: min },
    });
    expect(settingsOf({ endGameMethod, endValue: max })).toEqual({
      ok: { ...defaultSettings, endGameMethod, endValue: max },
    });
    const what = { turns: 'Turns per player', time: 'Minutes', score: 'Target score' }[endGameMethod];
    const message = `${what} must be a whole number from ${min} to ${max}`;
    expect(settingsOf({ endGameMethod, endValue: min - 1 })).toEqual({ error: message });
    expect(settingsOf({ endGameMethod, endValue: max + 1 })).toEqual({ error: message });
  });

  it('the end value must be a whole number', () => {
    expect(settingsOf({ endValue: 2.5 })).toEqual({ error: 'The end value must be whole' });
    expect(settingsOf({ endValue: '2' })).toEqual({ error: 'The end value must be a number' });
  });

  it("an end method chosen without a value gets that method's own default", () => {
    const time = settingsOf({ endGameMethod: 'time' });
    const score = settingsOf({ endGameMethod: 'score' });
    expect(time).toEqual({ ok: expect.objectContaining({ endGameMethod: 'time', endValue: 30 }) });
    expect(score).toEqual({ ok: expect.objectContaining({ endGameMethod: 'score', endValue: 30 }) });
    expect(settingsOf({ endGameMethod: 'time', endValue: 5 })).toEqual({
      error: 'Minutes must be a whole number from 10 to 90',
    });
  });

  it('refuses an unknown end method', () => {
    expect(settingsOf({ endGameMethod: 'lives' })).toEqual({
      error: 'End game by must be turns, time or score',
    });
  });

  it('seconds per turn: 30 to 180 in steps of 15', () => {
    for (const turnSeconds of [30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180]) {
      expect(settingsOf({ turnSeconds })).toEqual({ ok: { ...defaultSettings, turnSeconds } });
    }
    expect(settingsOf({ turnSeconds: 15 })).toEqual({ error: 'Seconds per turn must be 30 to 180' });
    expect(settingsOf({ turnSeconds: 195 })).toEqual({ error: 'Seconds per turn must be 30 to 180' });
    expect(settingsOf({ turnSeconds: 50 })).toEqual({ error: 'Seconds per turn go in steps of 15' });
    expect(settingsOf({ turnSeconds: 45.5 })).toEqual({ error: 'Seconds per turn go in steps of 15' });
    expect(settingsOf({ turnSeconds: '60' })).toEqual({ error: 'Seconds per turn must be a number' });
  });

  it('buzzed cards score for the watchers: on or off', () => {
    expect(settingsOf({ buzzedCardsScoreForWatchers: true })).toMatchObject({
      ok: { buzzedCardsScoreForWatchers: true },
    });
    expect(settingsOf({ buzzedCardsScoreForWatchers: 'yes' })).toEqual({
      error: 'Buzzed cards score for the watchers must be on or off',
    });
  });

  it('skip penalty: none, half or full', () => {
    for (const skipPenalty of ['none', 'half', 'full']) {
      expect(settingsOf({ skipPenalty })).toEqual({ ok: { ...defaultSettings, skipPenalty } });
    }
    expect(settingsOf({ skipPenalty: 'double' })).toEqual({
      error: 'Skip penalty must be none, half or full',
    });
  });

  it('categories: a non-empty subset of the built-in ones, kept in catalogue order without repeats', () => {
    expect(settingsOf({ categories: ['places', 'animals', 'places'] })).toEqual({
      ok: { ...defaultSettings, categories: ['animals', 'places'] },
    });
    expect(settingsOf({ categories: [] })).toEqual({ error: 'Choose at least one card category' });
    expect(settingsOf({ categories: ['animals', 'dragons'] })).toEqual({ error: 'Unknown card category' });
    expect(settingsOf({ categories: 'animals' })).toEqual({
      error: 'Invalid request: settings.categories: Invalid input: expected array, received string',
    });
  });

  it('game language: English, Spanish, French, German, Italian or Portuguese (Brazil), English when missing', () => {
    expect(settingsOf({ language: 'es' })).toEqual({
      ok: { ...defaultSettings, language: 'es', categories: [...LANGUAGE_CATEGORIES.es] },
    });
    expect(settingsOf({ language: 'fr' })).toEqual({
      ok: { ...defaultSettings, language: 'fr', categories: [...LANGUAGE_CATEGORIES.fr] },
    });
    expect(settingsOf({ language: 'de' })).toEqual({
      ok: { ...defaultSettings, language: 'de', categories: [...LANGUAGE_CATEGORIES.de] },
    });
    expect(settingsOf({ language: 'it' })).toEqual({
      ok: { ...defaultSettings, language: 'it', categories: [...LANGUAGE_CATEGORIES.it] },
    });
    expect(settingsOf({ language: 'pt-BR' })).toEqual({
      ok: { ...defaultSettings, language: 'pt-BR', categories: [...LANGUAGE_CATEGORIES['pt-BR']] },
    });
    expect(settingsOf({ language: 'en' })).toEqual({ ok: defaultSettings });
    expect(settingsOf({ skipPenalty: 'half' })).toEqual({ ok: { ...defaultSettings, skipPenalty: 'half' } });
    for (const language of ['pt', 'pt-PT', 'pt-br', 'PT-BR', 'ES', 'it-IT', 'fr-FR', 'de-DE', '', 3]) {
      expect(settingsOf({ language })).toEqual({
        error:
          'Game language must be one of: English (en), Español (es), Français (fr), Deutsch (de), Italiano (it), Português (Brasil) (pt-BR)',
      });
    }
  });

  it("a game's language names which categories it may choose", () => {
    const table = {
      en: CATEGORIES,
      es: ['animals', 'places'],
      fr: ['the french-speaking world'],
      de: ['the german-speaking world'],
      it: ['italy'],
      'pt-BR': ['brazil'],
    } as const;
    const schema = settingsSchemaFor(table);
    const parse = (value: unknown) => {
      const r = schema.safeParse(value);
      return r.success ? { ok: r.data } : { error: r.error.issues[0]?.message };
    };
    expect(parse({ language: 'es' })).toEqual({
      ok: { ...defaultSettings, language: 'es', categories: ['animals', 'places'] },
    });
    expect(parse({ language: 'es', categories: ['places'] })).toEqual({
      ok: { ...defaultSettings, language: 'es', categories: ['places'] },
    });
    expect(parse({ language: 'es', categories: ['animals', 'actions'] })).toEqual({
      error: 'Español cards have no category "actions"',
    });
    expect(parse({ categories: ['actions'] })).toEqual({
      ok: { ...defaultSettings, categories: ['actions'] },
    });
    // The built-in table: each language offers the categories its catalogue holds.
    for (const language of GAME_LANGUAGES) {
      expect(settingsOf({ language })).toEqual({
        ok: { ...defaultSettings, language, categories: [...LANGUAGE_CATEGORIES[language]] },
      });
    }
    // Spanish has categories of its own, which an English game may not choose.
    expect(settingsOf({ language: 'es', categories: ['football', 'sayings and expressions'] })).toEqual({
      ok: { ...defaultSettings, language: 'es', categories: ['football', 'sayings and expressions'] },
    });
    expect(settingsOf({ categories: ['football'] })).toEqual({
      error: 'English cards have no category "football"',
    });
    // Italian has Italy, which a Spanish game may not choose, and not Spain and Latin America.
    expect(settingsOf({ language: 'it', categories: ['italy', 'football'] })).toEqual({
      ok: { ...defaultSettings, language: 'it', categories: ['football', 'italy'] },
    });
    expect(settingsOf({ language: 'es', categories: ['italy'] })).toEqual({
      error: 'Español cards have no category "italy"',
    });
    expect(settingsOf({ language: 'it', categories: ['spain and latin america'] })).toEqual({
      error: 'Italiano cards have no category "spain and latin america"',
    });
    // French has the French-speaking world, which no other game language may choose, and not Italy.
    expect(settingsOf({ language: 'fr', categories: ['the french-speaking world', 'football'] })).toEqual({
      ok: { ...defaultSettings, language: 'fr', categories: ['football', 'the french-speaking world'] },
    });
    expect(settingsOf({ language: 'it', categories: ['the french-speaking world'] })).toEqual({
      error: 'Italiano cards have no category "the french-speaking world"',
    });
    expect(settingsOf({ language: 'fr', categories: ['italy'] })).toEqual({
      error: 'Français cards have no category "italy"',
    });
    // German has the German-speaking world, which no other game language may choose.
    expect(settingsOf({ language: 'de', categories: ['the german-speaking world', 'football'] })).toEqual({
      ok: { ...defaultSettings, language: 'de', categories: ['football', 'the german-speaking world'] },
    });
    expect(settingsOf({ language: 'fr', categories: ['the german-speaking world'] })).toEqual({
      error: 'Français cards have no category "the german-speaking world"',
    });
    expect(settingsOf({ language: 'de', categories: ['the french-speaking world'] })).toEqual({
      error: 'Deutsch cards have no category "the french-speaking world"',
    });
    // Portuguese (Brazil) has Brazil, which no other game language may choose.
    expect(settingsOf({ language: 'pt-BR', categories: ['brazil', 'football'] })).toEqual({
      ok: { ...defaultSettings, language: 'pt-BR', categories: ['football', 'brazil'] },
    });
    expect(settingsOf({ language: 'es', categories: ['brazil'] })).toEqual({
      error: 'Español cards have no category "brazil"',
    });
    expect(settingsOf({ language: 'pt-BR', categories: ['spain and latin america'] })).toEqual({
      error: 'Português (Brasil) cards have no category "spain and latin america"',
    });
  });

  it('a stored game without a language is English', () => {
    const { language: _, ...old } = defaultSettings;
    expect(gameLanguage(old as typeof defaultSettings)).toBe('en');
    expect(gameLanguage({ ...defaultSettings, language: 'es' })).toBe('es');
  });

  it('number of teams: a whole number from 2 to 4, two when not given', () => {
    for (const teamCount of [2, 3, 4]) {
      expect(settingsOf({ teamCount })).toEqual({ ok: { ...defaultSettings, teamCount } });
    }
    const message = 'Number of teams must be a whole number from 2 to 4';
    for (const teamCount of [1, 5, 2.5, '3', null]) {
      expect(settingsOf({ teamCount })).toEqual({ error: message });
    }
    expect(settingsOf({ skipPenalty: 'half' })).toEqual({ ok: expect.objectContaining({ teamCount: 2 }) });
  });

  it('the schema alone fills in defaults too', () => {
    expect(settingsSchema.parse({ skipPenalty: 'half' })).toEqual({
      ...defaultSettings,
      skipPenalty: 'half',
    });
  });
});

describe('parsing requests', () => {
  it('refuses an unknown request type', () => {
    expect(parseGameRequest('dropTable', {})).toEqual({
      ok: false,
      message: 'Invalid request: unknown request "dropTable"',
    });
    expect(parseGameRequest('toString', {})).toEqual({
      ok: false,
      message: 'Invalid request: unknown request "toString"',
    });
    expect(parseGameRequest('expireTurn', { gamecode: 'ABCDEF' })).toEqual({
      ok: false,
      message: 'Invalid request: unknown request "expireTurn"',
    });
  });

  it('parses a request, adding its type and normalising the code', () => {
    expect(parseGameRequest('joinGame', { gamecode: 'abcdef', name: ' Ana ' })).toEqual({
      ok: true,
      value: { type: 'joinGame', gamecode: 'ABCDEF', name: 'Ana' },
    });
    // A presence change is the player's connection unless the server says it restarted.
    expect(parseSystemRequest('setPresence', { gamecode: 'ABCDEF', playerId: 'p1', online: false })).toEqual({
      ok: true,
      value: { type: 'setPresence', gamecode: 'ABCDEF', playerId: 'p1', online: false, cause: 'connection' },
    });
  });

  it('gives our own message for a bad field, and names the field for zod’s own', () => {
    expect(parseGameRequest('joinGame', { name: 'Ana' })).toEqual({
      ok: false,
      message: 'Game code is required',
    });
    expect(parseGameRequest('updateTeam', { gamecode: 'ABCDEF', team: 'team 5' })).toEqual({
      ok: false,
      message: 'Team must be team 1, team 2, team 3, team 4 or unassigned',
    });
    expect(parseGameRequest('updateGameStatus', { gamecode: 'ABCDEF', status: 'paused' })).toEqual({
      ok: false,
      message: 'Unknown game status',
    });
    expect(parseGameRequest('updateRoundStatus', { gamecode: 'ABCDEF', roundStatus: 'paused' })).toEqual({
      ok: false,
      message: 'Unknown round status',
    });
    expect(parseGameRequest('movePlayer', { gamecode: 'ABCDEF', team: 'team 1', playerId: '' })).toEqual({
      ok: false,
      message: 'Invalid request: playerId: Too small: expected string to have >=1 characters',
    });
    expect(parseGameRequest('addGameCard', { gamecode: 'ABCDEF', card: 'duck' })).toEqual({
      ok: false,
      message: 'Invalid request: card: Invalid input: expected object, received string',
    });
    expect(parseRequest('reportError', { message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      message: 'Invalid request: message: Too big: expected string to have <=2000 characters',
    });
    expect(parseSystemRequest('setPresence', { gamecode: 'ABCDEF', playerId: 'p1', online: 'yes' })).toEqual({
      ok: false,
      message: 'Invalid request: online: Invalid input: expected boolean, received string',
    });
  });

  it('a request that is not an object at all', () => {
    expect(parseGameRequest('joinGame', null)).toEqual({
      ok: false,
      message: 'Invalid input: expected object, received null',
    });
  });

  it('describes a lower-case built-in message with its field, and an empty error as unreadable', () => {
    const issue = (message: string, path: string[]) =>
      new z.ZodError([{ code: 'invalid_type', expected: 'string', message, path, input: 1 }]);
    expect(describeIssue(issue('expected a string', ['name']))).toBe(
      'Invalid request: name: expected a string',
    );
    expect(describeIssue(issue('expected a string', []))).toBe('Invalid request: expected a string');
    expect(describeIssue(new z.ZodError([]))).toBe('Invalid request: unreadable');
  });

  it('the other requests: verify, played cards, card ideas and error reports', () => {
    expect(parseRequest('verifyGame', { gamecode: ' qrst23' })).toEqual({
      ok: true,
      value: { gamecode: 'QRST23' },
    });
    expect(parseRequest('fetchPlayedCards', { gamecode: 'QRST2' })).toEqual({
      ok: false,
      message: 'A game code is 6 letters and digits',
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Kettle', forbidden: ['tea'] } })).toEqual({
      ok: true,
      value: { card: { word: 'Kettle', forbidden: ['tea'] }, language: 'en' },
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Tetera' }, language: 'es' })).toEqual({
      ok: true,
      value: { card: { word: 'Tetera', forbidden: [] }, language: 'es' },
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Bollitore' }, language: 'it' })).toEqual({
      ok: true,
      value: { card: { word: 'Bollitore', forbidden: [] }, language: 'it' },
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Bouilloire' }, language: 'fr' })).toEqual({
      ok: true,
      value: { card: { word: 'Bouilloire', forbidden: [] }, language: 'fr' },
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Wasserkocher' }, language: 'de' })).toEqual({
      ok: true,
      value: { card: { word: 'Wasserkocher', forbidden: [] }, language: 'de' },
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Chaleira' }, language: 'pt-BR' })).toEqual({
      ok: true,
      value: { card: { word: 'Chaleira', forbidden: [] }, language: 'pt-BR' },
    });
    expect(parseRequest('submitCardIdea', { card: { word: 'Chaleira' }, language: 'pt-PT' })).toEqual({
      ok: false,
      message:
        'Game language must be one of: English (en), Español (es), Français (fr), Deutsch (de), Italiano (it), Português (Brasil) (pt-BR)',
    });
    expect(parseRequest('reportError', { message: 'boom', name: 'TypeError' })).toEqual({
      ok: true,
      value: { message: 'boom', name: 'TypeError' },
    });
  });
});
