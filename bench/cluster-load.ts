// Cluster load benchmark (npm run bench:cluster): the bench:server load (same generator, same sizes)
// against four setups in one run, one after the other on this machine:
//   sqlite      the real server alone on SQLite (what bench:server measures),
//   postgres-1  the real server on PostgreSQL + Redis, one process,
//   postgres-2  the same, two processes; the generator connects the players of each game to both
//               in turn, directly (no balancer: its CPU would share the machine, and its hop is not
//               the cluster's cost), so each action's views cross Redis to the other process,
//   bare-postgres-1, bare-postgres-2
//               the floor under the cluster: the bare server with each action committed in
//               PostgreSQL and its view published through the Redis adapter (bench/server-load-bare.ts),
//               one process and two,
//   bare        a bare Socket.IO server (the baseline, as in bench:server).
// Each setup: the main window at one action per game per second, then the rate search (the action
// rate raised step by step on the same games until a step is not held; lowered step by step until
// one is, when the main window was not held). Each cluster setup gets a
// schema of its own in PostgreSQL and a Redis server of its own, removed afterwards. Prints a table,
// each setup's rate steps and a JSON summary. See bench/README.md for the variables.
import { ClusterServices, type ServiceReading } from './cluster-services.ts';
import {
  fmt,
  loadInWords,
  log,
  machine,
  placement,
  playerCount,
  rateSearchSettings,
  runBenchmark,
  runOnSqlite,
  runSetup,
  type SetupRun,
  setting,
  size,
  turnSecondsWhenSearching,
} from './server-load-run.ts';
import type { ProbeReport } from './server-load-shared.ts';

const baseDatabaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const rateSearch = rateSearchSettings();
const { ratesPerGame, p99LimitMs } = rateSearch;
const rateFactor = setting('BENCH_RATE_FACTOR', 1.5);
const turnSeconds = turnSecondsWhenSearching(rateSearch);
const placementInWords =
  placement === 'game'
    ? "each game's players on one process"
    : "each game's players spread over the processes";

const allSetups = {
  sqlite: 'SQLite, 1 process',
  'postgres-1': 'PostgreSQL + Redis, 1 process',
  'postgres-2': 'PostgreSQL + Redis, 2 processes',
  'bare-postgres-1': 'bare Socket.IO + a PostgreSQL commit and a Redis publish per action, 1 process',
  'bare-postgres-2': 'the same, 2 processes',
  bare: 'bare Socket.IO',
} as const;
type Label = keyof typeof allSetups;
/** BENCH_SETUPS: a comma-separated subset, to try one setup while developing. */
const chosen = (process.env.BENCH_SETUPS || Object.keys(allSetups).join(','))
  .split(',')
  .map((label) => label.trim())
  .filter(Boolean);
for (const label of chosen) if (!(label in allSetups)) throw new Error(`BENCH_SETUPS: no setup ${label}`);
const labels = (Object.keys(allSetups) as Label[]).filter((label) => chosen.includes(label));

interface Measured extends SetupRun {
  label: Label;
  /** PostgreSQL and Redis CPU by window ('main', then each rate step's rate); empty without them. */
  services: Record<string, ServiceReading>;
}

/** The services of the cluster setup running now, for the watchdog to stop. */
let running: ClusterServices | null = null;

async function runOnCluster(
  label: Label,
  processes: number,
  target: 'real' | 'bare' = 'real',
  payloadBytes?: number,
): Promise<Measured> {
  const services = await ClusterServices.start(baseDatabaseUrl, machine.dataParent);
  running = services;
  log(`${label}: PostgreSQL schema and Redis on ${services.redis.url}`);
  try {
    const run = await runSetup({
      label,
      target,
      processes: Array.from({ length: processes }, () =>
        target === 'real' ? services.serverEnv() : services.bareEnv(),
      ),
      ...(payloadBytes ? { payloadBytes } : {}),
      rateSearch,
      turnSeconds,
      onWindowEdge: services.onWindowEdge,
    });
    return { ...run, label, services: await services.allReadings() };
  } finally {
    running = null;
    await services.stop();
  }
}

