import { describe, expect, it } from 'vitest';
import { english } from '../languages/english.ts';
import { spanish } from '../languages/spanish.ts';
import { GUESS_MAX, type GuessVerdict, matchGuess } from './match-guess.ts';

describe('matchGuess in English', () => {
  it.each<[string, string, GuessVerdict]>([
    ['cat', 'Cat', 'correct'],
    ['CAT', 'Cat', 'correct'],
    ['  the cat ', 'Cat', 'correct'],
    ['a cat', 'Cat', 'correct'],
    ['an elephant', 'Elephant', 'correct'],
    ['cats', 'Cat', 'correct'],
    ['cat!', 'Cat', 'correct'],
    ['berries', 'Berry', 'correct'],
    ['Beatles', 'The Beatles', 'correct'],
    ['ice cream', 'Ice cream', 'correct'],
    ['icecream', 'Ice cream', 'correct'],
    ['ice-creams', 'Ice cream', 'correct'],
    ['firestation', 'Fire station', 'correct'],
    ['colour', 'Color', 'correct'],
    ['caf\u00e9', 'Cafe', 'correct'],
    ['\u0441\u0430t', 'Cat', 'correct'],
    ['c\u200bat', 'Cat', 'correct'],
    ['girafe', 'Giraffe', 'correct'],
    ['giarffe', 'Giraffe', 'correct'],
    ['giraffes', 'Giraffe', 'correct'],
    ['elepant', 'Elephant', 'correct'],
    ['elephnat', 'Elephant', 'correct'],
    ['elephantt', 'Elephant', 'correct'],
    ['eliphent', 'Elephant', 'close'],
    ['grafife', 'Giraffe', 'close'],
    ['farmer', 'Farm', 'close'],
    ['teeth', 'Tooth', 'close'],
    ['fire', 'Fire station', 'close'],
    ['the station', 'Fire station', 'close'],
    ['firing station', 'Fire station', 'close'],
    ['cot', 'Cat', 'miss'],
    ['cart', 'Cat', 'miss'],
    ['hose', 'House', 'correct'],
    ['hoose', 'House', 'correct'],
    ['elehpnat', 'Elephant', 'close'],
    ['elphnt', 'Elephant', 'close'],
    ['elfant', 'Elephant', 'miss'],
    ['dog', 'Cat', 'miss'],
    ['fire truck', 'Fire station', 'miss'],
    ['the', 'The Beatles', 'miss'],
    ['', 'Cat', 'miss'],
    ['!!!', 'Cat', 'miss'],
    ['category', 'Cat', 'miss'],
  ])('%s for %s is %s', (guess, word, verdict) => {
    expect(matchGuess(guess, word, english)).toBe(verdict);
  });

  it('finds a compound part by the vocabulary it is given', () => {
    expect(matchGuess('sun', 'Sunflower', english)).toBe('miss');
    expect(matchGuess('sun', 'Sunflower', english, new Set(['sun', 'flower']))).toBe('close');
  });

  it('forgives no slip that makes another known word', () => {
    const known = new Set(['house', 'horse', 'mouse', 'elephant']);
    expect(matchGuess('horse', 'House', english)).toBe('correct');
    expect(matchGuess('horse', 'House', english, known)).toBe('miss');
    expect(matchGuess('the mouse', 'House', english, known)).toBe('miss');
    expect(matchGuess('hosue', 'House', english, known)).toBe('correct');
    expect(matchGuess('houses', 'House', english, known)).toBe('correct');
  });

  it('refuses a guess over the cap on its raw length', () => {
    expect(matchGuess(`${' '.repeat(GUESS_MAX - 3)}cat`, 'Cat', english)).toBe('correct');
    expect(matchGuess(`${' '.repeat(GUESS_MAX - 2)}cat`, 'Cat', english)).toBe('miss');
  });
});

describe('matchGuess in Spanish', () => {
  it.each<[string, string, GuessVerdict]>([
    ['gato', 'Gato', 'correct'],
    ['el gato', 'Gato', 'correct'],
    ['los gatos', 'Gato', 'correct'],
    ['un gato', 'Gato', 'correct'],
    ['la canción', 'Canción', 'correct'],
    ['cancion', 'Canción', 'correct'],
    ['canciones', 'Canción', 'correct'],
    ['luces', 'Luz', 'correct'],
    ['osos polares', 'Oso polar', 'correct'],
    ['osopolar', 'Oso polar', 'correct'],
    ['traje de bano', 'Traje de baño', 'correct'],
    ['trajedebaño', 'Traje de baño', 'correct'],
    ['jirrafa', 'Jirafa', 'correct'],
    ['jiarfa', 'Jirafa', 'correct'],
    ['mariposa', 'Mariposa', 'correct'],
    ['mraiposa', 'Mariposa', 'correct'],
    ['maripsoaa', 'Mariposa', 'close'],
    ['gatito', 'Gato', 'close'],
    ['panadero', 'Panadería', 'close'],
    ['natación', 'Nadar', 'close'],
    ['traje', 'Traje de baño', 'close'],
    ['ano', 'Año', 'miss'],
    ['pato', 'Gato', 'miss'],
    ['perro', 'Gato', 'miss'],
    ['el', 'El Principito', 'miss'],
  ])('%s for %s is %s', (guess, word, verdict) => {
    expect(matchGuess(guess, word, spanish)).toBe(verdict);
  });
});
