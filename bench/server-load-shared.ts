// What the server load benchmark's processes share: the generator's options and result, the probe's
// report, and readers of another process's CPU time and resident memory from /proc (Linux).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { MainArenaChunks } from './main-arena.ts';

export const PROBE_PREFIX = '@@server-load-probe ';

/** Printed by bench/server-load-probe.ts inside the measured server at the end of the window. */
export interface ProbeReport {
  elapsedMs: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  /** Per cent of one core over the window. */
  cpuPercent: number;
  /**
   * The same CPU by thread, ms (`cpuByThread`): `main`, the SQLite store's writer and checkpointer
   * (`sqlite-writer`, `sqlite-checkpt`), and `other`.
   */
  cpuByThreadMs: Record<string, number>;
  rssKb: number;
  heapUsedKb: number;
  heapTotalKb: number;
  externalKb: number;
  arrayBuffersKb: number;
  /** The RSS by kind of mapping (`residentByKind`); null where /proc/self/smaps cannot be read. */
  residentKb: ResidentByKind | null;
  /** The main arena chunk by chunk (`mainArenaChunks`), with BENCH_MALLOC_WALK=1 only. */
  mainArena?: MainArenaChunks | null;
  /** The main thread's V8 heap by space (`v8.getHeapSpaceStatistics`): committed / used, KB. */
  heapSpacesKb: Record<string, { committed: number; used: number }>;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Engine.IO's reasons for the connections it closed since the server started. */
  closeReasons: Record<string, number>;
  /** Garbage collection over the window: each pause stops the event loop. */
  gc: {
    totalMs: number;
    pauseMs: LatencySummary;
    /** By V8's kind of collection: minor (scavenge), major (mark-compact), incremental, weakcb. */
    byKind: Record<string, { count: number; totalMs: number; maxMs: number }>;
  };
  /** Time spent inside SQLite statements over the window: the event loop waits for all of it. */
  sqlite: {
    calls: number;
    blockedMs: number;
    /** Per cent of the window. */
    blockedPercent: number;
    /** Each COMMIT (with synchronous=FULL, where the fsync is). */
    commitMs: LatencySummary;
  };
  /** Queries to PostgreSQL over the window (pg is asynchronous: this is waiting, not blocking). */
  postgres: {
    queries: number;
    commits: number;
    /** From the query's call to its answer, as the server saw it. */
    queryMs: LatencySummary;
    commitMs: LatencySummary;
    /** From asking the pool for a connection to having one: the pool's queue. */
    poolWaitMs: LatencySummary;
  };
  /**
   * A cluster adapter's publishes to Redis over the window, each from its call to Redis's answer:
   * the acknowledgement of a change waits for its views' publishes.
   */
  redis: { publishes: number; publishMs: LatencySummary };
}

export type Target = 'real' | 'bare';

/**
 * The typed load (settings.clueMode 'typed'): in each turn the giver types a clue every
 * `clueSeconds` and each guesser a guess every `guessSeconds`; one guess in `wordEvery` is the
 * card's word (so cards are scored by the referee's match), one clue in `slipEvery` says a
 * forbidden word (so the referee buzzes the card). The games take `languages` in turn.
 */
export interface TypedLoad {
  clueSeconds: number;
  guessSeconds: number;
  /** Guessers in a game: the giving team but its giver. */
  guessers: number;
  wordEvery: number;
  slipEvery: number;
  languages: string[];
}

/** Actions per game per second of the typed load: its clues and every guesser's guesses. */
export function typedActionsPerGame(load: TypedLoad): number {
  return 1 / load.clueSeconds + load.guessers / load.guessSeconds;
}

/**
 * What each of a game's ticks sends in the typed load, at its rate (`typedActionsPerGame`): clues
 * at their share of the ticks spread evenly between the guesses, and the guesses to each guesser
 * in turn. `phase` (0 to 1) staggers the games, so that they do not all send a clue on the same tick.
 */
export function typedTurns(
  load: TypedLoad,
  phase: number,
): () => { kind: 'clue' } | { kind: 'guess'; guesser: number } {
  const clueShare = 1 / load.clueSeconds / typedActionsPerGame(load);
  let credit = phase % 1;
  let guesses = 0;
  return () => {
    credit += clueShare;
    if (credit >= 1) {
      credit -= 1;
      return { kind: 'clue' };
    }
    return { kind: 'guess', guesser: guesses++ % Math.max(1, load.guessers) };
  };
}

