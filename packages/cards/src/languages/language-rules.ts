/**
 * Words of one thing that differ by country: `regional` are used only in part of the language's
 * world, `shared` name the same thing too but every speaker understands them (or they mean
 * something else everywhere, as "papa" is also the Pope), so they are never flagged themselves.
 */
export interface RegionalGroup {
  regional: readonly string[];
  shared?: readonly string[];
}

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
  /**
   * Further stems a word may have where one ending leaves two readings ("paulista" is of "Paulo",
   * "jornalista" of "jornal"), compared as its stem is; none when a language leaves this out.
   */
  otherStems?(word: string): readonly string[];
  /** Prefixes that make a new word of an old one ("un" in "unpack"), compared with and without. */
  prefixes: readonly string[];
  /**
   * The dictionary form of an irregular form ("teeth" → "tooth", "bought" → "buy", "hecho" →
   * "hacer"); any other word as it stands. Stems and compounds are compared through it.
   */
  lemma(word: string): string;
  /** One spelling for the variants of a word ("mum" and "mom"; "colour" and "color"). */
  spelling(word: string): string;
  /** Short words that carry no clue ("the", "del"): no family is made through them. */
  stopWords: readonly string[];
  /**
   * The articles a guess may start with ("the cat", "el gato"): the referee takes them off both
   * the guess and the card word. Its stop words stand in when a language has none listed.
   */
  articles?: readonly string[];
  /** Words used only in part of the language's world, grouped by the thing they name. */
  regional: readonly RegionalGroup[];
  /** The seasons' names, whose months differ by hemisphere. */
  seasons: readonly string[];
  /** Words tied to one month (the months, Christmas): wrong for a season in half the world. */
  calendarWords: readonly string[];
  /** Words no family card should carry; a short list of the obvious, not a moral judge. */
  unsuitable: readonly string[];
  /**
   * The parts of a word written as one compound with linking letters between them ("Geburtstag":
   * "geburt", "tag"; "Sonnenschein": "sonne", "schein"), found among the known words; for languages
   * that join words so. Two words share a stem when one is a part of the other or both hold one part.
   */
  compoundParts?(word: string, known: ReadonlySet<string>): readonly string[];
  /**
   * Whether `part`, written inside `whole`, is a piece of it rather than a chance run of letters
   * ("heu" inside "Scheune"); every run counts when a language leaves this out.
   */
  holds?(whole: string, part: string): boolean;
}
