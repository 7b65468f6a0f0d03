import { type MessageRef, requestMessages } from '@unsayable/rules';

/**
 * The server's refusals of Create that are about the deck the form names (no such deck, hidden,
 * in another language, too small alone, not a deck link at all), known by their keys: the create
 * form says them at its Deck link or code field rather than in a toast, in the player's language
 * whatever words they came in.
 */
const DECK_FIELD_KEYS: ReadonlySet<string> = new Set([
  'request.deckLinkMalformed',
  'request.deckMissing',
  'own.deckUnavailable',
  'request.deckOtherLanguage',
  'request.deckTooFewAlone',
]);

export function isDeckRefusal(ref: MessageRef | undefined): ref is MessageRef {
  return ref !== undefined && DECK_FIELD_KEYS.has(ref.key);
}

/** A refusal shown at the deck field: its English words, and its key that the field shows it by. */
export interface DeckFieldRefusal {
  message: string;
  ref: MessageRef;
}

/** The create form's own check of the deck link: the rules' message, by its key. */
export const MALFORMED_DECK_LINK: DeckFieldRefusal = {
  message: requestMessages.deckLinkMalformed,
  ref: { key: 'request.deckLinkMalformed', params: {} },
};