/**
 * How a game's players are placed on the server processes (more than one: bench:cluster).
 * `game`: each game's players all on one process, the games on the processes in turn, as the
 * shipped balancer places them (`deploy/haproxy.cfg` picks the process by the game's code).
 * `spread`: by pairs of seats, starting with a different process for each game, so every game has
 * players of both teams on every process (as a balancer that does not know the game, `leastconn`
 * say, spreads them) and every action's views cross Redis to the other processes; the games' first
 * givers are on the processes in turn.
 */
export type Placement = 'spread' | 'game';

/** The process (an index into the generator's `urls`) of seat `seat` of game `game`. */
export function seatProcess(placement: Placement, game: number, seat: number, processes: number): number {
  return (placement === 'game' ? game : game + Math.floor(seat / 2)) % processes;
}

/** Given to bench/server-load-client.ts as its one argument, in JSON. */
export interface GeneratorOptions {
  target: Target;
  /** Names the setup in logs and in the BENCH_SAMPLES file. */
  label: string;
  /** The server processes, each player's session and socket on one of them (`placement`). */
  urls: string[];
  placement: Placement;
  /** The server processes, for /proc readings and the probe's signals, in the order of `urls`. */
  serverPids: number[];
  games: number;
  playersPerGame: number;
  warmupMs: number;
  measureMs: number;
  /** HTTP sessions and socket connections opened at once. */
  concurrency: number;
  turnSeconds: number;
  /** How long after the last action the servers' RSS is read again, every player still connected; 0: not read. */
  afterPlayMs: number;
  /**
   * After the main window (one action per game per second), the rate search: these actions per
   * game per second in turn, each measured after its own warm-up, until one is not held; when the
   * main window was not held, their inverses in turn until one is. None: no search.
   */
  /** The typed load instead of the giver's Correct each tick (the real server only); absent: the spoken load. */
  typed?: TypedLoad;
  rateSearch: {
    ratesPerGame: number[];
    warmupMs: number;
    measureMs: number;
    /** A window is held while its p99 to every player is at most this, */
    p99LimitMs: number;
    /** no action is lost, and at least this share of the actions asked for were measured. */
    minShare: number;
  };
}

/**
 * Sent by the generator to the orchestrator over IPC at each edge of a measured window, so that it
 * reads the services it started (PostgreSQL, Redis) over the same window.
 */
export interface WindowEdge {
  type: 'window';
  edge: 'start' | 'end';
  /** 'main', or the rate step's actions per game per second. */
  window: string;
}

/** One step of the rate search: the load at one action rate. */
export interface RateStep {
  /** Actions per game per second asked for, and in all. */
  ratePerGame: number;
  targetActionsPerSecond: number;
  actionsPerSecond: number;
  latencyMs: LatencySummary;
  notAccepted: number;
  lost: number;
  skippedTicks: number;
  /** Per server process, % of one core, from /proc. */
  serverCpuPercent: number[];
  generatorCpuPercent: number;
  viewBytesMean: number;
  /** Why the step was not held; absent when it was. */
  broken?: string;
}

/** One server process over the run, from /proc (see GeneratorResult for the sums). */
export interface ProcessReading {
  pid: number;
  url: string;
  /** Players whose socket is on this process. */
  connections: number;
  cpuPercent: number;
  idleCpuPercent: number;
  rssKb: { empty: number; zeroConnections: number; idle: number };
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
  mean: number;
}

