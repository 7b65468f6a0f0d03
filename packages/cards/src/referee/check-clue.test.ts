import { describe, expect, it } from 'vitest';
import { english } from '../languages/english.ts';
import { french } from '../languages/french.ts';
import { german } from '../languages/german.ts';
import { portuguese } from '../languages/portuguese.ts';
import { spanish } from '../languages/spanish.ts';
import { CLUE_MAX, checkClue } from './check-clue.ts';

const cat = { word: 'Cat', forbidden: ['Meow', 'Kitten', 'Pet', 'Whiskers', 'Farm'] };
const fireStation = { word: 'Fire station', forbidden: ['Ice cream', 'Tooth', 'Color', 'Run', 'Tap'] };
const sunflower = { word: 'Sunflower', forbidden: ['Yellow', 'Seeds', 'Flower', 'The Beatles'] };

describe('checkClue in English', () => {
  it.each([
    ['Cat', cat, 'Cat', 'Cat'],
    ['the cat', cat, 'Cat', 'cat'],
    ['CATS', cat, 'Cat', 'CATS'],
    ['c.a.t', cat, 'Cat', 'c.a.t'],
    ['c-a-t', cat, 'Cat', 'c-a-t'],
    ['c a t', cat, 'Cat', 'c a t'],
    ['a c a t s house', cat, 'Cat', 'c a t s'],
    ['c a a a t s', cat, 'Cat', 'c a a a t s'],
    ['look after the fire station', fireStation, 'Fire station', 'fire station'],
    ['caaaat', cat, 'Cat', 'caaaat'],
    ['c@t', cat, 'Cat', 'c@t'],
    ['c 4 t', cat, 'Cat', 'c 4 t'],
    ['k1tt3n', cat, 'Kitten', 'k1tt3n'],
    ['wh1sk3r5', cat, 'Whiskers', 'wh1sk3r5'],
    ['\u0441\u0430t', cat, 'Cat', '\u0441\u0430t'],
    ['k\u0456tt\u0435n', cat, 'Kitten', 'k\u0456tt\u0435n'],
    ['\u03c1\u0435t', cat, 'Pet', '\u03c1\u0435t'],
    ['ca\u200bt', cat, 'Cat', 'cat'],
    ['c\u00e0t', cat, 'Cat', 'c\u00e0t'],
    ['meowing', cat, 'Meow', 'meowing'],
    ['petting zoo', cat, 'Pet', 'petting'],
    ['farmer', cat, 'Farm', 'farmer'],
    ['fire', fireStation, 'Fire station', 'fire'],
    ['stations', fireStation, 'Fire station', 'stations'],
    ['firestation', fireStation, 'Fire station', 'firestation'],
    ['fire-station', fireStation, 'Fire station', 'fire-station'],
    ['icecream', fireStation, 'Ice cream', 'icecream'],
    ['ice-cream', fireStation, 'Ice cream', 'ice-cream'],
    ['teeth', fireStation, 'Tooth', 'teeth'],
    ['colour', fireStation, 'Color', 'colour'],
    ['runner', fireStation, 'Run', 'runner'],
    ['ran', fireStation, 'Run', 'ran'],
    ['sun', sunflower, 'Sunflower', 'sun'],
    ['flowers', sunflower, 'Flower', 'flowers'],
    ['beatles', sunflower, 'The Beatles', 'beatles'],
  ])('%s trips on %s', (clue, card, tripped, as) => {
    expect(checkClue(clue, card, english)).toEqual({ ok: false, tripped, as });
  });

  it.each([
    ['category', cat],
    ['concatenate', cat],
    ['a fluffy animal that purrs', cat],
    ['scatter', cat],
    ['petrol', cat],
    ['carpet', cat],
    ['competition', cat],
    ['firm', cat],
    ['tape', fireStation],
    ['tapestry', fireStation],
    ['screaming nicely', fireStation],
    ['the', sunflower],
    ['sunday', sunflower],
    ['', cat],
    ['4 legs', cat],
  ])('%s keeps clear', (clue, card) => {
    expect(checkClue(clue, card, english)).toEqual({ ok: true });
  });

  it('finds a compound of a known word when the game names its vocabulary', () => {
    expect(checkClue('firetruck', fireStation, english)).toEqual({ ok: true });
    const known = new Set(['fire', 'truck', 'station']);
    expect(checkClue('firetruck', fireStation, english, known)).toEqual({
      ok: false,
      tripped: 'Fire station',
      as: 'firetruck',
    });
  });

  it('refuses a clue over the cap on its raw length, unread', () => {
    expect(checkClue('a'.repeat(CLUE_MAX), cat, english)).toEqual({ ok: true });
    expect(checkClue('a'.repeat(CLUE_MAX + 1), cat, english)).toEqual({
      ok: false,
      tooLong: true,
      tripped: '',
      as: '',
    });
  });
});

const gato = { word: 'Gato', forbidden: ['Maullar', 'Bigotes', 'Mascota', 'Ratón'] };
const trajeDeBano = { word: 'Traje de baño', forbidden: ['Piscina', 'Playa', 'Nadar', 'Hacer'] };
const panaderia = { word: 'Panadería', forbidden: ['Pan', 'Horno', 'Canción'] };

