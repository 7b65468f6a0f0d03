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
import {
  fmt,
  loadInWords,
  log,
  machine,
  playerCount,
  runBenchmark,
  runOnSqlite,
  runSetup,
  size,
  type SetupRun as TargetRun,
} from './server-load-run.ts';
import { round2 } from './server-load-shared.ts';

/** bench:server measures the one rate; bench:cluster searches for the highest. */
const noRateSearch = { ratesPerGame: [], warmupMs: 0, measureMs: 0, p99LimitMs: 0, minShare: 0 };

// ---- the report ------------------------------------------------------------------------------

function table(real: TargetRun, bare: TargetRun, ratio: number): string {
  const rows: [string, (r: TargetRun) => string, string][] = [
    ['server CPU, % of one core (process.cpuUsage)', (r) => fmt(r.probes[0]?.cpuPercent), '<= 50'],
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
      (r) => (r.probes[0]?.sqlite.calls ? fmt(r.probes[0].sqlite.blockedPercent) : 'n/a'),
      '',
    ],
    [
      'SQLite COMMIT p50 / p99 / max, ms',
      (r) => {
        const c = r.probes[0]?.sqlite.commitMs;
        return c?.count ? `${fmt(c.p50, 2)} / ${fmt(c.p99, 2)} / ${fmt(c.max, 0)}` : 'n/a';
      },
      '',
    ],
    [
      'server event loop delay p99 / max, ms',
      (r) => `${fmt(r.probes[0]?.eventLoopDelayMs.p99, 2)} / ${fmt(r.probes[0]?.eventLoopDelayMs.max, 2)}`,
      '',
    ],
    [
      'server GC pauses total, ms / p99 / max',
      (r) => {
        const g = r.probes[0]?.gc;
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
    ['RSS at the end of the window, MB', (r) => fmt((r.probes[0]?.rssKb ?? Number.NaN) / 1024), ''],
    [
      '  of it V8 heap used / total, external, MB',
      (r) => {
        const p = r.probes[0];
        return p
          ? `${fmt(p.heapUsedKb / 1024, 0)} / ${fmt(p.heapTotalKb / 1024, 0)}, ${fmt(p.externalKb / 1024, 0)}`
          : 'n/a';
      },
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

async function main(): Promise<void> {
  log(loadInWords());
  const started = Date.now();
  const real = await runOnSqlite({ label: 'real', rateSearch: noRateSearch });
  const bare = await runSetup({
    label: 'bare',
    target: 'bare',
    processes: [{}],
    payloadBytes: real.generator.viewBytesMean || 3000,
    rateSearch: noRateSearch,
  });
  const ratio = real.generator.latencyMs.p99 / bare.generator.latencyMs.p99;
  const cpu = real.probes[0]?.cpuPercent ?? real.generator.procCpuPercent;
  const targets = {
    cpuAtMost50Percent: cpu <= 50,
    p99AtMost10Ms: real.generator.latencyMs.p99 <= 10,
    rssPerConnectionAtMost30Kb: real.generator.rssPerConnectionKb <= 30,
  };
  const summary = {
    machine,
    size: { players: playerCount, ...size },
    real: { ...real.generator, probe: real.probes[0] },
    bare: { ...bare.generator, probe: bare.probes[0] },
    p99RatioRealToBare: round2(ratio),
    targets,
    serverOutputLines: real.serverLines.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log('');
  console.log(`Server load: ${loadInWords()}`);
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
    const reasons = run.probes[0]?.closeReasons ?? {};
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
}

await runBenchmark(main, 2 * (size.warmupMs + size.measureMs) + 300_000);
