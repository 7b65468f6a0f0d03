// What the server load benchmarks (npm run bench:server, npm run bench:cluster) share to run one
// setup: its sizes from the environment, server processes started as children with the probe
// preloaded, the load generator (bench/server-load-client.ts) against them, and a watchdog.
// Loopback only; Linux only (CPU and memory are read from /proc).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { limits } from '../apps/server/src/limits.ts';
import { productionNodeFlags } from '../apps/server/src/node-flags.ts';
import { TURN_SECONDS } from '../packages/rules/src/index.ts';
import { freePort, sleep, stop, waitHealthy } from './child-process.ts';
import {
  type GeneratorOptions,
  type GeneratorResult,
  type Placement,
  PROBE_PREFIX,
  type ProbeReport,
  type Target,
  type TypedLoad,
  type WindowEdge,
} from './server-load-shared.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const probe = pathToFileURL(join(root, 'bench/server-load-probe.ts')).href;

/** A positive number from the environment, or `fallback` when unset. */
export function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** BENCH_PLACEMENT: how a game's players are placed on several processes (`Placement`). */
export const placement: Placement = (() => {
  const raw = process.env.BENCH_PLACEMENT || 'game';
  if (raw !== 'spread' && raw !== 'game') throw new Error('BENCH_PLACEMENT must be spread or game');
  return raw;
})();

/** The load, the same for every setup of a run. */
export const size = {
  games: setting('BENCH_GAMES', 250),
  playersPerGame: setting('BENCH_PLAYERS_PER_GAME', 8),
  warmupMs: setting('BENCH_WARMUP_S', 10) * 1000,
  measureMs: setting('BENCH_MEASURE_S', 30) * 1000,
  concurrency: setting('BENCH_CONCURRENCY', 50),
  turnSeconds: setting('BENCH_TURN_SECONDS', 60),
  /** BENCH_AFTER_PLAY_S: RSS read again this long after the last action (0: not read). */
  afterPlayMs: setting('BENCH_AFTER_PLAY_S', 0) * 1000,
};
export const playerCount = size.games * size.playersPerGame;
export const dataParent = process.env.BENCH_DATA_PARENT || tmpdir();
/** Extra node options for every server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/**
 * BENCH_SERVER_OUTPUT=<folder>: every line the servers write, one file a setup, where the report
 * keeps only the first few (what `--trace-gc-nvp` in BENCH_SERVER_NODE_ARGS prints, say).
 */
const serverOutputDir = process.env.BENCH_SERVER_OUTPUT;
/**
 * BENCH_COMPILED=1: both servers as production runs a server, compiled JavaScript without tsx: the
 * real one built once at the start by apps/server/build.mjs as production's, into a folder of the
 * bench's own, but for pg and socket.io-adapter, left to node_modules so that the probe times the
 * calls of the copies the server uses (PostgreSQL's statements, a cluster adapter's publishes; the
 * same code as bundled, only loaded from its own files); the bare one and the probe are bundled here with
 * esbuild (their packages left to node_modules, so that the probe patches the copies the bare server
 * uses). The probe cannot count the real server's Engine.IO close reasons then (the server's bundle
 * holds its own copy of Engine.IO).
 */
