// @ts-check
// Checkpoints the SQLite file's write-ahead log into the database, on a thread of its own (started
// by sqlite-writer.ts). By default SQLite checkpoints inside the COMMIT that fills the log, and that
// COMMIT then also copies pages and waits for a second fsync: every write sent meanwhile waited
// with it, which players saw as a stall of tens of milliseconds every few seconds. A PASSIVE
// checkpoint runs beside the writer without blocking it (https://www.sqlite.org/wal.html).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const port = parentPort;
if (!port) throw new Error('sqlite-checkpoint-thread.mjs runs as a worker thread');
const { file, intervalMs } = /** @type {{ file: string; intervalMs: number }} */ (workerData);

const db = new Database(file);
db.pragma('busy_timeout = 5000');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or locked this time (another checkpoint, say): the next interval tries again.
  }
}, intervalMs);

port.on('message', () => {
  clearInterval(timer);
  db.close();
  port.close();
});
