import type { Ack, Card, ErrorLogEntry, GameLanguage, GameState } from '@unsayable/rules';
import type { AccountStore } from './account-store.ts';
import type { DeckStore } from './deck-store.ts';
import type { FlagStore } from './flag-store.ts';
import { jsonKeepingFrozen } from './json-text.ts';

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
  /** The language the idea was written in; approving it puts the card in that language's catalogue. */
  language: GameLanguage;
}

/**
 * A player's request's acknowledgement as stored with the change it made (the `requests` table's
 * `response` column, a name stored databases keep), given again if the same request id comes back.
 */
export interface StoredAck {
  playerId: string;
  requestId: string;
  ack: Ack;
}

/** One accepted request, written in one transaction. */
export interface Commit {
  /** The version the change was decided on; null when the game is new. */
  previous: GameState | null;
  next: GameState;
  /** The next game of Play again, created in the same transaction. */
  spawned?: GameState;
  /** The acknowledgement to give again if the same request id comes back. */
  ack?: StoredAck;
  now: number;
}

/**
 * A commit refused because the player's request id already has a stored acknowledgement: another
 * attempt of the same request (a retry that reached another process, say) was applied first.
 * Nothing of this commit was written; `ack` is the acknowledgement stored then, to give again.
 */
export class RequestAlreadyAnswered extends Error {
  override readonly name = 'RequestAlreadyAnswered';

  constructor(
    readonly playerId: string,
    readonly requestId: string,
    readonly ack: Ack,
  ) {
    super(`request ${requestId} of ${playerId} already has an acknowledgement`);
  }
}

/**
 * A due turn deadline that one caller has claimed, to end that turn. A game's deadline is
 * `turnDeadline` of its state (the end of a running turn, or the end of a paused turn's wait for an
 * absent giver), kept in the `round_ends_at` column.
 */
export interface DeadlineClaim {
  code: string;
  turnEndsAt: number;
}

/** What one retention pass deleted: games (with their deck rows and members), error-log rows, acknowledgements. */
export interface Pruned {
  games: number;
  errors: number;
  responses: number;
}

/**
 * Everything the server keeps. Small on purpose: the in-memory twin runs the fast tests, and the
 * contract suite (contract/store.contract.ts) proves every adapter behaves the same.
 */
export interface Store {
  readonly kind: string;
  /** Players' own decks (deck-store.ts). */
  readonly decks: DeckStore;
  /** Cards players flagged as bad (flag-store.ts). */
  readonly flags: FlagStore;
  /** Optional accounts: emails, passwords, each device's credential, mailed codes (account-store.ts). */
  readonly accounts: AccountStore;
  close(): Promise<void>;

  /** A new player with its first session credential. */
  createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void>;
  /** The player one of whose session credentials this is (never a disabled account's). */
  userByCredential(credentialHash: string): Promise<UserRecord | undefined>;
  touchUser(id: string, lastSeen: number): Promise<void>;

  /**
   * The stored game. `held`: a state of it the caller already has (never changed since it was
   * read or committed); a store that reads the game as text may answer with `held` itself when the
   * stored game is still that one, instead of parsing it again. Any store may ignore it.
   */
  loadGame(code: string, held?: GameState): Promise<GameState | undefined>;
  gameExists(code: string): Promise<boolean>;
  /**
   * Writes the new state (and only the deck rows that changed) if the stored game is still
   * `previous`, by its version and creation time; returns false, writing nothing, if another
   * writer got there first (or the game is another of the same code).
   *
   * With an `ack`, the player's request id is checked first, in the same transaction: if it
   * already has a stored acknowledgement (from any process, even one committing at the same
   * instant), nothing is written and the commit rejects with `RequestAlreadyAnswered`, carrying
   * that acknowledgement. So a request id is applied once however many processes receive it, and
   * the caller answers with the stored acknowledgement instead of deciding the request again.
   */
  commit(commit: Commit): Promise<boolean>;
  /** Games not finished that the player belongs to (for presence). */
  gamesOf(playerId: string): Promise<string[]>;
  /** Every game the player belongs to, finished or not, in code order (an account's history). */
  gamesPlayedBy(playerId: string): Promise<string[]>;
  /** Codes of the games not finished, in code order (presence is reset for them at start). */
  openGames(): Promise<string[]>;
  /** Every game with a turn deadline, to re-arm timers after a restart. */
  deadlines(): Promise<{ code: string; turnEndsAt: number }[]>;
  /**
   * Claims up to `limit` due turn deadlines (`turnEndsAt <= now`), earliest first, for the caller
   * to end those turns. A deadline is claimed by one caller only: concurrent calls, from any number
   * of processes on the same storage, never return the same deadline. The claim lasts `leaseMs`
   * from `now`: a deadline still stored when the lease has run out (its claimer died before ending
   * the turn, say) is claimed again by the next caller. A game's next deadline (a new turn) can be
   * claimed as soon as it is due, whatever the lease on the one before. Claiming changes nothing
   * else: the claimer ends the turn through the ordinary request path, where the version check
   * makes a late or second end a no-op.
   */
  claimDueDeadlines(options: { now: number; leaseMs: number; limit: number }): Promise<DeadlineClaim[]>;

  findAck(playerId: string, requestId: string): Promise<Ack | undefined>;

  appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void>;
  errorsOf(code: string): Promise<ErrorLogEntry[]>;