export const compiled = process.env.BENCH_COMPILED === '1';
/** Where the bundles go: inside the repository, so that their packages resolve from node_modules. */
const compiledDir = join(root, 'node_modules/.cache/unsayable-bench');
/** The real server's build: production's, but for the packages left to node_modules for the probe. */
const compiledServerDir = join(compiledDir, 'server');
let built = false;
function build(): void {
  if (built) return;
  log('building the server (apps/server/build.mjs), the bare server and the probe (esbuild)');
  execFileSync(
    process.execPath,
    [
      'apps/server/build.mjs',
      '--outdir',
      compiledServerDir,
      '--external',
      'pg',
      '--external',
      'socket.io-adapter',
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  // The rules' share is a bundle of its own, which the bare server loads only when asked to.
  for (const name of ['server-load-probe', 'server-load-bare', 'bare-rules'])
    buildSync({
      entryPoints: [join(root, `bench/${name}.ts`)],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: join(compiledDir, `${name}.mjs`),
      logLevel: 'error',
    });
  // The bare server's durable variant starts the store's SQLite threads, which its bundle looks for
  // beside itself (`new URL('./…', import.meta.url)`).
  for (const thread of ['sqlite-writer-thread.mjs', 'sqlite-checkpoint-thread.mjs'])
    copyFileSync(join(root, 'apps/server/src/store/sqlite', thread), join(compiledDir, thread));
  built = true;
}

/**
 * BENCH_SAME_NODE_FLAGS=1: the bare server runs with the real server's node options too (by default
 * it runs with node's own, as a bare Socket.IO server would).
 */
const sameNodeFlags = process.env.BENCH_SAME_NODE_FLAGS === '1';

/** The node options production runs a server with: the real server's own, none for the bare one. */
function productionFlags(target: Target): readonly string[] {
  return target === 'real' || sameNodeFlags ? productionNodeFlags : [];
}

/** The node options and entry of a server: through tsx from the sources, or compiled. */
function serverCommand(target: Target): string[] {
  const flags = productionFlags(target);
  if (!compiled) {
    const entry = target === 'real' ? 'apps/server/src/main.ts' : 'bench/server-load-bare.ts';
    return [...flags, '--import', 'tsx', '--import', probe, entry];
  }
  build();
  const entry =
    target === 'real' ? join(compiledServerDir, 'main.js') : join(compiledDir, 'server-load-bare.mjs');
  return [...flags, '--import', pathToFileURL(join(compiledDir, 'server-load-probe.mjs')).href, entry];
}

/**
 * The rate search's steps and limits from the environment (see bench/README.md): actions per game
 * per second of each step are the main window's one times BENCH_RATE_FACTOR each step; the giver
 * sends them all, so they stay under the server's per-connection request rate.
 */
export function rateSearchSettings(): GeneratorOptions['rateSearch'] {
  const rateFactor = setting('BENCH_RATE_FACTOR', 1.5);
  const ratesPerGame = Array.from(
    { length: setting('BENCH_RATE_STEPS', 6) },
    (_, k) => Math.round(rateFactor ** (k + 1) * 100) / 100,
  ).filter((rate) => rate < limits.rate.perSecond);
  return {
    ratesPerGame,
    warmupMs: setting('BENCH_STEP_WARMUP_S', 3) * 1000,
    measureMs: setting('BENCH_STEP_S', 10) * 1000,
    p99LimitMs: setting('BENCH_P99_LIMIT_MS', 100),
    // Turn changes and fresh games take a few ticks that send no action.
    minShare: setting('BENCH_RATE_MIN_SHARE', 0.9),
  };
}

/**
 * Turns as long as the rules allow, unless BENCH_TURN_SECONDS is set: each game's first turn then
 * lasts through the main window and the rate search, so that no step holds the turn ends of all the
 * games at once (they start their first turns within the same second), which play would not have.
 * The main window is the same either way: it ends within the first turn. Warns when the load
 * outlasts a turn.
 */
export function turnSecondsWhenSearching(search: GeneratorOptions['rateSearch']): number {
  const turnSeconds = process.env.BENCH_TURN_SECONDS ? size.turnSeconds : TURN_SECONDS.max;
  const loadSeconds =
    (size.warmupMs + size.measureMs + search.ratesPerGame.length * (search.warmupMs + search.measureMs)) /
    1000;
  if (loadSeconds > turnSeconds)
    log(
      `warning: the load lasts ${loadSeconds} s, longer than a turn (${turnSeconds} s): turns end during the search`,
    );
  return turnSeconds;
}

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

// ---- open files: each process holds one descriptor per connection ---------------------------

function ulimit(flag: '-Sn' | '-Hn'): number {
  const out = execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
  return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
}

const filesNeeded = playerCount + 1024;
export const filesSoft = ulimit('-Sn');
const filesHard = ulimit('-Hn');
/** Children get a raised soft limit when the inherited one is too low (and the hard one allows). */
export const raiseFilesTo = filesSoft >= filesNeeded ? null : Math.min(filesNeeded, filesHard);
if (raiseFilesTo !== null && raiseFilesTo < filesNeeded) {
  log(`warning: open files hard limit ${filesHard} is below the ${filesNeeded} needed; connections may fail`);
}

function spawnNode(args: string[], env: Record<string, string>, ipc: boolean): ChildProcess {
  const options = {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ipc
      ? (['ignore', 'inherit', 'inherit', 'ipc'] as const)
      : (['ignore', 'pipe', 'inherit'] as const),
  };
  if (raiseFilesTo === null) return spawn(process.execPath, args, { ...options, stdio: [...options.stdio] });
  // `exec` keeps the pid: the generator reads the server's /proc entry by it.
  return spawn('sh', ['-c', `ulimit -n ${raiseFilesTo} && exec "$0" "$@"`, process.execPath, ...args], {
    ...options,
    stdio: [...options.stdio],
  });
}

const children = new Set<ChildProcess>();

/** Kills every child still running if the run takes longer than `ms`, and exits. */
function watchdog(ms: number, cleanups: (() => void)[] = []): void {
  setTimeout(() => {
    log('out of time: stopping everything');
    for (const child of children) child.kill('SIGKILL');
    for (const cleanup of cleanups) cleanup();
    process.exit(1);
  }, ms).unref();
}

/** Stops every child still running (after a failure). */
async function stopChildren(): Promise<void> {
  for (const child of children) await stop(child, 5000);
}

/** The machine the run is on, for the report. */
export const machine = {
  cores: availableParallelism(),
  cpu: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  openFiles: raiseFilesTo ?? filesSoft,
  dataParent,
  compiled,
};

/** The load and the machine in words, for the report's first line. */
export function loadInWords(): string {
  return (
    `${playerCount} players in ${size.games} games of ${size.playersPerGame}, one card action per game per ` +
    `second, ${size.measureMs / 1000} s measured after ${size.warmupMs / 1000} s warm-up; ${machine.cores} ` +
    `cores (${machine.cpu}), Node ${machine.node}; ${compiled ? 'compiled server' : 'server from its sources (tsx)'}; open files ${filesSoft}` +
    `${raiseFilesTo !== null ? ` (raised to ${raiseFilesTo} in the children)` : ''}`
  );
}

/** Runs a benchmark's `main` under the watchdog; a failure stops every child and exits non-zero. */
export async function runBenchmark(
  main: () => Promise<void>,
  watchdogMs: number,
  cleanups: (() => void)[] = [],
): Promise<void> {
  watchdog(watchdogMs, cleanups);
  try {
    await main();
  } catch (error) {
    log(`failed: ${(error as Error).stack ?? String(error)}`);
    await stopChildren();
    process.exitCode = 1;
  }
}

// ---- one setup -------------------------------------------------------------------------------

export interface Setup {
  /** Short name: logs, the JSON summary, the BENCH_SAMPLES file. */
  label: string;
  target: Target;
  /** The environment of each server process, one process per entry (PORT and HOST are added). */
  processes: Record<string, string>[];
  /** The bare server's view size (the real server's, measured earlier in the run). */
  payloadBytes?: number;
  rateSearch: GeneratorOptions['rateSearch'];
  /** The games' turn length, when not `size.turnSeconds`. */
  turnSeconds?: number;
  /** The typed load instead of the spoken one (the real server only). */
  typed?: TypedLoad;
  /** Told at each edge of a measured window. */
  onWindowEdge?: (edge: WindowEdge) => void;
}

export interface SetupRun {
  generator: GeneratorResult;
  /** The probe's report of each server process, in the order of `Setup.processes`. */
  probes: (ProbeReport | null)[];
  /** What the servers printed (at warn and above), at most 200 lines. */
  serverLines: string[];
}

interface ServerProcess {
  child: ChildProcess;
  url: string;
  report: ProbeReport | null;
}

function startServer(
  setup: Setup,
  port: number,
  env: Record<string, string>,
  serverLines: string[],
): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const command = serverCommand(setup.target);
  const flags = productionFlags(setup.target);
  log(
    `${setup.label}: starting ${command.at(-1)} on ${url}${flags.length > 0 ? ` with ${flags.join(' ')}` : ''}`,
  );
  const child = spawnNode(
    ['--expose-gc', ...serverNodeArgs, ...command],
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every simulated player comes from 127.0.0.1: the per-address limits would stop the load.
      MAX_CONNECTIONS_PER_ADDRESS: String(playerCount + 100),
      MAX_SESSIONS_PER_MINUTE_PER_ADDRESS: String(playerCount + 100),
      MAX_GAMES_PER_HOUR_PER_ADDRESS: String(size.games * 100),
      BARE_PAYLOAD_BYTES: String(setup.payloadBytes ?? 0),
    },
    false,
  );
  children.add(child);
  const server: ServerProcess = { child, url, report: null };
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(PROBE_PREFIX)) {
        server.report = JSON.parse(line.slice(PROBE_PREFIX.length)) as ProbeReport;
        return;
      }
      if (serverOutputDir)
        appendFileSync(join(serverOutputDir, `${setup.label.replace(/\W+/g, '-')}.log`), `${line}\n`);
      if (serverLines.length < 200) serverLines.push(line);
      if (serverLines.length <= 10) process.stderr.write(`[server ${setup.label}] ${line}\n`);
    });
  }
  return server;
}