describe('checkClue in Spanish', () => {
  it.each([
    ['gatos', gato, 'Gato', 'gatos'],
    ['gatitos', gato, 'Gato', 'gatitos'],
    ['el g.a.t.o', gato, 'Gato', 'g.a.t.o'],
    ['g4t0', gato, 'Gato', 'g4t0'],
    ['gaaato', gato, 'Gato', 'gaaato'],
    ['maúlla', gato, 'Maullar', 'maúlla'],
    ['raton', gato, 'Ratón', 'raton'],
    ['RATONES', gato, 'Ratón', 'RATONES'],
    ['ratoncito', gato, 'Ratón', 'ratoncito'],
    ['traje', trajeDeBano, 'Traje de baño', 'traje'],
    ['bañador', trajeDeBano, 'Traje de baño', 'bañador'],
    ['un baño', trajeDeBano, 'Traje de baño', 'baño'],
    ['trajedebaño', trajeDeBano, 'Traje de baño', 'trajedebaño'],
    ['natación', trajeDeBano, 'Nadar', 'natación'],
    ['hecho', trajeDeBano, 'Hacer', 'hecho'],
    ['panadero', panaderia, 'Panadería', 'panadero'],
    ['panes', panaderia, 'Pan', 'panes'],
    ['horneado', panaderia, 'Horno', 'horneado'],
    ['canciones', panaderia, 'Canción', 'canciones'],
  ])('%s trips on %s', (clue, card, tripped, as) => {
    expect(checkClue(clue, card, spanish)).toEqual({ ok: false, tripped, as });
  });

  it.each([
    ['de', trajeDeBano],
    ['de la mar', trajeDeBano],
    ['un animal que caza', gato],
    ['negativo', gato],
    ['agotado', gato],
    ['pantalla', panaderia],
    ['pantalón', panaderia],
    ['año', trajeDeBano],
  ])('%s keeps clear', (clue, card) => {
    expect(checkClue(clue, card, spanish)).toEqual({ ok: true });
  });
});

const museum = { word: 'Museum', forbidden: ['Kunst', 'Straße', 'Bilder'] };

describe('checkClue in German', () => {
  it.each([
    ['Museen', museum, 'Museum', 'Museen'],
    ['Strasse', museum, 'Straße', 'Strasse'],
    ['Kunstwerk', museum, 'Kunst', 'Kunstwerk'],
  ])('%s trips on %s', (clue, card, tripped, as) => {
    expect(checkClue(clue, card, german, new Set(['kunst', 'werk']))).toEqual({ ok: false, tripped, as });
  });
});

const saoPaulo = { word: 'São Paulo', forbidden: ['garoa', 'trânsito', 'maior cidade', 'Sampa', 'prédios'] };
const padaria = { word: 'Padaria', forbidden: ['pão', 'coração', 'fazer', 'farinha'] };

describe('checkClue in Portuguese (Brazil)', () => {
  it.each([
    ['sao paulo', saoPaulo, 'São Paulo', 'sao paulo'],
    ['paulistano', saoPaulo, 'São Paulo', 'paulistano'],
    ['paulistas', saoPaulo, 'São Paulo', 'paulistas'],
    ['prédio', saoPaulo, 'prédios', 'prédio'],
    ['cidade', saoPaulo, 'maior cidade', 'cidade'],
    ['padeiro', padaria, 'Padaria', 'padeiro'],
    ['pãozinho', padaria, 'Padaria', 'pãozinho'],
    ['coracoes', padaria, 'coração', 'coracoes'],
    ['feito', padaria, 'fazer', 'feito'],
  ])('%s trips on %s', (clue, card, tripped, as) => {
    expect(checkClue(clue, card, portuguese)).toEqual({ ok: false, tripped, as });
  });

  it.each([
    ['jornalista', saoPaulo],
    ['pauta', saoPaulo],
    ['padre', padaria],
    ['cora', padaria],
  ])('%s keeps clear', (clue, card) => {
    expect(checkClue(clue, card, portuguese)).toEqual({ ok: true });
  });
});

const dasAundO = { word: 'Das A und O', forbidden: ['wichtig', 'Hauptsache', 'Alpha und Omega'] };
const schaukeln = { word: 'Schaukeln', forbidden: ['Spielplatz', 'hin und her', 'Kette'] };
const mousquetaires = { word: 'Les Trois Mousquetaires', forbidden: ['Dumas', 'un pour tous'] };

describe('a term made only of short words and function words', () => {
  it.each([
    ['Alpha und Omega', dasAundO, 'Alpha und Omega', 'Alpha und Omega'],
    ['von A bis Z', dasAundO, 'Das A und O', 'A'],
    ['das A und O', dasAundO, 'Das A und O', 'das A und O'],
    ['hin und her', schaukeln, 'hin und her', 'hin und her'],
    ['hinundher', schaukeln, 'hin und her', 'hinundher'],
  ])('%s trips on %s', (clue, card, tripped, as) => {
    expect(checkClue(clue, card, german)).toEqual({ ok: false, tripped, as });
  });

  // The function words of such a term are no words of their own: a clue needs them.
  it.each([
    ['Anfang und Ende', dasAundO],
    ['das Wichtigste', schaukeln],
    ['vor und zurück', schaukeln],
    ['geh hin', schaukeln],
  ])('%s keeps clear in German', (clue, card) => {
    expect(checkClue(clue, card, german)).toEqual({ ok: true });
  });

  it('keeps "pour" and "tous" clear of "un pour tous" in French, and trips the whole', () => {
    expect(checkClue('une fête pour tous', mousquetaires, french)).toEqual({ ok: true });
    expect(checkClue('un pour tous', mousquetaires, french)).toEqual({
      ok: false,
      tripped: 'un pour tous',
      as: 'un pour tous',
    });
  });
});
