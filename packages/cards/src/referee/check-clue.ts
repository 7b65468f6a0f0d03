/**
 * Whether a typed clue says the card's word or one of its forbidden words ("terms" below).
 *
 * The clue is cleaned and read as typed text (`typed-text.ts`): invisible characters off, letters
 * of other scripts that pass for Latin ones read as those, accents and case folded, and, in two
 * further readings, digits and symbols inside a word read as letters (with "1" as "i", then as
 * "l"). Each reading is cut into words at every space, hyphen, dot or other symbol.
 *
 * A term trips when, in any reading:
 *
 * 1. A run of the clue's words side by side, run together, is the whole term run together, as
 *    one word by the language's rules (plural, spelling variant, irregular form; a letter typed
 *    three times or more counting once): "ice cream", "icecream" and "ice-cream" for "Ice cream";
 *    "c.a.t", "c a t", "c-a-t" and "caaats" for "Cat".
 * 2. A run of the clue's words run together is one of the term's own words, in the same way:
 *    "fire" for "Fire station", "t r a j e" for "Traje de baño". The term's short function words
 *    ("the", "de") and words under three letters are no words of their own here.
 * 3. One word of the clue shares a stem with one of the term's own words, after its prefixes,
 *    derivational endings and irregular forms are off, as the catalogue checker compares them
 *    (`stemsOf`): "farmer" for "Farm", "unpack" for "Pack", "teeth" for "Tooth", save where a
 *    three-letter word only gains a slight ending ("tape" for "Tap", "carry" for "Car": see
 *    `shareStem`); or is a part of one of them as a compound, or they of it, the other part
 *    being a known word: "sun" for "Sunflower", "firetruck" for "Fire" when "truck" is known.
 *
 * Letters are never looked for inside a clue word that holds more than the term: "category" and
 * "concatenate" do not trip "cat", since "egory" is no known word and neither shares its stem.
 * Nor is a run of words run together ever looked at as more than a whole word (rules 1 and 2):
 * "a category" is not "cat" + something. So a clue trips on what it says, spelt any way, and not
 * on the letters a longer word happens to hold. Look-alikes inside Latin ("rn" for "m") are not
 * read: they would join words no player confuses.
 *
 * The known words default to the card's own; a game passes its catalogue's vocabulary
 * (`knownWords` of its cards) to catch compounds of other words too. The clue's own words count as
 * known besides, judged apart so a large vocabulary is never copied: the giver who types "Wurst"
 * names a word, and a language that joins words ("Currywurst", "girasole") then finds it a part.
 */
import type { LanguageRules } from '../languages/language-rules.ts';
import { type LeetOne, type TypedText, type TypedWord, typedChunks, typedText } from './typed-text.ts';
import {
  type CardTerm,
  cardTerm,
  cardVocabulary,
  compoundOf,
  sameWordForm,
  shareStem,
  type WordForms,
  wordForms,
} from './word-forms.ts';

/** The longest clue looked at, counted in UTF-16 units before any other work on it. */
export const CLUE_MAX = 200;

export type ClueVerdict =
  | { ok: true }
  /** `tripped`: the card's word or forbidden word the clue used; `as`: what in the clue said it. */
  | { ok: false; tripped: string; as: string }
  /** Longer than `CLUE_MAX`: refused unread, so nothing tripped and nothing said it. */
  | { ok: false; tooLong: true; tripped: ''; as: '' };

export interface RefereeCard {
  word: string;
  forbidden: readonly string[];
}

/** Side-by-side words run together, with where the run starts and ends among the clue's words. */
interface WordRun {
  letters: string;
  first: number;
  last: number;
}

/**
 * Every run of side-by-side words, each run together; a run of two words or more only while it
 * could still be a term (twice the longest term's letters, room for a stretched word).
 */
function* wordRuns(words: readonly TypedWord[], longest: number): Generator<WordRun> {
  for (let first = 0; first < words.length; first++) {
    let letters = '';
    for (let last = first; last < words.length; last++) {
      letters += words[last]?.word ?? '';
      if (last > first && letters.length > longest) break;
      yield { letters, first, last };
    }
  }
}

/** Whether one typed word and one word of a term are relatives (rule 3). */
type Relatives = (typed: string, word: string) => boolean;

function runTrips(run: WordRun, typed: WordForms, term: CardTerm, relatives: Relatives): boolean {
  if (sameWordForm(typed, term.whole)) return true;
  return term.words.some(
    (word) => sameWordForm(typed, word) || (run.first === run.last && relatives(run.letters, word.letters)),
  );
}

/** The typed chunks a run of words came from, as typed. */
function quoted(text: TypedText, run: WordRun): string {
  const from = text.words[run.first]?.chunk ?? 0;
  const to = text.words[run.last]?.chunk ?? from;
  return text.chunks.slice(from, to + 1).join(' ');
}

/** The readings of a clue: as typed, then with digits and symbols in words read as letters. */
function readings(chunks: readonly string[]): TypedText[] {
  const seen = new Set<string>();
  const found: TypedText[] = [];
  for (const leet of [undefined, 'i', 'l'] satisfies (LeetOne | undefined)[]) {
    const text = typedText(chunks, leet);
    const key = text.words.map((w) => w.word).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(text);
  }
  return found;
}

/**
 * Whether a clue keeps clear of the card's word and forbidden words (see the rules above); when it
 * does not, which term it tripped and what in the clue said it. Never throws.
 */
export function checkClue(
  clue: string,
  card: RefereeCard,
  rules: LanguageRules,
  known: ReadonlySet<string> = cardVocabulary([card.word, ...card.forbidden]),
): ClueVerdict {
  if (clue.length > CLUE_MAX) return { ok: false, tooLong: true, tripped: '', as: '' };
  const terms = [card.word, ...card.forbidden].map((text) => cardTerm(text, rules));
  const longest = 2 * Math.max(...terms.map((t) => t.whole.letters.length)) + 4;
  const chunks = typedChunks(clue);
  const said = cardVocabulary([card.word, ...card.forbidden, ...chunks]);
  const related = new Map<string, boolean>();
  const relatives: Relatives = (typed, word) => {
    const key = `${typed} ${word}`;
    const found =
      related.get(key) ??
      (shareStem(typed, word, rules) ||
        compoundOf(typed, word, rules, known) ||
        compoundOf(typed, word, rules, said));
    related.set(key, found);
    return found;
  };
  // A run trips by its letters and whether it is one word: the first of each is enough. The
  // longest runs go first, so a verdict quotes all the clue said ("look after", not "look").
  const seen = new Set<string>();
  const runs = readings(chunks)
    .flatMap((text) =>
      [...wordRuns(text.words, longest)].flatMap((run) => {
        const key = `${run.first === run.last} ${run.letters}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ run, text, typed: wordForms(run.letters, rules) }];
      }),
    )
    .sort((a, b) => b.run.last - b.run.first - (a.run.last - a.run.first));
  for (const term of terms) {
    if (term.whole.letters === '') continue;
    for (const { run, text, typed } of runs) {
      if (runTrips(run, typed, term, relatives))
        return { ok: false, tripped: term.text, as: quoted(text, run) };
    }
  }
  return { ok: true };
}
