import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { catalogueLanguage, stem } from '@unsayable/cards';
import {
  type Ack,
  type Card,
  type DecideContext,
  type DecisionAck,
  decide,
  fallbackFor,
  type GameLanguage,
  type GameRequest,
  type GameState,
  gameLanguage,
  isHost,
  makeGamecode,
  messageRef,
  type OkAckBase,
  type Outcome,
  randomFrom,
  SYSTEM,
} from '@unsayable/rules';
import { chooseDeck, gameCardsOf } from '../decks/deck-cards.ts';
import type { ErrorLog } from '../errors/error-log.ts';
import type { EntrySource } from '../errors/error-log-pacing.ts';
import { limits, type QueueBounds } from '../limits.ts';
import type { DeckRecord } from '../store/deck-store.ts';
import type { CardFlag } from '../store/flag-store.ts';
import type { Store, StoredAck } from '../store/store.ts';
import { KeyedQueue } from './keyed-queue.ts';
import { refereeFor } from './referee.ts';

/**
 * Who hears about a committed change: the server sends each player their own view. A listener that
 * returns a promise holds the acknowledgement until it settles (views are on their way first).
 */
export type ChangeListener = (previous: GameState | null, next: GameState) => void | Promise<void>;

/**
 * Who prepares what to say about a change while it is being committed: called once the commit has
 * been sent to the store, it does its work (building every player's view) while the store waits
 * for the disk, and returns what to do once the commit is on disk, which is only then called (never
 * for a commit that failed or lost a race). Nothing reaches a player before the change is stored.
 */
export type PreparingListener = (previous: GameState | null, next: GameState) => () => void | Promise<void>;

export interface ServiceOptions {
  store: Store;
  errors: ErrorLog;
  now?: () => number;
  /** A fresh 32-bit seed per decision. */
  seed?: () => number;
  /**
   * Trust the games kept in memory between requests: only where no other process changes them.
   * Otherwise (a cluster) each use asks the store whether the game kept is still the stored one.
   */
  cacheGames?: boolean;
  /** At most this many games kept in memory; the least recently used go first. */
  maxCachedGames?: number;
  /** A game not used for this long is let go from memory (read from the store if it comes back). */
  maxIdleMs?: number;
  /** Times every commit (for the metrics). */
  timeCommit?: () => () => void;
  /** A listener that throws is logged here and does not stop the others. */
  onListenerError?: (error: unknown) => void;
  /** Players' requests held (waiting or running) at most, per game and in all (see `admit`). */
  queueBounds?: QueueBounds;
}

/** A player's request refused before any work because too many wait already (see `admit`). */
export class ServerBusy extends Error {
  override readonly name = 'ServerBusy';

  constructor(
    readonly key: string,
    readonly scope: 'game' | 'server',
  ) {
    super(`too many requests wait for ${scope === 'game' ? key : 'the store'}`);
  }
}

/**
 * A commit lost to another process's on the same game is decided again on the fresh state. Several
 * processes serving one game's players at once (a whole team picking at the same moment) can lose
 * a few rounds in a row: each retry waits a little, at random, so that they stop colliding.
 */
const MAX_CONFLICT_RETRIES = 25;
const conflictPause = (attempt: number) => delay(Math.random() * Math.min(50, 2 ** attempt));

/**
 * The games: load (cached), decide with the rules, commit in one transaction, then tell listeners
 * (who send every player their own view) before the request is acknowledged. Work on one game is
 * serialized (`serialized`); a commit that loses a race with another server process is decided
 * again on the fresh state.
 */
export class GameService {
  private readonly queue = new KeyedQueue();
  /** The games kept in memory, least recently used first, with when each was last used. */
  private readonly cache = new Map<string, { state: GameState; usedAt: number }>();
  private readonly listeners: ChangeListener[] = [];
  private readonly preparing: PreparingListener[] = [];
  readonly now: () => number;
  private readonly seed: () => number;
  private readonly store: Store;
  private readonly caching: boolean;
  private readonly maxCached: number;
  private readonly maxIdleMs: number;

