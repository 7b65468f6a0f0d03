import { describe, expect, it } from 'vitest';
import { browserGameLanguage, isGameLanguage } from './game-language.tsx';

describe('the game language a browser prefers', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['es'], 'es'],
    [['de-DE', 'es-ES', 'en'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['de-DE', 'pt-BR'], 'en'],
    [[], 'en'],
    [['ES-ar'], 'es'],
    [['it-IT', 'en'], 'it'],
    [['it-CH', 'de-CH'], 'it'],
    [['fr-FR', 'it', 'es'], 'fr'],
    [['fr-CA', 'en'], 'fr'],
    [['de-CH', 'fr-CH', 'it-CH'], 'fr'],
    [['pt-BR', 'it', 'fr'], 'it'],
  ])('%j → %s', (preferred, expected) => {
    expect(browserGameLanguage(preferred)).toBe(expected);
  });

  it('knows the languages games have', () => {
    expect(isGameLanguage('es')).toBe(true);
    expect(isGameLanguage('it')).toBe(true);
    expect(isGameLanguage('fr')).toBe(true);
    expect(isGameLanguage('de')).toBe(false);
    expect(isGameLanguage('pt-BR')).toBe(false);
    expect(isGameLanguage('')).toBe(false);
  });
});
