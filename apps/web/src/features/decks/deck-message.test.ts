import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  DECK_FORMATS,
  DECK_MESSAGE_KEYS,
  type DeckMessageRef,
  type DeckProblem,
  deckText,
  parseDeckText,
} from '@unsayable/cards/decks';
import { afterEach, describe, expect, it } from 'vitest';
import { deckMessage, fixText, formatText, noticeText, problemParts } from './deck-message.ts';

const spanish = import.meta.glob<Messages>('../../i18n/locales/es/*.json', {
  import: 'default',
  eager: true,
});
/** A catalogue as written (the build compiles an imported one). */
const written = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', language, 'game.json'), 'utf8'));
const englishTable = written('en');

/** The names of an ICU message's arguments ({name}, {n, number}). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const token of compileMessageOrThrow(message))
    if (Array.isArray(token) && typeof token[0] === 'string') names.add(token[0]);
  return [...names];
}

const SAMPLE: Record<string, string | number> = { word: 'sol', earlier: 'luna', fields: 'color, size' };
/** Every deck message with a value for each of its arguments (numbers past a thousand, to see grouping). */
const refs: DeckMessageRef[] = DECK_MESSAGE_KEYS.map((key) => ({
  key,
  params: Object.fromEntries(
    argumentsOf(englishTable[key] ?? '').map((name) => [name, SAMPLE[name] ?? 2000]),
  ),
}));

const inSpanish = () => {
  i18n.load('es', Object.assign({}, ...Object.values(spanish)));
  i18n.activate('es');
};
afterEach(() => i18n.activate('en'));

describe('deck messages in the player’s language', () => {
  it('every deck message key is in the English and the Spanish catalogue', () => {
    const spanishTable = written('es');
    expect(DECK_MESSAGE_KEYS.filter((key) => !(key in englishTable))).toEqual([]);
    expect(DECK_MESSAGE_KEYS.filter((key) => !(key in spanishTable))).toEqual([]);
    // No deck.* key in the catalogue that the deck messages do not have.
    expect(
      Object.keys(englishTable).filter(
        (key) => key.startsWith('deck.') && !(DECK_MESSAGE_KEYS as string[]).includes(key),
      ),
    ).toEqual([]);
  });

  it('the English catalogue says each one word for word as the server and the error log do', () => {
    for (const ref of refs) expect([ref.key, deckMessage(ref, 'fallback')]).toEqual([ref.key, deckText(ref)]);
  });

  it('Spanish says each one in Spanish, every value in place', () => {
    inSpanish();
    for (const ref of refs) {
      const shown = deckMessage(ref, deckText(ref));
      expect(shown, ref.key).not.toBe(deckText(ref));
      expect(shown, ref.key).not.toMatch(/[{}]/);
      for (const value of Object.values(ref.params))
        if (typeof value === 'string') expect(shown, ref.key).toContain(value);
    }
  });

  it('writes sizes and counts as the language does', () => {
    inSpanish();
    expect(deckMessage({ key: 'deck.tooBig', params: { limit: 1, size: 1.2 } }, '')).toBe(
      'Un mazo puede tener como mucho 1 MB de texto; este tiene 1,2 MB.',
    );
    expect(deckMessage({ key: 'deck.tooMany', params: { max: 2000, count: 10_000 } }, '')).toBe(
      'Un mazo tiene como mucho 2000 tarjetas; este tiene 10.000.',
    );
  });

  it('shows the parser’s problems and warnings in Spanish, line and message, by key', () => {
    inSpanish();
    const reading = parseDeckText('Sol|soleado\nLuna|noche:noche\n|nada', 'es');
    if (!reading.ok) throw new Error('refused');
    expect(reading.warnings.map(problemParts)).toEqual([
      { where: 'Línea 1', message: 'la palabra prohibida "soleado" coincide con la palabra que adivinar' },
      { where: 'Línea 2', message: 'la palabra prohibida "noche" está repetida' },
    ]);
    expect(reading.problems.map(problemParts)).toEqual([
      { where: 'Línea 3', message: 'no tiene palabra que adivinar' },
    ]);
    expect(formatText(reading)).toBe('Leído como una tarjeta por línea (Palabra|prohibida 1:prohibida 2).');
    const csv = parseDeckText('palabra;tabú\nSol;luz|calor', 'es');
    if (!csv.ok) throw new Error('refused');
    expect(formatText(csv)).toBe(
      'Leído como una hoja de cálculo (CSV) con fila de cabecera, con las celdas separadas por puntos y comas.',
    );
    expect(fixText({ kind: 'dropForbidden', word: 'noche' })).toBe('Arreglar: quitar "noche"');
  });

  it('names every format and fix in every catalogue', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt-BR']) {
      const table = written(language);
      for (const format of DECK_FORMATS)
        expect(table[`decks.format.${format}`], `${language} ${format}`).toBeTruthy();
      for (const fix of ['dropForbidden', 'firstFive', 'tidySpaces', 'dropCard'])
        expect(table[`decks.fix.${fix}`], `${language} ${fix}`).toBeTruthy();
    }
  });

  it('keeps the English text when the key is unknown or missing', () => {
    inSpanish();
    const unknown = { key: 'deck.fromANewerServer', params: {} } as unknown as DeckMessageRef;
    expect(deckMessage(unknown, 'As the server said it')).toBe('As the server said it');
    expect(deckMessage(undefined, 'As the server said it')).toBe('As the server said it');
    const old = { at: 3, where: 'Line 3', message: 'as it was' } as DeckProblem;
    expect(problemParts(old)).toEqual({ where: 'Line 3', message: 'as it was' });
    expect(noticeText({ text: 'plain' })).toBe('plain');
    expect(noticeText({ key: 'decks.serverSaid', values: { status: 502 } })).toBe(
      'El servidor respondió 502: inténtalo de nuevo.',
    );
  });
});
