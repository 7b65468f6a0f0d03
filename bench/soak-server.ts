// The soak's server: the real one as a child process on SQLite in a DATA_DIR of its own, with
// metrics on, its JSON log read line by line, and its memory, open files and event loop read
// from outside (/proc, /metrics) every sample.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { productionNodeFlags } from '../apps/server/src/node-flags.ts';
import { embeddedServerEnv, freePort, sleep, stop, waitHealthy } from './child-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One reading of the server, after a full garbage collection (see soak-gc.mjs). */
export interface ServerSample {
  /** Minutes since the load began. */
  minute: number;
  rssMb: number;
  heapUsedMb: number;
  /** The V8 heap's size, used or not, and memory held outside it for JavaScript objects (buffers). */
  heapTotalMb: number;
  externalMb: number;
  openFiles: number;
  /**
   * The event loop's delay, p99 over the time since the previous sample (prom-client's histogram,
   * which each scrape resets), less its 10 ms sampling interval.
   */
  eventLoopP99Ms: number;
  /** The machine's 1-minute load average: how much else was running (the soak's own players too). */
  loadAverage: number;
  /** The database's file and its write-ahead log's, on disk. */
  databaseMb: number;
  logMb: number;
}

/**
 * The server as production runs it: compiled to JavaScript (apps/server/build.mjs), in a folder of
 * the run's own so that a soak never rebuilds the `dist/` that `npm start` or the browser specs use.
 * The bundle loads its native SQLite addon from node_modules: the run's folder links to the
 * repository's. Resolves with the entry point.
 */
function compiledServer(dataDir: string): string {
  const outdir = join(dataDir, 'server');
  execFileSync(process.execPath, ['apps/server/build.mjs', '--outdir', outdir], {
    cwd: root,
    stdio: 'ignore',
  });
  symlinkSync(join(root, 'node_modules'), join(dataDir, 'node_modules'), 'dir');
  return join(outdir, 'main.js');
}

function megabytes(bytes: number): number {
  return Math.round((bytes / 2 ** 20) * 10) / 10;
}

/** A file's size, 0 while it does not exist (the log before the first write, after a stop). */
function fileSize(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.size ?? 0;
}

/** A line of the server's log at warn or above. */
export interface LoggedProblem {
  level: number;
  msg: string;
  line: string;
}

/** How often the log's file is looked at between samples. */
const LOG_WATCH_MS = 100;

