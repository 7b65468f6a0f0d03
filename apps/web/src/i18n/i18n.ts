import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { chosenLanguage, onPreferenceChange, setChosenLanguage } from '../preferences/device-preferences.ts';
import languageNames from './locales/languages.json';

/**
 * The interface's languages and their strings, through Lingui's runtime (`@lingui/core`): one
 * catalogue of ICU messages per language and area (`locales/<language>/<area>.json`), compiled at
 * build time. Only the active language's catalogues load, and only the areas the screens on show
 * need: `shell` with the app (the frame, the home menu, titles), `rules` with How to play, `game`
 * with every other screen (forms, lobby, play, end, the server's messages).
 */
export type Language = keyof typeof languageNames;
export type Area = 'shell' | 'rules' | 'game';

/** Every language, named in itself (a picker shows each in its own language). */
export const LANGUAGES = languageNames as Record<Language, string>;
export const DEFAULT_LANGUAGE: Language = 'en';

type Catalogues = typeof import('./locales/en/shell.json') &
  typeof import('./locales/en/rules.json') &
  typeof import('./locales/en/game.json');
export type MessageKey = Exclude<keyof Catalogues, 'default'>;
export type MessageValues = Record<string, string | number>;

const catalogues = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });
const loading = new Map<string, Promise<void>>();
const areasInUse = new Set<Area>(['shell']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/**
 * The first of the browser's tags that one of `languages` answers: the tag itself (pt-BR), else
 * the first language with its primary subtag (fr-CA is fr; pt-PT and pt are pt-BR while no pt-PT
 * exists, as a Portuguese reader is better served by Brazilian Portuguese than by English).
 */
export function matchLanguage(
  preferred: readonly string[],
  languages: readonly string[],
): string | undefined {
  const primaryOf = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const tag of preferred) {
    const found =
      languages.find((language) => language.toLowerCase() === tag.toLowerCase()) ??
      languages.find((language) => primaryOf(language) === primaryOf(tag));
    if (found) return found;
  }
  return undefined;
}

/** The first of the browser's languages the interface speaks, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  const found = matchLanguage(preferred, Object.keys(LANGUAGES));
  return isLanguage(found) ? found : DEFAULT_LANGUAGE;
}

/** This device's chosen language, else the browser's. */
export function startingLanguage(): Language {
  const chosen = chosenLanguage();
  if (isLanguage(chosen)) return chosen;
  return browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

function loadCatalogue(language: Language, area: Area): Promise<void> {
  const key = `${language}/${area}`;
  let done = loading.get(key);
  if (!done) {
    const load = catalogues[`./locales/${key}.json`];
    if (!load) return Promise.reject(new Error(`no catalogue ${key}`));
    done = load().then((messages) => i18n.load(language, messages));
    // A failed load (offline, a new deployment) is tried again on the next need.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Loads the active language's strings of these areas (a screen's, before it shows). */
export function loadAreas(...areas: Area[]): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  const language = activeLanguage();
  return Promise.all(areas.map((area) => loadCatalogue(language, area))).then(() => undefined);
}

/** Shows the interface in a language: its strings of every area in use first, then the switch. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadCatalogue(language, area)));
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Chooses a language on this device (remembered), and shows it. */
export function chooseLanguage(language: Language): Promise<void> {
  setChosenLanguage(language);
  return activateLanguage(language);
}

/** The start: the device's or browser's language; a choice made in another tab is followed. */
export function startI18n(): Promise<void> {
  onPreferenceChange(() => {
    const chosen = chosenLanguage();
    if (isLanguage(chosen) && chosen !== i18n.locale) void activateLanguage(chosen);
  });
  const language = startingLanguage();
  // Strings that could not load (the network dropped right after the page) must not keep the app
  // from showing: it starts without them (their keys show), and a language switch loads them again.
  return activateLanguage(language).catch(() => {
    i18n.activate(language);
  });
}

/** A string of the active language (outside React; a component uses `useText`). */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/** A number as the active language writes it (2.5 or 2,5). */
export function formatNumber(value: number): string {
  return i18n.number(value);
}

// Counted before any component hears of a change (this listener is the first).
let version = 0;
i18n.on('change', () => version++);
const subscribe = (listener: () => void) => i18n.on('change', listener);

/** The active language's strings, for a component: it shows again when the language or strings change. */
export function useText(): { t: typeof translate; language: Language; number: typeof formatNumber } {
  useSyncExternalStore(subscribe, () => version);
  return { t: translate, language: activeLanguage(), number: formatNumber };
}
