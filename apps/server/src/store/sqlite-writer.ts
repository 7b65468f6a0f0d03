import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

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
export type WriterReply = { results: [number, UnitResult][] } | { settings: WriterSettings };

/** The cells of the shared counters: units posted (this side adds), batches answered (the thread adds). */
const POSTED = 0;
const ANSWERED = 1;

/** The most units the thread commits in one transaction (one fsync); more wait for the next. */
export const MAX_BATCH_UNITS = 256;

/**
 * The client of the writer thread (sqlite-writer-thread.mjs): every write of the SQLite store
 * goes there, so the fsync of synchronous=FULL never stalls the event loop that serves the
 * players. Units sent while the thread is busy are committed together (one fsync for all, at most
 * `MAX_BATCH_UNITS`); each promise settles only once its unit is on disk, in the order the units
 * were sent.
 *
 * The hand-off: units and answers travel on a MessagePort neither side listens to (no message
 * events); each side takes them with `receiveMessageOnPort` when the other moves a shared counter.
 * The thread sleeps in `Atomics.wait` on the units' counter, so a unit wakes it straight into its
 * transaction; this side waits on the answers' counter with `Atomics.waitAsync`, only while some
 * unit is unanswered.
 */
export class SqliteWriter {
  private readonly worker: Worker;
  /** Units out, answers in (the thread holds the other end). */
  private readonly port: MessagePort;
  private readonly signal = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  /** Moves the log into the database beside the writer (sqlite-checkpoint-thread.mjs). */
  private readonly checkpointer: Worker;
  /** Each resolves when its thread has ended, however it ended. */
  private readonly ended: Promise<void>[];
  private nextId = 1;
  private readonly waiting = new Map<number, (result: UnitResult) => void>();
  /** Whether an `Atomics.waitAsync` on the answers' counter is pending. */
  private listening = false;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Transactions the thread has answered (each one COMMIT, one fsync), and units in them. */
  private answered = { batches: 0, units: 0 };
  /** Resolves once the thread has opened the file. */
  readonly settings: Promise<WriterSettings>;
  /** Settles `settings`, until it has. */
  private opening: { opened(settings: WriterSettings): void; failed(error: Error): void } | null = null;

  constructor(file: string, { checkpointIntervalMs = 1000 } = {}) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    // No inherited node options: the threads need neither a TypeScript loader nor any preload.
    this.worker = new Worker(new URL('./sqlite-writer-thread.mjs', import.meta.url), {
      workerData: { file, port: port2, signal: this.signal, maxBatchUnits: MAX_BATCH_UNITS },
      transferList: [port2],
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
    // Referenced, as a new thread is, until the file is open: a script awaiting the settings must
    // not exit first (see `holdProcess`).
    this.listen();
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
      this.listen();
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

  /**
   * Takes the answers there are, then, while some unit (or the settings) is unanswered, waits for
   * the thread to move the answers' counter. The counter is read before the port is emptied, so an
   * answer posted in between ends the wait at once. A pending wait does not keep the process
   * alive; the thread, referenced while a unit waits (see `run`), does.
   */
  private listen(): void {
    if (this.listening) return;
    for (;;) {
      const seen = Atomics.load(this.signal, ANSWERED);
      this.takeAnswers();
      if (this.stopped || (this.waiting.size === 0 && !this.opening)) return;
      const wait = Atomics.waitAsync(this.signal, ANSWERED, seen);
      if (wait.async) {
        this.listening = true;
        void wait.value.then(() => {
          this.listening = false;
          this.listen();
        });
        return;
      }
      // 'not-equal': an answer came between the read and the wait; take it now.
    }
  }

  private takeAnswers(): void {
    for (;;) {
      const received = receiveMessageOnPort(this.port);
      if (!received) break;
      const reply = received.message as WriterReply;
      if ('settings' in reply) {
        this.opening?.opened(reply.settings);
        this.opening = null;
        continue;
      }
      this.answered.batches++;
      this.answered.units += reply.results.length;
      for (const [id, result] of reply.results) {
        this.waiting.get(id)?.(result);
        this.waiting.delete(id);
      }
      // Idle again: no longer a reason to keep the process alive (unless closing, which waits for the end).
    }
    this.holdProcess();
  }

  /**
   * An idle writer must not keep the process alive; one opening its file, writing or closing must:
   * answers come through a shared counter, and a pending `Atomics.waitAsync` keeps nothing alive.
   */
  private holdProcess(): void {
    if (this.waiting.size > 0 || this.opening !== null || this.closing !== null) this.worker.ref();
    else this.worker.unref();
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
