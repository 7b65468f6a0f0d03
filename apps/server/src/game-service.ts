import { randomInt } from 'node:crypto';
import {
  type DecideContext,
  decide,
  errorEntry,
  fallbackFor,
  type GameRequest,
  type GameState,
  makeGamecode,
  type Outcome,
  randomFrom,
  SYSTEM,
} from '@unsayable/rules';
import type { Logger } from 'pino';
import type { Ack } from './envelope.ts';
import { KeyedQueue } from './keyed-queue.ts';
import type { Store } from './store/store.ts';

/** Who hears about a committed change: the server sends each player their own view. */
export type ChangeListener = (previous: GameState | null, next: GameState) => void;

export interface ServiceOptions {
  store: Store;
  log: Logger;
  now?: () => number;
  /** A fresh 32-bit seed per decision. */
  seed?: () => number;
}

const MAX_CONFLICT_RETRIES = 3;

/**
 * The one path of every request on a game: load → decide (rules) → one transaction → acknowledge
 * → tell listeners (who send every player their own view). Requests on one game are serialized;
 * a commit that loses a race with another server process is decided again on the fresh state.
 */
export class GameService {
  readonly queue = new KeyedQueue();
  private readonly cache = new Map<string, GameState>();
  private readonly listeners: ChangeListener[] = [];
  readonly now: () => number;
  private readonly seed: () => number;

  constructor(private readonly options: ServiceOptions) {
    this.now = options.now ?? Date.now;
    this.seed = options.seed ?? (() => randomInt(0, 2 ** 32));
  }

  get store(): Store {
    return this.options.store;
  }

  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** The current state (cached: this process commits every change it makes). */
  async load(code: string): Promise<GameState | undefined> {
    const cached = this.cache.get(code);
    if (cached) return cached;
    const state = await this.store.loadGame(code);
    if (state) this.cache.set(code, state);
    return state;
  }

  /** Forget a cached state (another process changed it). */
  forget(code: string): void {
    this.cache.delete(code);
  }

  ack(outcome: 'accepted' | 'unchanged', extra: Partial<Extract<Ack, { ok: true }>> = {}): Ack {
    return { ok: true, outcome, ...extra, serverTime: this.now() };
  }

  fail(error: string): Ack {
    return { ok: false, error, serverTime: this.now() };
  }

  /** Logs a failure in `errors/{gamecode}` first, then gives the player the message. */
  async refuse(code: string, message: string, entry: Parameters<typeof errorEntry>[0]): Promise<Ack> {
    await this.store.appendErrors(code, [errorEntry(entry)]);
    return this.fail(message);
  }

  /**
   * An unexpected failure: logged with what is known, then the operation's fallback message
   * (the seed shows its own errors unchanged and replaces anything else).
   */
  async unexpected(code: string, type: Parameters<typeof fallbackFor>[0], error: unknown): Promise<Ack> {
    const err = error instanceof Error ? error : new Error(String(error));
    this.options.log.error({ err, code, type }, 'request failed');
    try {
      await this.store.appendErrors(code, [
        errorEntry({
          message: err.message,
          name: err.name,
          source: type,
          date: this.now(),
          additionalInfo: err.stack ?? '',
        }),
      ]);
    } catch (logError) {
      this.options.log.error({ err: logError }, 'error log write failed');
    }
    return this.fail(fallbackFor(type));
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

  /** Creates a game (no earlier state); false if the code was taken meanwhile. */
  async create(
    state: GameState,
    response?: { playerId: string; requestId: string; body: unknown },
  ): Promise<boolean> {
    return this.queue.run(state.gamecode, async () => {
      const done = await this.store.commit({
        previous: null,
        next: state,
        now: this.now(),
        ...(response ? { response } : {}),
      });
      if (done) this.committed(null, state);
      return done;
    });
  }

  private committed(previous: GameState | null, next: GameState): void {
    this.cache.set(next.gamecode, next);
    for (const listener of this.listeners) {
      try {
        listener(previous, next);
      } catch (error) {
        this.options.log.error({ err: error }, 'change listener failed');
      }
    }
  }

  /**
   * Decides and commits one request on one game. `requestId` makes retries apply once: the
   * stored acknowledgement of an accepted request is returned again without deciding anything.
   */
  async apply(request: GameRequest, actor: string, requestId: string | null): Promise<Ack> {
    const code = request.gamecode;
    return this.queue.run(code, async () => {
      try {
        if (requestId && actor !== SYSTEM) {
          const earlier = await this.store.findResponse(actor, requestId);
          if (earlier) return earlier as Ack;
        }
        for (let attempt = 0; ; attempt++) {
          const state = await this.load(code);
          const ctx = await this.context(request);
          const outcome = decide(state, request, actor, ctx);
          const result = await this.settle(code, state, outcome, actor, requestId, ctx.now);
          if (result !== 'conflict') return result;
          this.forget(code);
          if (attempt >= MAX_CONFLICT_RETRIES)
            throw new Error(`gave up on ${code} after repeated write conflicts`);
        }
      } catch (error) {
        return this.unexpected(code, request.type, error);
      }
    });
  }

  private async context(request: GameRequest): Promise<DecideContext> {
    const ctx: DecideContext = { now: this.now(), seed: this.seed() };
    // Read at every start, so cards an operator approves are dealt without a restart.
    if (request.type === 'updateGameStatus') ctx.catalogue = await this.store.catalogue();
    if (request.type === 'playAgain') ctx.newGamecode = await this.freeGamecode();
    return ctx;
  }

  private async settle(
    code: string,
    state: GameState | undefined,
    outcome: Outcome,
    actor: string,
    requestId: string | null,
    now: number,
  ): Promise<Ack | 'conflict'> {
    if (outcome.kind === 'refused') {
      await this.store.appendErrors(code, [outcome.error]);
      return this.fail(outcome.message);
    }
    if (outcome.kind === 'unchanged')
      return this.ack('unchanged', { reason: outcome.reason, version: state?.version });
    const { state: next, spawned } = outcome;
    const body = this.ack('accepted', {
      version: next.version,
      ...(spawned ? { data: { nextGamecode: spawned.gamecode } } : {}),
    });
    const response = requestId && actor !== SYSTEM ? { playerId: actor, requestId, body } : undefined;
    const done = await this.store.commit({
      previous: state ?? null,
      next,
      now,
      ...(spawned ? { spawned } : {}),
      ...(response ? { response } : {}),
    });
    if (!done) return 'conflict';
    this.committed(state ?? null, next);
    if (spawned) this.committed(null, spawned);
    return body;
  }
}
