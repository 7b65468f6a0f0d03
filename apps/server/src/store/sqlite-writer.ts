import { Worker } from 'node:worker_threads';

/** A value SQLite takes as a parameter (better-sqlite3 refuses booleans and undefined). */
export type SqlValue = string | number | bigint | null;

/**
 * One statement; with `mustChange`, the unit is a conflict unless exactly that many rows changed.
 * With `returnsRows` (a statement with RETURNING), its rows come back in the unit's result.
 */
export interface Step {
  sql: string;
  params: SqlValue[];
  mustChange?: number;
  returnsRows?: true;
}

/** Statements applied all or nothing. */
export type Unit = Step[];

/**
 * `changes` is the last statement's count of changed rows; `rows` are the rows of the last step
 * that returns rows.
 */
export type UnitResult =
  | { ok: true; changes: number; rows?: unknown[] }
  | { ok: false; conflict: true }
  | { ok: false; error: { name: string; message: string; code: string | null } };

/** The writer connection's own settings; `synchronous` 2 is FULL. */
export interface WriterSettings {
  journalMode: string;
  synchronous: number;
  busyTimeoutMs: number;
}

export type WriterRequest = { id: number; unit: Unit } | { close: true };
type WriterReply = { results: [number, UnitResult][] } | { settings: WriterSettings };

/**
 * The client of the writer thread (sqlite-writer-thread.mjs): every write of the SQLite store
 * goes there, so the fsync of synchronous=FULL never stalls the event loop that serves the
 * players. Units sent while the thread is busy are committed together (one fsync for all); each
 * promise settles only once its unit is on disk, in the order the units were sent.
 */
export class SqliteWriter {
  private readonly worker: Worker;
  /** Moves the log into the database beside the writer (sqlite-checkpoint-thread.mjs). */
  private readonly checkpointer: Worker;
  /** Each resolves when its thread has ended, however it ended. */
  private readonly ended: Promise<void>[];
  private nextId = 1;
  private readonly waiting = new Map<number, (result: UnitResult) => void>();
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Resolves once the thread has opened the file. */
  readonly settings: Promise<WriterSettings>;
  private notOpened: (error: Error) => void = () => {};

  constructor(file: string, { checkpointIntervalMs = 1000 } = {}) {
    // No inherited node options: the threads need neither a TypeScript loader nor any preload.
    this.worker = new Worker(new URL('./sqlite-writer-thread.mjs', import.meta.url), {
      workerData: { file },
      execArgv: [],
    });
    this.checkpointer = new Worker(new URL('./sqlite-checkpoint-thread.mjs', import.meta.url), {
      workerData: { file, intervalMs: checkpointIntervalMs },
      execArgv: [],
    });
    this.checkpointer.unref();
    this.ended = [this.worker, this.checkpointer].map(
      (thread) => new Promise<void>((resolve) => thread.once('exit', () => resolve())),
    );
    // An idle writer must not keep the process alive; a write in flight must (see `run`).
    this.worker.unref();
    let opened: (settings: WriterSettings) => void = () => {};
    this.settings = new Promise((resolve, reject) => {
      opened = resolve;
      this.notOpened = reject;
    });
    this.settings.catch(() => {}); // a thread that failed to open also fails every write: said there
    this.worker.on('message', (reply: WriterReply) => {
      if ('settings' in reply) return opened(reply.settings);
      for (const [id, result] of reply.results) {
        this.waiting.get(id)?.(result);
        this.waiting.delete(id);
      }
      if (this.waiting.size === 0) this.worker.unref();
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) =>
      this.stop(new Error(`the SQLite writer thread stopped (exit code ${code})`)),
    );
  }

  /** Sends one unit; resolves when it is committed (or known to be a conflict or an error). */
  run(unit: Unit): Promise<UnitResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing) return Promise.reject(new Error('the SQLite store is closing'));
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, unit } satisfies WriterRequest);
    });
  }

  /** Like `run`, but a conflict is `false` and an error is thrown. */
  async apply(unit: Unit): Promise<boolean> {
    const result = await this.run(unit);
    if (result.ok) return true;
    if ('conflict' in result) return false;
    throw Object.assign(new Error(result.error.message), {
      name: result.error.name,
      code: result.error.code,
    });
  }

  /** Commits what was sent, then closes the threads' connections and ends the threads. */
  close(): Promise<void> {
    if (!this.closing) {
      // A thread that has already ended ignores the message; its `ended` is already resolved.
      // Both are held referenced until they end: an unreferenced one could let the process exit
      // while `close` still waits for it (a script's top-level await would never settle).
      this.checkpointer.ref();
      this.checkpointer.postMessage('stop');
      this.worker.ref();
      this.worker.postMessage({ close: true } satisfies WriterRequest);
      this.closing = Promise.all(this.ended).then(() => {});
    }
    return this.closing;
  }

  /** The thread is gone: whatever was not answered is refused, and so is every later write. */
  private stop(error: Error): void {
    this.stopped ??= error;
    this.notOpened(error);
    const message = `a write was not stored: ${error.message}`;
    for (const settle of this.waiting.values())
      settle({ ok: false, error: { name: 'StoreError', message, code: null } });
    this.waiting.clear();
  }
}
