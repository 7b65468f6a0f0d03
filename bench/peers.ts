// npm run bench:peers: Unsayable side by side with what a builder would pick instead, under the same
// game-shaped load: a bare Socket.IO server (bench/server-load-bare.ts), a minimal taboo room on
// Colyseus (bench/peers-colyseus.ts) and a minimal taboo game on boardgame.io
// (bench/peers-bgio.ts). Each server runs as its own child process, one after the other, on
// 127.0.0.1; the players (bench/peers-players.ts) run in this process, their own client library
// for each server. Games of 8, the giver's action sent at stepped rates; an action's latency is
// from just before it is sent until every player of its game holds a newer state. After the load, a
// kill -9 check: the server is killed, started again on the same data and port, and asked for a
// game whose actions every player had. Loopback and Linux only (CPU and memory from /proc).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { productionNodeFlags } from '../apps/server/src/node-flags.ts';
import { embeddedServerEnv, exited, freePort, sleep, stop, waitHealthy } from './child-process.ts';
import {
  barePlayers,
  bgioPlayers,
  colyseusPlayers,
  type PeerGame,
  type Pending,
  type Players,
  type Recovered,
  unsayablePlayers,
} from './peers-players.ts';
import {
  loadAverage,
  processCpuSeconds,
  processRssKb,
  round2,
  summarize,
  tickSchedule,
} from './server-load-shared.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A positive number from the environment, or `fallback` when unset. */
function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

// BENCH_QUICK=1: a small load and short steps, the four servers in under a minute: a check that the
// bench runs, not a measurement.
const quick = process.env.BENCH_QUICK === '1';
const games = setting('BENCH_GAMES', quick ? 10 : 50);
const playersPerGame = setting('BENCH_PLAYERS_PER_GAME', 8);
const stepMs = setting('BENCH_STEP_S', quick ? 1.5 : 10) * 1000;
const stepWarmupMs = setting('BENCH_STEP_WARMUP_S', quick ? 0.5 : 3) * 1000;
const p99LimitMs = setting('BENCH_P99_LIMIT_MS', 100);
const minShare = setting('BENCH_RATE_MIN_SHARE', 0.9);
const concurrency = setting('BENCH_CONCURRENCY', 10);
/** How long memory and the servers are let settle between phases. */
const settleMs = quick ? 500 : 2000;
/** Unsayable refuses a connection more requests than this a second; the giver sends every action. */
const perConnectionLimit = 10;

/**
 * The steps, in actions per second over all the games: a list (BENCH_RATE_STEPS=50,100,200,400), or
 * a count of steps doubling from one action per game per second (BENCH_RATE_STEPS=4, as the other
 * benches take a count). The first step is the base load the latencies are reported at.
 */
function rateSteps(): number[] {
  const raw = process.env.BENCH_RATE_STEPS ?? '';
  const rates = raw.includes(',')
    ? raw.split(',').map(Number)
    : Array.from({ length: raw ? Number(raw) : quick ? 3 : 4 }, (_, k) => games * 2 ** k);
  if (rates.some((r) => !Number.isFinite(r) || r <= 0)) throw new Error('BENCH_RATE_STEPS: positive numbers');
  const kept = rates.filter((r) => r / games < perConnectionLimit);
  if (kept.length < rates.length)
    log(
      `leaving out the steps of ${perConnectionLimit} actions per game per second or more: more games reach them`,
    );
  return kept;
}
const rates = rateSteps();

const allServers = ['unsayable', 'bare', 'colyseus', 'bgio'] as const;
type ServerName = (typeof allServers)[number];
const chosen = (process.env.BENCH_PEERS || allServers.join(','))
  .split(',')
  .filter((name): name is ServerName => (allServers as readonly string[]).includes(name));

function log(message: string): void {
  process.stderr.write(`[peers ${((performance.now() / 1000) | 0).toString()}s] ${message}\n`);
}

const fmt = (n: number | null | undefined, digits = 1) =>
  n === undefined || n === null || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

// ---- the servers -----------------------------------------------------------------------------

interface ServerSpec {
  name: ServerName;
  title: string;
  args: string[];
  env: (port: number) => NodeJS.ProcessEnv;
  /** Unsayable and the bare server answer /healthz; the frameworks answer something on any path. */
  healthz: boolean;
}

