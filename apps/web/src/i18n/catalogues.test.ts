import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  accountMessages,
  CATEGORIES,
  fallbackMessages,
  fixedMessages,
  ownMessages,
  skipReasons,
  transientMessages,
} from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n.ts';

const LOCALES = join(import.meta.dirname, 'locales');
const AREAS = ['shell', 'rules', 'game'];

function catalogue(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES, language, `${area}.json`), 'utf8'));
}

/** The names of an ICU message's arguments ({name}, {n, plural, …}), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') for (const branch of Object.values(choices)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** Every language folder on disk: one without its line in languages.json is still checked. */
const FOLDERS = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The branch names of every plural in an ICU message. */
function pluralsOf(message: string): string[][] {
  const found: string[][] = [];
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token) || !token[2] || typeof token[2] !== 'object') continue;
      if (token[1] === 'plural') found.push(Object.keys(token[2]).filter((name) => name !== 'offset'));
      for (const branch of Object.values(token[2])) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return found;
}

describe('the catalogues', () => {
  const languages = [...new Set([...Object.keys(LANGUAGES), ...FOLDERS])];

  it('are one folder per language of the picker, each with every area', () => {
    expect(FOLDERS).toEqual(Object.keys(LANGUAGES).sort());
    for (const language of languages)
      expect(readdirSync(join(LOCALES, language)).sort()).toEqual(AREAS.map((a) => `${a}.json`).sort());
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    for (const area of AREAS) {
      it(`${language}/${area} has every English key and no other`, () => {
        expect(Object.keys(catalogue(language, area)).sort()).toEqual(
          Object.keys(catalogue('en', area)).sort(),
        );
      });

      it(`${language}/${area} uses no argument the English message is not given`, () => {
        const english = catalogue('en', area);
        const translated = catalogue(language, area);
        for (const [key, message] of Object.entries(english)) {
          const given = argumentsOf(message);
          expect([key, argumentsOf(translated[key] ?? '').filter((name) => !given.includes(name))]).toEqual([
            key,
            [],
          ]);
        }
      });

      it(`${language}/${area} is translated, not copied (apart from names and figures)`, () => {
        const english = catalogue('en', area);
        const translated = catalogue(language, area);
        const same = Object.keys(english).filter(
          (key) => english[key] === translated[key] && /[a-z]{4,}/.test(english[key] ?? ''),
        );
        expect(same.sort()).toEqual((SAME_AS_ENGLISH[language] ?? []).filter((key) => key in english).sort());
      });
    }
  }

  it('plurals use only their language’s own categories, and always other', () => {
    for (const language of languages) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      for (const area of AREAS)
        for (const [key, message] of Object.entries(catalogue(language, area)))
          for (const branches of pluralsOf(message)) {
            // An exact-number branch (`=0`, compiled to its number) is any language's to use.
            const wrong = branches.filter(
              (branch) => !/^=?\d+$/.test(branch) && !categories.includes(branch),
            );
            expect([`${language}/${area} ${key}`, wrong, branches.includes('other')]).toEqual([
              `${language}/${area} ${key}`,
              [],
              true,
            ]);
          }
    }
  });

  it('hold one key for every server message of the rules', () => {
    const keys = Object.keys(catalogue('en', 'game'));
    const expected = [
      ...Object.keys(fixedMessages).map((k) => `server.${k}`),
      ...Object.keys(fallbackMessages).map((k) => `server.fallback.${k}`),
      ...Object.keys(transientMessages).map((k) => `server.${k}`),
      ...Object.keys(ownMessages).map((k) => `server.${k}`),
      ...Object.keys(skipReasons).map((k) => `server.skip.${k}`),
      // The account routes' words, copied in english-messages.ts.
      ...Object.keys(accountMessages).map((k) => `server.account.${k}`),
    ];
    expect(expected.filter((key) => !keys.includes(key))).toEqual([]);
    expect(
      keys.filter(
        (key) =>
          key.startsWith('server.') &&
          !key.startsWith('server.part.') &&
          !key.startsWith('server.app.') &&
          !expected.includes(key),
      ),
    ).toEqual([]);
  });

  it('name every card category, and no other, in every language', () => {
    for (const language of languages) {
      const named = Object.keys(catalogue(language, 'game')).filter((key) =>
        key.startsWith('game.category.'),
      );
      expect(named.sort(), language).toEqual(CATEGORIES.map((c) => `game.category.${c}`).sort());
    }
  });

  it('every message compiles as ICU in every language', () => {
    for (const language of languages)
      for (const area of AREAS)
        for (const [key, message] of Object.entries(catalogue(language, area)))
          expect(() => compileMessageOrThrow(message), `${language}/${area} ${key}`).not.toThrow();
  });
});

/**
 * Texts a language writes as English does: words it shares (Minutes, Football) or took from
 * English (Password, online). Listed by language, so a copy left untranslated still fails.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: [
    'shell.toast.region',
    'game.scores',
    'game.category.actions',
    'game.category.football',
    'end.points',
    'create.value.minutes',
  ],
  it: [
    'shell.account',
    'game.players.online',
    'game.players.offline',
    'play.offlineMark',
    'account.password',
  ],
};
