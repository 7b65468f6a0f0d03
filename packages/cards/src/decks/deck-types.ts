/** A player's own deck: what it holds, how big it may be, and what the parser says of a paste. */

import { CARD_TEXT_MAX, FORBIDDEN_MAX } from '@unsayable/rules';
import type { DeckMessageRef } from './deck-messages.ts';

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

/** The languages a deck may be written in: those the card checker has rules for. */
export const DECK_LANGUAGES = ['en', 'es'] as const;
export type DeckLanguage = (typeof DECK_LANGUAGES)[number];

export interface DeckCard {
  word: string;
  forbidden: string[];
  category?: string;
}

export interface DeckContent {
  name: string;
  language: DeckLanguage;
  cards: DeckCard[];
}

/** `lines`: the Taboo-Data line format; `csv`: a spreadsheet's export; `json`: Download deck's file. */
export type DeckFormat = 'lines' | 'csv' | 'json';

/** One problem, where the person can find it: a line of the text, or a card of a JSON file. */
export interface DeckProblem {
  /** 1-based line (lines, CSV) or card number (JSON). */
  at: number;
  /** "Line 4" or "Card 4", as the editor names the place (in English; `place` says which). */
  where: string;
  place: 'line' | 'card';
  /** The problem in English; `ref` is its key and values, for the player's language. */
  message: string;
  ref: DeckMessageRef;
}

/** A card as a format read it, before the card rules: where it was, and any problem of its shape. */
export interface CardCandidate {
  at: number;
  word: string;
  forbidden: string[];
  category?: string;
  /** Problems the format found (control characters, a cell too many); the card is left out. */
  problems: DeckMessageRef[];
}

/** What a paste or a file came to. */
export type DeckReading =
  | { ok: false; refusal: string; refusalRef: DeckMessageRef }
  | {
      ok: true;
      format: DeckFormat;
      /** Cards read, good and bad: what the editor counts. */
      read: number;
      /** The good cards, in order. */
      cards: DeckCard[];
      problems: DeckProblem[];
      /** A JSON file carries the deck's name and language too. */
      name?: string;
      language?: DeckLanguage;
    };
