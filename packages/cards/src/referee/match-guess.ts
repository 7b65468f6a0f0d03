/**
 * How near a typed guess comes to the card's word.
 *
 * Both are read as typed text (`typed-text.ts`: invisible characters off, look-alike letters of
 * other scripts read as Latin, accents and case folded, cut into words at spaces, hyphens and
 * symbols) and lose their leading articles ("the", "a", "el", "los"…: the language's `articles`,
 * its stop words when it lists none). Then, all words run together:
 *
 * - correct: the same word by the language's rules: plurals ("cats", "osos polares"), spelling
 *   variants ("colour"), spaces and hyphens or none ("ice-cream", "icecream"); or, for a word of
 *   five letters or more, one slip away: a letter added, dropped, changed, or two neighbours
 *   swapped ("girafe", "giarffe"), unless the guess is another word the game knows ("horse"
 *   for "House", when the catalogue's vocabulary is given).
 * - close: two slips away from a word of seven letters or more; or every word of the guess is a
 *   relative of a word of the card's: the same stem in another form ("farmer" for "Farm", "teeth"
 *   for "Tooth", as irregular forms are verbs as often as plurals), a word of a phrase ("fire" for
 *   "Fire station"), a part of a compound ("sun" for "Sunflower" when "flower" is known).
 * - miss: anything else, and any guess over `GUESS_MAX` units, refused unread.
 */
import type { LanguageRules } from '../languages/language-rules.ts';
import { editDistance } from './edit-distance.ts';
import { typedChunks, typedText } from './typed-text.ts';
import { cardVocabulary, compoundOf, shareStem } from './word-forms.ts';

/** The longest guess looked at, counted in UTF-16 units before any other work on it. */
export const GUESS_MAX = 100;

export type GuessVerdict = 'correct' | 'close' | 'miss';

/** One slip is forgiven from this many letters on; shorter words have too many neighbours. */
const ONE_SLIP_FROM = 5;
/** Two slips make a guess close from this many letters on. */
const TWO_SLIPS_FROM = 7;
/** Words shorter than this carry no clue of their own ("a", "to"). */
const WORD_MIN = 3;

function wordsOf(text: string, rules: LanguageRules): string[] {
  const words = typedText(typedChunks(text)).words.map((w) => w.word);
  const articles = rules.articles ?? rules.stopWords;
  let start = 0;
  while (start < words.length - 1 && articles.includes(words[start] ?? '')) start++;
  return words.slice(start);
}

/** The forms of a text, all words run together, that make it the same word as another. */
function sameWordKeys(words: readonly string[], rules: LanguageRules): Set<string> {
  const whole = words.join('');
  return new Set([
    whole,
    rules.plural(whole),
    words.map((w) => rules.plural(w)).join(''),
    words.map((w) => rules.spelling(w)).join(''),
  ]);
}

/** Words that count as a word of their own: neither too short nor a function word. */
const ownWords = (words: readonly string[], rules: LanguageRules): string[] =>
  words.filter((w) => w.length >= WORD_MIN && !rules.stopWords.includes(w));

/** How near `guess` comes to `word` (see above). Never throws. */
export function matchGuess(
  guess: string,
  word: string,
  rules: LanguageRules,
  known: ReadonlySet<string> = cardVocabulary([word]),
): GuessVerdict {
  if (guess.length > GUESS_MAX) return 'miss';
  const guessed = wordsOf(guess, rules);
  const target = wordsOf(word, rules);
  if (guessed.length === 0 || target.length === 0) return 'miss';
  const guessKeys = [...sameWordKeys(guessed, rules)];
  const targetKeys = [...sameWordKeys(target, rules)];
  if (guessKeys.some((k) => targetKeys.includes(k))) return 'correct';

  const letters = Math.min(...targetKeys.map((k) => [...k].length));
  const slips = Math.min(...guessKeys.flatMap((g) => targetKeys.map((t) => editDistance(g, t))));
  // A slip that spells another word the game knows ("horse" for "House") is that word.
  const anotherWord = guessed.every((w) => known.has(rules.plural(w)) || known.has(w));
  if (!anotherWord && letters >= ONE_SLIP_FROM && slips <= 1) return 'correct';
  if (!anotherWord && letters >= TWO_SLIPS_FROM && slips <= 2) return 'close';

  const guessOwn = ownWords(guessed, rules);
  const targetOwn = ownWords(target, rules);
  const related = (g: string) =>
    targetOwn.some(
      (t) => rules.plural(g) === rules.plural(t) || shareStem(g, t, rules) || compoundOf(g, t, rules, known),
    );
  return guessOwn.length > 0 && guessOwn.every(related) ? 'close' : 'miss';
}