async function measure(label: Label, payloadBytes: number): Promise<Measured> {
  switch (label) {
    case 'sqlite':
      return { ...(await runOnSqlite({ label, rateSearch, turnSeconds })), label, services: {} };
    case 'postgres-1':
      return runOnCluster(label, 1);
    case 'postgres-2':
      return runOnCluster(label, 2);
    case 'bare-postgres-1':
      return runOnCluster(label, 1, 'bare', payloadBytes);
    case 'bare-postgres-2':
      return runOnCluster(label, 2, 'bare', payloadBytes);
    case 'bare': {
      const run = await runSetup({
        label,
        target: 'bare',
        processes: [{}],
        payloadBytes,
        rateSearch,
        turnSeconds,
      });
      return { ...run, label, services: {} };
    }
  }
}

// ---- the report ------------------------------------------------------------------------------

const each = (values: number[], digits = 1) => values.map((v) => fmt(v, digits)).join(' / ');
const probes = (r: Measured) => r.probes.filter((p): p is ProbeReport => p !== null);
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** CPU milliseconds per action of a component using `cpuPercent` of one core at this run's main rate. */
const msPerAction = (r: Measured, cpuPercent: number | undefined) =>
  cpuPercent === undefined ? Number.NaN : (cpuPercent * 10) / r.generator.actionsPerSecond;

/**
 * The CPU of every process taking part in a window, summed, % of one core: the servers, PostgreSQL's
 * backends, Redis and the players' process (the kernel's own work and the machine's other processes
 * left out). Against the machine's cores it shows how full the machine was when a step was or was
 * not held: what a setup with more processes can gain on it.
 */
const processesTogether = (
  serversCpuPercent: number,
  services: ServiceReading | undefined,
  playersCpuPercent: number,
) =>
  serversCpuPercent +
  (services?.postgresCpuPercent ?? 0) +
  (services?.redisCpuPercent ?? 0) +
  playersCpuPercent;

/** `processesTogether` for the main window and each rate step (keyed by its rate per game, as `services`). */
function togetherByWindow(r: Measured): Record<string, number> {
  const main = r.generator;
  return {
    main: processesTogether(main.procCpuPercent, r.services.main, main.generator.cpuPercent),
    ...Object.fromEntries(
      main.rateSteps.map((step) => [
        String(step.ratePerGame),
        processesTogether(
          total(step.serverCpuPercent),
          r.services[String(step.ratePerGame)],
          step.generatorCpuPercent,
        ),
      ]),
    ),
  };
}

/** A sum of CPU against what the machine's cores give: `123.4 % of 200 %` on two cores. */
const ofMachine = (percent: number) => `${fmt(percent)} % of ${machine.cores * 100} %`;

