import type { RequestRate } from '../limits.ts';

/**
 * The counts behind the per-address limits and the per-account lockout. One process alone keeps
 * them in its memory (`MemoryLimits`); the processes of a cluster share them through Redis
 * (`cluster/redis-limits.ts`), so that N processes allow an address what one would, not N times
 * as much. Chosen where the server is assembled (`server.ts`).
 *
 * Every method that answers goes to Redis in a cluster: callers ask only where a request is about
 * to do real work anyway (a new connection, session, game or deck, an account attempt, a look-up
 * of a game that does not exist), never for each action in a game.
 */
export interface SharedLimits {
  /** Takes one from the token bucket `key` (`burst` at once, refilled at `perSecond`); false when it is empty. */
  take(key: string, rate: RequestRate, now: number): Promise<boolean>;
  /**
   * Counts one under `key` unless `max` are counted in its window already (then false). A window
   * starts at the first count and lasts `windowMs`; a count that reached `max` is kept until its
   * window ends, whatever else is counted meanwhile.
   */
  count(key: string, max: number, windowMs: number, now: number): Promise<boolean>;
  /** How many are counted under `key` in a window of `windowMs` that has not ended (else 0). */
  counted(key: string, windowMs: number, now: number): Promise<number>;
  /** Forgets the count under `key`. */
  forget(key: string): Promise<void>;
  /** The connections open from `address`, on every process. */
  connections(address: string): Promise<number>;
  /**
   * A connection from `address` is open on this process (told once it is, not when asked).
   * Resolves once the count is told; never rejects (a cluster's process says it again when Redis
   * is back).
   */
  opened(address: string): Promise<void>;
  /** …and closed. */
  closed(address: string): Promise<void>;
}

/** A rate of `perPeriod` a period of `periodMs`, all of it at once when none was used. */
export function ratePer(perPeriod: number, periodMs: number): RequestRate {
  return { perSecond: (perPeriod * 1000) / periodMs, burst: perPeriod };
}
