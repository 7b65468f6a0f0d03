// Server load benchmark (npm run bench:server). Starts the real server as a child process
// (`node --import tsx apps/server/src/main.ts`, SQLite in a temporary DATA_DIR, LOG_LEVEL=warn),
// then the load generator (bench/server-load-client.ts) as another; then the same load against a
// bare Socket.IO server (bench/server-load-bare.ts). Prints a table and a JSON summary.
//
// Sizes by environment: BENCH_GAMES (250), BENCH_PLAYERS_PER_GAME (8), BENCH_WARMUP_S (10),
// BENCH_MEASURE_S (30), BENCH_CONCURRENCY (50), BENCH_TURN_SECONDS (60); BENCH_DATA_PARENT (the
// system's temporary folder) is where the server's DATA_DIR is made, e.g. /dev/shm to take the
// disk's fsync out of the figures; BENCH_SERVER_NODE_ARGS adds node options to both servers (a CPU
// profile: `--cpu-prof --cpu-prof-dir=/tmp/prof`). Loopback only; Linux only (CPU and memory are read from /proc).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, sleep, stop, waitHealthy } from './child-process.ts';
import {
  type GeneratorOptions,
  type GeneratorResult,
  PROBE_PREFIX,
  type ProbeReport,
  round2,
  type Target,
} from './server-load-shared.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const probe = pathToFileURL(join(root, 'bench/server-load-probe.ts')).href;

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const size = {
  games: setting('BENCH_GAMES', 250),
  playersPerGame: setting('BENCH_PLAYERS_PER_GAME', 8),
  warmupMs: setting('BENCH_WARMUP_S', 10) * 1000,
  measureMs: setting('BENCH_MEASURE_S', 30) * 1000,
  concurrency: setting('BENCH_CONCURRENCY', 50),
  turnSeconds: setting('BENCH_TURN_SECONDS', 60),
};
const playerCount = size.games * size.playersPerGame;
const dataParent = process.env.BENCH_DATA_PARENT || tmpdir();
/** Extra node options for both servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

// ---- open files: each process holds one descriptor per connection ---------------------------

function ulimit(flag: '-Sn' | '-Hn'): number {
  const out = execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
  return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
}

const filesNeeded = playerCount + 1024;
const filesSoft = ulimit('-Sn');
const filesHard = ulimit('-Hn');
/** Children get a raised soft limit when the inherited one is too low (and the hard one allows). */
const raiseFilesTo = filesSoft >= filesNeeded ? null : Math.min(filesNeeded, filesHard);
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

interface TargetRun {
  generator: GeneratorResult;
  probe: ProbeReport | null;
  serverLines: string[];
}

