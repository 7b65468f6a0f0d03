// @ts-check
// The thread that writes the SQLite file (started by sqlite-writer.ts). With synchronous=FULL every
// COMMIT waits for the disk, and better-sqlite3 waits synchronously: on the server's own thread
// that wait stalled every game's messages. Here it stalls only the writes, which the players are
// waiting for anyway. Plain JavaScript (checked by tsc through JSDoc) so that the thread starts
// the same way under every runtime: node, tsx and the test runner.
//
// The hand-off (see sqlite-writer.ts): units come on a MessagePort that this thread never listens
// to; it takes them with `receiveMessageOnPort` when the server's thread signals, through a shared
// counter, that it posted some, and sleeps in `Atomics.wait` on that counter otherwise. No event
// loop turn, no message event and no timer stand between a unit's arrival and its transaction.
// Answers go back on the same port, as messages.
import { statSync, writeFileSync } from 'node:fs';
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @typedef {import('./sqlite-writer.ts').WriterRequest} WriterRequest */
/** @typedef {import('./sqlite-writer.ts').WriterReply} WriterReply */
/** @typedef {import('./sqlite-writer.ts').PostedStep} PostedStep */
/** @typedef {import('./sqlite-writer.ts').UnitResult} UnitResult */

const { file, port, signal, maxBatchUnits, logSizeLimitBytes, cacheSizeKb, threadName } =
  /** @type {{ file: string; port: import('node:worker_threads').MessagePort; signal: Int32Array; maxBatchUnits: number; logSizeLimitBytes: number; cacheSizeKb: number; threadName: string }} */ (
    workerData
  );
// Its name in `top -H` and `ps -L` (Linux lets a thread rename itself here; elsewhere there is no such file).
try {
  writeFileSync('/proc/thread-self/comm', threadName);
} catch {
  // Unnamed, and the same thread otherwise.
}
/** The signal's cells, as sqlite-writer.ts lays them out: units posted, and a log to start over. */
const POSTED = 0;
const LOG_LONG = 1;

/** @param {WriterReply} reply */
function answer(reply) {
  port.postMessage(reply);
}

const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
// Checkpoints run on their own thread (sqlite-checkpoint-thread.mjs), never inside a COMMIT here.
db.pragma('wal_autocheckpoint = 0');
// The log grows to hold what was written between two checkpoints and SQLite keeps the file that
// size: a burst (many games started at once) left it at 175 MB for good. This connection starts
// the log over after a checkpoint, and cuts the file back to the limit as it does.
db.pragma(`journal_size_limit = ${logSizeLimitBytes}`);
// A small page cache: better-sqlite3's default of 16 MB grew the thread's memory to some 18 MB for
// good as games were set up (WRITER_CACHE_KB in sqlite-writer.ts).
db.pragma(`cache_size = -${cacheSizeKb}`);

// How the file is written, as the connection reports it (synchronous is per connection: only
// this one can tell), for the store's `settings()`.
answer({
  settings: {
    journalMode: /** @type {string} */ (db.pragma('journal_mode', { simple: true })),
    synchronous: /** @type {number} */ (db.pragma('synchronous', { simple: true })),
    busyTimeoutMs: /** @type {number} */ (db.pragma('busy_timeout', { simple: true })),
    logSizeLimitBytes: /** @type {number} */ (db.pragma('journal_size_limit', { simple: true })),
    // SQLite gives a size in KB as a negative number.
    cacheSizeKb: -(/** @type {number} */ (db.pragma('cache_size', { simple: true }))),
  },
});

/**
 * The statements' texts, by the number the server's side sends each step with (in the order their
 * texts came, with the first unit that used each), and each one prepared.
 * @type {string[]}
 */
const texts = [];
/** @type {import('better-sqlite3').Statement[]} */
const prepared = [];
/**
 * Statements are prepared once and reused: preparing costs more than running most of them. A text
 * that cannot be prepared fails the unit that used it (its error is that unit's), not the thread.
 */
function statement(/** @type {number} */ number) {
  let known = prepared[number];
  if (!known) {
    const text = texts[number];
    if (text === undefined) throw new RangeError(`no statement was sent as number ${number}`);
    known = db.prepare(text);
    prepared[number] = known;
  }
  return known;
}

class Conflict extends Error {}

// The transactions are made once: better-sqlite3's `db.transaction` makes four functions and
// defines five properties on each every time it is called, and this thread called it twice a unit.

/** A unit's statements, in a savepoint of the batch's transaction (better-sqlite3 nests them so). */
const unitSteps = db.transaction((/** @type {PostedStep[]} */ unit) => {
  /** @type {UnitResult} */
  const result = { ok: true, changes: 0 };
  for (const [number, params, mustChange, returnsRows] of unit) {
    if (returnsRows) {
      // A statement with RETURNING: its rows are the changed ones.
      result.rows = statement(number).all(...params);
      result.changes = result.rows.length;
    } else {
      result.changes = statement(number).run(...params).changes;
    }
    if (mustChange !== undefined && result.changes !== mustChange) throw new Conflict();
  }
  return result;
});

/**
 * One unit in a savepoint (a nested better-sqlite3 transaction): a step that must change a number
 * of rows and does not (a lost version race) rolls the whole unit back and reports a conflict.
 * @param {PostedStep[]} unit
 * @returns {UnitResult}
 */
function apply(unit) {
  try {
    return unitSteps(unit);
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, conflict: true };
    // After some failures (a full disk, an I/O error) SQLite rolls the whole transaction back by
    // itself: the units before this one are gone too, and a unit after it would run outside any
    // transaction. The batch then fails as one (see commit), so nothing is reported stored that is not.
    if (!db.inTransaction) throw error;
    return { ok: false, error: describe(error) };
  }
}