  /**
   * Retention: deletes every game whose last commit is before `cutoff` (epoch ms), finished or
   * abandoned, with its deck rows and members; every stored acknowledgement and every error-log
   * entry written before `cutoff`, whatever its game. A game committed meanwhile is kept. Users,
   * the catalogue and card ideas are kept. Safe while games are played and from several processes
   * at once. Resolves with what was deleted.
   */
  pruneBefore(cutoff: number): Promise<Pruned>;
  /**
   * Retention of players: deletes every anonymous player (no email) last seen before `cutoff` who
   * is in no game the store keeps and owns no deck, with all their credentials. Such a player holds
   * nothing a device could come back for (a device without one is given a new one when it plays),
   * and a script asking for players without end would otherwise fill the store. Resolves with how
   * many went.
   */
  pruneIdlePlayersBefore(cutoff: number): Promise<number>;

  /**
   * Inserts or updates catalogue cards of one language by id (idempotent). Ids are unique across
   * languages (see `cardId`): a card given again with another language moves to that language.
   */
  upsertCatalogue(cards: Card[], source: string, language: GameLanguage): Promise<void>;
  /**
   * Removes the catalogue cards of `language` that came from `source` and are not among `keep`
   * (ids): the built-in cards a release replaced are dealt no more. Cards of other sources or other
   * languages are untouched, and so are games already dealt (their deck rows hold whole cards).
   */
  retireCatalogue(source: string, keep: string[], language: GameLanguage): Promise<void>;
  /**
   * The catalogue cards of one language, in id order. The SQL stores hold each card read (one
   * object per card, shared by every deck dealt from it) for the process's life.
   */
  catalogue(language: GameLanguage): Promise<Card[]>;
  /**
   * The same cards, each read afresh and held by nothing: what the refresh at start compares this
   * release's cards with, which through `catalogue` would hold every language's cards in a
   * process that deals from one or two.
   */
  unsharedCatalogue(language: GameLanguage): Promise<Card[]>;
  addIdea(idea: CardIdea): Promise<void>;
  ideas(): Promise<CardIdea[]>;
  updateIdea(id: string, fields: { reviewed: boolean; added: boolean }): Promise<boolean>;
}

/** What `claimDueDeadlines` takes; a bad value is refused before anything is read or written. */
export function checkClaimOptions(options: { now: number; leaseMs: number; limit: number }): void {
  const { now, leaseMs, limit } = options;
  if (!Number.isSafeInteger(now)) throw new RangeError(`claimDueDeadlines: now must be epoch ms, not ${now}`);
  if (!Number.isSafeInteger(leaseMs) || leaseMs < 1) {
    throw new RangeError(`claimDueDeadlines: leaseMs must be a whole number of ms above 0, not ${leaseMs}`);
  }
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`claimDueDeadlines: limit must be a whole number above 0, not ${limit}`);
  }
}

/** What `pruneBefore` takes: a time in epoch ms. */
export function checkCutoff(cutoff: number): void {
  if (!Number.isSafeInteger(cutoff))
    throw new RangeError(`pruneBefore: cutoff must be epoch ms, not ${cutoff}`);
}

/**
 * The indexes of the deck rows to write: all of them when the deck was (re)built, else those that
 * changed (an entry is frozen: a changed one is another object).
 */
export function changedDeckRows(previous: GameState | null, next: GameState): number[] {
  const rebuilt = !previous || previous.deck.length !== next.deck.length;
  // A loop, not filter(): V8 (Node 20) filters a frozen array (as immer leaves the deck) many times
  // slower, on every change.
  const changed: number[] = [];
  for (let i = 0; i < next.deck.length; i++)
    if (rebuilt || next.deck[i] !== previous?.deck[i]) changed.push(i);
  return changed;
}

/** Whether the game's members are to be written: a new game, or its list of users changed. */
export function membersChanged(previous: GameState | null, next: GameState): boolean {
  // The same array when a change left the users alone (immer shares it): nothing to compare.
  return !previous || (previous.users !== next.users && previous.users.join() !== next.users.join());
}

/**
 * The lists of a game's history, each with rows of its own: they only grow, an entry at a time. A
 * list's table has its name, and its entry's JSON text is in the column `HISTORY_COLUMNS` names.
 */
export const HISTORY_LISTS = ['plays', 'turns'] as const;
export type HistoryList = (typeof HISTORY_LISTS)[number];
export const HISTORY_COLUMNS: Readonly<Record<HistoryList, string>> = { plays: 'play', turns: 'turn' };

/**
 * Whether the game's history rows (plays and turns) are to be deleted before its history is
 * written: a new game, or a list shorter than before.
 */
export function historyStartedOver(previous: GameState | null, next: GameState): boolean {
  return (
    !previous ||
    next.gameplay.plays.length < previous.gameplay.plays.length ||
    next.gameplay.turns.length < previous.gameplay.turns.length
  );
}

/**
 * The indexes of one history list's rows to write: all of them when the history was started over,
 * else the entries added since `previous` (an entry never changes, and the list is the same array
 * while none is added).
 */
export function addedHistoryRows(previous: GameState | null, next: GameState, list: HistoryList): number[] {
  const before = previous?.gameplay[list];
  const entries = next.gameplay[list];
  const rebuilt = historyStartedOver(previous, next);
  if (!rebuilt && before === entries) return [];
  const added: number[] = [];
  for (let i = 0; i < entries.length; i++) if (rebuilt || entries[i] !== before?.[i]) added.push(i);
  return added;
}

/** The text kept of each frozen part of a stored state (see `jsonKeepingFrozen`). */
const storedParts = new WeakMap<object, string>();

/**
 * The state as stored in the games row: everything but the deck and the history (plays, turns),
 * which have rows of their own. Each change rewrites the row, but encodes only the parts of the
 * state that changed: the players and the settings are the objects of the version before.
 */
export function gameRowState(state: GameState): string {
  return jsonKeepingFrozen(
    { ...state, deck: [], gameplay: { ...state.gameplay, plays: [], turns: [] } },
    storedParts,
    4,
  );
}