let dataDir = '';
let bareBytes = 0;
const players = games * playersPerGame;

const specs: Record<ServerName, ServerSpec> = {
  unsayable: {
    name: 'unsayable',
    title: 'Unsayable (SQLite)',
    // As bench:server starts it: from its sources through tsx, with production's node options.
    args: [...productionNodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'],
    env: (port) =>
      embeddedServerEnv(port, dataDir, {
        // Every simulated player comes from 127.0.0.1: the per-address limits would stop the load.
        MAX_CONNECTIONS_PER_ADDRESS: String(players + 100),
        MAX_SESSIONS_PER_MINUTE_PER_ADDRESS: String(players + 100),
        MAX_GAMES_PER_HOUR_PER_ADDRESS: String(games * 100),
      }),
    healthz: true,
  },
  bare: {
    name: 'bare',
    title: 'bare Socket.IO',
    args: ['--import', 'tsx', 'bench/server-load-bare.ts'],
    env: (port) => ({
      ...process.env,
      PORT: String(port),
      BARE_PAYLOAD_BYTES: String(Math.round(bareBytes)),
    }),
    healthz: true,
  },
  colyseus: {
    name: 'colyseus',
    title: 'Colyseus',
    args: ['--import', 'tsx', 'bench/peers-colyseus.ts'],
    env: (port) => ({ ...process.env, PORT: String(port) }),
    healthz: false,
  },
  bgio: {
    name: 'bgio',
    title: 'boardgame.io',
    args: ['--import', 'tsx', 'bench/peers-bgio.ts'],
    env: (port) => ({ ...process.env, PORT: String(port) }),
    healthz: false,
  },
};

const children = new Set<ChildProcess>();

// Colyseus's client says on the console each time it gives up a room whose server went away (the
// kill check): those lines say nothing the check does not.
const consoleInfo = console.info.bind(console);
console.info = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[Colyseus reconnection]')) return;
  consoleInfo(...args);
};

