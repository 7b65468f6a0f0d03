import { describe, expect, it } from 'vitest';
import { browserGameLanguage, isGameLanguage } from './game-language.tsx';

describe('the game language a browser prefers', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['es'], 'es'],
    [['nl-NL', 'es-ES', 'en'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['nl-BE', 'sv'], 'en'],
    [[], 'en'],
    [['ES-ar'], 'es'],
    [['it-IT', 'en'], 'it'],
    [['it-CH', 'de-CH'], 'it'],
    [['fr-FR', 'it', 'es'], 'fr'],
    [['fr-CA', 'en'], 'fr'],
    [['de-CH', 'fr-CH', 'it-CH'], 'de'],
    [['de-AT', 'en'], 'de'],
    [['DE'], 'de'],
    [['nl', 'it', 'fr'], 'it'],
    [['pt-BR', 'it', 'fr'], 'pt-BR'],
    [['PT-br'], 'pt-BR'],
    [['pt-PT', 'de-DE', 'fr'], 'pt-BR'],
    [['pt', 'en'], 'pt-BR'],
    [['en-US', 'pt-BR'], 'en'],
  ])('%j → %s', (preferred, expected) => {
    expect(browserGameLanguage(preferred)).toBe(expected);
  });

  it('knows the languages games have', () => {
    expect(isGameLanguage('es')).toBe(true);
    expect(isGameLanguage('it')).toBe(true);
    expect(isGameLanguage('fr')).toBe(true);
    expect(isGameLanguage('de')).toBe(true);
    expect(isGameLanguage('pt-BR')).toBe(true);
    expect(isGameLanguage('pt')).toBe(false);
    expect(isGameLanguage('')).toBe(false);
  });
});
