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
  /** The connection's page cache, KB (`WRITER_CACHE_KB`). */
  cacheSizeKb: number;
}

/**
 * A step as it travels to the thread: its statement by number rather than by its text. The texts
 * are one fixed set for a server's whole life, and the thread was sent each one again with every
 * step: most of a game's start (a statement for each card of its deck), and a good part of
 * every card played, was the same text serialized on the event loop and read again on the thread.
 */
export type PostedStep = [statement: number, params: SqlValue[], mustChange?: number, returnsRows?: true];

/**
 * A unit for the thread, with the texts of the statements it has not been sent yet: the thread
 * numbers them in the order they come, as this side does (`WriterThreads.statementNumbers`).
 */
export type WriterRequest = { id: number; unit: PostedStep[]; statements?: string[] } | { close: true };
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
 * The writer connection's page cache, KB. better-sqlite3 builds SQLite with 16 MB
 * (`SQLITE_DEFAULT_CACHE_SIZE=-16000`): the thread's memory grew with it as the bench's games were
 * set up (each start writes a game's deck) and glibc kept it for the thread for good. This smaller
 * cache keeps the thread small for the same CPU and latency (docs/PERFORMANCE.md): a
 * write needs few b-tree pages, and what it reads again comes from the system's cache of the file.
 */
export const WRITER_CACHE_KB = 512;

/**
 * What the write-ahead log's file is cut back to once a checkpoint has moved it into the database
 * (SQLite's `journal_size_limit`; without one the file stays as big as the biggest burst made it).
 * Above `LOG_RESTART_BYTES` and the second of writes it may take to notice it, so that steady play
 * never pays for cutting the file and growing it again. A file past it is a burst that outran the
 * checkpointer: the writer thread checkpoints by itself then (`keepLogFileWithinLimit`).
 */
export const LOG_SIZE_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * How long the log may grow before it is started over. SQLite starts it over only in a write that
 * begins when every frame in it is already in the database; under steady play the writer commits
 * while each checkpoint runs, so the checkpointer alone never gets there and the log grew without
 * end under the bench's load. Past this length the writer finishes the checkpoint
 * itself, between two transactions: it copies only what was committed during the checkpointer's
 * pass.
 */
export const LOG_RESTART_BYTES = 16 * 1024 * 1024;

/**
 * How long the threads stay after the last write before they end (a minute without a card played,
 * a game started or a deck saved): an idle server holds neither their two JavaScript engines nor
 * the memory their SQLite connections grew under play, 16 MB of the empty server's RSS and more
 * after play (docs/PERFORMANCE.md). The next write starts them again: it waits some 90 ms, once.
 */
export const WRITER_IDLE_MS = 60_000;

/**
 * The threads' names, as `top -H` and `ps -L` show them (and the benchmark's CPU by thread): each
 * thread names itself on Linux, where a name holds at most 15 bytes.
 */
export const THREAD_NAMES = { writer: 'sqlite-writer', checkpointer: 'sqlite-checkpt' } as const;

/** The two threads of one run of writes, from the first write to `idleMs` after the last. */
interface WriterThreads {
  /** Commits the units (sqlite-writer-thread.mjs). */
  readonly worker: Worker;
  /** Units out, answers in (the thread holds the other end). */
  readonly port: MessagePort;
  /** `POSTED` and `LOG_LONG`, shared with both threads. */
  readonly signal: Int32Array;
  /** Moves the log into the database beside the writer (sqlite-checkpoint-thread.mjs). */
  readonly checkpointer: Worker;
  /** Resolves once both threads have ended, however they ended. */
  readonly ended: Promise<void>;
  /** Resolves once the writer thread has opened the file. */
  readonly settings: Promise<WriterSettings>;
  /** Settles `settings`, until it has. */
  opening: { opened(settings: WriterSettings): void; failed(error: Error): void } | null;
  /** Told to end (idle, or the writer closing): its exit is expected, not a failure. */
  ending: boolean;
  /**
   * The number each statement's text goes by with this thread: the order in which the thread was
   * sent them. New threads start with none. As many as the thread's own prepared statements, which
   * it keeps for its whole life too.
   */
  readonly statementNumbers: Map<string, number>;
}

/** How the writer's threads run; each has a default fit for a server. */
export interface WriterOptions {
  /** How often the checkpointer moves the log into the database. */
  checkpointIntervalMs?: number;
  /** What the log's file is cut back to after a checkpoint (`journal_size_limit`). */
  logSizeLimitBytes?: number;
  /** The log's length past which the writer finishes a checkpoint itself. */
  logRestartBytes?: number;
  /** How long the threads stay without a write before they stop. */
  idleMs?: number;
}

/**
 * The client of the writer thread (sqlite-writer-thread.mjs): every write of the SQLite store
 * goes there, so the fsync of synchronous=FULL never stalls the event loop that serves the
 * players. Units sent while the thread is busy are committed together (one fsync for all, at most
 * `MAX_BATCH_UNITS`); each promise settles only once its unit is on disk, in the order the units
 * were sent.
 *
 * The threads start with the first write and end `idleMs` after the last one answered; the write
 * after that starts two new ones. The file stays open on the store's own connection throughout.
 *
 * The hand-off: units and answers travel on one MessagePort. The thread never listens to it: it
 * sleeps in `Atomics.wait` on a shared counter that this side moves after each unit, and takes
 * what was posted with `receiveMessageOnPort`, so a unit wakes it straight into its transaction (no
 * event loop turn, no message event, no timer). Answers come back as message events here: waiting
 * for them with `Atomics.waitAsync` instead made the round trip a quarter slower (its wake-up goes
 * through V8's task queue), measured with `npm run bench:writer`.
 */
export class SqliteWriter {
  private readonly file: string;
  private readonly checkpointIntervalMs: number;
  private readonly logSizeLimitBytes: number;
  private readonly logRestartBytes: number;
  private readonly idleMs: number;
  /** The threads taking writes now; none before the first write and after `idleMs` without one. */
  private threads: WriterThreads | null = null;
  /** Threads told to end that have not yet ended (`close` waits for them too). */
  private readonly ending = new Set<Promise<void>>();
  /** Ends the threads once nothing was answered for `idleMs` and nothing waits. */
  private idleTimer: NodeJS.Timeout | null = null;
  /** When the threads last answered (or started): `Date.now()`, read by the idle timer alone. */
  private lastAnswerAt = 0;
  /** How many times the threads were started. */
  private starts = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, (result: UnitResult) => void>();
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Transactions the thread has answered (each one COMMIT, one fsync), and units in them. */
  private answered = { batches: 0, units: 0 };

  constructor(
    file: string,
    {
      checkpointIntervalMs = 1000,
      logSizeLimitBytes = LOG_SIZE_LIMIT_BYTES,
      logRestartBytes = LOG_RESTART_BYTES,
      idleMs = WRITER_IDLE_MS,
    }: WriterOptions = {},
  ) {
    this.file = file;
    this.checkpointIntervalMs = checkpointIntervalMs;
    this.logSizeLimitBytes = logSizeLimitBytes;
    this.logRestartBytes = logRestartBytes;
    this.idleMs = idleMs;
  }

  /** Transactions committed so far (each with its one fsync), and the units they held. */
  get committed(): { batches: number; units: number } {
    return { ...this.answered };
  }

  /** Whether the threads are running, and how many times they were started. */
  get threadsState(): { running: boolean; starts: number } {
    return { running: this.threads !== null, starts: this.starts };
  }

  /** How the writer connection writes the file; starts the threads if none run. */
  settings(): Promise<WriterSettings> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing) return Promise.reject(new Error('the SQLite store is closing'));
    return this.running().settings;
  }

  /** Sends one unit; resolves when it is committed (or known to be a conflict or an error). */
  run(unit: Unit): Promise<UnitResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing) return Promise.reject(new Error('the SQLite store is closing'));
    const threads = this.running();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.holdProcess(threads);
      this.post(threads, this.request(threads, id, unit));
    });
  }

  /** A unit as the thread takes it: each statement by number, with the texts it does not know yet. */
  private request(threads: WriterThreads, id: number, unit: Unit): WriterRequest {
    const statements: string[] = [];
    const steps = unit.map(({ sql, params, mustChange, returnsRows }): PostedStep => {
      let statement = threads.statementNumbers.get(sql);
      if (statement === undefined) {
        statement = threads.statementNumbers.size;
        threads.statementNumbers.set(sql, statement);
        statements.push(sql);
      }
      if (returnsRows) return [statement, params, mustChange, returnsRows];
      return mustChange === undefined ? [statement, params] : [statement, params, mustChange];
    });
    return statements.length > 0 ? { id, unit: steps, statements } : { id, unit: steps };
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
      this.clearIdleTimer();
      const threads = this.threads;
      if (threads) this.end(threads);
      this.closing = Promise.all(this.ending).then(() => {});
    }
    return this.closing;
  }

  /** The threads taking writes, started if none run. */
  private running(): WriterThreads {
    this.threads ??= this.start();
    return this.threads;
  }

  private start(): WriterThreads {
    this.starts++;
    const signal = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
    const { port1, port2 } = new MessageChannel();
    // No inherited node options: the threads need neither a TypeScript loader nor any preload.
    const worker = new Worker(new URL('./sqlite-writer-thread.mjs', import.meta.url), {
      workerData: {
        file: this.file,
        port: port2,
        signal,
        maxBatchUnits: MAX_BATCH_UNITS,
        logSizeLimitBytes: this.logSizeLimitBytes,
        cacheSizeKb: WRITER_CACHE_KB,
        threadName: THREAD_NAMES.writer,
      },
      transferList: [port2],
      execArgv: [],
    });
    const checkpointer = new Worker(new URL('./sqlite-checkpoint-thread.mjs', import.meta.url), {
      workerData: {
        file: this.file,
        intervalMs: this.checkpointIntervalMs,
        signal,
        logRestartBytes: this.logRestartBytes,
        threadName: THREAD_NAMES.checkpointer,
      },
      execArgv: [],
    });
    checkpointer.unref();
    let opening: WriterThreads['opening'] = null;
    const settings = new Promise<WriterSettings>((opened, failed) => {
      opening = { opened, failed };
    });
    settings.catch(() => {}); // a thread that failed to open also fails every write: said there
    const threads: WriterThreads = {
      worker,
      port: port1,
      checkpointer,
      signal,
      ended: Promise.all(
        [worker, checkpointer].map(
          (thread) => new Promise<void>((resolve) => thread.once('exit', () => resolve())),
        ),
      ).then(() => {
        port1.close();
        threads.opening?.failed(new Error('the SQLite writer thread ended before it opened the file'));
        threads.opening = null;
      }),
      settings,
      opening,
      ending: false,
      statementNumbers: new Map(),
    };
    worker.on('error', (error) => this.stop(threads, error));
    // Without its checkpoints the log would grow without end: a checkpointer that failed (it could
    // not open the file, say) stops the writes too, with its error, instead of going unnoticed.
    checkpointer.on('error', (error) => this.stop(threads, error));
    worker.on('exit', (code) => {
      if (!threads.ending)
        this.stop(threads, new Error(`the SQLite writer thread stopped (exit code ${code})`));
    });
    port1.on('message', (reply: WriterReply) => this.answer(threads, reply));
    // Referenced until the file is open: a script awaiting the settings must not exit first.
    this.holdProcess(threads);
    this.lastAnswerAt = Date.now();
    this.endWhenIdle(threads, this.idleMs);
    return threads;
  }

  /** A request to the thread, and the signal that wakes it. */
  private post(threads: WriterThreads, request: WriterRequest): void {
    threads.port.postMessage(request);
    Atomics.add(threads.signal, POSTED, 1);
    Atomics.notify(threads.signal, POSTED);
  }

  /** An answer of the thread: the settings, or the results of one transaction. */
  private answer(threads: WriterThreads, reply: WriterReply): void {
    if ('settings' in reply) {
      threads.opening?.opened(reply.settings);
      threads.opening = null;
    } else {
      this.answered.batches++;
      this.answered.units += reply.results.length;
      for (const [id, result] of reply.results) {
        this.waiting.get(id)?.(result);
        this.waiting.delete(id);
      }
    }
    this.lastAnswerAt = Date.now();
    this.holdProcess(threads);
  }

  /**
   * Looks again in `delay` ms: the threads end once nothing has been answered for `idleMs` and
   * nothing waits. One timer for the threads' whole life, not one for each write.
   */
  private endWhenIdle(threads: WriterThreads, delay: number): void {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.threads !== threads || this.closing || this.stopped) return;
      const quiet = Date.now() - this.lastAnswerAt;
      if (this.waiting.size === 0 && quiet >= this.idleMs) this.end(threads);
      else this.endWhenIdle(threads, this.waiting.size > 0 ? this.idleMs : this.idleMs - quiet);
    }, delay);
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /**
   * Tells both threads to end: the writer commits what it was sent, checkpoints the log and closes
   * its connection. Both are held referenced until they end: an unreferenced one could let the
   * process exit while `close` still waits for it (a script's top-level await would never settle).
   */
  private end(threads: WriterThreads): void {
    threads.ending = true;
    if (this.threads === threads) this.threads = null;
    for (const held of [threads.worker, threads.checkpointer, threads.port]) held.ref();
    threads.checkpointer.postMessage('stop');
    this.post(threads, { close: true });
    this.ending.add(threads.ended);
    void threads.ended.then(() => this.ending.delete(threads.ended));
  }

  /** Idle threads must not keep the process alive; ones opening the file or writing must. */
  private holdProcess(threads: WriterThreads): void {
    if (threads.ending) return;
    if (this.waiting.size > 0 || threads.opening !== null) {
      threads.worker.ref();
      threads.port.ref();
    } else {
      threads.worker.unref();
      threads.port.unref();
    }
  }

  /** A thread failed: whatever was not answered is refused, and so is every later write. */
  private stop(threads: WriterThreads, error: Error): void {
    this.stopped ??= error;
    this.clearIdleTimer();
    threads.opening?.failed(error);
    threads.opening = null;
    const message = `a write was not stored: ${error.message}`;
    for (const settle of this.waiting.values())
      settle({ ok: false, error: { name: 'StoreError', message, code: null } });
    this.waiting.clear();
  }
}