function startServer(spec: ServerSpec, port: number): ChildProcess {
  const child = spawn(process.execPath, spec.args, {
    cwd: root,
    env: spec.env(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let lines = 0;
  for (const stream of [child.stdout, child.stderr])
    if (stream)
      createInterface({ input: stream }).on('line', (line) => {
        if (++lines <= 10) process.stderr.write(`[server ${spec.name}] ${line}\n`);
      });
  return child;
}

/** Until the server answers HTTP at all: the frameworks have no health route of their own. */
async function waitAnswering(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/`);
      return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer within 30 s');
}

async function started(spec: ServerSpec, port: number): Promise<ChildProcess> {
  const child = startServer(spec, port);
  const url = `http://127.0.0.1:${port}`;
  await (spec.healthz ? waitHealthy(url, child) : waitAnswering(url, child));
  return child;
}

// ---- the load --------------------------------------------------------------------------------

interface Step {
  rate: number;
  start: number;
  end: number;
  latencies: number[];
  lost: number;
  notAccepted: number;
  skipped: number;
}

interface StepResult {
  rate: number;
  measuredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  lost: number;
  notAccepted: number;
  skippedTicks: number;
  cpuPercent: number;
  cpuMsPerAction: number;
  /** The bench's own process, where every player runs, % of one core. */
  playersCpuPercent: number;
  held: boolean;
  why: string;
}

interface KillCheck {
  /** Versions of the game every player held when the server was killed: its acknowledged actions. */
  acknowledged: number;
  scoresBefore: number[];
  recovered: Recovered | null;
  verdict: string;
}

interface ServerResult {
  name: ServerName;
  title: string;
  /** With the first game's 8 players connected. */
  rssFirstGameKb: number;
  rssConnectedKb: number;
  rssPerConnectionKb: number;
  steps: StepResult[];
  highestHeld: number | null;
  kill: KillCheck | null;
  error?: string;
}

async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function measureServer(spec: ServerSpec): Promise<ServerResult> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  log(`${spec.title}: starting ${spec.args.at(-1)} on ${url}`);
  let child = await started(spec, port);
  const pid = () => child.pid ?? 0;
  let step: Step | null = null;
  const stepAt = (t: number) => (step && t >= step.start && t < step.end ? step : null);

  const list: PeerGame[] = Array.from({ length: games }, (_, index) => ({
    index,
    versions: Array.from({ length: playersPerGame }, () => -1),
    version: -1,
    pending: null,
    dead: false,
  }));
  const onState = (game: PeerGame, slot: number, version: number) => {
    const now = performance.now();
    if (version > (game.versions[slot] ?? -1)) game.versions[slot] = version;
    if (version > game.version) game.version = version;
    const pending = game.pending;
    if (!pending || version <= pending.from || pending.got[slot]) return;
    pending.got[slot] = 1;
    if (++pending.count < playersPerGame) return;
    (pending.step as Step | null)?.latencies.push(now - pending.t0);
    game.pending = null;
  };
  const run = `r${Date.now().toString(36)}`;
  const kinds: Record<ServerName, () => Players> = {
    unsayable: () => unsayablePlayers(url, playersPerGame, onState),
    bare: () => barePlayers(url, playersPerGame, onState),
    colyseus: () => colyseusPlayers(url, playersPerGame, onState),
    bgio: () => bgioPlayers(url, playersPerGame, onState, run),
  };
  const kind = kinds[spec.name]();

  // RSS per connection is read from the first game on: what a server starts only with its first
  // game (Unsayable's SQLite writer threads, the handlers' compiled code) is not a connection's.
  const setUpStart = performance.now();
  const setUp = async (game: PeerGame) => {
    try {
      await kind.setUp(game);
    } catch (error) {
      game.dead = true;
      log(`${spec.title}: game ${game.index} not set up: ${(error as Error).message}`);
    }
  };
  const [first, ...others] = list;
  if (first) await setUp(first);
  await sleep(settleMs / 2);
  const rssFirstGameKb = processRssKb(pid());
  await pool(others, concurrency, setUp);
  const live = list.filter((g) => !g.dead).length;
  log(
    `${spec.title}: ${live} games of ${playersPerGame} set up in ${((performance.now() - setUpStart) / 1000).toFixed(1)} s`,
  );
  if (live === 0) throw new Error('no game could be set up');
  await sleep(settleMs);
  const rssConnectedKb = processRssKb(pid());

  const tick = (game: PeerGame) => {
    if (game.dead) return;
    const now = performance.now();
    const current = stepAt(now);
    if (game.pending) {
      if (now - game.pending.t0 < 5000) {
        if (current) current.skipped++;
        return;
      }
      const late = game.pending.step as Step | null;
      if (late) late.lost++;
      game.pending = null;
    }
    const pending: Pending = {
      t0: now,
      from: game.version,
      got: new Uint8Array(playersPerGame),
      count: 0,
      step: current,
    };
    game.pending = pending;
    const sent = kind.act(game);
    if (!sent) {
      game.pending = null;
      if (current) current.skipped++;
      return;
    }
    sent.then(
      (accepted) => {
        if (accepted) return;
        if (current) current.notAccepted++;
        if (game.pending === pending) game.pending = null;
      },
      () => {
        if (current) current.lost++;
        if (game.pending === pending) game.pending = null;
      },
    );
  };

  const { start: schedule, stop: halt } = tickSchedule(list, tick);

  const steps: StepResult[] = [];
  for (const rate of rates) {
    const start = performance.now() + stepWarmupMs;
    const current: Step = {
      rate,
      start,
      end: start + stepMs,
      latencies: [],
      lost: 0,
      notAccepted: 0,
      skipped: 0,
    };
    step = current;
    schedule(rate / live, performance.now());
    await sleep(stepWarmupMs);
    const cpu0 = processCpuSeconds(pid());
    const own0 = process.cpuUsage();
    await sleep(stepMs);
    const cpu1 = processCpuSeconds(pid());
    // The players of all the games run in this one process: when it is the busy one, a step not
    // held says more about the players than about the server.
    const own = process.cpuUsage(own0);
    const playersCpuPercent = round2(((own.user + own.system) / 1e6 / (stepMs / 1000)) * 100);
    // The load stops and the step's actions get up to 5 s to reach every player, so that the
    // slowest count in its figures; those still short of a player then are lost.
    halt();
    const stragglers = () => list.filter((g) => g.pending?.step === current);
    for (let waited = 0; waited < 5000 && stragglers().length > 0; waited += 50) await sleep(50);
    for (const g of stragglers()) {
      current.lost++;
      g.pending = null;
    }
    const summary = summarize(current.latencies);
    const seconds = stepMs / 1000;
    const measuredPerSecond = current.latencies.length / seconds;
    const cpuSeconds = cpu1 - cpu0;
    const why =
      current.lost > 0
        ? `${current.lost} lost`
        : summary.p99 > p99LimitMs
          ? `p99 ${summary.p99.toFixed(0)} ms`
          : measuredPerSecond < minShare * rate
            ? `${measuredPerSecond.toFixed(0)}/s measured`
            : '';
    const result: StepResult = {
      rate,
      measuredPerSecond: round2(measuredPerSecond),
      p50Ms: round2(summary.p50),
      p99Ms: round2(summary.p99),
      maxMs: round2(summary.max),
      lost: current.lost,
      notAccepted: current.notAccepted,
      skippedTicks: current.skipped,
      cpuPercent: round2((cpuSeconds / seconds) * 100),
      cpuMsPerAction: round2((cpuSeconds * 1000) / Math.max(1, current.latencies.length)),
      playersCpuPercent,
      held: why === '',
      why,
    };
    steps.push(result);
    log(
      `${spec.title}: ${rate}/s: ${result.measuredPerSecond}/s measured, p50 ${fmt(result.p50Ms)} p99 ${fmt(result.p99Ms)} ms, ` +
        `CPU ${fmt(result.cpuPercent, 0)} % (${fmt(result.cpuMsPerAction, 2)} ms an action), players' process ` +
        `${fmt(result.playersCpuPercent, 0)} %, load average ${loadAverage().toFixed(1)}${why ? `, not held: ${why}` : ''}`,
    );
    if (!result.held) break;
  }
  halt();
  step = null;
  await sleep(settleMs / 2);
  if (spec.name === 'unsayable') bareBytes = kind.viewBytes?.() ?? 0;
  const refetched = kind.refetched?.() ?? 0;
  if (refetched > 0) log(`${spec.title}: ${refetched} views asked for whole after a patch that did not fit`);

  // ---- kill -9 ----
  let kill: KillCheck | null = null;
  const game = list.find((g) => !g.dead && !g.pending);
  if (game) {
    const acknowledged = Math.min(...game.versions);
    const scoresBefore = kind.scores(game);
    child.kill('SIGKILL');
    await exited(child, 5000);
    for (const g of list) await kind.close(g);
    log(`${spec.title}: killed (-9) with game ${game.index} at version ${acknowledged}; starting it again`);
    child = await started(spec, port);
    const recovered = await kind.recover(game, url).catch(() => null);
    // Versions, not actions: Unsayable's count the game's setting up too (joins, teams, the turn's
    // start); the peers' count the actions alone.
    const verdict =
      recovered === null
        ? 'game gone: the restarted server does not know it'
        : recovered.version >= acknowledged
          ? `kept: version ${recovered.version} of ${acknowledged} acknowledged`
          : `lost: version ${recovered.version} of ${acknowledged} acknowledged`;
    kill = { acknowledged, scoresBefore, recovered, verdict };
    log(`${spec.title}: after the restart: ${verdict}`);
  } else {
    for (const g of list) await kind.close(g);
  }
  await stop(child, 10_000);

  const held = steps.filter((s) => s.held).map((s) => s.rate);
  return {
    name: spec.name,
    title: spec.title,
    rssFirstGameKb,
    rssConnectedKb,
    rssPerConnectionKb: round2((rssConnectedKb - rssFirstGameKb) / Math.max(1, (live - 1) * playersPerGame)),
    steps,
    highestHeld: held.length > 0 ? Math.max(...held) : null,
    kill,
  };
}

// ---- the run ---------------------------------------------------------------------------------

function table(results: ServerResult[]): string {
  const rows: [string, (r: ServerResult) => string][] = [
    [`latency to all 8, p50 (ms, at ${rates[0]} actions/s)`, (r) => fmt(r.steps[0]?.p50Ms)],
    [`latency to all 8, p99 (ms, at ${rates[0]} actions/s)`, (r) => fmt(r.steps[0]?.p99Ms)],
    [`server CPU per action (ms, at ${rates[0]} actions/s)`, (r) => fmt(r.steps[0]?.cpuMsPerAction, 2)],
    [
      'server CPU per action (ms, highest rate held)',
      (r) => fmt(r.steps.filter((s) => s.held).at(-1)?.cpuMsPerAction, 2),
    ],
    ['RSS per connection, past the first game (KB)', (r) => fmt(r.rssPerConnectionKb)],
    [
      `RSS, 1 game → ${games} games (MB)`,
      (r) => `${fmt(r.rssFirstGameKb / 1024, 0)} → ${fmt(r.rssConnectedKb / 1024, 0)}`,
    ],
    [
      `highest rate held, p99 ≤ ${p99LimitMs} ms (actions/s)`,
      (r) =>
        r.highestHeld === null
          ? 'none'
          : `${r.highestHeld}${r.highestHeld === rates.at(-1) ? ' (the last step)' : ''}`,
    ],
    ['kill -9, then restart', (r) => r.error ?? r.kill?.verdict ?? 'n/a'],
  ];
  const header = `| figure | ${results.map((r) => r.title).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} |`;
  return [header, rule, ...rows.map(([name, cell]) => `| ${name} | ${results.map(cell).join(' | ')} |`)].join(
    '\n',
  );
}

async function main(): Promise<void> {
  log(
    `${players} players in ${games} games of ${playersPerGame}; steps ${rates.join(', ')} actions/s, ` +
      `${stepWarmupMs / 1000} s + ${stepMs / 1000} s each; ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ` +
      `Node ${process.version}; load average ${loadAverage().toFixed(2)}`,
  );
  dataDir = mkdtempSync(join(process.env.BENCH_DATA_PARENT || tmpdir(), 'unsayable-peers-'));
  const results: ServerResult[] = [];
  try {
    for (const name of chosen) {
      const spec = specs[name];
      try {
        results.push(await measureServer(spec));
      } catch (error) {
        log(`${spec.title}: failed: ${(error as Error).stack ?? String(error)}`);
        for (const child of children) await stop(child, 5000);
        results.push({
          name,
          title: spec.title,
          rssFirstGameKb: Number.NaN,
          rssConnectedKb: Number.NaN,
          rssPerConnectionKb: Number.NaN,
          steps: [],
          highestHeld: null,
          kill: null,
          error: `failed: ${(error as Error).message}`,
        });
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = loadAverage();
  process.stdout.write(`\n${table(results)}\n\n`);
  for (const r of results) {
    process.stdout.write(`${r.title}: steps\n`);
    for (const s of r.steps)
      process.stdout.write(
        `  ${s.rate}/s: ${s.measuredPerSecond}/s measured, p50 ${fmt(s.p50Ms)} p99 ${fmt(s.p99Ms)} max ${fmt(s.maxMs)} ms, ` +
          `CPU ${fmt(s.cpuPercent, 0)} % (${fmt(s.cpuMsPerAction, 2)} ms an action), players' process ${fmt(s.playersCpuPercent, 0)} %, ` +
          `lost ${s.lost}, not accepted ${s.notAccepted}, ` +
          `skipped ticks ${s.skippedTicks}${s.held ? '' : `: not held (${s.why})`}\n`,
      );
  }
  process.stdout.write(`\nload average at the end: ${loadAfter.toFixed(2)}\n`);
  process.stdout.write(
    `${JSON.stringify({ games, playersPerGame, rates, stepMs, stepWarmupMs, p99LimitMs, quick, results }, null, 2)}\n`,
  );
}

// A hung run stops itself: every child is killed.
const watchdog = setTimeout(
  () => {
    log('out of time: stopping everything');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
  (chosen.length * (rates.length * (stepMs + stepWarmupMs) + 120_000)) | 0,
);
watchdog.unref();
// Stopped from outside (Ctrl-C, kill), the servers it started stop with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  });
await main().catch(async (error: unknown) => {
  log(`failed: ${(error as Error).stack ?? String(error)}`);
  for (const child of children) await stop(child, 5000);
  process.exitCode = 1;
});
// The frameworks' clients keep timers of their own: the run ends here.
process.exit(process.exitCode ?? 0);