/** Sent by the generator to the orchestrator over IPC when the window is over. */
export interface GeneratorResult {
  target: Target;
  label: string;
  games: number;
  playersPerGame: number;
  connected: number;
  /** Games that ran their actions (a game whose setup failed does not). */
  liveGames: number;
  /** Server RSS summed over its processes, each after a full garbage collection in the server, and as read without one. */
  rssKb: {
    /** The server before anything (no session, no connection). */
    empty: number;
    /** Just before the sockets connect: every session created (real server), no connection. */
    zeroConnections: number;
    /** Every socket connected and idle. */
    idle: number;
    /** `afterPlayMs` after the last action, every socket still connected (when asked for). */
    afterPlay?: number;
    /** The same three, median of three readings a second apart, no collection asked for. */
    uncollected: { empty: number; zeroConnections: number; idle: number };
  };
  /** (idle − zeroConnections) / sockets, after collection: the headline figure. */
  rssPerConnectionKb: number;
  /** (idle − empty) / sockets, after collection. */
  rssPerConnectionFromEmptyKb: number;
  /** (idle − zeroConnections) / sockets, without collection. */
  rssPerConnectionUncollectedKb: number;
  /** Server CPU (all its processes) with every socket connected and nothing sent, from /proc. */
  idleCpuPercent: number;
  /** Server CPU (all its processes) over the window from /proc/<pid>/stat (utime + stime of every thread). */
  procCpuPercent: number;
  /** The busiest one-second slice of the window, from /proc. */
  procCpuPeakSecondPercent: number;
  /** Each server process on its own. */
  processes: ProcessReading[];
  latencyMs: LatencySummary;
  /** Acknowledgement of the action to the giver, for comparison. */
  ackLatencyMs: LatencySummary;
  actions: {
    sent: number;
    measured: number;
    notAccepted: number;
    lost: number;
    skippedTicks: number;
    controlRequests: number;
    freshGames: number;
    reasons: Record<string, number>;
    /** The typed load's measured actions by what the referee made of them ('clue passed', 'guess correct', …). */
    typedLines?: Record<string, number>;
  };
  /** Measured actions per second over the window. */
  actionsPerSecond: number;
  /** Mean size of a view message as JSON (sampled). */
  viewBytesMean: number;
  generator: { cpuPercent: number; eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number };
  /** The whole machine over the window, in % of one core (cores × 100 is everything). */
  machine: {
    busyPercent: number;
    /** Busy minus the server and the generator: other work on the machine, which skews the figures. */
    otherProcessesPercent: number;
    iowaitPercent: number;
    stealPercent: number;
    loadAverageAtStart: number;
  };
  /** Sockets that closed during the run (they should not). */
  disconnected: number;
  /** The rate search, in the order run: upwards until a step is not held, or (the main window was not) downwards until one is. */
  rateSteps: RateStep[];
  /** The highest action rate (all games, per second) measured in a window that was held; 0 if none was. */
  heldActionsPerSecond: number;
  phasesSeconds: Record<string, number>;
  errors: string[];
}

export function summarize(samples: number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => {
    if (sorted.length === 0) return Number.NaN;
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
    return round2(sorted[rank] ?? Number.NaN);
  };
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    p999: at(0.999),
    max: at(1),
    mean: sorted.length ? round2(sum / sorted.length) : Number.NaN,
  };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

let ticksPerSecond: number | undefined;

