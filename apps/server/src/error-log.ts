import {
  type ErrorLogEntry,
  errorEntry,
  messageRef,
  type Refused,
  transientMessages,
} from '@unsayable/rules';
import type { Logger } from 'pino';
import { StorageFaults } from './storage-faults.ts';
import type { Store } from './store/store.ts';

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
 */
export class ErrorLog {
  /** Whether the store has room: a full one is logged once, not once per refused request. */
  readonly storage: StorageFaults;

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    readonly now: () => number,
  ) {
    this.storage = new StorageFaults(log, now);
  }

  /** Appends entries that are themselves what was asked for (a browser's report): a failure throws. */
  append(code: string, entries: ErrorLogEntry[]): Promise<void> {
    return this.store.appendErrors(code, entries);
  }

  /** Records a failure on the way to answering it; a failure to record is logged, not thrown. */
  async record(code: string, entries: ErrorLogEntry[]): Promise<void> {
    try {
      await this.store.appendErrors(code, entries);
    } catch (err) {
      // A full store refuses the record too: said once (`storage`), not once per request.
      this.failed(err, 'error log write failed', { code });
    }
  }

  /** A failure nobody waits for an answer to (presence, a record): logged, unless the store is full. */
  failed(err: unknown, message: string, fields: Record<string, unknown> = {}): void {
    if (!this.storage.full(err)) this.log.error({ err, ...fields }, message);
  }

  /** A refusal: logged with its fields, then the message the player sees. */
  async refuse(code: string, message: string, fields: EntryFields): Promise<Refused> {
    await this.record(code, [errorEntry({ ...fields, message, date: this.now() })]);
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
