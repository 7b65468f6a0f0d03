/**
 * A player's deck as it is kept, sent and shown: its cards, and a problem the deck parser found in
 * its text (`@unsayable/cards/decks` reads decks; the route catalogue answers with these).
 */
import type { DeckMessageRef } from './deck-messages.ts';

export interface DeckCard {
  word: string;
  forbidden: string[];
  category?: string;
}

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
