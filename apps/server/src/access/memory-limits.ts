import { limits, type RequestRate } from '../limits.ts';
import { TokenBucket } from './rate-limit.ts';
import type { SharedLimits } from './shared-limits.ts';

interface WindowCount {
  count: number;
  since: number;
  windowMs: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * The limits' counts in this process's memory: those of a process alone, and what a process of
 * a cluster falls back on while Redis does not answer. Memory is bounded. A bucket full again and
 * a window that ended are forgotten (forgetting them loses nothing); past `maxTracked` buckets, or
 * counts still under their maximum, the least recently used goes first and starts afresh if it
 * comes back. A count that reached its maximum (an account locked out after its failed sign-ins)
 * is never pushed out by others: only the end of its window forgets it, so a flood of other
 * accounts cannot lift a lockout. Each such count took `max` requests that the per-address limits
 * let through, which is what bounds them.
 */
export class MemoryLimits implements SharedLimits {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly counts = new Map<string, WindowCount>();
  private readonly reached = new Map<string, WindowCount>();
  private readonly open = new Map<string, number>();
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly maxTracked: number = limits.maxTrackedCounts) {}

  /** How many buckets, counts and addresses with connections are held (for tests of the bound). */
  get size(): number {
    return this.buckets.size + this.counts.size + this.reached.size + this.open.size;
  }

  async take(key: string, rate: RequestRate, now: number): Promise<boolean> {
    this.sweep(now);
    let bucket = this.buckets.get(key);
    if (bucket) {
      // Map order is kept least recently used first: eviction takes the first.
      this.buckets.delete(key);
    } else {
      bucket = new TokenBucket(rate.perSecond, rate.burst, now);
      if (this.buckets.size >= this.maxTracked) dropOldest(this.buckets);
    }
    this.buckets.set(key, bucket);
    return bucket.take(now);
  }

  async count(key: string, max: number, windowMs: number, now: number): Promise<boolean> {
    this.sweep(now);
    if (current(this.reached, key, now)) return false;
    const entry = current(this.counts, key, now) ?? { count: 0, since: now, windowMs };
    if (entry.count >= max) return false;
    this.counts.delete(key);
    entry.count += 1;
    if (entry.count >= max) {
      this.reached.set(key, entry);
      return true;
    }
    if (this.counts.size >= this.maxTracked) dropOldest(this.counts);
    this.counts.set(key, entry);
    return true;
  }

  async counted(key: string, _windowMs: number, now: number): Promise<number> {
    return (current(this.reached, key, now) ?? current(this.counts, key, now))?.count ?? 0;
  }

  async forget(key: string): Promise<void> {
    this.counts.delete(key);
    this.reached.delete(key);
  }

  async connections(address: string): Promise<number> {
    return this.open.get(address) ?? 0;
  }

  async opened(address: string): Promise<void> {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  async closed(address: string): Promise<void> {
    const left = (this.open.get(address) ?? 0) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
    for (const map of [this.counts, this.reached])
      for (const [key, entry] of map) if (now - entry.since >= entry.windowMs) map.delete(key);
  }
}

/** The count under `key` if its window has not ended; an ended one is forgotten. */
function current(map: Map<string, WindowCount>, key: string, now: number): WindowCount | undefined {
  const entry = map.get(key);
  if (!entry || now - entry.since < entry.windowMs) return entry;
  map.delete(key);
  return undefined;
}

function dropOldest(map: Map<string, unknown>): void {
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}
