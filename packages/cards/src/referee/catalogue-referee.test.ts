import { type Card, knownWords } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageCards } from '../languages/index.ts';
import { checkClue } from './check-clue.ts';
import { matchGuess } from './match-guess.ts';

/** Other cards' words that trip a card, as pairs: what a clue of one card's word would cost. */
function trippedPairs(cards: readonly Card[], rules: (typeof LANGUAGES)[number]['rules']): string[] {
  const pairs: string[] = [];
  for (const card of cards) {
    for (const other of cards) {
      if (other === card) continue;
      const verdict = checkClue(other.word, card, rules);
      if (!verdict.ok) pairs.push(`${other.word} → ${card.word} (${verdict.tripped})`);
    }
  }
  return pairs;
}

describe.each(LANGUAGES.map((l) => [l.code, l] as const))('the %s catalogue', (code, language) => {
  const cards = languageCards(code);
  const known = knownWords(cards);

  it('trips every card on its own word, and matches it as a guess', () => {
    for (const card of cards) {
      expect(checkClue(card.word, card, language.rules), card.word).toMatchObject({ ok: false });
      expect(checkClue(card.word, card, language.rules, known), card.word).toMatchObject({ ok: false });
      expect(matchGuess(card.word, card.word, language.rules), card.word).toBe('correct');
    }
  });

  it('trips every card on each of its forbidden words', () => {
    for (const card of cards) {
      for (const forbidden of card.forbidden) {
        expect(checkClue(forbidden, card, language.rules), `${card.word}: ${forbidden}`).toEqual({
          ok: false,
          tripped: forbidden,
          as: forbidden,
        });
      }
    }
  });

  it('seldom trips a card on another card’s word', () => {
    const pairs = trippedPairs(cards, language.rules);
    const rate = pairs.length / (cards.length * (cards.length - 1));
    console.info(
      `${code}: ${pairs.length} of ${cards.length * (cards.length - 1)} pairs trip (${(rate * 100).toFixed(3)}%)`,
    );
    console.info(pairs.join('\n'));
    expect(rate).toBeLessThan(0.001);
  });
});
