/** How the referee compares one run of letters with a word of the card, by the language's rules. */
import { textWords } from '@unsayable/rules';
import type { LanguageRules } from '../languages/language-rules.ts';
import { compoundRelated, contentWords, stemsOf } from '../word-relations.ts';
import { isStretched, latinLookAlikes, squeezed } from './typed-text.ts';

/** A run of letters with the forms it is compared by, worked out once. */
export interface WordForms {
  letters: string;
  /** Without its plural, as its spelling, as its lemma: compared form by form. */
  forms: readonly [string, string, string];
  /**
   * Each run of one letter made one letter, then its plural off, for a stretched word: squeezed
   * first, so a stretched last letter ("whiskersss") leaves the plural to come off.
   */
  squeezed: string;
}

export function wordForms(letters: string, rules: LanguageRules): WordForms {
  const plural = rules.plural(letters);
  return {
    letters,
    forms: [plural, rules.spelling(letters), rules.plural(rules.lemma(letters))],
    squeezed: rules.plural(squeezed(letters)),
  };
}

/**
 * One word, by the language's rules: "cats" and "cat", "colour" and "color", "teeth" and "tooth";
 * a stretched word ("caaat", "glaaasses") meets the word its runs of letters squeeze to.
 */
export function sameWordForm(typed: WordForms, word: WordForms): boolean {
  if (typed.forms.some((form, i) => form === word.forms[i])) return true;
  if (!isStretched(typed.letters)) return false;
  if (typed.squeezed === word.squeezed) return true;
  // "hosssses" squeezes to "hoses", which the plural rule reads as "hos" plus "es".
  return withAnS(squeezed(typed.letters), squeezed(word.letters));
}

/**
 * A word and the word with an "s" are one, its plural, however the plural rule reads it: "hoses"
 * reads as "hos" plus "es", which is no "hose".
 */
const withAnS = (a: string, b: string): boolean => a === `${b}s` || b === `${a}s`;

/** A card's word or forbidden word as the referee holds it up to a clue or a guess. */
export interface CardTerm {
  /** As written on the card. */
  text: string;
  /** All its words run together: "Ice cream" is "icecream", "Traje de baño" "trajedebaño". */
  whole: WordForms;
  /**
   * The words that count on their own: those of three letters or more that are not the
   * language's function words ("fire" and "station" of "Fire station", not "de" of "Traje de
   * baño"). When none is left, the shorter words that are no function words ("a" and "o" of "Das
   * A und O", "tv" of "TV"), so a clue may still say "und"; when none of those either, the term
   * is one word run together ("hin und her"), said only whole.
   */
  words: readonly WordForms[];
}

/** Terms worked out per language, as a game checks every clue against the same few cards. */
const MAX_KEPT_TERMS = 20_000;
const keptTerms = new WeakMap<LanguageRules, Map<string, CardTerm>>();

export function cardTerm(text: string, rules: LanguageRules): CardTerm {
  const kept = keptTerms.get(rules) ?? new Map<string, CardTerm>();
  keptTerms.set(rules, kept);
  const found = kept.get(text);
  if (found) return found;
  const latin = latinLookAlikes(text);
  const all = textWords(latin);
  const content = contentWords(latin, rules);
  const short = all.filter((w) => !rules.stopWords.includes(w));
  const own = content.length > 0 ? content : short.length > 0 ? short : [all.join('')];
  const term = {
    text,
    whole: wordForms(all.join(''), rules),
    words: own.map((w) => wordForms(w, rules)),
  };
  if (kept.size >= MAX_KEPT_TERMS) kept.clear();
  kept.set(text, term);
  return term;
}

/** Endings too slight to make a new word of a three-letter one: "tape" is no "tap", "carry" no "car". */
const SLIGHT_ENDING = /^(.|.*y)$/;

/**
 * Two words share a stem as the catalogue checker finds one (`stemsOf`: prefixes, derivational
 * endings and irregular forms off: "farmer" and "farm", "unpack" and "pack"), save where that
 * stem is a three-letter word and the other word only adds a slight ending to it: a clue pays
 * for each false match, so "tap" keeps clear of "tape", "pan" of "pane", "bat" of "battery",
 * while "run" and "runner", "art" and "artist", "hose" and "hoses" stay one.
 */
export function shareStem(a: string, b: string, rules: LanguageRules): boolean {
  const stemsOfB = stemsOf(b, rules);
  const shared = stemsOf(a, rules).filter((s) => stemsOfB.includes(s));
  return shared.some((stem) => {
    if (stem.length > 3) return true;
    // Else "hose" would be a slight ending of "hoses" read as "hos".
    if (withAnS(a, b)) return true;
    const [short, long] = [rules.plural(a), rules.plural(b)].sort((x, y) => x.length - y.length);
    if (short !== stem || !long?.startsWith(stem)) return true;
    const rest = long.slice(stem.length);
    const ending = rest.startsWith(stem.slice(-1)) ? rest.slice(1) : rest;
    return !SLIGHT_ENDING.test(ending);
  });
}

/**
 * One word is a part of the other as a compound, by the language's rules as the catalogue checker
 * judges them (`compoundRelated`): "sun" of "sunflower" when "flower" is known, "tooth" of
 * "toothbrush" (through "teeth"), "Wurst" of "Currywurst", "sole" of "girasole".
 */
export function compoundOf(a: string, b: string, rules: LanguageRules, known: ReadonlySet<string>): boolean {
  return compoundRelated(a, b, rules, known);
}

/** The vocabulary compounds are judged by when a caller gives none: the card's own words. */
export const cardVocabulary = (texts: readonly string[]): Set<string> =>
  new Set(texts.flatMap((text) => textWords(text)));
