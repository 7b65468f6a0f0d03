import { limits, type PerAddressLimits, type RequestRate } from './limits.ts';
import { ratePer, type SharedLimits } from './shared-limits.ts';

/**
 * What a limit says: go ahead; refuse and record it; or refuse quietly, the refusal of this kind
 * for this address having been recorded less than a minute ago (a flood writes one entry a minute,
 * not one per attempt).
 */
export type Verdict = 'allowed' | 'refused' | 'refused again';

/** What is counted, or refused without a count (a request from another site, a malformed sign-in). */
export type LimitKind = 'connection' | 'session' | 'game' | 'deck' | 'account' | 'origin' | 'sign-in input';

/** The limits counted by token bucket: each a bucket per address. */
type BucketKind = 'session' | 'game' | 'deck' | 'account';

const RECORD_EVERY_MS = 60_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function ratesOf(settings: PerAddressLimits): Record<BucketKind, RequestRate> {
  const defaults = limits.perAddress;
  return {
    session: ratePer(settings.sessionsPerMinute, MINUTE),
    game: ratePer(settings.gamesPerHour, HOUR),
    deck: ratePer(settings.deckWritesPerHour, HOUR),
    account: ratePer(settings.accountAttemptsPerHour ?? defaults.accountAttemptsPerHour, HOUR),
  };
}

/**
 * Per-address limits: open connections, new sessions, games, deck writes, account requests. The
 * counts are `SharedLimits`: this process's own when alone, every process's in a cluster (Redis),
 * so a cluster allows an address what one process would. What is kept here is this process's
 * memory of the refusals it recorded, bounded: past `maxTracked` addresses, the least recently
 * seen goes.
 */
export class AddressLimits {
  private readonly rates: Record<BucketKind, RequestRate>;
  /** When a refusal of each kind and address was last recorded, by `kind address`. */
  private readonly recorded = new Map<string, number>();

  constructor(
    private readonly settings: PerAddressLimits,
    private readonly counts: SharedLimits,
    private readonly maxTracked: number = limits.maxTrackedAddresses,
  ) {
    this.rates = ratesOf(settings);
  }

  /** How many addresses this process remembers a refusal of (for tests of the bound). */
  get size(): number {
    return this.recorded.size;
  }

  /** Whether `address` may open one more connection; `opened` counts it once it is open. */
  async admitConnection(address: string, now: number): Promise<Verdict> {
    const open = await this.counts.connections(address);
    return open < this.settings.connections ? 'allowed' : this.refuse(address, 'connection', now);
  }

  /** A connection is open (counted only once it is, so a handshake that fails leaves no count behind). */
  opened(address: string): Promise<void> {
    return this.counts.opened(address);
  }

  closed(address: string): Promise<void> {
    return this.counts.closed(address);
  }

  /** A new anonymous session from `address`. */
  admitSession(address: string, now: number): Promise<Verdict> {
    return this.admit(address, 'session', now);
  }

  /** A new game created from `address`. */
  admitGame(address: string, now: number): Promise<Verdict> {
    return this.admit(address, 'game', now);
  }

  /** A deck saved, edited or deleted from `address`. */
  admitDeckWrite(address: string, now: number): Promise<Verdict> {
    return this.admit(address, 'deck', now);
  }

  /** An account request (sign-up, sign-in, a mailed link or code, a password change) from `address`. */
  admitAccountAttempt(address: string, now: number): Promise<Verdict> {
    return this.admit(address, 'account', now);
  }

  /** A refusal: recorded at most once a minute per address and kind. */
  refuse(address: string, kind: LimitKind, now: number): Exclude<Verdict, 'allowed'> {
    const key = `${kind} ${address}`;
    const last = this.recorded.get(key);
    if (last !== undefined && now - last < RECORD_EVERY_MS) return 'refused again';
    remember(this.recorded, key, now, this.maxTracked);
    return 'refused';
  }

  private async admit(address: string, kind: BucketKind, now: number): Promise<Verdict> {
    const allowed = await this.counts.take(`${kind}:${address}`, this.rates[kind], now);
    return allowed ? 'allowed' : this.refuse(address, kind, now);
  }
}

/** Sets `key` as the most recently seen, forgetting the least recently seen past `max`. */
function remember(map: Map<string, number>, key: string, value: number, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/**
 * One connection's address with the limits it counts against: what a connection keeps for its
 * life (made outside the handshake's middleware, so that it holds the address alone, not the
 * middleware's scope).
 */
export class AddressGate {
  constructor(
    private readonly limits: AddressLimits,
    readonly address: string,
  ) {}

  admitGame(now: number): Promise<Verdict> {
    return this.limits.admitGame(this.address, now);
  }
}
