// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { builtInCardCount, defaultSettings } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { languageInSentence, SettingsSummary } from './settings-summary.tsx';

afterEach(cleanup);

describe('the settings summary', () => {
  it("names the game's language as the interface's language writes it inside a sentence", () => {
    const { container } = render(<SettingsSummary settings={{ ...defaultSettings, language: 'es' }} />);
    expect(container.querySelector('p')?.textContent).toBe(
      '2 turns per player · 60 s per turn · no skip penalty · cards in Spanish. 300 cards from 12 categories.',
    );
  });

  it('says how clues are given when they are typed, and nothing of it when out loud', () => {
    const line = (clueMode: 'out loud' | 'typed' | 'typed guesses') => {
      const { container, unmount } = render(<SettingsSummary settings={{ ...defaultSettings, clueMode }} />);
      const text = container.querySelector('p')?.textContent ?? '';
      unmount();
      return text;
    };
    expect(line('out loud')).toMatch(
      /^2 turns per player · 60 s per turn · no skip penalty · cards in English/,
    );
    expect(line('typed')).toContain('no skip penalty · typed clues and guesses · cards in English');
    expect(line('typed guesses')).toContain('no skip penalty · typed guesses · cards in English');
  });

  it('says when reviews confirm by themselves, and nothing of it when they do not', () => {
    const line = (reviewSeconds?: number) => {
      const settings = reviewSeconds === undefined ? defaultSettings : { ...defaultSettings, reviewSeconds };
      const { container, unmount } = render(<SettingsSummary settings={settings} />);
      const text = container.querySelector('p')?.textContent ?? '';
      unmount();
      return text;
    };
    expect(line(30)).toContain('no skip penalty · reviews confirm after 30 s · cards in English');
    expect(line()).not.toContain('reviews confirm');
    expect(line(0)).not.toContain('reviews confirm');
  });

  it('says how many cards the game deals and from where', () => {
    const settings = {
      ...defaultSettings,
      language: 'en' as const,
      categories: ['animals' as const, 'places' as const],
    };
    const builtIn = builtInCardCount('en', settings.categories);
    const { container } = render(
      <SettingsSummary
        settings={settings}
        deck={{ name: 'My deck', cardCount: 20, language: 'en', builtInToo: true }}
        hostCards={2}
      />,
    );
    expect(container.querySelector('.deal-summary')?.textContent).toBe(
      `The game deals ${builtIn + 22} cards: ${builtIn} built-in in 2 categories + 20 from “My deck” + 2 of the host’s own.`,
    );
    cleanup();
    const alone = render(
      <SettingsSummary
        settings={settings}
        deck={{ name: 'My deck', cardCount: 20, language: 'en', builtInToo: false }}
      />,
    );
    expect(alone.container.querySelector('.deal-summary')?.textContent).toBe(
      'The game deals 20 cards: 20 from “My deck”.',
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

  it('names an Italian game in every interface language', () => {
    expect(
      ['en', 'es', 'fr', 'de', 'it', 'pt-BR'].map((language) => languageInSentence('it', language)),
    ).toEqual(['Italian', 'italiano', 'italien', 'Italienisch', 'italiano', 'italiano']);
  });

  it('names a French game in every interface language', () => {
    expect(
      ['en', 'es', 'fr', 'de', 'it', 'pt-BR'].map((language) => languageInSentence('fr', language)),
    ).toEqual(['French', 'francés', 'français', 'Französisch', 'francese', 'francês']);
  });

  it('names a German game in every interface language', () => {
    expect(
      ['en', 'es', 'fr', 'de', 'it', 'pt-BR'].map((language) => languageInSentence('de', language)),
    ).toEqual(['German', 'alemán', 'allemand', 'Deutsch', 'tedesco', 'alemão']);
  });

  it('names a Portuguese (Brazil) game in every interface language', () => {
    expect(
      ['en', 'es', 'fr', 'de', 'it', 'pt-BR'].map((language) => languageInSentence('pt-BR', language)),
    ).toEqual([
      'Brazilian Portuguese',
      'portugués de Brasil',
      'portugais brésilien',
      'Portugiesisch (Brasilien)',
      'portoghese brasiliano',
      'português (Brasil)',
    ]);
  });
});
