import type { Card, ErrorLogEntry, GameState } from '@unsayable/rules';

export interface UserRecord {
  id: string;
  name: string;
  lastSeen: number;
}

export interface CardIdea {
  id: string;
  word: string;
  forbidden: string[];
  reviewed: boolean;
  added: boolean;
  createdAt: number;
  playerId: string | null;
}

/** One accepted request, written in one transaction. */
export interface Commit {
  /** The version the change was decided on; null when the game is new. */
  previous: GameState | null;
  next: GameState;
  /** The next game of Play again, created in the same transaction. */
  spawned?: GameState;
  /** The acknowledgement to give again if the same request id comes back. */
  response?: { playerId: string; requestId: string; body: unknown };
  now: number;
}

/**
 * Everything the server keeps. Small on purpose: the in-memory twin runs the fast tests, and the
 * contract suite (store-contract.ts) proves every adapter behaves the same.
 */
export interface Store {
  readonly kind: string;
  close(): Promise<void>;

  createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void>;
  userByCredential(credentialHash: string): Promise<UserRecord | undefined>;
  touchUser(id: string, lastSeen: number): Promise<void>;

  loadGame(code: string): Promise<GameState | undefined>;
  gameExists(code: string): Promise<boolean>;
  /**
   * Writes the new state (and only the deck rows that changed) if the stored version is still
   * `previous.version`; returns false, writing nothing, if another writer got there first.
   */
  commit(commit: Commit): Promise<boolean>;
  /** Games not finished that the player belongs to (for presence). */
  gamesOf(playerId: string): Promise<string[]>;
  /** Codes of the games not finished, in code order (presence is reset for them at start). */
  openGames(): Promise<string[]>;
  /** Every game with a turn deadline, to re-arm timers after a restart. */
  deadlines(): Promise<{ code: string; roundEndsAt: number }[]>;

  findResponse(playerId: string, requestId: string): Promise<unknown | undefined>;

  appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void>;
  errorsOf(code: string): Promise<ErrorLogEntry[]>;

  /** Inserts or updates catalogue cards by id (idempotent). */
  upsertCatalogue(cards: Card[], source: string): Promise<void>;
  catalogue(): Promise<Card[]>;
  addIdea(idea: CardIdea): Promise<void>;
  ideas(): Promise<CardIdea[]>;
  updateIdea(id: string, fields: { reviewed: boolean; added: boolean }): Promise<boolean>;
}

/** Deck rows to write: all of them when the deck was (re)built, else those that changed. */
export function changedDeckRows(previous: GameState | null, next: GameState): GameState['deck'] {
  if (!previous || previous.deck.length !== next.deck.length) return next.deck;
  return next.deck.filter((entry, i) => entry !== previous.deck[i]);
}

/** The state as stored in the games row: everything but the deck, which has rows of its own. */
export function stateWithoutDeck(state: GameState): string {
  return JSON.stringify({ ...state, deck: [] });
}