/** Starts the setup's server processes, runs the generator against them, stops them. */
export async function runSetup(setup: Setup): Promise<SetupRun> {
  const servers: ServerProcess[] = [];
  const serverLines: string[] = [];
  try {
    for (const env of setup.processes) {
      const server = startServer(setup, await freePort(), env, serverLines);
      servers.push(server);
      await waitHealthy(server.url, server.child);
    }
    const options: GeneratorOptions = {
      target: setup.target,
      label: setup.label,
      urls: servers.map((s) => s.url),
      placement,
      serverPids: servers.map((s) => s.child.pid ?? 0),
      ...size,
      turnSeconds: setup.turnSeconds ?? size.turnSeconds,
      rateSearch: setup.rateSearch,
      ...(setup.typed ? { typed: setup.typed } : {}),
    };
    const generator = spawnNode(
      ['--import', 'tsx', 'bench/server-load-client.ts', JSON.stringify(options)],
      {},
      true,
    );
    children.add(generator);
    const result = await new Promise<GeneratorResult>((resolve, reject) => {
      generator.on(
        'message',
        (
          message: WindowEdge | { type: 'result' | 'failed'; result?: GeneratorResult; errors?: string[] },
        ) => {
          if (message.type === 'window') setup.onWindowEdge?.(message);
          else if (message.type === 'result' && message.result) resolve(message.result);
          else reject(new Error(`the generator failed: ${(message.errors ?? []).join('; ')}`));
        },
      );
      generator.once('exit', (code) => reject(new Error(`the generator exited with code ${code}`)));
    });
    for (let i = 0; i < 50 && servers.some((s) => !s.report); i++) await sleep(100);
    await stop(generator, 10_000);
    children.delete(generator);
    return { generator: result, probes: servers.map((s) => s.report), serverLines };
  } finally {
    // Let the servers see the disconnections before they are asked to stop.
    await sleep(1000);
    for (const server of servers) {
      await stop(server.child, 15_000);
      children.delete(server.child);
    }
  }
}

