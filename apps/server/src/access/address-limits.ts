import { limits, type PerAddressLimits, type RequestRate } from '../limits.ts';
import { ratePer, type SharedLimits } from './shared-limits.ts';

/**
 * What a limit says: go ahead; refuse and record it; or refuse quietly, the refusal of this kind
 * for this address having been recorded less than a minute ago (a flood writes one entry a minute,
 * not one per attempt).
 */
export type Verdict = 'allowed' | 'refused' | 'refused again';

/** What is counted, or refused without a count (a request from another site, a malformed sign-in). */
export type LimitKind =
  | 'connection'
  | 'session'
  | 'game'
  | 'deck'
  | 'account'
  | 'spectate'
  | 'code'
  | 'origin'
  | 'sign-in input'
  | 'flag';

/** The limits counted by token bucket: each a bucket per address. */
type BucketKind =
  | 'session'
  | 'game'
  | 'deck'
  | 'account'
  | 'spectate'
  | 'code'
  | 'error log'
  | 'flag'
  | 'flag player';

const RECORD_EVERY_MS = 60_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function ratesOf(settings: PerAddressLimits): Record<BucketKind, RequestRate> {
  const defaults = limits.perAddress;
  const codeMisses = settings.codeMisses ?? defaults.codeMisses;
  return {
    session: ratePer(settings.sessionsPerMinute, MINUTE),
    game: ratePer(settings.gamesPerHour, HOUR),
    deck: ratePer(settings.deckWritesPerHour, HOUR),
    account: ratePer(settings.accountAttemptsPerHour ?? defaults.accountAttemptsPerHour, HOUR),
    spectate: ratePer(settings.spectatesPerMinute ?? defaults.spectatesPerMinute, MINUTE),
    // A sixth of the misses back each minute: the whole of them after six.
    code: ratePer(codeMisses, 6 * MINUTE),
    'error log': ratePer(settings.errorLogEntriesPerHour ?? defaults.errorLogEntriesPerHour, HOUR),
    flag: ratePer(settings.flagsPerHour ?? defaults.flagsPerHour, HOUR),
    'flag player': ratePer(settings.flagsPerPlayerPerHour ?? defaults.flagsPerPlayerPerHour, HOUR),
  };
}

/**
 * Per-address limits: open connections, new sessions, games, deck writes, account requests,
 * games watched, look-ups of codes that name no game, error-log entries. The counts are
 * `SharedLimits`: this process's own when alone, every process's in a cluster (Redis), so a
 * cluster allows an address what one process would. What is kept here is this process's memory of
 * the refusals it recorded and the look-ups it holds, bounded: past `maxTracked` addresses, the
 * least recently seen goes.
 */
export class AddressLimits {
  private readonly rates: Record<BucketKind, RequestRate>;
  /** When a refusal of each kind and address was last recorded, by `kind address`. */
  private readonly recorded = new Map<string, number>();
  /** Until when each address's look-ups of games are refused: its misses are used up. */
  private readonly held = new Map<string, number>();

  constructor(
    private readonly settings: PerAddressLimits,
    private readonly counts: SharedLimits,
    private readonly maxTracked: number = limits.maxTrackedAddresses,
  ) {
    this.rates = ratesOf(settings);
  }

  /** How many addresses this process remembers a refusal or a hold of (for tests of the bound). */
  get size(): number {
    return this.recorded.size + this.held.size;
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

  /** A connection from `address` starts to watch a game without a seat. */
  admitSpectate(address: string, now: number): Promise<Verdict> {
    return this.admit(address, 'spectate', now);
  }

  /**
   * A card flagged by `playerId` from `address`: counted per player (on every address) and per
   * address, both in the shared counts, so a cluster allows what one process would. A player past
   * their own share takes nothing from the address's.
   */
  async admitFlag(address: string, playerId: string, now: number): Promise<Verdict> {
    if (!(await this.counts.take(`flag player:${playerId}`, this.rates['flag player'], now)))
      return this.refuse(address, 'flag', now);
    return this.admit(address, 'flag', now);
  }

  /** One more error-log entry caused by `address` (its report, or a refusal of its request). */
  admitErrorEntry(address: string, now: number): Promise<boolean> {
    // No refusal is recorded: that would be an entry too.
    return this.counts.take(`error log:${address}`, this.rates['error log'], now);
  }

  /**
   * `address` looked up a game that does not exist (or one it is not in): false once its misses
   * are used up. Its look-ups are then held (`codesHeld`) until one more miss is allowed, without
   * asking the shared counts again: a game found meanwhile would tell as much as a miss.
   */
  async codeMiss(address: string, now: number): Promise<boolean> {
    if (await this.counts.take(`code:${address}`, this.rates.code, now)) return true;
    remember(this.held, address, now + 1000 / this.rates.code.perSecond, this.maxTracked);
    return false;
  }

  /** Whether `address`'s look-ups of games are refused for now (this process's memory alone). */
  codesHeld(address: string, now: number): boolean {
    const until = this.held.get(address);
    if (until === undefined) return false;
    if (now < until) return true;
    this.held.delete(address);
    return false;
  }

  /** A refusal: recorded at most once a minute per address and kind. */
  refuse(address: string, kind: LimitKind, now: number): Exclude<Verdict, 'allowed'> {
    const key = `${kind} ${address}`;
    const last = this.recorded.get(key);
    if (last !== undefined && now - last < RECORD_EVERY_MS) return 'refused again';
    remember(this.recorded, key, now, this.maxTracked);
    return 'refused';
  }

  private async admit(address: string, kind: BucketKind & LimitKind, now: number): Promise<Verdict> {
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

  admitSpectate(now: number): Promise<Verdict> {
    return this.limits.admitSpectate(this.address, now);
  }

  admitErrorEntry(now: number): Promise<boolean> {
    return this.limits.admitErrorEntry(this.address, now);
  }

  admitFlag(playerId: string, now: number): Promise<Verdict> {
    return this.limits.admitFlag(this.address, playerId, now);
  }

  codeMiss(now: number): Promise<boolean> {
    return this.limits.codeMiss(this.address, now);
  }

  codesHeld(now: number): boolean {
    return this.limits.codesHeld(this.address, now);
  }

  refuse(kind: LimitKind, now: number): Exclude<Verdict, 'allowed'> {
    return this.limits.refuse(this.address, kind, now);
  }
}
