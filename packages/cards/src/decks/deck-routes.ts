/**
 * The deck routes: each with its method, its path (`:id` is the deck's id), the body it reads and
 * the answer it gives, beside the route catalogue of the player and the account (the rules'
 * `httpRoutes`). Both ends compile against it: the server's answers and the web's calls.
 *
 * Decks are served over HTTP, not the socket's request catalogue: a deck is no part of a game's
 * live state (no view, no room, no version), its page is read by people with no game and often no
 * socket, and a deck's text is far past what a socket frame may carry.
 *
 * A deck's body is read by the deck's own checks (its name, its language, then its text through
 * the parser), not by a schema: the parser is what the editor runs too, so both say the same.
 */
import type { FlagReason } from '@unsayable/rules';
import type { DeckMessageRef } from './deck-messages.ts';
import type { DeckCard, DeckLanguage, DeckProblem } from './deck-types.ts';

/** The header that carries a deck's edit key: never in a URL, so never in a log or a Referer. */
export const DECK_KEY_HEADER = 'x-deck-key';

export const deckRoutes = {
  /** A deck as its page shows it, to anyone with its link. */
  deck: { method: 'GET', path: '/api/decks/:id' },
  /** The cards players flagged in games dealt from the deck: its owner's alone. */
  deckFlags: { method: 'GET', path: '/api/decks/:id/flags' },
  saveDeck: { method: 'POST', path: '/api/decks' },
  /** With the edit key in `X-Deck-Key`, or the cookie of the player who owns the deck. */
  editDeck: { method: 'PUT', path: '/api/decks/:id' },
  deleteDeck: { method: 'DELETE', path: '/api/decks/:id' },
  reportDeck: { method: 'POST', path: '/api/decks/:id/report' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type DeckRouteName = keyof typeof deckRoutes;

/** A route's path with the deck's id put in. */
export function deckRoutePath(name: DeckRouteName, id = ''): string {
  return deckRoutes[name].path.replace(':id', encodeURIComponent(id));
}

/** What a save or an edit sends: the parser reads the text on the server as the editor did. */
export interface DeckFields {
  name: string;
  language: DeckLanguage;
  /** The pasted or uploaded text. */
  text: string;
}

/** The fields of a save or an edit as they arrived, each of any type, for the deck's checks to refuse. */
export function deckFieldsSent(body: unknown): { name: unknown; language: unknown; text: unknown } {
  if (typeof body !== 'object' || body === null)
    return { name: undefined, language: undefined, text: undefined };
  return {
    name: Reflect.get(body, 'name'),
    language: Reflect.get(body, 'language'),
    text: Reflect.get(body, 'text'),
  };
}

/** A deck as its page shows it (never its key, report count or hidden flag). */
export interface SharedDeck {
  id: string;
  name: string;
  language: DeckLanguage;
  cards: DeckCard[];
  cardCount: number;
  editedAt: number;
  /** The player asking owns the deck (their account made or claimed it): they may change it without its key. */
  yours?: boolean;
}

export interface DeckSaved {
  id: string;
  saved: number;
  /** The lines (or cards) left out, each with its problem. */
  leftOut: DeckProblem[];
  /** Only when the deck is new: what lets this device (or an edit link) change it. */
  editKey?: string;
}

/** A card of the deck that players flagged in games, with how many flagged it for each reason (never who). */
export interface FlaggedDeckCard {
  word: string;
  counts: Record<FlagReason, number>;
  total: number;
}

/** What each deck route answers when it does not refuse (`undefined`: no body). */
export interface DeckAnswers {
  deck: SharedDeck;
  deckFlags: { flags: FlaggedDeckCard[] };
  saveDeck: DeckSaved & { editKey: string };
  editDeck: DeckSaved;
  deleteDeck: undefined;
  reportDeck: { reported: true };
}

/** What each deck route reads as its body (`undefined`: none). */
export interface DeckBodies {
  deck: undefined;
  deckFlags: undefined;
  saveDeck: DeckFields;
  editDeck: DeckFields;
  deleteDeck: undefined;
  reportDeck: undefined;
}

/** A deck route's refusal: the English text, its key, and for a save the lines the parser left out. */
export interface DeckRouteRefusal {
  error: string;
  errorRef: DeckMessageRef;
  problems?: DeckProblem[];
}