export class SoakServer {
  readonly problems: LoggedProblem[] = [];
  /** Lines at error (50) or above, and at warn (40). */
  readonly counts = { errors: 0, warnings: 0 };
  /**
   * The write-ahead log's file at its largest, looked at every `LOG_WATCH_MS` from the start to the
   * stop: a burst (the games set up together) grows and cuts it between two samples a minute apart.
   */
  private largestLogBytes = 0;
  private readonly logWatch = setInterval(() => {
    this.largestLogBytes = Math.max(this.largestLogBytes, fileSize(`${this.file}-wal`));
  }, LOG_WATCH_MS).unref();

  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly dataDir: string,
    private readonly token: string,
  ) {
    if (!child.stdout) return;
    createInterface({ input: child.stdout }).on('line', (line) => this.read(line));
  }

  /** Starts the server for `players` connections from this one address. */
  static async start(players: number, dataParent = tmpdir()): Promise<SoakServer> {
    const dataDir = mkdtempSync(join(dataParent, 'unsayable-soak-'));
    const port = await freePort();
    const token = randomBytes(16).toString('hex');
    const files = players + 1024;
    const main = compiledServer(dataDir);
    const args = [
      ...productionNodeFlags,
      '--expose-gc',
      '--import',
      pathToFileURL(join(root, 'bench/soak-gc.mjs')).href,
      main,
    ];
    // `exec` keeps the pid, which /proc is read by.
    const child = spawn(
      'sh',
      ['-c', `ulimit -n ${files} 2>/dev/null; exec "$0" "$@"`, process.execPath, ...args],
      {
        cwd: dataDir,
        env: embeddedServerEnv(port, dataDir, {
          METRICS_TOKEN: token,
          // Every simulated player comes from 127.0.0.1: the per-address limits would stop the load.
          MAX_CONNECTIONS_PER_ADDRESS: String(players + 100),
          MAX_SESSIONS_PER_MINUTE_PER_ADDRESS: String(players + 100),
          MAX_GAMES_PER_HOUR_PER_ADDRESS: String(players * 100),
        }),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Stopped with the soak, however it ends (soak.ts turns SIGINT and SIGTERM into an exit).
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    child.once('exit', () => process.off('exit', orphaned));
    const server = new SoakServer(child, `http://127.0.0.1:${port}`, dataDir, token);
    await waitHealthy(server.url, child);
    return server;
  }

  private read(line: string): void {
    let level = 0;
    let msg = line;
    try {
      const parsed = JSON.parse(line) as { level?: number; msg?: string };
      level = parsed.level ?? 0;
      msg = parsed.msg ?? line;
    } catch {
      level = 50; // not a JSON line: the log's format itself is broken
    }
    if (level >= 50) this.counts.errors++;
    else if (level >= 40) this.counts.warnings++;
    else return;
    if (this.problems.length < 50) this.problems.push({ level, msg, line: line.slice(0, 2000) });
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** Prometheus text: one number by metric name (the first series of that name). */
  private async metrics(): Promise<Map<string, number>> {
    const res = await fetch(`${this.url}/metrics`, { headers: { authorization: `Bearer ${this.token}` } });
    const text = await res.text();
    const values = new Map<string, number>();
    for (const line of text.split('\n')) {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{[^}]*\})? (\S+)$/.exec(line);
      if (match?.[1] && !values.has(match[1])) values.set(match[1], Number(match[2]));
    }
    return values;
  }

  /** Reads the event loop since the last sample, collects garbage, then reads memory and files. */
  async sample(minute: number): Promise<ServerSample> {
    const loop = await this.metrics();
    const memory = await this.memoryAfterCollection();
    return {
      minute: Math.round(minute * 100) / 100,
      rssMb: megabytes(memory.rss),
      heapUsedMb: megabytes(memory.heapUsed),
      heapTotalMb: megabytes(memory.heapTotal),
      externalMb: megabytes(memory.external),
      openFiles: readdirSync(`/proc/${this.pid}/fd`).length,
      loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
      databaseMb: megabytes(fileSize(this.file)),
      logMb: megabytes(fileSize(`${this.file}-wal`)),
      // prom-client samples every 10 ms, and its histogram holds whole intervals: taken off, as
      // bench:server does.
      eventLoopP99Ms:
        Math.round(
          Math.max(0, (loop.get('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1e3 - 10) * 100,
        ) / 100,
    };
  }

  /** SIGHUP, then the reading soak-gc.mjs writes after the collection it runs (30 s at most). */
  private async memoryAfterCollection(): Promise<NodeJS.MemoryUsage> {
    const file = join(this.dataDir, 'memory.json');
    const read = (): (NodeJS.MemoryUsage & { reading: number }) | undefined => {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage & { reading: number };
      } catch {
        return undefined; // not written yet, or caught half-written
      }
    };
    const before = read()?.reading ?? 0;
    process.kill(this.pid, 'SIGHUP');
    for (let waited = 0; waited < 30_000; waited += 100) {
      await sleep(100);
      const now = read();
      if (now && now.reading > before) return now;
    }
    throw new Error('the server wrote no memory reading within 30 s of SIGHUP');
  }

  /** A graceful stop (SIGTERM), as an operator's; resolves with the exit code. */
  async stop(): Promise<number | null> {
    await stop(this.child, 20_000);
    clearInterval(this.logWatch);
    return this.child.exitCode;
  }

  /** The log's file at its largest so far, MB (see `largestLogBytes`). */
  get largestLogMb(): number {
    return megabytes(this.largestLogBytes);
  }

  get file(): string {
    return join(this.dataDir, 'unsayable.sqlite');
  }

  remove(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
