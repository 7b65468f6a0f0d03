/** A player's own deck: what it holds, how big it may be, and what the parser says of a paste. */

import {
  CARD_TEXT_MAX,
  type DeckCard,
  type DeckMessageRef,
  type DeckProblem,
  FORBIDDEN_MAX,
  GAME_LANGUAGES,
} from '@unsayable/rules';
import type { CsvDelimiter } from './csv-records.ts';

/** A deck's cards and problems as the route catalogue sends them, kept in the rules beside it. */
export type { DeckCard, DeckProblem };

/** A deck holds at most this many cards: more than any group plays, few enough to check at once. */
export const DECK_CARDS_MAX = 2_000;
/**
 * At most this much text (UTF-8) is read. 2,000 cards of a 35-character target and five
 * 35-character forbidden words come to about 450 KB; anything past 1 MB is not a deck.
 */
export const DECK_TEXT_MAX_BYTES = 1_000_000;
export const DECK_NAME_MAX = 60;
/** The CSV format's optional category column: a label for the deck's owner, not dealt by. */
export const DECK_CATEGORY_MAX = 35;
/**
 * Characters one line of the line format may hold: a target and five forbidden words with their
 * separators. A line, cell or field past its characters' units (`withinUnits`) is left out
 * before any other check: no card could be made of it, and reading it would cost the most.
 */
export const DECK_LINE_MAX = (FORBIDDEN_MAX + 1) * CARD_TEXT_MAX + FORBIDDEN_MAX;

/**
 * The languages a deck may be written in: a deck is played in games, so the game languages (the
 * card checker has rules for each, `DECK_LANGUAGE_RULES`).
 */
export const DECK_LANGUAGES = GAME_LANGUAGES;
export type DeckLanguage = (typeof DECK_LANGUAGES)[number];

export interface DeckContent {
  name: string;
  language: DeckLanguage;
  cards: DeckCard[];
}

/**
 * The shapes a deck is read from. `lines`: one card a line, `Target|forbidden 1:forbidden 2`;
 * `words`: a plain list of words, one a line; `csv` / `csvNoHeader`: a spreadsheet saved as CSV
 * (commas, semicolons or tabs) with or without a header row; `json`: Download deck's file;
 * `jsonCards`: a JSON list of card objects; `jsonWords`: a JSON list of words; `jsonMap`: a JSON
 * object of words and their forbidden words; `jsonCategories`: such objects by category.
 */
export const DECK_FORMATS = [
  'lines',
  'words',
  'csv',
  'csvNoHeader',
  'json',
  'jsonCards',
  'jsonWords',
  'jsonMap',
  'jsonCategories',
] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];

/**
 * A change that settles a warning: drop a forbidden word said twice (or one without letters), keep
 * the first five forbidden words, tidy the spaces, or take out a second card of the same target.
 */
export type DeckFix =
  | { kind: 'dropForbidden'; word: string }
  | { kind: 'firstFive' }
  | { kind: 'tidySpaces' }
  | { kind: 'dropCard' };

/** Advice on a card that is kept: the author's card plays as it is, or with the fix applied. */
export interface DeckWarning extends DeckProblem {
  /** Which of the reading's `cards` it is about. */
  card: number;
  fix?: DeckFix;
}

/** A card as a format read it, before the card rules: where it was, and any problem of its shape. */
export interface CardCandidate {
  at: number;
  word: string;
  forbidden: string[];
  category?: string;
  /** Problems the format found (control characters, a cell too many); the card is left out. */
  problems: DeckMessageRef[];
  /** Findings of the format on a card that is still kept (a field that is not read). */
  notes?: DeckMessageRef[];
  /** Whether the texts are exact (JSON strings): spaces at their ends are the author's, not layout. */
  exact?: boolean;
}

/** What a paste or a file came to. */
export type DeckReading =
  | { ok: false; refusal: string; refusalRef: DeckMessageRef }
  | {
      ok: true;
      format: DeckFormat;
      /** The cell separator of a CSV. */
      delimiter?: CsvDelimiter;
      /** Entries read as cards, kept or not: every line or entry that is not blank. */
      read: number;
      /** The cards kept, in order: every card that can be played, warnings or not. */
      cards: DeckCard[];
      /** How many of the kept cards have a warning. */
      warned: number;
      /** How many of the cards read are left out (`read` less the kept). */
      leftOut: number;
      /** Why each card left out is, and problems of the text itself (an unclosed quote). */
      problems: DeckProblem[];
      /** Advice on kept cards, each with its fix where one is obvious. */
      warnings: DeckWarning[];
      /** A JSON file carries the deck's name and language too. */
      name?: string;
      language?: DeckLanguage;
    };