  constructor(private readonly options: ServiceOptions) {
    this.store = options.store;
    this.caching = options.cacheGames ?? true;
    this.maxCached = options.maxCachedGames ?? 5_000;
    this.maxIdleMs = options.maxIdleMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
    this.seed = options.seed ?? (() => randomInt(0, 2 ** 32));
  }

  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Like `onChange`, but its work is done while the commit waits for the store (see `PreparingListener`). */
  onChangePrepared(listener: PreparingListener): void {
    this.preparing.push(listener);
  }

  /** Runs `task` when nothing else runs under `key` (a game code): one thing at a time per game. */
  serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(key, task);
  }

  /**
   * A player's request in its game's turn, unless too many are held already: for the game
   * (`perGame`) or for the whole process (`total`). Then it is refused at once with `ServerBusy`,
   * before anything is read or written: when the store is slow, a bounded wait and a clear
   * refusal beat a queue that grows without end. The server's own work (deadlines, presence) uses
   * `serialized` and is never refused.
   */
  admit<T>(key: string, task: () => Promise<T>): Promise<T> {
    const bounds = this.options.queueBounds ?? limits.queued;
    if (this.queue.held(key) >= bounds.perGame) return Promise.reject(new ServerBusy(key, 'game'));
    if (this.queue.heldInAll >= bounds.total) return Promise.reject(new ServerBusy(key, 'server'));
    return this.serialized(key, task);
  }

  /** Resolves once every serialized task has finished (for a graceful stop). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /**
   * The current state. Alone on its store, this process commits every change, so what it committed
   * last is current (cached). In a cluster it asks the store every time, with the state it keeps:
   * the store answers with that same state while no other process has changed the game, and reads
   * the game afresh otherwise. The commit's version check stays the last guard either way.
   */
  async load(code: string): Promise<GameState | undefined> {
    const cached = this.cache.get(code)?.state;
    if (cached && this.caching) {
      this.remember(cached);
      return cached;
    }
    const state = await this.store.loadGame(code, cached);
    if (state) this.remember(state);
    else this.cache.delete(code);
    return state;
  }

  /**
   * Keeps a game as the most recently used, letting the least recently used go past the bound. A
   * finished game is not kept: it changes once more at most (Play again) and is read rarely (an
   * end screen coming back), so the store serves it. Kept, the finished games of a busy server
   * filled the cache to its bound (the soak saw the heap grow with every game). Games left
   * alone (a lobby abandoned, a group gone home mid-game) go after `maxIdleMs`, so the memory a
   * server holds follows the games being played, not every game of the last hours.
   */
  private remember(state: GameState): void {
    const now = this.now();
    this.cache.delete(state.gamecode);
    if (state.status !== 'finished') this.cache.set(state.gamecode, { state, usedAt: now });
    for (const [code, { usedAt }] of this.cache) {
      if (this.cache.size <= this.maxCached && now - usedAt <= this.maxIdleMs) break;
      this.cache.delete(code);
    }
  }

  /** How many games are kept in memory now. */
  get cachedGames(): number {
    return this.cache.size;
  }

  /** Forget a cached state (another process changed it). */
  forget(code: string): void {
    this.cache.delete(code);
  }

  ack(outcome: 'accepted' | 'unchanged', extra: { version?: number; reason?: string } = {}): OkAckBase {
    const reasonRef = extra.reason === undefined ? undefined : messageRef(extra.reason);
    return { ok: true, outcome, ...extra, ...(reasonRef ? { reasonRef } : {}), serverTime: this.now() };
  }

  /** The acknowledgement stored with an accepted request of this player, if it came before. */
  remembered(playerId: string, requestId: string): Promise<Ack | undefined> {
    return this.store.findAck(playerId, requestId);
  }

  gameExists(code: string): Promise<boolean> {
    return this.store.gameExists(code);
  }

  catalogue(language: GameLanguage): Promise<Card[]> {
    return this.store.catalogue(language);
  }

  /** A player's deck, hidden or not. */
  deck(id: string): Promise<DeckRecord | undefined> {
    return this.store.decks.deck(id);
  }

  /** Keeps a player's flag on a card (one per player and card). */
  flagCard(flag: CardFlag): Promise<void> {
    return this.store.flags.flagCard(flag);
  }

  /** A game was made with the deck: its retention counts from now. */
  deckUsed(id: string): Promise<void> {
    return this.store.decks.markDeckUsed(id, this.now());
  }

  /** The deck's cards as a game deals them; null when it is hidden or deleted. */
  private async deckCards(id: string): Promise<Card[] | null> {
    const deck = await this.store.decks.deck(id);
    return deck && !deck.hidden ? gameCardsOf(deck.cards) : null;
  }

  /** Whether the language's catalogue has the word already, plural and case aside. */
  async catalogueHas(word: string, language: GameLanguage): Promise<boolean> {
    const plural = catalogueLanguage(language)?.rules.plural ?? stem;
    return (await this.store.catalogue(language)).some((card) => plural(card.word) === plural(word));
  }

  addIdea(
    card: { word: string; forbidden: string[] },
    language: GameLanguage,
    playerId: string | null,
  ): Promise<void> {
    return this.store.addIdea({
      id: randomUUID(),
      ...card,
      reviewed: false,
      added: false,
      createdAt: this.now(),
      playerId,
      language,
    });
  }

  /** A new code that no game has: random, checked against the store. */
  async freeGamecode(): Promise<string> {
    const random = randomFrom(this.seed());
    for (let i = 0; i < 50; i++) {
      const code = makeGamecode(random);
      if (!(await this.store.gameExists(code))) return code;
    }
    throw new Error('no free game code after 50 tries');
  }

  /** Creates a game (no earlier state) with its creator's acknowledgement; false if the code was taken. */
  async create(state: GameState, storedAck: StoredAck): Promise<boolean> {
    return this.serialized(state.gamecode, async () => {
      const commit = this.timed(() =>
        this.store.commit({ previous: null, next: state, now: this.now(), ack: storedAck }),
      );
      const prepared = this.prepare(null, state);
      const done = await commit;
      if (done) await this.committed(null, state, prepared);
      return done;
    });
  }

  /**
   * A request the server makes itself (presence, deadlines) or a test makes directly: decided and
   * committed in the game's turn; an unexpected failure becomes the operation's fallback.
   */
  apply(request: GameRequest, actor: string): Promise<DecisionAck> {
    return this.serialized(request.gamecode, async () => {
      try {
        return await this.decideAndCommit(request, actor, null);
      } catch (error) {
        return this.options.errors.unexpected(
          request.gamecode,
          request.type,
          error,
          fallbackFor(request.type),
        );
      }
    });
  }

  /**
   * Decides one request on one game and commits it. The caller holds the game's turn
   * (`serialized`). `requestId` stores the acknowledgement with the change, so a retry gets it
   * again instead of a second decision; a refusal's entry counts against `from`'s address.
   */
  async decideAndCommit(
    request: GameRequest,
    actor: string,
    requestId: string | null,
    from?: EntrySource,
  ): Promise<DecisionAck> {
    const code = request.gamecode;
    let stored = false;
    for (let attempt = 0; ; attempt++) {
      const kept = stored ? undefined : this.unconfirmed(code);
      const state = kept ?? (await this.load(code));
      const ctx = await this.context(request, state, actor);
      const outcome = decide(state, request, actor, ctx);
      // Only a change is committed with a version check; a refusal or a no-op is not, so one
      // decided on a kept game that another process has since changed is decided again on the
      // stored game before anyone hears of it.
      if (kept && outcome.kind !== 'accepted') {
        stored = true;
        continue;
      }
      const result = await this.settle(request, state, outcome, { actor, requestId, now: ctx.now, from });
      if (result !== 'conflict') return result;
      this.forget(code);
      stored = true;
      // The game kept was behind the stored one: no collision to wait out, only a read.
      if (kept) continue;
      if (attempt >= MAX_CONFLICT_RETRIES)
        throw new Error(`gave up on ${code} after repeated write conflicts`);
      await conflictPause(attempt);
    }
  }

  /**
   * In a cluster, the game this process keeps, used without asking the store to decide a change:
   * the change's commit is checked against the stored game's version and creation time
   * (`Store.commit`), so a change decided on a game another process has changed since, or on one
   * retention deleted and whose code a new game took, is refused by the store and decided again on
   * the game read afresh. Alone (`cacheGames`), `load` trusts the kept game anyway.
   */
  private unconfirmed(code: string): GameState | undefined {
    if (this.caching) return undefined;
    const kept = this.cache.get(code)?.state;
    if (kept) this.remember(kept);
    return kept;
  }

  /**
   * What the preparing listeners will do once the change is stored, made now (the commit already
   * sent). One that throws is reported and does nothing later; the others go on.
   */
  private prepare(previous: GameState | null, next: GameState): (() => void | Promise<void>)[] {
    const prepared: (() => void | Promise<void>)[] = [];
    for (const listener of this.preparing) {
      try {
        prepared.push(listener(previous, next));
      } catch (error) {
        this.options.onListenerError?.(error);
      }
    }
    return prepared;
  }

  private async committed(
    previous: GameState | null,
    next: GameState,
    prepared: (() => void | Promise<void>)[],
  ): Promise<void> {
    this.remember(next);
    const settled = await Promise.allSettled([
      ...prepared.map(async (deliver) => deliver()),
      ...this.listeners.map(async (listener) => listener(previous, next)),
    ]);
    for (const result of settled)
      if (result.status === 'rejected') this.options.onListenerError?.(result.reason);
  }

  private async timed<T>(commit: () => Promise<T>): Promise<T> {
    const end = this.options.timeCommit?.();
    try {
      const result = await commit();
      this.options.errors.storage.written();
      return result;
    } finally {
      end?.();
    }
  }

  private async context(
    request: GameRequest,
    state: GameState | undefined,
    actor: string,
  ): Promise<DecideContext> {
    const ctx: DecideContext = { now: this.now(), seed: this.seed() };
    // Read at every start, so cards an operator approves are dealt without a restart; a player's
    // deck too, so its owner's edits count and a deck hidden since is dealt no more. Each game
    // deals from its own language's catalogue (Play again's next game too).
    if ((request.type === 'updateGameStatus' || request.type === 'playAgain') && state) {
      ctx.catalogue = await this.store.catalogue(gameLanguage(state.settings));
      const deckId = state.chosenDeck?.id;
      if (deckId) ctx.deckCards = await this.deckCards(deckId);
    }
    // New settings in the lobby: the count of cards they could deal, in the language they choose.
    // A new deck is read from the store (its cards stay there; the game keeps the choice), and
    // only for the host: nobody else's request may have a deck read.
    if (request.type === 'updateSettings' && state?.status === 'new') {
      let language = request.settings.language;
      if (request.deck && isHost(state, actor)) {
        const found = chooseDeck(await this.store.decks.deck(request.deck.id), request.deck, language);
        ctx.requestedDeck = found;
        if (found.ok && !found.chosen.builtInToo) language = found.chosen.language as GameLanguage;
      }
      ctx.catalogue = await this.store.catalogue(language);
      const deckId = state.chosenDeck?.id;
      if (deckId && request.deck === undefined) ctx.deckCards = await this.deckCards(deckId);
    }
    if (request.type === 'playAgain') ctx.newGamecode = await this.freeGamecode();
    if ((request.type === 'sendClue' || request.type === 'sendGuess') && state)
      ctx.referee = refereeFor(gameLanguage(state.settings));
    return ctx;
  }

  private async settle(
    request: GameRequest,
    state: GameState | undefined,
    outcome: Outcome,
    {
      actor,
      requestId,
      now,
      from,
    }: { actor: string; requestId: string | null; now: number; from: EntrySource | undefined },
  ): Promise<DecisionAck | 'conflict'> {
    if (outcome.kind === 'refused') {
      await this.options.errors.record(request.gamecode, [outcome.error], from);
      return this.options.errors.refusedQuietly(outcome.message);
    }
    if (outcome.kind === 'unchanged')
      return this.ack('unchanged', { reason: outcome.reason, version: state?.version });
    const { state: next, spawned } = outcome;
    const ack = this.ack('accepted', { version: next.version });
    const storedAck = requestId && actor !== SYSTEM ? { playerId: actor, requestId, ack } : undefined;
    // Sent to the store first: the views are built while it writes (see `PreparingListener`).
    const commit = this.timed(() =>
      this.store.commit({
        previous: state ?? null,
        next,
        now,
        ...(spawned ? { spawned } : {}),
        ...(storedAck ? { ack: storedAck } : {}),
      }),
    );
    const prepared = this.prepare(state ?? null, next);
    const preparedSpawned = spawned ? this.prepare(null, spawned) : [];
    if (!(await commit)) return 'conflict';
    await this.committed(state ?? null, next, prepared);
    if (spawned) await this.committed(null, spawned, preparedSpawned);
    return ack;
  }
}