/**
 * Starts the server on its new DATA_DIR and stops it once healthy: that first start writes the
 * built-in cards into the catalogue, as an install's first start does. The measured server is the
 * restart on that data, as a deployed server is restarted, with nothing written since: its writer's
 * threads start with the first player's write (the empty server's memory is read before any).
 */
async function firstStart(setup: Setup, env: Record<string, string>): Promise<void> {
  const server = startServer({ ...setup, label: `${setup.label} first start` }, await freePort(), env, []);
  try {
    await waitHealthy(server.url, server.child);
  } finally {
    await stop(server.child, 15_000);
    children.delete(server.child);
  }
}

/** `run` with a folder made for it in BENCH_DATA_PARENT, removed afterwards however it ends. */
async function inFolderOfRun<T>(prefix: string, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(dataParent, prefix));
  try {
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One server process alone on SQLite in a DATA_DIR made for the run (removed afterwards). */
export function runOnSqlite(setup: Omit<Setup, 'processes' | 'target'>): Promise<SetupRun> {
  return inFolderOfRun('unsayable-bench-', async (dataDir) => {
    log(`${setup.label}: SQLite in ${dataDir}`);
    // SQLite in DATA_DIR, alone, whatever DATABASE_URL and REDIS_URL this shell has.
    const real: Setup = {
      ...setup,
      target: 'real',
      processes: [{ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }],
    };
    for (const env of real.processes) await firstStart(real, env);
    return runSetup(real);
  });
}

/**
 * The bare server with a durable commit of each action before its views (BARE_COMMIT_DIR, see
 * bench/server-load-bare.ts), its database in a folder made for the run beside the real server's.
 */
export function runBareWithCommit(setup: Omit<Setup, 'processes' | 'target'>): Promise<SetupRun> {
  return inFolderOfRun('unsayable-bench-bare-', (commitDir) =>
    runSetup({ ...setup, target: 'bare', processes: [{ BARE_COMMIT_DIR: commitDir }] }),
  );
}

/**
 * The bare server with a commit and the rules' own share (BARE_RULES, see bench/bare-rules.ts):
 * what any server of these rules must do for an action, without ours.
 */
export function runBareWithRules(setup: Omit<Setup, 'processes' | 'target'>): Promise<SetupRun> {
  return inFolderOfRun('unsayable-bench-bare-rules-', (commitDir) =>
    runSetup({ ...setup, target: 'bare', processes: [{ BARE_COMMIT_DIR: commitDir, BARE_RULES: '1' }] }),
  );
}

/** A figure to print; 'n/a' when there is none (NaN reaches the orchestrator as null, through JSON). */
export const fmt = (n: number | null | undefined, digits = 1) =>
  n === undefined || n === null || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);
