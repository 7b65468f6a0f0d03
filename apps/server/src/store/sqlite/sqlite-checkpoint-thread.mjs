// @ts-check
// Checkpoints the SQLite file's write-ahead log into the database, on a thread of its own (started
// by sqlite-writer.ts). By default SQLite checkpoints inside the COMMIT that fills the log, and that
// COMMIT then also copies pages and waits for a second fsync: every write sent meanwhile waited
// with it, which players saw as a stall of tens of milliseconds every few seconds. A PASSIVE
// checkpoint runs beside the writer without blocking it (https://www.sqlite.org/wal.html).
//
// SQLite starts the log over only in a write that begins when all of it is in the database. The
// writer commits while a pass runs here, so after a pass under steady play there is always a tail
// of the log left, and the log grew without end. A pass that leaves the log longer than
// `logRestartBytes` tells the writer (the signal's `LOG_LONG` cell), which checkpoints that tail
// itself between two transactions (sqlite-writer-thread.mjs).
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const port = parentPort;
if (!port) throw new Error('sqlite-checkpoint-thread.mjs runs as a worker thread');
const { file, intervalMs, signal, logRestartBytes, threadName } =
  /** @type {{ file: string; intervalMs: number; signal: Int32Array; logRestartBytes: number; threadName: string }} */ (
    workerData
  );
// Its name in `top -H` and `ps -L` (Linux lets a thread rename itself here; elsewhere there is no such file).
try {
  writeFileSync('/proc/thread-self/comm', threadName);
} catch {
  // Unnamed, and the same thread otherwise.
}
/** The signal's cell of a log to start over, as sqlite-writer.ts lays it out. */
const LOG_LONG = 1;

const db = new Database(file);
db.pragma('busy_timeout = 5000');
/** A frame of the log is a page and its 24-byte header. */
const frameBytes = /** @type {number} */ (db.pragma('page_size', { simple: true })) + 24;

const timer = setInterval(() => {
  try {
    // One row; `log` counts the frames in the log, whether or not this pass could move them all.
    const [pass] = /** @type {{ busy: number; log: number; checkpointed: number }[]} */ (
      db.pragma('wal_checkpoint(PASSIVE)')
    );
    if (pass && pass.log * frameBytes > logRestartBytes) Atomics.store(signal, LOG_LONG, 1);
  } catch {
    // Busy or locked this time (another checkpoint, say): the next interval tries again.
  }
}, intervalMs);

port.on('message', () => {
  clearInterval(timer);
  db.close();
  port.close();
});
