import { describe, expect, it } from 'vitest';
import { cardFamilies, compoundPart, knownWords, sameFamily, textWords, wordsOf } from './card-families.ts';
import type { Card } from './types.ts';

const card = (id: string, word: string, forbidden: string[] = []): Card => ({
  id,
  word,
  forbidden,
  category: 'animals',
  difficulty: 'easy',
});

const KNOWN = new Set(['bell', 'mat', 'pan', 'cup', 'burn', 'dial', 'eat']);

describe('textWords', () => {
  it('folds accents and case, and keeps "ñ" a letter of its own', () => {
    expect(textWords('Crème brûlée')).toEqual(['creme', 'brulee']);
    expect(textWords('Pingüino, CANCIÓN')).toEqual(['pinguino', 'cancion']);
    expect(textWords('Año Niño')).toEqual(['año', 'niño']);
    expect(textWords('São Paulo')).toEqual(['sao', 'paulo']);
  });
});

describe('compoundPart', () => {
  it.each([
    ['door', 'doorbell', 'door'],
    ['doormat', 'door', 'door'],
    ['cake', 'pancake', 'cake'],
    ['sun', 'sunburn', 'sun'],
    ['ant', 'anteater', 'ant'],
  ])('finds "%s" and "%s" made of "%s" and a known word', (a, b, part) => {
    expect(compoundPart(a, b, KNOWN)).toBe(part);
  });

  it.each([
    ['ant', 'elephant'],
    ['cat', 'catapult'],
    ['pan', 'panda'],
    ['door', 'door'],
    ['at', 'bat'],
  ])('finds no compound in "%s" and "%s"', (a, b) => {
    expect(compoundPart(a, b, KNOWN)).toBeUndefined();
  });
});

describe('sameFamily', () => {
  it.each([
    ['Bear', 'Polar bear'],
    ['First day of school', 'School'],
    ['Hot chocolate', 'Chocolate'],
    ['Door', 'Doorbell'],
    ['Sundial', 'Sun'],
  ])('puts %s and %s in one family', (a, b) => {
    expect(sameFamily(a, b, KNOWN)).toBe(true);
  });

  it.each([
    ['Hot dog', 'Hot chocolate'],
    ['Bear', 'Bear'],
    ['Elephant', 'Ant'],
    ['Day of the week', 'Week day'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(sameFamily(a, b, KNOWN)).toBe(false);
  });
});

describe('cardFamilies', () => {
  it('joins cards related directly or through a chain, under the first id of the family', () => {
    const cards = [
      card('c', 'Sunburn', ['red', 'skin']),
      card('a', 'Sun', ['burn', 'hot']),
      card('d', 'Burn'),
      card('b', 'Polar bear'),
      card('e', 'Bear'),
      card('f', 'Giraffe'),
    ];
    expect(Object.fromEntries(cardFamilies(cards))).toEqual({
      a: 'a',
      c: 'a',
      d: 'a',
      b: 'b',
      e: 'b',
      f: 'f',
    });
  });

  it('judges compounds by the words on the cards themselves', () => {
    const cards = [card('a', 'Door'), card('b', 'Doorbell')];
    expect(cardFamilies(cards).get('b')).toBe('b');
    expect(cardFamilies([...cards, card('c', 'Bicycle', ['bell'])]).get('b')).toBe('a');
    expect(knownWords([card('x', 'Hot dog', ['Crème brûlée'])])).toEqual(
      new Set(['hot', 'dog', 'creme', 'brulee']),
    );
  });
});

describe('the words of a text, kept', () => {
  it('are textWords’ words, split once per text and given back as the same array', () => {
    const first = wordsOf('Crème brûlée au Año');
    expect(first).toEqual(textWords('Crème brûlée au Año'));
    expect(wordsOf('Crème brûlée au Año')).toBe(first);
    // textWords itself still gives each caller an array of its own to change.
    const own = textWords('Crème brûlée au Año');
    own.push('changed');
    expect(textWords('Crème brûlée au Año')).not.toContain('changed');
    expect(wordsOf('Crème brûlée au Año')).not.toContain('changed');
  });
});
