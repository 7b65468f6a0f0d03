import {
  type ErrorLogEntry,
  errorEntry,
  messageRef,
  type Refused,
  transientMessages,
} from '@unsayable/rules';
import type { Logger } from 'pino';
import type { Store } from '../store/store.ts';
import { cutToSize, type EntrySource, ErrorLogPacing } from './error-log-pacing.ts';
import { StorageFaults } from './storage-faults.ts';

/** Where failures about no game go: the server's own (sessions, transport limits, no-game requests). */
export const SERVER_LOG = 'server';
/** Where a browser's own failures go when they name no game. */
export const CLIENT_LOG = 'client';

/** What a refusal's log entry says besides its message and date. */
type EntryFields = Partial<Pick<ErrorLogEntry, 'name' | 'source' | 'additionalInfo'>>;

/**
 * Every failure is written to the error log of its game (or of the server) first; only then does
 * the player get the message. A failure to write the log is itself logged, never thrown at the
 * player: the answer they wait for matters more than the record.
 *
 * The log is bounded (`ErrorLogPacing`): each field cut to its size; an entry like one stored in
 * the last minutes counted, not stored again; a connection's client address (`from`, when told)
 * causes so many entries an hour, and a log takes so many browser reports. Past those the answer is
 * the same, and the process's own log says how many entries were left out.
 */
export class ErrorLog {
  /** Whether the store has room: a full one is logged once, not once per refused request. */
  readonly storage: StorageFaults;
  private readonly pacing: ErrorLogPacing;

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    readonly now: () => number,
  ) {
    this.storage = new StorageFaults(log, now);
    this.pacing = new ErrorLogPacing(log);
  }

  /**
   * Appends a browser's report, which is itself what was asked for: false if it was left out (its
   * address or its log has sent enough for now); a failure to store it throws.
   */
  async append(code: string, entries: ErrorLogEntry[], from?: EntrySource): Promise<boolean> {
    const kept = await this.keep(code, entries, from, { report: true });
    if (kept === undefined) return false;
    await this.write(code, kept);
    return true;
  }

  /**
   * Records a failure on the way to answering it (caused by `from`, when told); a failure to
   * record is logged, not thrown.
   */
  async record(code: string, entries: ErrorLogEntry[], from?: EntrySource): Promise<void> {
    try {
      const kept = await this.keep(code, entries, from, { report: false });
      if (kept) await this.write(code, kept);
    } catch (err) {
      // A full store refuses the record too: said once (`storage`), not once per request.
      this.failed(err, 'error log write failed', { code });
    }
  }

  /**
   * The entries to store, cut to size and new in their window; undefined when they are left out
   * (past `from`'s entries, or for a report past its log's).
   */
  private async keep(
    code: string,
    entries: ErrorLogEntry[],
    from: EntrySource | undefined,
    { report }: { report: boolean },
  ): Promise<ErrorLogEntry[] | undefined> {
    const now = this.now();
    const fresh = entries.map(cutToSize).filter((entry) => !this.pacing.repeated(code, entry, now));
    if (fresh.length === 0) return fresh;
    const admitted =
      (!report || this.pacing.takesReport(code, now)) && (!from || (await from.admitErrorEntry(now)));
    if (admitted) return fresh;
    this.pacing.leftOutFor(fresh.length, now);
    return undefined;
  }

  /** Stores entries; from then on, the ones like them are counted. */
  private async write(code: string, entries: ErrorLogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.store.appendErrors(code, entries);
    const now = this.now();
    for (const entry of entries) this.pacing.storing(code, entry, now);
  }

  /** A failure nobody waits for an answer to (presence, a record): logged, unless the store is full. */
  failed(err: unknown, message: string, fields: Record<string, unknown> = {}): void {
    if (!this.storage.full(err)) this.log.error({ err, ...fields }, message);
  }

  /** A refusal (of a request from `from`, when told): logged with its fields, then the message the player sees. */
  async refuse(code: string, message: string, fields: EntryFields, from?: EntrySource): Promise<Refused> {
    await this.record(code, [errorEntry({ ...fields, message, date: this.now() })], from);
    return this.refusedQuietly(message);
  }

  /**
   * An unexpected failure: logged with what is known, then the operation's fallback message. A
   * full store is not unexpected: its refusal says so, and the operator is told once.
   */
  async unexpected(
    code: string,
    source: string,
    error: unknown,
    fallback: string,
    context: { reqId?: string } = {},
  ): Promise<Refused> {
    // Nothing could be stored, the record included: the player learns why, the operator once.
    if (this.storage.full(error)) return this.refusedQuietly(transientMessages.storageFull);
    const err = error instanceof Error ? error : new Error(String(error));
    this.log.error({ err, code, source, ...context }, 'request failed');
    await this.record(code, [
      errorEntry({
        message: err.message,
        name: err.name,
        source,
        date: this.now(),
        additionalInfo: err.stack ?? '',
      }),
    ]);
    return this.refusedQuietly(fallback);
  }

  /** A refusal that writes nothing: for a failure whose record is already written. */
  refusedQuietly(error: string): Refused {
    const errorRef = messageRef(error);
    return { ok: false, error, ...(errorRef ? { errorRef } : {}), serverTime: this.now() };
  }
}
