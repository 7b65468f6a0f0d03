import { knownWords } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageCards } from '../languages/index.ts';
import { checkClue } from './check-clue.ts';
import { matchGuess } from './match-guess.ts';

/**
 * One pair (a card's word said as a clue, another card) in this many, counted through the grid of
 * all pairs row by row: enough to hold the rate down without a million checks in every test run.
 * Every card's word is said to a spread of the others, so the rate does not hang on a few words
 * taken whole: one common word ("Sea", which many cards forbid) said to every card tips a sample
 * of a few dozen clues over the bound while the catalogue as a whole is well under it.
 */
const SAMPLE_EVERY = 25;
/**
 * Most of the trips another card's word makes are fair: "Kitchen" says the forbidden word
 * "kitchen" of "Refrigerator". The rest come from stems rough on purpose ("Tailor" and "tail").
 */
const MOST_TRIPS = 0.005;

// Each test below checks a whole catalogue card by card: seconds on a machine shared with other work.
describe.each(LANGUAGES.map((l) => [l.code, l] as const))('the %s catalogue', (code, language) => {
  const cards = languageCards(code);
  const known = knownWords(cards);

  it('trips every card on its own word, and takes it as a correct guess', { timeout: 60_000 }, () => {
    for (const card of cards) {
      expect(checkClue(card.word, card, language.rules), card.word).toMatchObject({
        ok: false,
        tripped: card.word,
      });
      expect(checkClue(card.word, card, language.rules, known), card.word).toMatchObject({ ok: false });
      expect(matchGuess(card.word, card.word, language.rules), card.word).toBe('correct');
      expect(matchGuess(card.word, card.word, language.rules, known), card.word).toBe('correct');
    }
  });

  it('trips every card on each of its forbidden words, quoting all of it', { timeout: 60_000 }, () => {
    for (const card of cards) {
      for (const forbidden of card.forbidden) {
        const verdict = checkClue(forbidden, card, language.rules);
        // "visado" trips "visa" when both are forbidden: either is the word the clue said.
        expect(verdict, `${card.word}: ${forbidden}`).toMatchObject({ ok: false, as: forbidden });
        expect([card.word, ...card.forbidden]).toContain(!verdict.ok && verdict.tripped);
      }
    }
  });

  it('seldom trips a card on another card’s word', { timeout: 120_000 }, () => {
    let checked = 0;
    let tripped = 0;
    cards.forEach((clue, i) => {
      cards.forEach((card, j) => {
        if (i === j || (i * cards.length + j) % SAMPLE_EVERY !== 0) return;
        checked++;
        if (!checkClue(clue.word, card, language.rules).ok) tripped++;
      });
    });
    expect(checked).toBeGreaterThan(10_000);
    expect(tripped / checked).toBeLessThan(MOST_TRIPS);
  });
});
