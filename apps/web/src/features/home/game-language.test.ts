import { describe, expect, it } from 'vitest';
import { browserGameLanguage, isGameLanguage } from './game-language.tsx';

describe('the game language a browser prefers', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['es'], 'es'],
    [['pt-BR', 'es-ES', 'en'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['pt-BR', 'pt'], 'en'],
    [[], 'en'],
    [['ES-ar'], 'es'],
    [['it-IT', 'en'], 'it'],
    [['it-CH', 'de-CH'], 'it'],
    [['fr-FR', 'it', 'es'], 'fr'],
    [['fr-CA', 'en'], 'fr'],
    [['de-CH', 'fr-CH', 'it-CH'], 'de'],
    [['de-AT', 'en'], 'de'],
    [['DE'], 'de'],
    [['pt-BR', 'it', 'fr'], 'it'],
    [['pt-PT', 'de-DE', 'fr'], 'de'],
  ])('%j → %s', (preferred, expected) => {
    expect(browserGameLanguage(preferred)).toBe(expected);
  });

  it('knows the languages games have', () => {
    expect(isGameLanguage('es')).toBe(true);
    expect(isGameLanguage('it')).toBe(true);
    expect(isGameLanguage('fr')).toBe(true);
    expect(isGameLanguage('de')).toBe(true);
    expect(isGameLanguage('pt-BR')).toBe(false);
    expect(isGameLanguage('')).toBe(false);
  });
});
