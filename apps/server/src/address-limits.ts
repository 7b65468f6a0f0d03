import { limits, type PerAddressLimits } from './limits.ts';
import { TokenBucket } from './rate-limit.ts';

/**
 * What a limit says: go ahead; refuse and record it; or refuse quietly, the refusal of this kind
 * for this address having been recorded less than a minute ago (a flood writes one entry a minute,
 * not one per attempt).
 */
export type Verdict = 'allowed' | 'refused' | 'refused again';

/** What is counted, or refused without a count (a request from another site, a malformed sign-in). */
export type LimitKind = 'connection' | 'session' | 'game' | 'deck' | 'account' | 'origin' | 'sign-in input';

interface AddressEntry {
  connections: number;
  sessions: TokenBucket;
  games: TokenBucket;
  deckWrites: TokenBucket;
  accountAttempts: TokenBucket;
  lastSeen: number;
  recorded: Partial<Record<LimitKind, number>>;
}

const RECORD_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;
/** An idle address is worth nothing once its slowest bucket (games: an hour's worth) is full again. */
const FORGET_AFTER_MS = 3_600_000;

/**
 * Per-address limits of one server process: open connections, new sessions a minute, new games and
 * deck writes an hour. In memory: a cluster of N processes lets an address N times as much. Memory is bounded:
 * an address with no connection is forgotten once its buckets are full again (forgetting it then
 * loses nothing), and past `maxTracked` the longest idle one goes first.
 */
export class AddressLimits {
  private readonly entries = new Map<string, AddressEntry>();
  private lastSweep: number;

  constructor(
    private readonly settings: PerAddressLimits,
    now: number,
    private readonly maxTracked: number = limits.maxTrackedAddresses,
  ) {
    this.lastSweep = now;
  }

  /** How many addresses are remembered (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  /** Whether `address` may open one more connection; `opened` counts it once it is open. */
  admitConnection(address: string, now: number): Verdict {
    const entry = this.entry(address, now);
    return entry.connections < this.settings.connections ? 'allowed' : this.refusal(entry, 'connection', now);
  }

  /** A connection is open (counted only once it is, so a handshake that fails leaves no count behind). */
  opened(address: string, now: number): void {
    this.entry(address, now).connections += 1;
  }

  closed(address: string, now: number): void {
    const entry = this.entries.get(address);
    if (!entry) return;
    entry.connections = Math.max(0, entry.connections - 1);
    entry.lastSeen = now;
  }

  /** A new anonymous session from `address`. */
  admitSession(address: string, now: number): Verdict {
    const entry = this.entry(address, now);
    return entry.sessions.take(now) ? 'allowed' : this.refusal(entry, 'session', now);
  }

  /** A new game created from `address`. */
  admitGame(address: string, now: number): Verdict {
    const entry = this.entry(address, now);
    return entry.games.take(now) ? 'allowed' : this.refusal(entry, 'game', now);
  }

  /** A deck saved, edited or deleted from `address`. */
  admitDeckWrite(address: string, now: number): Verdict {
    const entry = this.entry(address, now);
    return entry.deckWrites.take(now) ? 'allowed' : this.refusal(entry, 'deck', now);
  }

  /** An account request (sign-up, sign-in, a mailed link or code, a password change) from `address`. */
  admitAccountAttempt(address: string, now: number): Verdict {
    const entry = this.entry(address, now);
    return entry.accountAttempts.take(now) ? 'allowed' : this.refusal(entry, 'account', now);
  }

  /** A refusal that counts nothing (another site's request, a malformed sign-in): recorded once a minute. */
  refuse(address: string, kind: LimitKind, now: number): Exclude<Verdict, 'allowed'> {
    return this.refusal(this.entry(address, now), kind, now);
  }

  private refusal(entry: AddressEntry, kind: LimitKind, now: number): Exclude<Verdict, 'allowed'> {
    const last = entry.recorded[kind];
    if (last !== undefined && now - last < RECORD_EVERY_MS) return 'refused again';
    entry.recorded[kind] = now;
    return 'refused';
  }

  private entry(address: string, now: number): AddressEntry {
    if (now - this.lastSweep >= SWEEP_EVERY_MS) this.sweep(now);
    let entry = this.entries.get(address);
    if (entry) {
      // Map order is kept least recently seen first: the eviction below walks it from the start.
      this.entries.delete(address);
    } else {
      const { sessionsPerMinute, gamesPerHour, deckWritesPerHour } = this.settings;
      const accountsPerHour =
        this.settings.accountAttemptsPerHour ?? limits.perAddress.accountAttemptsPerHour;
      entry = {
        connections: 0,
        sessions: new TokenBucket(sessionsPerMinute / 60, sessionsPerMinute, now),
        games: new TokenBucket(gamesPerHour / 3600, gamesPerHour, now),
        deckWrites: new TokenBucket(deckWritesPerHour / 3600, deckWritesPerHour, now),
        accountAttempts: new TokenBucket(accountsPerHour / 3600, accountsPerHour, now),
        lastSeen: now,
        recorded: {},
      };
      if (this.entries.size >= this.maxTracked) this.evictIdlest();
    }
    entry.lastSeen = now;
    this.entries.set(address, entry);
    return entry;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [address, entry] of this.entries) {
      if (entry.connections === 0 && now - entry.lastSeen >= FORGET_AFTER_MS) this.entries.delete(address);
    }
  }

  /** Forgets the least recently seen address without an open connection. */
  private evictIdlest(): void {
    for (const [address, entry] of this.entries) {
      if (entry.connections > 0) continue;
      this.entries.delete(address);
      return;
    }
  }
}
