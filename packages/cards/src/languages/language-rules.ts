/**
 * What the checker needs to know about a language to compare its words. Each language the
 * catalogue holds has one of these beside it; the checks themselves are the same for all.
 */
export interface LanguageRules {
  /** BCP 47 code, as the data folder and the card tool name the language. */
  code: string;
  name: string;
  /** Lower case with the plural taken off: "Bees" and "bee" are one word. */
  plural(word: string): string;
  /**
   * What is left once derivational endings are off too: "librarian" and "library", "farmer" and
   * "farm" come to the same stem. Rough on purpose; a false match costs a card writer a second
   * look, a missed one costs a wasted card.
   */
  stem(word: string): string;
  /** Prefixes that make a new word of an old one ("un" in "unpack"), compared with and without. */
  prefixes: readonly string[];
  /** One spelling for the variants of a word ("mum" and "mom"; "colour" and "color"). */
  spelling(word: string): string;
  /** Words no family card should carry; a short list of the obvious, not a moral judge. */
  unsuitable: readonly string[];
}
