// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { defaultSettings } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { languageInSentence, SettingsSummary } from './settings-summary.tsx';

afterEach(cleanup);

describe('the settings summary', () => {
  it("names the game's language as the interface's language writes it inside a sentence", () => {
    const { container } = render(<SettingsSummary settings={{ ...defaultSettings, language: 'es' }} />);
    expect(container.textContent).toBe(
      '2 turns per player · 60 s per turn · no skip penalty · cards in Spanish',
    );
  });

  it('in Spanish, in lower case: tarjetas en español', () => {
    expect(languageInSentence('es', 'es')).toBe('español');
    expect(languageInSentence('en', 'es')).toBe('inglés');
    expect(languageInSentence('es', 'en')).toBe('Spanish');
  });

  it('in any interface language, by its tag (a region too), as the language writes it', () => {
    expect(languageInSentence('en', 'fr')).toBe('anglais');
    expect(languageInSentence('es', 'it')).toBe('spagnolo');
    expect(languageInSentence('es', 'de')).toBe('Spanisch');
    expect(languageInSentence('en', 'pt-BR')).toBe('inglês');
  });
});
