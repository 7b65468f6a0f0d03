// @ts-check
// The thread that writes the SQLite file (started by sqlite-writer.ts). With synchronous=FULL every
// COMMIT waits for the disk, and better-sqlite3 waits synchronously: on the server's own thread
// that wait stalled every game's messages. Here it stalls only the writes, which the players are
// waiting for anyway. Plain JavaScript (checked by tsc through JSDoc) so that the thread starts
// the same way under every runtime: node, tsx and the test runner.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @typedef {import('./sqlite-writer.ts').WriterRequest} WriterRequest */
/** @typedef {import('./sqlite-writer.ts').Unit} Unit */
/** @typedef {import('./sqlite-writer.ts').UnitResult} UnitResult */

const port = parentPort;
if (!port) throw new Error('sqlite-writer-thread.mjs runs as a worker thread');

const db = new Database(/** @type {{ file: string }} */ (workerData).file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
// Checkpoints run on their own thread (sqlite-checkpoint-thread.mjs), never inside a COMMIT here.
db.pragma('wal_autocheckpoint = 0');

// How the file is written, as the connection reports it (synchronous is per connection: only
// this one can tell), for the store's `settings()`.
port.postMessage({
  settings: {
    journalMode: db.pragma('journal_mode', { simple: true }),
    synchronous: db.pragma('synchronous', { simple: true }),
    busyTimeoutMs: db.pragma('busy_timeout', { simple: true }),
  },
});

/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();
/** Statements are prepared once and reused: preparing costs more than running most of them. */
function statement(/** @type {string} */ sql) {
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

class Conflict extends Error {}

/**
 * One unit in a savepoint (a nested better-sqlite3 transaction): a step that must change a number
 * of rows and does not (a lost version race) rolls the whole unit back and reports a conflict.
 * @param {Unit} unit
 * @returns {UnitResult}
 */
function apply(unit) {
  try {
    return db.transaction(() => {
      /** @type {UnitResult} */
      const result = { ok: true, changes: 0 };
      for (const step of unit) {
        if (step.returnsRows) {
          // A statement with RETURNING: its rows are the changed ones.
          result.rows = statement(step.sql).all(...step.params);
          result.changes = result.rows.length;
        } else {
          result.changes = statement(step.sql).run(...step.params).changes;
        }
        if (step.mustChange !== undefined && result.changes !== step.mustChange) throw new Conflict();
      }
      return result;
    })();
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, conflict: true };
    // After some failures (a full disk, an I/O error) SQLite rolls the whole transaction back by
    // itself: the units before this one are gone too, and a unit after it would run outside any
    // transaction. The batch then fails as one (see flush), so nothing is reported stored that is not.
    if (!db.inTransaction) throw error;
    return { ok: false, error: describe(error) };
  }
}

/** @param {unknown} error */
function describe(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message, code: /** @type {{ code?: string }} */ (e).code ?? null };
}

/** @type {{ id: number; unit: Unit }[]} */
let pending = [];

/**
 * Group commit: the units that arrived while the disk was busy share one transaction, so one fsync
 * covers all of them. Results go back only after the shared COMMIT: nothing is acknowledged to a
 * player before it is on disk.
 */
function flush() {
  const batch = pending;
  pending = [];
  if (batch.length === 0) return;
  /** @type {[number, UnitResult][]} */
  let results = [];
  try {
    db.transaction(() => {
      for (const { id, unit } of batch) results.push([id, apply(unit)]);
    }).immediate();
  } catch (error) {
    // The COMMIT itself failed (a full disk, say), or a unit's failure ended the transaction:
    // none of the batch is stored.
    const failed = describe(error);
    results = batch.map(({ id }) => [id, { ok: false, error: failed }]);
  }
  port?.postMessage({ results });
}

port.on('message', (/** @type {WriterRequest} */ message) => {
  if ('close' in message) {
    flush();
    db.close();
    port.close(); // the thread ends; the client waits for its exit
    return;
  }
  pending.push(message);
  if (pending.length === 1) setImmediate(flush);
});
