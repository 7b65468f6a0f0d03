// The SQLite writer's hand-off (npm run bench:writer): what a unit costs between the server's thread
// and the writer thread (apps/server/src/store/sqlite/sqlite-writer.ts), against a bare thread that only
// echoes a message back (postMessage both ways: the least any hand-off to a thread costs), both in
// the same run. The database is in BENCH_DATA_PARENT (/dev/shm by default: the disk's fsync is not
// what is measured here; set it to a folder on disk to see it). Two figures each:
//   one at a time: the round trip of one small unit, the next sent when the last is answered, or
//     BENCH_GAP_MS later (both threads idle in between, as between a server's actions in play)
//     (p50 / p99, microseconds): the latency a lone action sees;
//   8 at a time: units in flight from 8 senders (as 8 games at once), the busy time of this
//     thread per unit (event loop utilization) and the CPU of the whole process per unit.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { SqliteWriter } from '../apps/server/src/store/sqlite/sqlite-writer.ts';

const parent = process.env.BENCH_DATA_PARENT || '/dev/shm';
const rounds = Number(process.env.BENCH_ROUNDS || 5000);
/** BENCH_GAP_MS: the pause between two units sent one at a time (0: the next at once). */
const gapMs = Number(process.env.BENCH_GAP_MS || 0);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const payload = 'x'.repeat(2000);

interface Target {
  name: string;
  send(i: number): Promise<unknown>;
  close(): Promise<void>;
}

function echoThread(): Target {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (m) => parentPort.postMessage({ results: [[m.id, { ok: true, changes: 1 }]] }));`,
    { eval: true },
  );
  const waiting = new Map<number, () => void>();
  worker.on('message', (reply: { results: [number][] }) => {
    for (const [id] of reply.results) {
      waiting.get(id)?.();
      waiting.delete(id);
    }
  });
  return {
    name: 'bare echo thread (postMessage)',
    send: (i) =>
      new Promise<void>((resolve) => {
        waiting.set(i, resolve);
        worker.postMessage({ id: i, unit: [{ sql: 'INSERT', params: [i, payload] }] });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

function writerThread(file: string): Target {
  const writer = new SqliteWriter(file);
  return {
    name: 'SQLite writer thread',
    send: (i) => writer.run([{ sql: 'INSERT INTO notes (id, value) VALUES (?, ?)', params: [i, payload] }]),
    close: () => writer.close(),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function measure(target: Target, offset: number) {
  // Warm-up, then one at a time.
  for (let i = 0; i < 500; i++) await target.send(offset + i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await target.send(offset + 1000 + i);
    times.push((performance.now() - t) * 1000);
    if (gapMs > 0) await pause(gapMs);
  }
  times.sort((a, b) => a - b);
  // Eight at a time.
  let next = 0;
  const lane = async () => {
    while (next < rounds * 4) await target.send(offset + 1_000_000 + next++);
  };
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: 8 }, lane));
  const busy = performance.eventLoopUtilization(elu);
  const used = process.cpuUsage(cpu);
  const units = rounds * 4;
  return {
    p50Us: quantile(times, 0.5),
    p99Us: quantile(times, 0.99),
    busyUsPerUnit: (busy.active * 1000) / units,
    cpuUsPerUnit: (used.user + used.system) / units,
  };
}

const dir = mkdtempSync(join(parent, 'unsayable-writer-bench-'));
try {
  const file = join(dir, 'writer.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, value TEXT NOT NULL)');
  db.close();
  const results = [];
  for (const [k, target] of [echoThread(), writerThread(file)].entries()) {
    results.push({ name: target.name, ...(await measure(target, k * 10_000_000)) });
    await target.close();
  }
  console.log(
    `${rounds} units one at a time${gapMs > 0 ? ` (${gapMs} ms apart)` : ''}, then ${rounds * 4} from 8 senders; database in ${parent}`,
  );
  console.log('');
  const width = Math.max(...results.map((r) => r.name.length)) + 2;
  console.log(
    `${''.padEnd(width)}${'p50 µs'.padStart(10)}${'p99 µs'.padStart(10)}${'busy µs/unit'.padStart(15)}${'CPU µs/unit'.padStart(14)}`,
  );
  for (const r of results)
    console.log(
      `${r.name.padEnd(width)}${r.p50Us.toFixed(0).padStart(10)}${r.p99Us.toFixed(0).padStart(10)}` +
        `${r.busyUsPerUnit.toFixed(1).padStart(15)}${r.cpuUsPerUnit.toFixed(1).padStart(14)}`,
    );
  const [echo, writer] = results;
  if (echo && writer)
    console.log(
      `\nwriter / echo: p50 ${(writer.p50Us / echo.p50Us).toFixed(2)}, busy per unit ` +
        `${(writer.busyUsPerUnit / echo.busyUsPerUnit).toFixed(2)} (the rest is SQLite's own work)`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
