import { catalogueLanguage, checkClue, languageCards, matchGuess } from '@unsayable/cards';
import { type GameLanguage, knownWords, type Referee } from '@unsayable/rules';

/** Each language's referee, made on its first typed clue or guess and kept. */
const referees = new Map<GameLanguage, Referee>();

/**
 * The referee of typed play in one game language: the cards' own checks, by that language's rules,
 * with its built-in cards' words as the vocabulary compounds and look-alike guesses are judged by
 * (so "firetruck" trips "Fire" when "truck" is a word of the game, and "horse" is no slip for "House").
 */
export function refereeFor(language: GameLanguage): Referee {
  const kept = referees.get(language);
  if (kept) return kept;
  const found = catalogueLanguage(language);
  if (!found) throw new Error(`no referee for language "${language}"`);
  const known = knownWords(languageCards(language));
  const referee: Referee = {
    checkClue: (clue, card) => {
      const verdict = checkClue(clue, card, found.rules, known);
      return verdict.ok ? verdict : { ok: false, tripped: verdict.tripped, as: verdict.as };
    },
    matchGuess: (guess, word) => matchGuess(guess, word, found.rules, known),
  };
  referees.set(language, referee);
  return referee;
}
