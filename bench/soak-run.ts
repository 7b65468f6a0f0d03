// One soak run: the real server (soak-server.ts), players at tables playing whole games over and
// over (soak-tables.ts), a share of them dropping and coming back every minute, the server read
// every sample; at the end a graceful stop and every acknowledged change looked up in the store.
import { SqliteStore } from '../apps/server/src/store/sqlite/sqlite-store.ts';
import { LOG_SIZE_LIMIT_BYTES } from '../apps/server/src/store/sqlite/sqlite-writer.ts';
import { sleep } from './child-process.ts';
import { type LoggedProblem, type ServerSample, SoakServer } from './soak-server.ts';
import { Tables } from './soak-tables.ts';

/**
 * The most the database's log may take on disk in a soak: the writer starts it over past
 * `LOG_RESTART_BYTES` and cuts its file back to `LOG_SIZE_LIMIT_BYTES` (32 MB); twice that leaves
 * room for a burst. 64 MB.
 */
export const LOG_MB_ALLOWED = (2 * LOG_SIZE_LIMIT_BYTES) / 2 ** 20;

export interface SoakOptions {
  players: number;
  games: number;
  durationMs: number;
  /** Share of the players that drop and come back each minute (0.01: 1 %). */
  churn: number;
  /** Samples before this are left out of the slopes (the server's caches and pools fill first). */
  warmupMs: number;
  sampleEveryMs: number;
  /** Where the run's DATA_DIR is made (the system's temporary folder by default). */
  dataParent?: string;
  log?: (message: string) => void;
}

export interface SoakReport {
  options: Omit<SoakOptions, 'log'>;
  /** Accepted acknowledgements, and how many of them the store does not hold (must be 0). */
  acknowledged: number;
  lost: number;
  lostDetails: string[];
  viewsOutOfOrder: number;
  views: number;
  unanswered: number;
  notAccepted: Record<string, number>;
  gamesFinished: number;
  reconnections: number;
  samples: ServerSample[];
  /** Growth after warm-up, MB per hour, by least squares over the samples (null: too few). */
  rssSlopeMbPerHour: number | null;
  heapSlopeMbPerHour: number | null;
  /** The write-ahead log's file at its largest over the run (at most `LOG_MB_ALLOWED`). */
  largestLogMb: number;
  errorsLogged: number;
  warningsLogged: number;
  problems: LoggedProblem[];
  clientProblems: string[];
  serverExitCode: number | null;
}

/** Least-squares slope of y over x; null with fewer than three points. */
export function slope(points: { x: number; y: number }[]): number | null {
  if (points.length < 3) return null;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  if (sxx === 0) return null;
  return points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
}

async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const perTable = Math.max(4, Math.round(options.players / options.games));
  const server = await SoakServer.start(options.games * perTable, options.dataParent);
  const tables = new Tables(server.url, options.games, perTable);
  const samples: ServerSample[] = [];
  let reconnections = 0;
  let exitCode: number | null = null;
  try {
    log(`server ${server.url} (pid ${server.pid}), DATA_DIR ${server.dataDir}`);
    await pool(tables.players, 50, (p) => tables.signIn(p));
    await pool(tables.players, 50, (p) => tables.connect(p));
    log(`${tables.players.length} players connected`);
    await pool(tables.allTables, 25, (t) => tables.setUp(t));
    log(`${options.games} games set up`);

    const started = Date.now();
    const stopPlaying = tables.play();
    const minutes = () => (Date.now() - started) / 60_000;
    samples.push(await server.sample(0));
    let nextSample = started + options.sampleEveryMs;
    let nextChurn = started + 60_000;
    const end = started + options.durationMs;
    while (Date.now() < end) {
      await sleep(Math.max(0, Math.min(nextSample, nextChurn, end) - Date.now()));
      if (Date.now() >= nextChurn && Date.now() < end) {
        nextChurn += 60_000;
        const count = Math.max(1, Math.round(tables.players.length * options.churn));
        const chosen = [...tables.players].sort(() => Math.random() - 0.5).slice(0, count);
        for (const p of chosen) tables.drop(p);
        reconnections += count;
        // Back after one to three seconds each, as browsers come back.
        void Promise.all(
          chosen.map(async (p) => {
            await sleep(1000 + Math.random() * 2000);
            await tables
              .rejoin(p)
              .catch((error: unknown) => log(`rejoin failed: ${(error as Error).message}`));
          }),
        );
      }
      if (Date.now() >= nextSample) {
        nextSample += options.sampleEveryMs;
        const sample = await server.sample(minutes());
        samples.push(sample);
        log(
          `${sample.minute.toFixed(1)} min: RSS ${sample.rssMb} MB, heap ${sample.heapUsedMb} MB, ` +
            `${sample.openFiles} files, loop p99 ${sample.eventLoopP99Ms} ms; ${tables.record.accepted} ` +
            `acknowledged, ${tables.record.gamesFinished} games finished`,
        );
      }
    }
    stopPlaying();
    await tables.settled(5_000);
    samples.push(await server.sample(minutes()));
  } finally {
    tables.close();
    await sleep(500);
    exitCode = await server.stop();
  }

  // Every acknowledged change, looked up in the store the server left behind.
  const { record } = tables;
  const lostDetails: string[] = [];
  const store = new SqliteStore(server.file);
  try {
    // Each game read once: its version, then every card of it acknowledged.
    const cardsOf = new Map<string, [number, string][]>();
    for (const [key, status] of record.cards) {
      const [code = '', index] = key.split(':');
      cardsOf.set(code, [...(cardsOf.get(code) ?? []), [Number(index), status]]);
    }
    for (const code of new Set([...record.versions.keys(), ...cardsOf.keys()])) {
      const state = await store.loadGame(code);
      const version = record.versions.get(code) ?? 0;
      if (!state || state.version < version)
        lostDetails.push(`${code}: acknowledged version ${version}, stored ${state?.version ?? 'none'}`);
      for (const [index, status] of cardsOf.get(code) ?? []) {
        const stored = state?.deck[index]?.status;
        const inDoubt = stored != null && record.cardsInDoubt.get(`${code}:${index}`)?.has(stored);
        if (stored !== status && !inDoubt)
          lostDetails.push(`${code}:${index}: acknowledged ${status}, stored ${stored ?? 'none'}`);
      }
    }
  } finally {
    await store.close();
    server.remove();
  }

  const afterWarmup = samples.filter((s) => s.minute * 60_000 >= options.warmupMs);
  const hourly = (pick: (s: ServerSample) => number) => {
    const perMinute = slope(afterWarmup.map((s) => ({ x: s.minute, y: pick(s) })));
    return perMinute === null ? null : Math.round(perMinute * 60 * 10) / 10;
  };
  const { log: _log, ...shown } = options;
  return {
    options: shown,
    acknowledged: record.accepted,
    lost: lostDetails.length,
    lostDetails: lostDetails.slice(0, 20),
    viewsOutOfOrder: record.viewsOutOfOrder,
    views: record.views,
    unanswered: record.unanswered,
    notAccepted: record.notAccepted,
    gamesFinished: record.gamesFinished,
    reconnections,
    samples,
    rssSlopeMbPerHour: hourly((s) => s.rssMb),
    heapSlopeMbPerHour: hourly((s) => s.heapUsedMb),
    largestLogMb: Math.max(server.largestLogMb, ...samples.map((s) => s.logMb)),
    errorsLogged: server.counts.errors,
    warningsLogged: server.counts.warnings,
    problems: server.problems,
    clientProblems: record.problems,
    serverExitCode: exitCode,
  };
}
