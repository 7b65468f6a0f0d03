import { CARD_TEXT_MAX, type DeckMessageRef, deckRef, withinUnits } from '@unsayable/rules';
import type { CsvDelimiter } from './csv-records.ts';
import type { CardCandidate, DeckCard, DeckFormat, DeckLanguage } from './deck-types.ts';
import { DECK_CARDS_MAX } from './deck-types.ts';

export const HIDDEN = deckRef('deck.problem.hidden');
export const TOO_LONG = deckRef('deck.problem.tooLong', { max: CARD_TEXT_MAX });

/** Whether each text may be a card's word by its units: only then is it read any further. */
export const fitsACard = (texts: readonly string[]) => texts.every((t) => withinUnits(t, CARD_TEXT_MAX));

/** More cards than a deck holds: refused, by their count, before any card is read. */
export const tooManyCards = (count: number) => deckRef('deck.tooMany', { max: DECK_CARDS_MAX, count });

/** A card left out for one problem found before its words were read. */
export const leftOut = (at: number, ref: DeckMessageRef): CardCandidate => ({
  at,
  word: '',
  forbidden: [],
  problems: [ref],
});

/** What one format made of the text, before the card rules. */
export interface FormatReading {
  format: DeckFormat;
  delimiter?: CsvDelimiter;
  candidates: CardCandidate[];
  /** Problems of the text itself (an unknown CSV column), named by line. */
  problems: { at: number; ref: DeckMessageRef }[];
  name?: string;
  language?: DeckLanguage;
  /**
   * The text with the card read at `at` written anew in the same format (`null`: taken out),
   * everything else as it was: how the editor applies a fix to the text the player keeps editing.
   */
  rewrite(at: number, card: DeckCard | null): string;
}

/** The line break a text uses, to write a changed line back with the same. */
export const lineBreakOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');
