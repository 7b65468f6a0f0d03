// Preloaded into the measured server process (`node --expose-gc --import tsx --import
// bench/server-load-probe.ts apps/server/src/main.ts`): the server's own code is unchanged.
// - SIGUSR2, sent by the load generator at the start and at the end of the measurement window: at
//   the end, one line to stdout, `@@server-load-probe {json}`, with the process's own CPU use
//   (process.cpuUsage deltas: every thread of the process), its memory, the delay of its event loop
//   over the window, and why connections closed since the server started.
// - SIGHUP: a full garbage collection (with --expose-gc), so that resident memory read just after
//   it is what is actually kept, not garbage waiting for the next collection.
// It also times every SQLite statement the server runs (better-sqlite3 is synchronous: that time is
// time the event loop is blocked), COMMIT (where the fsync happens) on its own; and every query to
// PostgreSQL, from its call to its answer (asynchronous: the event loop goes on meanwhile).
// With BENCH_ALLOCATIONS=<folder>, what the server allocates over the window, sampled by V8 (objects
// collected since included, so it is what each function allocates, not what it keeps), written
// there as <pid>.heapprofile at the window's end (the same format as node's --heap-prof); with
// BENCH_ALLOCATIONS_KEPT=1 as well, only what outlived a young-generation collection (what the
// server promotes, and what the collections copy: objects a young collection took are left out). With
// BENCH_HEAP_SNAPSHOT=<folder>, a heap snapshot written there as <pid>.heapsnapshot after the
// window's report (what is live at its end; the snapshot collects first). With BENCH_MALLOC_WALK=1,
// the main thread's malloc chunk by chunk in the report (`ownMainArena`).
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import Database from 'better-sqlite3';
import { Socket as EngineSocket } from 'engine.io';
import pg from 'pg';
import { ClusterAdapter } from 'socket.io-adapter';
import { ownMainArena } from './main-arena.ts';
import {
  clockTicks,
  cpuByThread,
  ownThreadTicks,
  PROBE_PREFIX,
  type ProbeReport,
  type ResidentByKind,
  residentByKind,
  STORE_THREADS,
  summarize,
  type ThreadTicks,
} from './server-load-shared.ts';

// 10 ms sampling: cheap (a timer a hundred times a second), and a stall of a few ms still shows.
// The histogram holds whole timer intervals, so the resolution is taken off each figure.
const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
let window: { cpu: NodeJS.CpuUsage; threads: ThreadTicks; at: number } | null = null;
// The clock's ticks a second, for the CPU by thread: read once here, at start (a child process, getconf),
// so that no window's edge waits for it.
clockTicks();

// Observation only: count the reasons Engine.IO gives when it closes a connection.
const closeReasons: Record<string, number> = {};
const prototype = EngineSocket.prototype as unknown as {
  onClose: (reason: string, ...rest: unknown[]) => void;
};
const onClose = prototype.onClose;
prototype.onClose = function (this: unknown, reason: string, ...rest: unknown[]) {
  closeReasons[reason] = (closeReasons[reason] ?? 0) + 1;
  return onClose.call(this, reason, ...rest);
};

// Observation only: time the statements of every database (one prototype for all statements).
const sqlite = { ms: 0, calls: 0, commits: [] as number[], timing: false };
{
  const scratch = new Database(':memory:');
  const statement = Object.getPrototypeOf(scratch.prepare('SELECT 1')) as Record<
    'run' | 'get' | 'all',
    (...args: unknown[]) => unknown
  >;
  scratch.close();
  for (const method of ['run', 'get', 'all'] as const) {
    const original = statement[method];
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      if (!sqlite.timing) return original.apply(this, args);
      const t0 = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const ms = performance.now() - t0;
        sqlite.ms += ms;
        sqlite.calls++;
        if (this.source === 'COMMIT') sqlite.commits.push(ms);
      }
    };
  }
}

// Observation only: time every PostgreSQL query (one prototype for all clients) and every wait for
// a pooled connection (one prototype for all pools), whether called with a callback or a promise.
const postgres = {
  queries: [] as number[],
  commits: [] as number[],
  poolWaits: [] as number[],
  timing: false,
};
/**
 * A cluster adapter's publishes to Redis, timed over the same window as PostgreSQL's calls: the
 * acknowledgement of a change waits for its views' publishes.
 */
const redis = { publishes: [] as number[] };

type Method = (...args: unknown[]) => unknown;

