// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activateLanguage,
  browserLanguage,
  chooseLanguage,
  formatNumber,
  LANGUAGES,
  loadAreas,
  matchLanguage,
  startingLanguage,
  translate,
} from './i18n.ts';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await activateLanguage('en');
  localStorage.clear();
});

describe('the interface language', () => {
  it('is the first of the browser’s languages the interface speaks, by primary subtag', () => {
    expect(browserLanguage(['es-ES', 'en'])).toBe('es');
    expect(browserLanguage(['xx-XX', 'es-MX', 'en'])).toBe('es');
    expect(browserLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(browserLanguage(['it-CH'])).toBe('it');
    expect(browserLanguage(['EN-gb'])).toBe('en');
    expect(browserLanguage(['xx', 'yy'])).toBe('en');
    expect(browserLanguage(['de-AT'])).toBe('de');
    expect(browserLanguage(['pt-BR'])).toBe('pt-BR');
    expect(browserLanguage(['pt-PT', 'en'])).toBe('pt-BR');
    expect(browserLanguage([])).toBe('en');
  });

  it('takes a region’s own language first, else the first with its primary subtag', () => {
    const languages = ['en', 'pt-BR', 'fr'];
    expect(matchLanguage(['pt-BR'], languages)).toBe('pt-BR');
    expect(matchLanguage(['pt-br'], languages)).toBe('pt-BR');
    expect(matchLanguage(['pt-PT', 'en'], languages)).toBe('pt-BR');
    expect(matchLanguage(['pt'], languages)).toBe('pt-BR');
    expect(matchLanguage(['pt-PT'], [...languages, 'pt-PT'])).toBe('pt-PT');
    expect(matchLanguage(['pt'], ['en', 'pt-PT', 'pt-BR'])).toBe('pt-PT');
    expect(matchLanguage(['xx'], languages)).toBeUndefined();
  });

  it('offers every language of the list, each by its own name', () => {
    expect(LANGUAGES).toMatchObject({ en: 'English', es: 'Español', fr: 'Français', it: 'Italiano' });
  });

  it('is this device’s choice before the browser’s; an unknown saved value is ignored', () => {
    localStorage.setItem('unsayable.language', 'es');
    expect(startingLanguage()).toBe('es');
    localStorage.setItem('unsayable.language', 'xx');
    expect(startingLanguage()).toBe(browserLanguage(navigator.languages));
  });

  it('a choice loads its strings, marks the page and is remembered', async () => {
    await chooseLanguage('es');
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('unsayable.language')).toBe('es');
    expect(translate('shell.home.create')).toBe('Crear partida');
    await chooseLanguage('en');
    expect(translate('shell.home.create')).toBe('Create game');
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes numbers and plurals as the language does', async () => {
    expect(formatNumber(2.5)).toBe('2.5');
    expect(translate('end.points', { n: 1 })).toBe('1 point');
    expect(translate('end.points', { n: 2.5 })).toBe('2.5 points');
    await activateLanguage('es');
    await loadAreas('game');
    expect(formatNumber(2.5)).toBe('2,5');
    expect(translate('end.points', { n: 1 })).toBe('1 punto');
    expect(translate('end.points', { n: 2.5 })).toBe('2,5 puntos');
  });

  it('writes French plurals as French does: 0 and 1 are singular', async () => {
    await activateLanguage('fr');
    await loadAreas('game');
    expect(document.documentElement.lang).toBe('fr');
    expect(formatNumber(2.5)).toBe('2,5');
    expect(translate('end.points', { n: 0 })).toBe('0 point');
    expect(translate('end.points', { n: 1 })).toBe('1 point');
    expect(translate('end.points', { n: 2 })).toBe('2 points');
    await activateLanguage('it');
    expect(translate('end.points', { n: 0 })).toBe('0 punti');
    expect(translate('end.points', { n: 1 })).toBe('1 punto');
  });
});