/** @param {unknown} error */
function describe(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message, code: /** @type {{ code?: string }} */ (e).code ?? null };
}

/** The batch's units in one transaction, each in a savepoint of its own (`apply`). */
const batchUnits = db.transaction(
  (
    /** @type {{ id: number; unit: PostedStep[] }[]} */ batch,
    /** @type {[number, UnitResult][]} */ results,
  ) => {
    for (const { id, unit } of batch) results.push([id, apply(unit)]);
  },
);

/**
 * Group commit: the units that arrived while the disk was busy share one transaction, so one fsync
 * covers all of them. Results go back only after the shared COMMIT: nothing is acknowledged to a
 * player before it is on disk.
 * @param {{ id: number; unit: PostedStep[] }[]} batch
 */
function commit(batch) {
  /** @type {[number, UnitResult][]} */
  let results = [];
  try {
    batchUnits.immediate(batch, results);
  } catch (error) {
    // The COMMIT itself failed (a full disk, say), or a unit's failure ended the transaction:
    // none of the batch is stored.
    const failed = describe(error);
    results = batch.map(({ id }) => [id, { ok: false, error: failed }]);
  }
  answer({ results });
}

/**
 * Takes what was posted, at most `maxBatchUnits` units (a long queue is committed in several
 * transactions, so the first units of it do not wait for the fsync of all), or up to a close.
 * @returns {{ batch: { id: number; unit: PostedStep[] }[]; close: boolean }}
 */
function take() {
  /** @type {{ id: number; unit: PostedStep[] }[]} */
  const batch = [];
  while (batch.length < maxBatchUnits) {
    const received = receiveMessageOnPort(port);
    if (!received) break;
    const request = /** @type {WriterRequest} */ (received.message);
    if ('close' in request) return { batch, close: true };
    if (
      typeof request.id !== 'number' ||
      !Array.isArray(request.unit) ||
      !(request.statements === undefined || Array.isArray(request.statements))
    )
      throw new TypeError(
        `the SQLite writer thread got a request it cannot read: ${JSON.stringify(request)}`,
      );
    // Numbered in the order they come, as the server's side numbered them.
    if (request.statements) texts.push(...request.statements);
    batch.push(request);
  }
  return { batch, close: false };
}

/**
 * The log is long (the checkpointer found it so, see sqlite-checkpoint-thread.mjs, or its file is
 * past the limit, see `keepLogFileWithinLimit`): this connection moves what is left of it into the
 * database, between two transactions, so that no frame of it is missing from the database when the
 * next one begins, and that one starts the log over (and cuts the file back to the limit). Left is
 * what was committed since the checkpointer's last pass: a few pages in steady play. Busy (the
 * checkpointer's next pass, or a reader the log cannot be started over under) is no harm: the
 * checkpointer says so again after its next pass, and a file past the limit is checked again.
 */
function finishCheckpoint() {
  Atomics.store(signal, LOG_LONG, 0);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Locked this time: the next pass of the checkpointer asks again.
  }
}

/** The write-ahead log's file, beside the database's. */
const logFile = `${file}-wal`;
/**
 * The size of the log's file past which the writer checkpoints by itself. The checkpointer looks at
 * the log once a second, and a burst of writes (many games set up at once, each writing its deck)
 * can outrun the restart it asks for: the file grew past the limit until then. The file is never
 * shorter than the log, and a restart cuts it back to the limit, so a file past the limit is a log
 * that long: the writer checkpoints it, and its next transaction starts the log over. If that
 * checkpoint cannot move all of it (a reader still on an old part), the next try waits for another
 * eighth of the limit, so that a held log does not cost a checkpoint, with its fsync, every batch.
 */
let checkpointPastBytes = logSizeLimitBytes;

/**
 * Checks the log's file after a transaction. By its name, not through a descriptor of this thread's:
 * closing any descriptor of a file drops the process's POSIX locks on it, SQLite's among them.
 */
function keepLogFileWithinLimit() {
  const size = statSync(logFile, { throwIfNoEntry: false })?.size ?? 0;
  if (size <= logSizeLimitBytes) {
    checkpointPastBytes = logSizeLimitBytes;
  } else if (size > checkpointPastBytes) {
    checkpointPastBytes = size + logSizeLimitBytes / 8;
    finishCheckpoint();
  }
}

/**
 * Before the connection closes (the threads end after a minute without writes, or the server
 * stops): moves the whole log into the database and empties its file, so that an idle server
 * leaves no log behind. Busy (a reader that held on for the whole busy timeout) leaves the log as
 * it is: the next threads' checkpoints take it from there.
 */
function leaveLogEmpty() {
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // Locked: the log stays, still whole and readable.
  }
}

/**
 * Commits batches until told to close, sleeping while nothing is posted. The counter is read before
 * the port is emptied: a unit posted after that moves it, so the wait returns at once instead of
 * sleeping on a unit already there. An exception here (a request it cannot read) ends the thread,
 * and the server's side refuses every write from then on (sqlite-writer.ts).
 */
function serve() {
  for (;;) {
    const posted = Atomics.load(signal, POSTED);
    const { batch, close } = take();
    if (batch.length > 0) commit(batch);
    if (Atomics.load(signal, LOG_LONG) === 1) finishCheckpoint();
    else if (batch.length > 0) keepLogFileWithinLimit();
    if (close) {
      leaveLogEmpty();
      db.close();
      port.close(); // the thread ends; the client waits for its exit
      return;
    }
    if (batch.length === 0) Atomics.wait(signal, POSTED, posted);
  }
}

serve();
