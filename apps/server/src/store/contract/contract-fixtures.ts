import {
  type Ack,
  type Card,
  type CardStatus,
  createGame,
  defaultSettings,
  type ErrorLogEntry,
  type GameState,
  type Outcome,
  type Settings,
} from '@unsayable/rules';
import { expect } from 'vitest';
import { CODE, Driver } from '../../../../../packages/rules/src/testing/driver.ts';
import type { CardIdea, Store } from '../store.ts';

// What the store contract's tests are made of: games played by the real rules, and the records
// the other tables hold.

export { CODE };

/** What an adapter's test file gives the contract: a fresh, empty store per test. */
export interface ContractSubject {
  store: Store;
  /** Closes the store and opens the same storage again (durable adapters only). */
  reopen?: () => Promise<Store>;
  /**
   * A second store on the same storage, as another server process opens it; `cleanup` closes it.
   * Without it (the in-memory twin: one process by nature), the tests use `store` twice.
   */
  peer?: () => Promise<Store>;
  /** Rows in one table (database adapters): what the interface cannot show, such as orphaned rows. */
  countRows?: (
    table: 'deck' | 'plays' | 'turns' | 'members' | 'games' | 'errors' | 'requests',
  ) => Promise<number>;
  cleanup: () => Promise<void>;
}
export const T0 = 1_700_000_000_000;
export const OTHER = 'BCDEFG';
export const THIRD = 'CDEFGH';
export const NEXT = 'GHJKMN';

/**
 * A Driver that keeps every accepted state, in order, under a code of its own (the store only
 * cares about the code, so several games can come from drivers that all use the rules' CODE).
 */
export class Recorder extends Driver {
  readonly pending: GameState[] = [];
  committed: GameState | null = null;

  constructor(
    readonly code: string = CODE,
    settings: Partial<Settings> = {},
  ) {
    super(settings);
    this.pending.push(this.current());
  }

  override send(...args: Parameters<Driver['send']>): Outcome {
    const outcome = super.send(...args);
    if (outcome.kind === 'accepted') this.pending.push(this.current());
    return outcome;
  }

  current(): GameState {
    return this.code === CODE ? this.state : { ...this.state, gamecode: this.code };
  }

  /** The current state again, forgetting what was played since `state` (to decide a rival request). */
  rewind(state: GameState): void {
    this.state = this.code === CODE ? state : { ...state, gamecode: CODE };
    this.pending.length = 0;
  }

  giver(): string {
    return must(this.gp.giverId, 'giver');
  }

  watcher(): string {
    return must(this.gp.watcherId, 'watcher');
  }

  deadline(): number {
    return must(this.gp.turnEndsAt, 'deadline');
  }

  startTurn(): this {
    this.ok(this.giver(), 'startTurn');
    return this;
  }

  /** The giver's card on screen, pressed as `status` (the watcher buzzes). */
  play(status: CardStatus): GameState {
    const actor = status === 'buzzed' ? this.watcher() : this.giver();
    const index = must(this.gp.cardIndex, 'card on screen');
    this.ok(actor, 'updateCardStatus', { index, status, roundStatus: 'in progress' });
    return this.current();
  }

  /** The last accepted state, taken out of the states to sync. */
  take(): GameState {
    return must(this.pending.pop(), 'accepted state');
  }

  /** Play again, decided but not committed: the finished game's next state and the new game. */
  playAgain(code: string): { next: GameState; spawned: GameState } {
    this.ok('p1', 'playAgain', {}, { newGamecode: code });
    const outcome = this.last;
    const spawned = outcome?.kind === 'accepted' ? outcome.spawned : undefined;
    return { next: this.take(), spawned: must(spawned, 'game of Play again') };
  }
}

/** Commits every state the recorder accepted since the last sync, one request at a time. */
export async function sync(
  store: Store,
  rec: Recorder,
  each?: (state: GameState) => Promise<void>,
): Promise<void> {
  for (const next of rec.pending.splice(0)) {
    const ok = await store.commit({ previous: rec.committed, next, now: rec.now });
    expect(ok, `commit of version ${next.version}`).toBe(true);
    rec.committed = next;
    await each?.(next);
  }
}

export const json = (value: unknown) => JSON.stringify(value);

export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}

/** Exact equality as JSON: the same fields, values and key order as the in-memory state. */
export async function expectStored(store: Store, expected: GameState): Promise<void> {
  const loaded = await store.loadGame(expected.gamecode);
  expect(loaded).toBeDefined();
  expect(JSON.parse(json(loaded))).toEqual(JSON.parse(json(expected)));
  expect(json(loaded)).toBe(json(expected));
}

export function newGame(gamecode: string, hostId = 'p1', now = T0): GameState {
  return createGame({ gamecode, hostId, hostName: `Host ${hostId}`, settings: defaultSettings, now });
}

export function ack(version: number, extra: { data?: { gamecode: string } } = {}): Ack {
  return { ok: true, outcome: 'accepted', version, serverTime: T0 + version, ...extra };
}

export function error(message: string, date: number, extra: Partial<ErrorLogEntry> = {}): ErrorLogEntry {
  return {
    message,
    name: 'GameError',
    source: 'updateTeam',
    date,
    additionalInfo: 'none',
    ...extra,
  };
}

export function card(id: string, word: string, extra: Partial<Card> = {}): Card {
  return {
    id,
    word,
    forbidden: [`${word}-a`, `${word}-b`],
    category: 'animals',
    difficulty: 'easy',
    ...extra,
  };
}

export function idea(id: string, createdAt: number, extra: Partial<CardIdea> = {}): CardIdea {
  return {
    id,
    word: `idea ${id}`,
    forbidden: ['one', 'two'],
    reviewed: false,
    added: false,
    createdAt,
    playerId: 'p1',
    language: 'en',
    ...extra,
  };
}

/** Four players in two teams, started: p1 gives first, for team 1. */
export function startedGame(code: string = CODE, settings: Partial<Settings> = {}): Recorder {
  return new Recorder(code, settings).addPlayers(4).start();
}

/** Plays whole turns until the game is over (one turn per player: four turns). */
export function playToTheEnd(rec: Recorder): void {
  for (let turn = 0; rec.state.status !== 'finished'; turn++) {
    if (turn > 20) throw new Error('the game did not end');
    rec.playTurn(turn % 2 === 0 ? ['correct', 'skipped', 'buzzed'] : ['correct', 'correct']);
  }
}