export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** A process's or a thread's name and its CPU so far (user + system), clock ticks, from its stat line. */
function statTicks(stat: string): { name: string; ticks: number } {
  // The name is in parentheses and may hold spaces; the fields after it start at the state (field 3).
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU seconds (user + system, every thread) a process has used so far. */
export function processCpuSeconds(pid: number): number {
  return statTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks / clockTicks();
}

/**
 * The SQLite store's threads as they name themselves (`THREAD_NAMES` in the store's
 * sqlite-writer.ts, which the probe does not import: it would load the store's code into every
 * server it measures, the bare ones too).
 */
export const STORE_THREADS = ['sqlite-writer', 'sqlite-checkpt'] as const;

/** A thread's name and its CPU so far (user + system), clock ticks, by thread id. */
export type ThreadTicks = Map<number, { name: string; ticks: number }>;

/** The threads of this process with their CPU so far, from /proc/self/task. */
export function ownThreadTicks(): ThreadTicks {
  const threads: ThreadTicks = new Map();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      threads.set(Number(tid), statTicks(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    } catch {
      // The thread ended between the listing and the read: nothing of it to count.
    }
  }
  return threads;
}

/**
 * A process's CPU between two readings, ms, by the thread's part: `main` (the thread whose id is
 * the process's), each named thread by its name (the store's threads name themselves), and
 * `other` for the rest (V8's and libuv's helpers, left unnamed by node). A thread started in
 * between counts from nothing; one that ended in between is not in the second reading and is lost.
 */
export function cpuByThread(
  start: ThreadTicks,
  end: ThreadTicks,
  pid: number,
  named: readonly string[],
  ticksPerSecond: number,
): Record<string, number> {
  const parts: Record<string, number> = { main: 0, other: 0 };
  for (const name of named) parts[name] = 0;
  for (const [tid, { name, ticks }] of end) {
    const part = tid === pid ? 'main' : named.includes(name) ? name : 'other';
    const used = ticks - (start.get(tid)?.ticks ?? 0);
    parts[part] = (parts[part] ?? 0) + (used * 1000) / ticksPerSecond;
  }
  return parts;
}

export interface MachineCpu {
  busy: number;
  iowait: number;
  steal: number;
}

/** CPU seconds of the whole machine so far (all cores), from /proc/stat. */
export function machineCpuSeconds(): MachineCpu {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user, nice, system, , iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const ticks = clockTicks();
  const n = (v: number | undefined) => v ?? 0;
  return {
    busy: (n(user) + n(nice) + n(system) + n(irq) + n(softirq)) / ticks,
    iowait: n(iowait) / ticks,
    steal: n(steal) / ticks,
  };
}

export function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

/** Resident set size of a process, in KB. */
export function processRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/**
 * A process's resident memory by kind of mapping, KB, from the text of /proc/<pid>/smaps: what
 * the RSS at the end of the window is made of, so that a change's effect on memory can be placed.
 */
export interface ResidentByKind {
  /** Files mapped: the node binary, its libraries, native addons. */
  files: number;
  /** The main thread's malloc (`[heap]`): glibc's main arena. */
  mainMalloc: number;
  /** glibc's other arenas, one per thread that allocated (64 MB-aligned heaps of 64 MB). */
  threadArenas: number;
  /** How many such arenas. */
  threadArenaCount: number;
  /** Every other anonymous mapping: V8's heaps (every thread's), malloc's large blocks, stacks. */
  otherAnonymous: number;
}

const ARENA_BYTES = 64n * 1024n * 1024n;

/** One mapping of /proc/<pid>/smaps: its addresses, permissions, path (empty: anonymous) and RSS. */
interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  rssKb: number;
}

export function residentByKind(smaps: string): ResidentByKind {
  const maps: Mapping[] = [];
  for (const line of smaps.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start = '0', end = '0', perms = '', path = ''] = header;
      maps.push({ start: BigInt(`0x${start}`), end: BigInt(`0x${end}`), perms, path, rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  const kinds: ResidentByKind = {
    files: 0,
    mainMalloc: 0,
    threadArenas: 0,
    threadArenaCount: 0,
    otherAnonymous: 0,
  };
  maps.forEach((m, i) => {
    if (m.path === '[heap]') kinds.mainMalloc += m.rssKb;
    else if (m.path.startsWith('/')) kinds.files += m.rssKb;
    else if (isThreadArena(m, maps[i + 1])) {
      kinds.threadArenas += m.rssKb;
      kinds.threadArenaCount++;
    } else kinds.otherAnonymous += m.rssKb;
  });
  return kinds;
}

/**
 * glibc's arena for a thread other than the main one is a heap of 64 MB reserved at a 64 MB
 * boundary: its used part readable and writable, the rest after it without access.
 */
function isThreadArena(m: Mapping, next: Mapping | undefined): boolean {
  if (m.path !== '' || !m.perms.startsWith('rw') || m.start % ARENA_BYTES !== 0n) return false;
  const reserved =
    next && next.start === m.end && next.path === '' && next.perms.startsWith('---') ? next.end : m.end;
  return reserved - m.start === ARENA_BYTES;
}

/**
 * The load's clock: each game ticks `perGame` times a second from `from` on (a
 * `performance.now()` time), the games spread evenly over each interval so the server sees a
 * steady rate, not bursts. Starting again, or `stop`, ends the schedule before.
 */
export function tickSchedule<G extends { index: number }>(
  games: readonly G[],
  tick: (game: G) => void,
): { start: (perGame: number, from: number) => void; stop: () => void } {
  let timers: NodeJS.Timeout[] = [];
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const start = (perGame: number, from: number) => {
    stop();
    const interval = 1000 / perGame;
    for (const game of games) {
      const offset = (game.index * interval) / games.length;
      timers.push(
        setTimeout(
          () => {
            tick(game);
            timers.push(setInterval(() => tick(game), interval));
          },
          from + offset - performance.now(),
        ),
      );
    }
  };
  return { start, stop };
}