async function runTarget(target: Target, payloadBytes: number): Promise<TargetRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = target === 'real' ? mkdtempSync(join(dataParent, 'unsayable-bench-')) : null;
  const entry = target === 'real' ? 'apps/server/src/main.ts' : 'bench/server-load-bare.ts';
  log(`${target}: starting ${entry} on ${url}${dataDir ? ` with DATA_DIR ${dataDir}` : ''}`);
  const server = spawnNode(
    ['--expose-gc', ...serverNodeArgs, '--import', 'tsx', '--import', probe, entry],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      BARE_PAYLOAD_BYTES: String(payloadBytes),
    },
    false,
  );
  children.add(server);
  let report: ProbeReport | null = null;
  const serverLines: string[] = [];
  if (server.stdout) {
    createInterface({ input: server.stdout }).on('line', (line) => {
      if (line.startsWith(PROBE_PREFIX)) {
        report = JSON.parse(line.slice(PROBE_PREFIX.length)) as ProbeReport;
        return;
      }
      if (serverLines.length < 200) serverLines.push(line);
      if (serverLines.length <= 10) process.stderr.write(`[server ${target}] ${line}\n`);
    });
  }
  try {
    await waitHealthy(url, server);
    const options: GeneratorOptions = { target, url, serverPid: server.pid ?? 0, ...size };
    const generator = spawnNode(
      ['--import', 'tsx', 'bench/server-load-client.ts', JSON.stringify(options)],
      {},
      true,
    );
    children.add(generator);
    const result = await new Promise<GeneratorResult>((resolve, reject) => {
      generator.on('message', (message: { type: string; result?: GeneratorResult; errors?: string[] }) => {
        if (message.type === 'result' && message.result) resolve(message.result);
        else reject(new Error(`the generator failed: ${(message.errors ?? []).join('; ')}`));
      });
      generator.once('exit', (code) => reject(new Error(`the generator exited with code ${code}`)));
    });
    for (let i = 0; i < 50 && !report; i++) await sleep(100);
    await stop(generator, 10_000);
    children.delete(generator);
    return { generator: result, probe: report, serverLines };
  } finally {
    // Let the server see the disconnections before it is asked to stop.
    await sleep(1000);
    await stop(server, 15_000);
    children.delete(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- the report ------------------------------------------------------------------------------

const fmt = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

function table(real: TargetRun, bare: TargetRun, ratio: number): string {
  const rows: [string, (r: TargetRun) => string, string][] = [
    ['server CPU, % of one core (process.cpuUsage)', (r) => fmt(r.probe?.cpuPercent), '<= 50'],
    ['server CPU, % of one core (/proc/<pid>/stat)', (r) => fmt(r.generator.procCpuPercent), ''],
    ['server CPU, busiest 1-s slice %', (r) => fmt(r.generator.procCpuPeakSecondPercent), ''],
    ['latency to every player p50, ms', (r) => fmt(r.generator.latencyMs.p50, 2), ''],
    ['latency to every player p90, ms', (r) => fmt(r.generator.latencyMs.p90, 2), ''],
    ['latency to every player p99, ms', (r) => fmt(r.generator.latencyMs.p99, 2), '<= 10'],
    ['latency to every player p99.9, ms', (r) => fmt(r.generator.latencyMs.p999, 2), ''],
    ['latency to every player max, ms', (r) => fmt(r.generator.latencyMs.max, 2), ''],
    ['acknowledgement to the giver p99, ms', (r) => fmt(r.generator.ackLatencyMs.p99, 2), ''],
    ['actions measured', (r) => String(r.generator.actions.measured), ''],
    ['actions measured per second', (r) => fmt(r.generator.actionsPerSecond), String(size.games)],
    [
      'not accepted / lost / skipped ticks',
      (r) =>
        `${r.generator.actions.notAccepted} / ${r.generator.actions.lost} / ${r.generator.actions.skippedTicks}`,
      '0 / 0 / 0',
    ],
    ['view message, bytes (mean)', (r) => String(r.generator.viewBytesMean), ''],
    [
      'server event loop in SQLite, % of the window',
      (r) => (r.probe?.sqlite.calls ? fmt(r.probe.sqlite.blockedPercent) : 'n/a'),
      '',
    ],
    [
      'SQLite COMMIT p50 / p99 / max, ms',
      (r) => {
        const c = r.probe?.sqlite.commitMs;
        return c?.count ? `${fmt(c.p50, 2)} / ${fmt(c.p99, 2)} / ${fmt(c.max, 0)}` : 'n/a';
      },
      '',
    ],
    [
      'server event loop delay p99 / max, ms',
      (r) => `${fmt(r.probe?.eventLoopDelayMs.p99, 2)} / ${fmt(r.probe?.eventLoopDelayMs.max, 2)}`,
      '',
    ],
    [
      'server GC pauses total, ms / p99 / max',
      (r) => {
        const g = r.probe?.gc;
        return g ? `${g.totalMs} / ${fmt(g.pauseMs.p99, 1)} / ${fmt(g.pauseMs.max, 1)}` : 'n/a';
      },
      '',
    ],
    ['RSS empty server, MB', (r) => fmt(r.generator.rssKb.empty / 1024), ''],
    ['RSS with 0 connections, MB', (r) => fmt(r.generator.rssKb.zeroConnections / 1024), ''],
    [`RSS with ${playerCount} idle connections, MB`, (r) => fmt(r.generator.rssKb.idle / 1024), ''],
    ['RSS per idle connection, KB', (r) => fmt(r.generator.rssPerConnectionKb), '<= 30'],
    ['  the same from the empty server, KB', (r) => fmt(r.generator.rssPerConnectionFromEmptyKb), ''],
    ['  the same without garbage collection, KB', (r) => fmt(r.generator.rssPerConnectionUncollectedKb), ''],
    ['server CPU idle with every socket, %', (r) => fmt(r.generator.idleCpuPercent), ''],
    ['RSS at the end of the window, MB', (r) => fmt((r.probe?.rssKb ?? Number.NaN) / 1024), ''],
    [
      '  of it V8 heap used / total, external, MB',
      (r) =>
        r.probe
          ? `${fmt(r.probe.heapUsedKb / 1024, 0)} / ${fmt(r.probe.heapTotalKb / 1024, 0)}, ${fmt(r.probe.externalKb / 1024, 0)}`
          : 'n/a',
      '',
    ],
    ['sockets disconnected during the run', (r) => String(r.generator.disconnected), '0'],
    ['generator CPU, % of one core', (r) => fmt(r.generator.generator.cpuPercent), ''],
    ['generator event loop delay p99, ms', (r) => fmt(r.generator.generator.eventLoopDelayP99Ms, 2), ''],
    ['other processes CPU, % of one core', (r) => fmt(r.generator.machine.otherProcessesPercent), '~0'],
    [
      'machine iowait / steal, % of one core',
      (r) => `${fmt(r.generator.machine.iowaitPercent)} / ${fmt(r.generator.machine.stealPercent)}`,
      '',
    ],
    ['load average at the start of the window', (r) => fmt(r.generator.machine.loadAverageAtStart, 2), ''],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const col = 20;
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}${b.padStart(col)}${c.padStart(col)}${d.padStart(col)}`;
  return [
    line('', 'Unsayable', 'bare Socket.IO', 'target'),
    ...rows.map(([label, value, goal]) => line(label, value(real), value(bare), goal)),
    '',
    `p99 ratio, Unsayable / bare Socket.IO: ${fmt(ratio, 2)}`,
  ].join('\n');
}

async function main(): Promise<number> {
  const cores = availableParallelism();
  const model = cpus()[0]?.model ?? 'unknown';
  log(
    `${playerCount} players in ${size.games} games of ${size.playersPerGame}, one action per game per second, ` +
      `${size.warmupMs / 1000} s warm-up, ${size.measureMs / 1000} s measured; ${cores} cores; open files ` +
      `${filesSoft}${raiseFilesTo !== null ? ` (raised to ${raiseFilesTo} in the children)` : ''}`,
  );
  const started = Date.now();
  const real = await runTarget('real', 0);
  const bare = await runTarget('bare', real.generator.viewBytesMean || 3000);
  const ratio = real.generator.latencyMs.p99 / bare.generator.latencyMs.p99;
  const cpu = real.probe?.cpuPercent ?? real.generator.procCpuPercent;
  const targets = {
    cpuAtMost50Percent: cpu <= 50,
    p99AtMost10Ms: real.generator.latencyMs.p99 <= 10,
    rssPerConnectionAtMost30Kb: real.generator.rssPerConnectionKb <= 30,
  };
  const summary = {
    machine: { cores, cpu: model, node: process.version, openFiles: raiseFilesTo ?? filesSoft, dataParent },
    size: { players: playerCount, ...size },
    real: { ...real.generator, probe: real.probe },
    bare: { ...bare.generator, probe: bare.probe },
    p99RatioRealToBare: round2(ratio),
    targets,
    serverOutputLines: real.serverLines.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log('');
  console.log(
    `Server load: ${playerCount} players in ${size.games} games of ${size.playersPerGame}, one card action ` +
      `per game per second, ${size.measureMs / 1000} s measured after ${size.warmupMs / 1000} s warm-up; ` +
      `${cores} cores (${model}), Node ${process.version}`,
  );
  console.log('');
  console.log(table(real, bare, ratio));
  console.log(
    `targets: CPU ${targets.cpuAtMost50Percent ? 'met' : 'MISSED'}, p99 ${targets.p99AtMost10Ms ? 'met' : 'MISSED'}, ` +
      `RSS per connection ${targets.rssPerConnectionAtMost30Kb ? 'met' : 'MISSED'}`,
  );
  for (const [name, run] of [
    ['Unsayable', real],
    ['bare', bare],
  ] as const) {
    const { reasons } = run.generator.actions;
    if (Object.keys(reasons).length > 0)
      console.log(`${name} requests not accepted: ${JSON.stringify(reasons)}`);
    if (run.generator.errors.length > 0) console.log(`${name} errors: ${run.generator.errors.join(' | ')}`);
  }
  for (const [name, run] of [
    ['Unsayable', real],
    ['bare', bare],
  ] as const) {
    const reasons = run.probe?.closeReasons ?? {};
    if (Object.keys(reasons).length > 0)
      console.log(`${name} server closed connections: ${JSON.stringify(reasons)}`);
    if (run.generator.machine.otherProcessesPercent > 20) {
      console.log(
        `warning: other processes used ${fmt(run.generator.machine.otherProcessesPercent)} % of a core during the ` +
          `${name} window: its figures are skewed by them`,
      );
    }
  }
  if (real.serverLines.length > 0)
    console.log(`the server logged ${real.serverLines.length} lines at warn or above`);
  console.log('');
  console.log('JSON summary:');
  console.log(JSON.stringify(summary, null, 2));
  return 0;
}

const watchdog = setTimeout(
  () => {
    log('out of time: stopping everything');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
  2 * (size.warmupMs + size.measureMs) + 300_000,
);
watchdog.unref();

try {
  process.exitCode = await main();
} catch (error) {
  log(`failed: ${(error as Error).stack ?? String(error)}`);
  for (const child of children) await stop(child, 5000);
  process.exitCode = 1;
}
