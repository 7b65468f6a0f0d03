import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  accountMessages,
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

describe('the catalogues', () => {
  const languages = Object.keys(LANGUAGES);

  it('are one folder per language of the picker, each with every area', () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...languages].sort());
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
        expect(same).toEqual(SAME_IN_EVERY_LANGUAGE.filter((key) => key in english));
      });
    }
  }

  it('hold one key for every server message of the rules', () => {
    const keys = Object.keys(catalogue('en', 'game'));
    const expected = [
      ...Object.keys(fixedMessages).map((k) => `server.${k}`),
      ...Object.keys(fallbackMessages).map((k) => `server.fallback.${k}`),
      ...Object.keys(transientMessages).map((k) => `server.${k}`),
      ...Object.keys(ownMessages).map((k) => `server.${k}`),
      ...Object.keys(skipReasons).map((k) => `server.skip.${k}`),
      // The account routes' words (issue 20), copied in english-messages.ts.
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

  it('every message compiles as ICU in every language', () => {
    for (const language of languages)
      for (const area of AREAS)
        for (const [key, message] of Object.entries(catalogue(language, area)))
          expect(() => compileMessageOrThrow(message), `${language}/${area} ${key}`).not.toThrow();
  });
});

/** Texts that are the same in English and the other languages (a brand, a keyboard shortcut). */
const SAME_IN_EVERY_LANGUAGE: string[] = [];
