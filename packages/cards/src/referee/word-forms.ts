/** How the referee compares one run of letters with a word of the card, by the language's rules. */
import { textWords } from '@unsayable/rules';
import type { LanguageRules } from '../languages/language-rules.ts';
import { contentWords } from '../word-relations.ts';
import { isStretched, latinLookAlikes, squeezed } from './typed-text.ts';

/** A card's word or forbidden word as the referee holds it up to a clue or a guess. */
export interface CardTerm {
  /** As written on the card. */
  text: string;
  /** All its words run together: "Ice cream" is "icecream", "Traje de baño" "trajedebaño". */
  whole: string;
  /**
   * The words that count on their own: those of three letters or more that are not the
   * language's function words ("fire" and "station" of "Fire station", not "de" of "Traje de
   * baño"); all of them when none is left ("TV").
   */
  words: readonly string[];
}

export function cardTerm(text: string, rules: LanguageRules): CardTerm {
  const latin = latinLookAlikes(text);
  const all = textWords(latin);
  const content = contentWords(latin, rules);
  return { text, whole: all.join(''), words: content.length > 0 ? content : all };
}

/** The forms a run of letters is compared by: without its plural, as its spelling, as its lemma. */
function formsOf(letters: string, rules: LanguageRules): string[] {
  return [rules.plural(letters), rules.spelling(letters), rules.plural(rules.lemma(letters))];
}

/**
 * One word, by the language's rules: "cats" and "cat", "colour" and "color", "teeth" and "tooth";
 * a stretched word ("caaat", "glaaasses") meets the word its runs of letters squeeze to.
 */
export function sameWordForm(letters: string, word: string, rules: LanguageRules): boolean {
  const a = formsOf(letters, rules);
  const b = formsOf(word, rules);
  if (a.some((form, i) => form === b[i])) return true;
  if (!isStretched(letters)) return false;
  return (
    squeezed(rules.plural(letters)) === squeezed(rules.plural(word)) || squeezed(letters) === squeezed(word)
  );
}

/** The vocabulary compounds are judged by when a caller gives none: the card's own words. */
export function cardVocabulary(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => textWords(text)));
}