/** Replaces `owner[name]` with the same method that calls `record(ms, args)` when it has answered. */
function timeAsync(
  owner: Record<string, Method>,
  name: string,
  record: (ms: number, args: unknown[]) => void,
): void {
  const original = owner[name] as Method;
  owner[name] = function (this: unknown, ...args: unknown[]) {
    if (!postgres.timing) return original.apply(this, args);
    const t0 = performance.now();
    const done = () => record(performance.now() - t0, args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

timeAsync(pg.Client.prototype as unknown as Record<string, Method>, 'query', (ms, args) => {
  postgres.queries.push(ms);
  const first = args[0] as string | { text?: string } | undefined;
  if ((typeof first === 'string' ? first : first?.text) === 'COMMIT') postgres.commits.push(ms);
});
timeAsync(pg.Pool.prototype as unknown as Record<string, Method>, 'connect', (ms) => {
  postgres.poolWaits.push(ms);
});
timeAsync(ClusterAdapter.prototype as unknown as Record<string, Method>, 'publishAndReturnOffset', (ms) => {
  redis.publishes.push(ms);
});

// Garbage collection pauses in the window: the main thread stops for each one.
const collections: number[] = [];
const byKind: Record<string, { count: number; totalMs: number; maxMs: number }> = {};
const kinds: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };
new PerformanceObserver((list) => {
  if (!window) return;
  for (const entry of list.getEntries()) {
    collections.push(entry.duration);
    const detail = (entry as { detail?: { kind?: number } }).detail;
    const kind = kinds[detail?.kind ?? 0] ?? 'other';
    byKind[kind] ??= { count: 0, totalMs: 0, maxMs: 0 };
    const k = byKind[kind];
    k.count++;
    k.totalMs += entry.duration;
    k.maxMs = Math.max(k.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

/** A heap snapshot at the window's end, when asked for (BENCH_HEAP_SNAPSHOT): what is live then. */
const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT;

/** V8's allocation sampling over the window, when asked for (BENCH_ALLOCATIONS). */
const allocationsDir = process.env.BENCH_ALLOCATIONS;
const allocations = allocationsDir ? new Session() : null;
/** BENCH_ALLOCATIONS_KEPT=1: the samples a young-generation collection took are dropped. */
const keptOnly = process.env.BENCH_ALLOCATIONS_KEPT === '1';
allocations?.connect();

async function sampleAllocations(start: boolean): Promise<void> {
  if (!allocations || !allocationsDir) return;
  if (start) {
    await allocations.post('HeapProfiler.startSampling', {
      samplingInterval: 16_384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: !keptOnly,
    });
    return;
  }
  const { profile } = await allocations.post('HeapProfiler.stopSampling');
  writeFileSync(join(allocationsDir, `${process.pid}.heapprofile`), JSON.stringify(profile));
}

process.on('SIGHUP', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
});

function ownResidentByKind(): ResidentByKind | null {
  try {
    return residentByKind(readFileSync('/proc/self/smaps', 'utf8'));
  } catch {
    return null;
  }
}

process.on('SIGUSR2', () => {
  if (!window) {
    delay.reset();
    delay.enable();
    Object.assign(sqlite, { ms: 0, calls: 0, commits: [], timing: true });
    Object.assign(postgres, { queries: [], commits: [], poolWaits: [], timing: true });
    redis.publishes = [];
    collections.length = 0;
    for (const kind of Object.keys(byKind)) delete byKind[kind];
    window = { cpu: process.cpuUsage(), threads: ownThreadTicks(), at: performance.now() };
    void sampleAllocations(true);
    return;
  }
  void sampleAllocations(false);
  delay.disable();
  sqlite.timing = false;
  postgres.timing = false;
  const cpu = process.cpuUsage(window.cpu);
  const threads = ownThreadTicks();
  const elapsedMs = performance.now() - window.at;
  const cpuByThreadMs = cpuByThread(window.threads, threads, process.pid, STORE_THREADS, clockTicks());
  window = null;
  const memory = process.memoryUsage();
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  const report: ProbeReport = {
    elapsedMs: Math.round(elapsedMs),
    cpuUserMs: Math.round(cpu.user / 1000),
    cpuSystemMs: Math.round(cpu.system / 1000),
    cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 1000) / 10,
    cpuByThreadMs,
    rssKb: Math.round(memory.rss / 1024),
    heapUsedKb: Math.round(memory.heapUsed / 1024),
    heapTotalKb: Math.round(memory.heapTotal / 1024),
    externalKb: Math.round(memory.external / 1024),
    arrayBuffersKb: Math.round(memory.arrayBuffers / 1024),
    residentKb: ownResidentByKind(),
    ...(process.env.BENCH_MALLOC_WALK === '1' ? { mainArena: ownMainArena() } : {}),
    heapSpacesKb: Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        {
          committed: Math.round(space.physical_space_size / 1024),
          used: Math.round(space.space_used_size / 1024),
        },
      ]),
    ),
    eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    closeReasons: { ...closeReasons },
    gc: {
      totalMs: Math.round(collections.reduce((a, b) => a + b, 0)),
      pauseMs: summarize(collections),
      byKind: Object.fromEntries(
        Object.entries(byKind).map(([kind, k]) => [
          kind,
          { count: k.count, totalMs: Math.round(k.totalMs), maxMs: Math.round(k.maxMs * 10) / 10 },
        ]),
      ),
    },
    sqlite: {
      calls: sqlite.calls,
      blockedMs: Math.round(sqlite.ms),
      blockedPercent: Math.round((sqlite.ms / elapsedMs) * 1000) / 10,
      commitMs: summarize(sqlite.commits),
    },
    postgres: {
      queries: postgres.queries.length,
      commits: postgres.commits.length,
      queryMs: summarize(postgres.queries),
      commitMs: summarize(postgres.commits),
      poolWaitMs: summarize(postgres.poolWaits),
    },
    redis: { publishes: redis.publishes.length, publishMs: summarize(redis.publishes) },
  };
  process.stdout.write(`${PROBE_PREFIX}${JSON.stringify(report)}\n`);
  // After the report, so that the snapshot's own collection is not in its figures.
  if (snapshotDir) writeHeapSnapshot(join(snapshotDir, `${process.pid}.heapsnapshot`));
});
