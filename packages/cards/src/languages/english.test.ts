import { describe, expect, it } from 'vitest';
import { englishLemma, englishPlural, englishSpelling, englishStem } from './english.ts';

describe('englishPlural', () => {
  it.each([
    ['Bees', 'bee'],
    ['berries', 'berry'],
    ['boxes', 'box'],
    ['glass', 'glass'],
    ['bus', 'bus'],
  ])('%s → %s', (word, expected) => {
    expect(englishPlural(word)).toBe(expected);
  });
});

describe('englishStem', () => {
  it.each([
    ['Procrastinate', 'Procrastination'],
    ['Library', 'Librarian'],
    ['Archaeology', 'Archaeologist'],
    ['Farm', 'Farmer'],
    ['invention', 'inventor'],
    ['Chemistry', 'chemicals'],
    ['magic', 'Magician'],
    ['sing', 'singer'],
    ['time', 'timer'],
    ['run', 'runner'],
  ])('gives %s and %s one stem', (a, b) => {
    expect(englishStem(a)).toBe(englishStem(b));
  });

  it.each([
    ['Bee', 'Beer'],
    ['Pet', 'Petal'],
    ['Election', 'Electricity'],
    ['Ant', 'Antler'],
    ['Sing', 'Song'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(englishStem(a)).not.toBe(englishStem(b));
  });

  it('leaves at least three letters', () => {
    expect(englishStem('icy')).toBe('icy');
    expect(englishStem('king')).toBe('king');
  });
});

describe('englishSpelling', () => {
  it.each([
    ['mum', 'mom'],
    ['grey', 'gray'],
    ['colour', 'color'],
    ['theatre', 'theater'],
    ['realise', 'realize'],
    ['archaeology', 'archeology'],
    ['doughnuts', 'donut'],
  ])('spells %s as %s', (a, b) => {
    expect(englishSpelling(a)).toBe(englishSpelling(b));
  });

  it.each([
    ['four', 'for'],
    ['fire', 'fier'],
    ['mom', 'mummy'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(englishSpelling(a)).not.toBe(englishSpelling(b));
  });
});

describe('englishLemma', () => {
  it.each([
    ['teeth', 'tooth'],
    ['Feet', 'foot'],
    ['mice', 'mouse'],
    ['children', 'child'],
    ['geese', 'goose'],
    ['men', 'man'],
    ['women', 'woman'],
    ['knives', 'knife'],
    ['leaves', 'leaf'],
    ['wolves', 'wolf'],
    ['lives', 'life'],
    ['sold', 'sell'],
    ['bought', 'buy'],
    ['ran', 'run'],
    ['swum', 'swim'],
  ])('%s → %s', (form, lemma) => {
    expect(englishLemma(form)).toBe(lemma);
  });

  it('gives an irregular form the stem of its dictionary form', () => {
    expect(englishStem('teeth')).toBe(englishStem('tooth'));
    expect(englishStem('ran')).toBe(englishStem('runner'));
    expect(englishStem('sold')).toBe(englishStem('seller'));
  });

  it('leaves forms that are words of their own alone', () => {
    for (const word of ['saw', 'left', 'rose', 'lay', 'bit', 'led', 'ground', 'lent'])
      expect(englishLemma(word)).toBe(word);
  });
});
