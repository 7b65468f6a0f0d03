import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';

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

/**
 * The writer connection's own settings; `synchronous` 2 is FULL; `logSizeLimitBytes` is the size
 * the write-ahead log's file is cut back to when it starts over after a checkpoint.
 */
export interface WriterSettings {
  journalMode: string;
  synchronous: number;
  busyTimeoutMs: number;
  logSizeLimitBytes: number;
}

export type WriterRequest = { id: number; unit: Unit } | { close: true };
export type WriterReply = { results: [number, UnitResult][] } | { settings: WriterSettings };

/**
 * The shared signal's cells. `POSTED` counts the units posted (this side adds to it; the writer
 * thread waits on it). `LOG_LONG` is set to 1 by the checkpointer when the log has grown past
 * `logRestartBytes`, and back to 0 by the writer as it finishes that checkpoint, so that its next
 * transaction starts the log over. The threads' files lay them out the same way.
 */
const POSTED = 0;

/** The most units the thread commits in one transaction (one fsync); more wait for the next. */
export const MAX_BATCH_UNITS = 256;

/**
 * What the write-ahead log's file is cut back to once a checkpoint has moved it into the database
 * (SQLite's `journal_size_limit`; without one the file stays as big as the biggest burst made it).
 * Above `LOG_RESTART_BYTES` and the second of writes it may take to notice it (some 9 MB of log
 * at the bench's 250 card actions a second), so that steady play never pays for cutting the file
 * and growing it again.
 */
export const LOG_SIZE_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * How long the log may grow before it is started over. SQLite starts it over only in a write that
 * begins when every frame in it is already in the database; under steady play the writer commits
 * while each checkpoint runs, so the checkpointer alone never gets there and the log grew without
 * end (400 MB in the bench's 40 s of play). Past this length the writer finishes the checkpoint
 * itself, between two transactions: it copies only what was committed during the checkpointer's
 * pass.
 */
export const LOG_RESTART_BYTES = 16 * 1024 * 1024;

/**
 * The client of the writer thread (sqlite-writer-thread.mjs): every write of the SQLite store
 * goes there, so the fsync of synchronous=FULL never stalls the event loop that serves the
 * players. Units sent while the thread is busy are committed together (one fsync for all, at most
 * `MAX_BATCH_UNITS`); each promise settles only once its unit is on disk, in the order the units
 * were sent.
 *
 * The hand-off: units and answers travel on one MessagePort. The thread never listens to it: it
 * sleeps in `Atomics.wait` on a shared counter that this side moves after each unit, and takes
 * what was posted with `receiveMessageOnPort`, so a unit wakes it straight into its transaction (no
 * event loop turn, no message event, no timer). Answers come back as message events here: waiting
 * for them with `Atomics.waitAsync` instead made the round trip a quarter slower (its wake-up goes
 * through V8's task queue), measured with `npm run bench:writer`.
 */
export class SqliteWriter {
  private readonly worker: Worker;
  /** Units out, answers in (the thread holds the other end). */
  private readonly port: MessagePort;
  /** `POSTED` and `LOG_LONG`, shared with both threads. */
  private readonly signal = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  /** Moves the log into the database beside the writer (sqlite-checkpoint-thread.mjs). */
  private readonly checkpointer: Worker;
  /** Each resolves when its thread has ended, however it ended. */
  private readonly ended: Promise<void>[];
  private nextId = 1;
  private readonly waiting = new Map<number, (result: UnitResult) => void>();
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Transactions the thread has answered (each one COMMIT, one fsync), and units in them. */
  private answered = { batches: 0, units: 0 };
  /** Resolves once the thread has opened the file. */
  readonly settings: Promise<WriterSettings>;
  /** Settles `settings`, until it has. */
  private opening: { opened(settings: WriterSettings): void; failed(error: Error): void } | null = null;

  constructor(
    file: string,
    {
      checkpointIntervalMs = 1000,
      logSizeLimitBytes = LOG_SIZE_LIMIT_BYTES,
      logRestartBytes = LOG_RESTART_BYTES,
    } = {},
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    // No inherited node options: the threads need neither a TypeScript loader nor any preload.
    this.worker = new Worker(new URL('./sqlite-writer-thread.mjs', import.meta.url), {
      workerData: {
        file,
        port: port2,
        signal: this.signal,
        maxBatchUnits: MAX_BATCH_UNITS,
        logSizeLimitBytes,
      },
      transferList: [port2],
      execArgv: [],
    });
    this.checkpointer = new Worker(new URL('./sqlite-checkpoint-thread.mjs', import.meta.url), {
      workerData: {
        file,
        intervalMs: checkpointIntervalMs,
        signal: this.signal,
        logRestartBytes,
      },
      execArgv: [],
    });
    this.checkpointer.unref();
    this.ended = [this.worker, this.checkpointer].map(
      (thread) => new Promise<void>((resolve) => thread.once('exit', () => resolve())),
    );
    this.settings = new Promise((opened, failed) => {
      this.opening = { opened, failed };
    });
    this.settings.catch(() => {}); // a thread that failed to open also fails every write: said there
    this.worker.on('error', (error) => this.stop(error));
    // Without its checkpoints the log would grow without end: a checkpointer that failed (it could
    // not open the file, say) stops the writes too, with its error, instead of going unnoticed.
    this.checkpointer.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) =>
      this.stop(new Error(`the SQLite writer thread stopped (exit code ${code})`)),
    );
    this.port.on('message', (reply: WriterReply) => this.answer(reply));
    // Referenced until the file is open: a script awaiting the settings must not exit first.
    this.holdProcess();
  }

  /** Transactions committed so far (each with its one fsync), and the units they held. */
  get committed(): { batches: number; units: number } {
    return { ...this.answered };
  }

  /** Sends one unit; resolves when it is committed (or known to be a conflict or an error). */
  run(unit: Unit): Promise<UnitResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing) return Promise.reject(new Error('the SQLite store is closing'));
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.holdProcess();
      this.post({ id, unit });
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
      this.post({ close: true });
      this.closing = Promise.all(this.ended).then(() => {
        this.port.close();
      });
      this.holdProcess();
    }
    return this.closing;
  }

  /** A request to the thread, and the signal that wakes it. */
  private post(request: WriterRequest): void {
    this.port.postMessage(request);
    Atomics.add(this.signal, POSTED, 1);
    Atomics.notify(this.signal, POSTED);
  }

  /** An answer of the thread: the settings, or the results of one transaction. */
  private answer(reply: WriterReply): void {
    if ('settings' in reply) {
      this.opening?.opened(reply.settings);
      this.opening = null;
    } else {
      this.answered.batches++;
      this.answered.units += reply.results.length;
      for (const [id, result] of reply.results) {
        this.waiting.get(id)?.(result);
        this.waiting.delete(id);
      }
    }
    this.holdProcess();
  }

  /** An idle writer must not keep the process alive; one opening its file, writing or closing must. */
  private holdProcess(): void {
    if (this.waiting.size > 0 || this.opening !== null || this.closing !== null) {
      this.worker.ref();
      this.port.ref();
    } else {
      this.worker.unref();
      this.port.unref();
    }
  }

  /** The thread is gone: whatever was not answered is refused, and so is every later write. */
  private stop(error: Error): void {
    this.stopped ??= error;
    this.opening?.failed(error);
    this.opening = null;
    const message = `a write was not stored: ${error.message}`;
    for (const settle of this.waiting.values())
      settle({ ok: false, error: { name: 'StoreError', message, code: null } });
    this.waiting.clear();
  }
}
