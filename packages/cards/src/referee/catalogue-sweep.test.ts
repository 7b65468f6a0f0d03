import { textWords } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { checkClue } from './check-clue.ts';
import { CATALOGUE_CODES, detectedParts, loadCatalogue } from './compound-fixtures.ts';

/** Common words of each language that name nothing in particular, for clues that must pass. */
const UNRELATED: Readonly<Record<string, readonly string[]>> = {
  en: ['yesterday', 'because', 'almost', 'meanwhile', 'perhaps'],
  es: ['ayer', 'porque', 'casi', 'mientras', 'quizás'],
  fr: ['hier', 'parce', 'presque', 'pendant', 'souvent'],
  de: ['neulich', 'weil', 'fast', 'während', 'damals'],
  it: ['ieri', 'perché', 'quasi', 'mentre', 'forse'],
  'pt-BR': ['ontem', 'porque', 'quase', 'enquanto', 'talvez'],
};

/** A clue word the card's texts hold as letters is no fair test of an unrelated word. */
function holdsLetters(texts: readonly string[], word: string): boolean {
  const [folded] = textWords(word);
  return texts.some((text) =>
    textWords(text).some((w) => folded !== undefined && (w.includes(folded) || folded.includes(w))),
  );
}

// Every card of every language, each checked a dozen times and more: seconds on a busy machine.
describe.each(CATALOGUE_CODES)('the referee over every %s card', (code) => {
  const { language, cards, known } = loadCatalogue(code);

  it('refuses each card’s word, forbidden words and their compound parts, and passes unrelated words', {
    timeout: 120_000,
  }, () => {
    const misses: string[] = [];
    const falseTrips: string[] = [];
    for (const card of cards) {
      const texts = [card.word, ...card.forbidden];
      const clues = [...texts, ...texts.flatMap((text) => detectedParts(text, language.rules, known))];
      for (const clue of clues) {
        if (checkClue(clue, card, language.rules, known).ok) misses.push(`${card.word}: ${clue}`);
      }
      for (const clue of UNRELATED[code] ?? []) {
        if (holdsLetters(texts, clue)) continue;
        if (!checkClue(clue, card, language.rules, known).ok) falseTrips.push(`${card.word}: ${clue}`);
      }
    }
    console.log(`${code}: ${cards.length} cards, ${misses.length} misses, ${falseTrips.length} false trips`);
    expect(misses).toEqual([]);
    expect(falseTrips).toEqual([]);
  });
});
