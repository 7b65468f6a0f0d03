import { createHash } from 'node:crypto';
import type { ErrorLogEntry } from '@unsayable/rules';
import type { Logger } from 'pino';
import { TokenBucket } from '../access/rate-limit.ts';
import { limits } from '../limits.ts';

/** Who caused an entry, when the log is told (a connection's address): each address has so many an hour. */
export interface EntrySource {
  admitErrorEntry(now: number): Promise<boolean>;
}

/** An entry stored lately, and how many like it came since (counted, not stored). */
interface Kept {
  since: number;
  repeats: number;
  code: string;
  source: string;
  message: string;
}

const SAY_EVERY_MS = 60_000;
const { entry: SIZES, repeatWindowMs, reportsPerLog, maxRemembered } = limits.errorLog;

/** An entry as the log keeps it: each field cut to its size, the cut marked. */
export function cutToSize(entry: ErrorLogEntry): ErrorLogEntry {
  const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
  return {
    message: cut(entry.message, SIZES.message),
    name: cut(entry.name, SIZES.name),
    source: cut(entry.source, SIZES.source),
    date: entry.date,
    additionalInfo: cut(entry.additionalInfo, SIZES.additionalInfo),
  };
}

/**
 * What keeps the error log from filling the disk: an entry like one stored in the last
 * `repeatWindowMs` in the same log (every field but the date) is counted, not stored again; each
 * log takes so many browser reports an hour (anyone may name any game in one). What was counted
 * or left out is said in the process's log: once per repeated entry when its window ends, and at
 * most once a minute for what was left out.
 */
export class ErrorLogPacing {
  /** Entries stored lately, by digest, least recently stored first. */
  private readonly kept = new Map<string, Kept>();
  private readonly reports = new Map<string, TokenBucket>();
  private leftOut = 0;
  private lastSaid = Number.NEGATIVE_INFINITY;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly log: Logger) {}

  /** True if an entry like this one was stored in the log lately: it is counted instead. */
  repeated(code: string, entry: ErrorLogEntry, now: number): boolean {
    this.sweep(now);
    const earlier = this.kept.get(digest(code, entry));
    if (!earlier || now - earlier.since >= repeatWindowMs) return false;
    earlier.repeats += 1;
    return true;
  }

  /** The entry is being stored: the ones like it in its window are counted from now. */
  storing(code: string, entry: ErrorLogEntry, now: number): void {
    const key = digest(code, entry);
    this.kept.delete(key);
    if (this.kept.size >= maxRemembered) this.forgetOldest();
    this.kept.set(key, {
      since: now,
      repeats: 0,
      code,
      source: entry.source,
      message: entry.message.slice(0, 200),
    });
  }

  /** Whether the log `code` takes one more browser report now. */
  takesReport(code: string, now: number): boolean {
    let bucket = this.reports.get(code);
    if (!bucket) {
      if (this.reports.size >= maxRemembered) {
        const oldest = this.reports.keys().next();
        if (!oldest.done) this.reports.delete(oldest.value);
      }
      bucket = new TokenBucket(reportsPerLog.perSecond, reportsPerLog.burst, now);
      this.reports.set(code, bucket);
    }
    return bucket.take(now);
  }

  /** Entries not stored for their source's or their log's limit: said at most once a minute. */
  leftOutFor(count: number, now: number): void {
    this.leftOut += count;
    if (now - this.lastSaid < SAY_EVERY_MS) return;
    this.log.warn(
      { event: 'error-log-paced', leftOut: this.leftOut },
      'error-log entries left out: an address or a game sent more than its share',
    );
    this.leftOut = 0;
    this.lastSaid = now;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SAY_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, kept] of this.kept) {
      if (now - kept.since < repeatWindowMs) continue;
      this.said(kept);
      this.kept.delete(key);
    }
    for (const [code, bucket] of this.reports) if (bucket.isFull(now)) this.reports.delete(code);
  }

  private forgetOldest(): void {
    const oldest = this.kept.entries().next();
    if (oldest.done) return;
    const [key, kept] = oldest.value;
    this.said(kept);
    this.kept.delete(key);
  }

  /** How many like an entry were counted in its window, for the operator. */
  private said({ repeats, code, source, message }: Kept): void {
    if (repeats === 0) return;
    this.log.info(
      { event: 'error-log-repeats', code, source, message, repeats },
      'error-log entries like a stored one were counted, not stored again',
    );
  }
}

function digest(code: string, entry: ErrorLogEntry): string {
  const { message, name, source, additionalInfo } = entry;
  return createHash('sha256')
    .update(JSON.stringify([code, message, name, source, additionalInfo]))
    .digest('base64');
}
