import { useSyncExternalStore } from 'react';

/**
 * This device's own choices, kept in local storage beside (never inside) the saved session:
 * sound and vibration on or off, a light or dark theme chosen over the system's, and the language
 * of the interface chosen over the browser's. Every reader
 * (the header's switches, the play screen's sounds) follows a change at once, also one made in
 * another tab.
 */
const SOUND_KEY = 'unsayable.sound';
const THEME_KEY = 'unsayable.theme';
const LANGUAGE_KEY = 'unsayable.language';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the defaults hold
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked or full: the choice lasts until the page is closed
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [SOUND_KEY, THEME_KEY, LANGUAGE_KEY].includes(event.key)) listener();
  };
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', listener);
  };
}

/** Sound and vibration: on unless this device turned them off. */
export function soundOn(): boolean {
  return read(SOUND_KEY) !== 'off';
}

export function setSoundOn(on: boolean): void {
  write(SOUND_KEY, on ? 'on' : 'off');
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, soundOn, () => true);
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function chosenTheme(): Theme | null {
  const value = read(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme on screen: this device's choice, else the system's. */
export function currentTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

/** Chooses a theme; choosing the system's own goes back to following the system. */
export function setTheme(theme: Theme): void {
  write(THEME_KEY, theme === systemTheme() ? null : theme);
  applyTheme();
}

/** Marks the page with a chosen theme (the style sheet follows the system when none is chosen). */
export function applyTheme(root: HTMLElement = document.documentElement): void {
  const theme = chosenTheme();
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}

/** The interface language this device chose (any text: the caller checks it), else null. */
export function chosenLanguage(): string | null {
  return read(LANGUAGE_KEY);
}

export function setChosenLanguage(language: string): void {
  write(LANGUAGE_KEY, language);
}

/** Follows a language chosen here or in another tab. */
export function onPreferenceChange(listener: () => void): () => void {
  return subscribe(listener);
}