function table(runs: Measured[]): string {
  const rows: [string, (r: Measured) => string][] = [
    ['server processes', (r) => String(r.generator.processes.length)],
    ['players connected per process', (r) => r.generator.processes.map((p) => p.connections).join(' / ')],
    ['server CPU per process, % of one core', (r) => each(r.generator.processes.map((p) => p.cpuPercent))],
    ['  the same inside the process (cpuUsage)', (r) => each(probes(r).map((p) => p.cpuPercent))],
    ['server CPU, all processes, busiest 1-s slice %', (r) => fmt(r.generator.procCpuPeakSecondPercent)],
    ['PostgreSQL backends CPU, % of one core', (r) => fmt(r.services.main?.postgresCpuPercent)],
    ['Redis CPU, % of one core', (r) => fmt(r.services.main?.redisCpuPercent)],
    [
      'CPU per action, ms: Node / PostgreSQL / Redis',
      (r) =>
        [r.generator.procCpuPercent, r.services.main?.postgresCpuPercent, r.services.main?.redisCpuPercent]
          .map((cpu) => fmt(msPerAction(r, cpu), 2))
          .join(' / '),
    ],
    [
      "PostgreSQL's log per action, KB (the whole server's)",
      (r) => {
        const main = r.services.main;
        return main
          ? fmt(main.postgresLogBytes / 1024 / (r.generator.actionsPerSecond * main.seconds), 2)
          : 'n/a';
      },
    ],
    [
      'game updates made in place (heap-only), %',
      (r) => {
        const main = r.services.main;
        return main?.gameUpdates ? fmt((main.gameUpdatesInPlace / main.gameUpdates) * 100) : 'n/a';
      },
    ],
    ['latency to every player p50, ms', (r) => fmt(r.generator.latencyMs.p50, 2)],
    ['latency to every player p90, ms', (r) => fmt(r.generator.latencyMs.p90, 2)],
    ['latency to every player p99, ms', (r) => fmt(r.generator.latencyMs.p99, 2)],
    ['latency to every player max, ms', (r) => fmt(r.generator.latencyMs.max, 2)],
    ['acknowledgement to the giver p99, ms', (r) => fmt(r.generator.ackLatencyMs.p99, 2)],
    ['actions measured per second', (r) => fmt(r.generator.actionsPerSecond)],
    [
      'actions not accepted / lost / skipped ticks',
      (r) => {
        const a = r.generator.actions;
        return `${a.notAccepted} / ${a.lost} / ${a.skippedTicks}`;
      },
    ],
    ['view message, bytes (mean)', (r) => String(r.generator.viewBytesMean)],
    [
      'PostgreSQL queries per action, COMMITs per s',
      (r) => {
        const pg = probes(r).map((p) => p.postgres);
        const queries = total(pg.map((p) => p.queries));
        if (queries === 0) return 'n/a';
        const seconds = (probes(r)[0]?.elapsedMs ?? Number.NaN) / 1000;
        return `${fmt(queries / r.generator.actions.measured)}, ${fmt(total(pg.map((p) => p.commits)) / seconds, 0)}`;
      },
    ],
    [
      'PostgreSQL query p50 / p99, COMMIT p99, ms',
      (r) => {
        const pg = probes(r)
          .map((p) => p.postgres)
          .filter((p) => p.queries > 0);
        if (pg.length === 0) return 'n/a';
        const worst = (pick: (p: ProbeReport['postgres']) => number) => fmt(Math.max(...pg.map(pick)), 2);
        return `${worst((p) => p.queryMs.p50)} / ${worst((p) => p.queryMs.p99)}, ${worst((p) => p.commitMs.p99)}`;
      },
    ],
    [
      'PostgreSQL pool wait p99 / max per process, ms',
      (r) => {
        const waits = probes(r)
          .map((p) => p.postgres.poolWaitMs)
          .filter((w) => w.count > 0);
        return waits.length ? waits.map((w) => `${fmt(w.p99, 1)} / ${fmt(w.max, 0)}`).join(', ') : 'n/a';
      },
    ],
    [
      'Redis publish p50 / p99 / max per process, ms',
      (r) => {
        const publishes = probes(r)
          .map((p) => p.redis.publishMs)
          .filter((w) => w.count > 0);
        return publishes.length
          ? publishes.map((w) => `${fmt(w.p50, 2)} / ${fmt(w.p99, 1)} / ${fmt(w.max, 0)}`).join(', ')
          : 'n/a';
      },
    ],
    [
      'server event loop delay p99 per process, ms',
      (r) =>
        each(
          probes(r).map((p) => p.eventLoopDelayMs.p99),
          2,
        ),
    ],
    ['RSS per idle connection, KB', (r) => fmt(r.generator.rssPerConnectionKb)],
    [
      `RSS per process with its idle connections, MB`,
      (r) => each(r.generator.processes.map((p) => p.rssKb.idle / 1024)),
    ],
    ['server CPU idle with every socket, %', (r) => fmt(r.generator.idleCpuPercent)],
    ['sockets disconnected during the run', (r) => String(r.generator.disconnected)],
    ['generator CPU, % of one core', (r) => fmt(r.generator.generator.cpuPercent)],
    [
      'other processes CPU, % of one core',
      (r) =>
        fmt(
          r.generator.machine.otherProcessesPercent -
            (r.services.main?.postgresCpuPercent ?? 0) -
            (r.services.main?.redisCpuPercent ?? 0),
        ),
    ],
    [
      'servers + PostgreSQL + Redis + players, % of a core',
      (r) =>
        fmt(processesTogether(r.generator.procCpuPercent, r.services.main, r.generator.generator.cpuPercent)),
    ],
    ['load average at the start of the window', (r) => fmt(r.generator.machine.loadAverageAtStart, 2)],
    [
      `highest rate held (p99 <= ${p99LimitMs} ms), actions/s`,
      (r) => fmt(r.generator.heldActionsPerSecond, 0),
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const cells = rows.map(([label, value]) => [label, ...runs.map(value)]);
  // Each column as wide as its widest cell, and two spaces between columns.
  const columns = runs.map(
    (r, i) => Math.max(r.label.length, ...cells.map((row) => (row[i + 1] ?? '').length)) + 2,
  );
  const line = ([label, ...values]: string[]) =>
    (label ?? '').padEnd(width) + values.map((c, i) => c.padStart(columns[i] ?? 0)).join('');
  return [line(['', ...runs.map((r) => r.label)]), ...cells.map(line)].join('\n');
}

function rateSteps(r: Measured): string[] {
  const main = r.generator;
  const head = `${r.label}: ${fmt(main.actionsPerSecond, 0)}/s p99 ${fmt(main.latencyMs.p99, 1)} ms (main window)`;
  const steps = main.rateSteps.map((step) => {
    const services = r.services[String(step.ratePerGame)];
    const pg = services
      ? `, PostgreSQL ${fmt(services.postgresCpuPercent)} %, Redis ${fmt(services.redisCpuPercent)} %`
      : '';
    return (
      `  ${step.ratePerGame}/game/s: ${fmt(step.actionsPerSecond, 0)} of ${fmt(step.targetActionsPerSecond, 0)}/s, ` +
      `p50 ${fmt(step.latencyMs.p50, 1)} p99 ${fmt(step.latencyMs.p99, 1)} ms, lost ${step.lost}, ` +
      `server CPU ${each(step.serverCpuPercent)} %${pg}, generator ${fmt(step.generatorCpuPercent)} %, ` +
      `together ${ofMachine(processesTogether(total(step.serverCpuPercent), services, step.generatorCpuPercent))}, ` +
      `view ${step.viewBytesMean} B${step.broken ? `: NOT HELD (${step.broken})` : ''}`
    );
  });
  return [head, ...steps];
}

const ratio = (a: number, b: number | undefined) => (b ? Math.round((a / b) * 100) / 100 : Number.NaN);

/**
 * A setup's CPU per action over the first setup's (SQLite's): the servers', and the players'
 * process's. The players' process does the same work per action whatever the server, so where its
 * own ratio is off 1, the machine's speed moved between the two windows, and the servers' ratio
 * moved with it: one run of each setup cannot tell that from the server.
 */
function cpuPerActionTo(r: Measured, base: Measured | undefined): { server: number; players: number } {
  const perAction = (run: Measured | undefined, cpu: (m: Measured) => number) =>
    run ? msPerAction(run, cpu(run)) : Number.NaN;
  const server = (m: Measured) => m.generator.procCpuPercent;
  const players = (m: Measured) => m.generator.generator.cpuPercent;
  return {
    server: ratio(perAction(r, server), perAction(base, server)),
    players: ratio(perAction(r, players), perAction(base, players)),
  };
}

/** Each setup's figure over the SQLite setup's (or the first one run). */
function ratios(runs: Measured[]): Record<string, Record<string, number>> {
  const base = runs[0];
  const bare = runs.find((r) => r.label === 'bare');
  return Object.fromEntries(
    runs.map((r) => {
      const cpu = cpuPerActionTo(r, base);
      return [
        r.label,
        {
          p99ToBare: ratio(r.generator.latencyMs.p99, bare?.generator.latencyMs.p99),
          [`serverCpuTo_${base?.label}`]: ratio(r.generator.procCpuPercent, base?.generator.procCpuPercent),
          [`serverCpuPerActionTo_${base?.label}`]: cpu.server,
          [`playersCpuPerActionTo_${base?.label}`]: cpu.players,
          [`heldRateTo_${base?.label}`]: ratio(
            r.generator.heldActionsPerSecond,
            base?.generator.heldActionsPerSecond,
          ),
        },
      ];
    }),
  );
}

/** The servers' CPU per action over the first setup's, each beside the players' process's own. */
function cpuControlLine(runs: Measured[]): string {
  const [base, ...rest] = runs;
  const setups = rest.map((r) => {
    const cpu = cpuPerActionTo(r, base);
    return `${r.label} ${fmt(cpu.server, 2)}x (players ${fmt(cpu.players, 2)}x)`;
  });
  return (
    `Server CPU per action over ${base?.label}'s, and the players' process's over its own in that ` +
    `window (the same work per action whatever the server: off 1, the machine's speed moved): ${setups.join('; ')}`
  );
}

async function main(): Promise<void> {
  log(
    `${loadInWords()}; ${turnSeconds}-s turns; ${placementInWords}; setups ${labels.join(', ')}; rate steps ` +
      `${ratesPerGame.join(', ')} per game per second`,
  );
  const started = Date.now();
  const runs: Measured[] = [];
  for (const label of labels) {
    const real = runs.find((r) => r.generator.viewBytesMean > 0);
    runs.push(await measure(label, real?.generator.viewBytesMean || 3000));
  }
  const summary = {
    machine,
    size: { players: playerCount, ...size, turnSeconds, placement },
    rateSearch,
    setups: Object.fromEntries(
      runs.map((r) => [
        r.label,
        {
          description: allSetups[r.label],
          ...r.generator,
          probes: r.probes,
          services: r.services,
          processesTogetherPercent: togetherByWindow(r),
        },
      ]),
    ),
    ratios: ratios(runs),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log('');
  console.log(`Cluster load: ${loadInWords()}; ${turnSeconds}-s turns; ${placementInWords}`);
  for (const r of runs) console.log(`  ${r.label}: ${allSetups[r.label]}`);
  console.log('');
  console.log(table(runs));
  console.log('');
  if (runs.length > 1) {
    console.log(cpuControlLine(runs));
    console.log('');
  }
  console.log(
    `Rate search: actions per game per second raised by ${rateFactor}x a step (lowered, when the main window ` +
      `was not held), ${rateSearch.warmupMs / 1000} s warm-up + ${rateSearch.measureMs / 1000} s measured each; ` +
      `a step is not held when p99 > ${p99LimitMs} ms, an action is lost, or under ${rateSearch.minShare * 100} % ` +
      'of the rate asked for is measured',
  );
  for (const r of runs) for (const line of rateSteps(r)) console.log(line);
  console.log('');
  for (const r of runs) {
    const { reasons } = r.generator.actions;
    if (Object.keys(reasons).length > 0)
      console.log(`${r.label} requests not accepted: ${JSON.stringify(reasons)}`);
    if (r.generator.errors.length > 0) console.log(`${r.label} errors: ${r.generator.errors.join(' | ')}`);
    for (const probe of probes(r)) {
      if (Object.keys(probe.closeReasons).length > 0)
        console.log(`${r.label} server closed connections: ${JSON.stringify(probe.closeReasons)}`);
    }
    if (r.serverLines.length > 0)
      console.log(`${r.label}: the servers logged ${r.serverLines.length} lines at warn or above`);
  }
  console.log('');
  console.log('JSON summary:');
  console.log(JSON.stringify(summary, null, 2));
}

const perSetupMs =
  size.warmupMs + size.measureMs + ratesPerGame.length * (rateSearch.warmupMs + rateSearch.measureMs + 5000);
await runBenchmark(main, labels.length * (perSetupMs + 240_000), [
  () => {
    const pid = running?.redis.pid;
    if (pid !== undefined) process.kill(pid, 'SIGKILL');
  },
]);
