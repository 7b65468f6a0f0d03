import { current, type Draft, isDraft, produce } from 'immer';
import type { Card, ChosenDeck, ErrorLogEntry, GameState } from './types.ts';

/** A player's deck a request names, as the server found it: usable, or the refusal to give. */
export type RequestedDeck =
  | { ok: true; chosen: ChosenDeck; cards: readonly Card[] }
  | { ok: false; error: string };

/** What the server passes in besides the request: time, randomness and the card catalogue. */
export interface DecideContext {
  /** Server time, epoch ms. */
  now: number;
  /** A fresh random 32-bit seed per request; the rules have no randomness of their own. */
  seed: number;
  /** The built-in cards, needed to build a deck at start. */
  catalogue?: readonly Card[];
  /**
   * The chosen deck's cards (game cards of their own, category 'custom'), read at start and Play
   * again; null when the deck is no longer available (hidden or deleted since the game was made).
   */
  deckCards?: readonly Card[] | null;
  /**
   * The deck a lobby's new settings name (`updateSettings` with `deck`), as the server read it
   * from the store: the choice the game keeps and its cards (to count them), or why the game
   * may not deal from it.
   */
  requestedDeck?: RequestedDeck;
  /** A code the server checked is free, needed by Play again. */
  newGamecode?: string;
  /** The game language's referee, needed by typed clues and guesses (`sendClue`, `sendGuess`). */
  referee?: Referee;
}

/**
 * The referee of silent play, in the game's language: the server passes the cards' own (the
 * rules never import the cards, which import the rules).
 */
export interface Referee {
  /** Whether a clue keeps clear of the card; if not, which of its words it used and what said it. */
  checkClue(
    clue: string,
    card: { word: string; forbidden: readonly string[] },
  ): { ok: true } | { ok: false; tripped: string; as: string };
  /** How near a guess comes to the card's word. */
  matchGuess(guess: string, word: string): 'correct' | 'close' | 'miss';
}

/** The server itself, for presence and deadlines. */
export const SYSTEM = 'system';

export type Outcome =
  /** Commit `state` (and create `spawned`, the next game of Play again), then send views. */
  | { kind: 'accepted'; state: GameState; events: string[]; spawned?: GameState }
  /** Nothing changes, on purpose: a skip with its reason, or a no-op. Not an error. */
  | { kind: 'unchanged'; reason: string }
  /** Nothing changes; the player sees `message`; `error` goes to `errors/{gamecode}`. */
  | { kind: 'refused'; message: string; error: ErrorLogEntry };

/** A refusal before it is dressed with the request's details. */
export interface Refusal {
  kind: 'refusal';
  message: string;
}

export type HandlerResult = Exclude<Outcome, { kind: 'refused' }> | Refusal;

export const refuse = (message: string): Refusal => ({ kind: 'refusal', message });
export const unchanged = (reason: string): HandlerResult => ({ kind: 'unchanged', reason });

/** Applies a change to a copy (structural sharing) and counts a new version. */
export function change(
  state: GameState,
  event: string,
  recipe: (draft: GameState) => void,
  spawned?: GameState,
): HandlerResult {
  const next = produce(state, (draft) => {
    recipe(draft);
    draft.version += 1;
  });
  return spawned
    ? { kind: 'accepted', state: next, events: [event], spawned }
    : { kind: 'accepted', state: next, events: [event] };
}

/**
 * The value of a draft as a plain (frozen or fresh) object, for reading a whole array at once:
 * reading a draft element by element goes through a proxy call for each, and makes a draft of
 * each object it touches. Outside a recipe the value is returned as it is.
 */
export function plain<T>(value: T): T {
  return isDraft(value) ? (current(value as Draft<T>) as T) : value;
}

/** An error-log entry, with the log's fixed defaults for anything not given. */
export function errorEntry(
  fields: Partial<ErrorLogEntry> & { message: string; date: number },
): ErrorLogEntry {
  return {
    message: fields.message,
    name: fields.name || 'No name provided',
    source: fields.source || 'Function name not available',
    date: fields.date,
    additionalInfo: fields.additionalInfo || 'none',
  };
}
