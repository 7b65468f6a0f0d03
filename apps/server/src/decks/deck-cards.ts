import { slug } from '@unsayable/cards';
import type { DeckCard } from '@unsayable/cards/decks';
import {
  type Card,
  type ChosenDeck,
  DECK_MIN,
  type DeckChoice,
  deckLinkMessages,
  GAME_LANGUAGES,
  type GameLanguage,
  LANGUAGE_NAMES,
  ownMessages,
  requestMessages,
} from '@unsayable/rules';
import type { DeckRecord } from '../store/deck-store.ts';

/** The rules' texts (with their keys), the languages named in themselves. */
export const chosenDeckMessages = {
  ...deckLinkMessages,
  missing: requestMessages.deckMissing,
  hidden: ownMessages.deckUnavailable,
  otherLanguage: (deck: string, game: string) =>
    requestMessages.deckOtherLanguage(languageName(deck), languageName(game)),
  tooFewAlone: (have: number) => requestMessages.deckTooFewAlone(have, DECK_MIN),
} as const;

/** How a deck card's id in a game begins (a catalogue card's never does). */
export const DECK_CARD_PREFIX = 'deck/';

/**
 * A deck's cards as a game deals them: category `custom` like the host's cards, and ids made from
 * the word alone ("deck/lighthouse"), never from the deck's id, since played cards reach every
 * player and the deck's id is its link. The same word keeps its id across edits, so Play again
 * leaves out what the group has seen.
 */
export function gameCardsOf(cards: readonly DeckCard[]): Card[] {
  const taken = new Set<string>();
  return cards.map((c) => {
    const base = `${DECK_CARD_PREFIX}${slug(c.word) || 'card'}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { id, word: c.word, forbidden: [...c.forbidden], category: 'custom', difficulty: 'medium' };
  });
}

const languageName = (code: string) => LANGUAGE_NAMES[code as GameLanguage] ?? code;

/**
 * Why a new game may not deal from this deck, or the choice the game keeps. A deck mixed with the
 * built-in cards must be in the game's language (mixing two is refused, not done quietly); a deck
 * played alone makes the game its language (see the createGame handler).
 */
export function chooseDeck(
  deck: DeckRecord | undefined,
  choice: DeckChoice,
  gameLanguage: GameLanguage,
): { ok: false; error: string } | { ok: true; chosen: ChosenDeck; cards: Card[] } {
  if (!deck) return { ok: false, error: chosenDeckMessages.missing };
  if (deck.hidden) return { ok: false, error: chosenDeckMessages.hidden };
  if (choice.builtInToo && deck.language !== gameLanguage)
    return { ok: false, error: chosenDeckMessages.otherLanguage(deck.language, gameLanguage) };
  if (!choice.builtInToo && deck.cards.length < DECK_MIN)
    return { ok: false, error: chosenDeckMessages.tooFewAlone(deck.cards.length) };
  if (!GAME_LANGUAGES.includes(deck.language as GameLanguage))
    return { ok: false, error: chosenDeckMessages.otherLanguage(deck.language, gameLanguage) };
  const chosen: ChosenDeck = {
    id: deck.id,
    name: deck.name,
    cardCount: deck.cards.length,
    language: deck.language,
    builtInToo: choice.builtInToo,
  };
  return { ok: true, chosen, cards: gameCardsOf(deck.cards) };
}
