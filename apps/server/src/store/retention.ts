import type { Logger } from 'pino';
import type { Pruned, Store } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deleting an hour's worth of old rows at a time keeps each pass small. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Players' decks are kept this long after their last edit or game, unless configured otherwise. */
export const DECK_RETENTION_DAYS = 180;

/** What one pass deleted: the store's games and rows, the decks nobody edited or played, expired codes, idle players. */
export type RetentionPass = Pruned & { decks: number; flags: number; codes: number; players: number };

export interface Retention {
  /** Runs a pass now (or joins the one running); never rejects: a failure is logged. */
  pass(): Promise<RetentionPass | undefined>;
  /** No further passes; resolves once a pass in flight has finished, so the store can close. */
  stop(): Promise<void>;
}

/**
 * Deletes what the retention period lets go (`Store.pruneBefore`, and decks by their own period): once at start, so a server that
 * is restarted often still prunes, then every `intervalMs`. The timer never keeps the process
 * alive. Several processes on one database may all run it: the store's deletes allow that.
 */
export function startRetention(options: {
  store: Store;
  days: number;
  /** Decks untouched and unplayed this long are pruned (default `DECK_RETENTION_DAYS`). */
  deckDays?: number;
  now: () => number;
  log: Logger;
  intervalMs?: number;
}): Retention {
  const { store, days, now, log } = options;
  const deckDays = options.deckDays ?? DECK_RETENTION_DAYS;
  let running: Promise<RetentionPass | undefined> | null = null;
  let stopped = false;

  const run = async (): Promise<RetentionPass | undefined> => {
    try {
      const games = await store.pruneBefore(now() - days * DAY_MS);
      const pruned = {
        ...games,
        decks: await store.decks.pruneDecksBefore(now() - deckDays * DAY_MS),
        // Flagged cards are advice on decks and cards: kept as long as a deck nobody touches.
        flags: await store.flags.pruneFlagsBefore(now() - deckDays * DAY_MS),
        // Mailed account codes are worth nothing once expired: gone a day after.
        codes: await store.accounts.pruneCodesBefore(now() - DAY_MS),
        // An anonymous player in no game and with no deck holds nothing: gone a day after it was
        // last seen (a device that comes back without one is given a new one when it plays).
        players: await store.pruneIdlePlayersBefore(now() - DAY_MS),
      };
      if (Object.values(pruned).some((count) => count > 0))
        log.info({ pruned, days, deckDays }, 'retention pass');
      return pruned;
    } catch (err) {
      log.error({ err }, 'retention pass failed');
      return undefined;
    }
  };
  const pass = (): Promise<RetentionPass | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void pass(), options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  void pass();

  return {
    pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
