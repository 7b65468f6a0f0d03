// The load generator of the server load benchmark, run by bench/server-load.ts as its own process
// with the options (GeneratorOptions, JSON) as its one argument and an IPC channel for the result.
//
// Against the real server: a session per player over HTTP (POST /api/session), a socket per player
// with that cookie, a game per `playersPerGame` players (create, join, teams, start). Against the bare
// server: no sessions, each socket joins its "game" room. Then each game ticks once a second, at
// offsets spread evenly over the second: the current giver marks the card on screen correct. The
// latency of an action is from just before the emit to the moment the last player of that game has
// received a view newer than the one the action was decided on. A turn that ended is confirmed by
// its watcher and the next giver starts the next turn; a finished game is replaced by a fresh one.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { GameView } from '../packages/rules/src/index.ts';
import {
  type GeneratorOptions,
  type GeneratorResult,
  loadAverage,
  machineCpuSeconds,
  processCpuSeconds,
  processRssKb,
  round2,
  summarize,
} from './server-load-shared.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as GeneratorOptions;
const { target, url, serverPid, games: gameCount, playersPerGame } = options;
const real = target === 'real';
const started = performance.now();

type Ack =
  | { ok: true; outcome: 'accepted' | 'unchanged'; reason?: string; version?: number; data?: unknown }
  | { ok: false; error: string };

interface Message {
  gamecode: string;
  view: GameView;
}

interface Pending {
  t0: number;
  /** The version the action was decided on: any newer view is its result. */
  from: number;
  got: Uint8Array;
  /** When each player had the view (performance.now()). */
  arrivals: Float64Array;
  count: number;
  last: number;
  measured: boolean;
}

interface Player {
  slot: number;
  name: string;
  game: Game;
  playerId: string;
  cookie: string;
  socket: Socket | null;
  view: GameView | null;
}

interface Game {
  index: number;
  code: string;
  players: Player[];
  byId: Map<string, Player>;
  /** The newest view any player of the game has. */
  view: GameView | null;
  pending: Pending | null;
  busy: boolean;
  dead: boolean;
}

const errors: string[] = [];
let stopping = false;
let disconnected = 0;
function noteError(message: string): void {
  if (errors.length < 20) errors.push(message);
  log(`error: ${message}`);
}

function log(message: string): void {
  process.stderr.write(
    `[generator ${target} ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}\n`,
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function medianRss(gapMs: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await sleep(gapMs);
    readings.push(processRssKb(serverPid));
  }
  readings.sort((a, b) => a - b);
  return readings[1] ?? Number.NaN;
}

/**
 * Server RSS after letting it settle: as read (median of three readings a second apart), then
 * after the probe in the server ran a full garbage collection (SIGHUP).
 */
async function settledRss(settleMs: number): Promise<{ raw: number; collected: number }> {
  await sleep(settleMs);
  const raw = await medianRss(1000);
  process.kill(serverPid, 'SIGHUP');
  await sleep(2000);
  process.kill(serverPid, 'SIGHUP');
  await sleep(1000);
  return { raw, collected: await medianRss(300) };
}

// ---- the players and games -------------------------------------------------------------------

const games: Game[] = Array.from({ length: gameCount }, (_, index) => {
  const game: Game = {
    index,
    code: real ? '' : `BARE${index}`,
    players: [],
    byId: new Map(),
    view: null,
    pending: null,
    busy: false,
    dead: false,
  };
  for (let i = 0; i < playersPerGame; i++) {
    game.players.push({
      slot: i,
      name: `Player ${i + 1}`,
      game,
      playerId: '',
      cookie: '',
      socket: null,
      view: null,
    });
  }
  return game;
});
const players = games.flatMap((g) => g.players);

let requestCounter = 0;
function request(player: Player, type: string, payload: unknown): Promise<Ack> {
  const socket = player.socket;
  if (!socket) return Promise.reject(new Error('not connected'));
  const id = `bench-${++requestCounter}`;
  return socket.timeout(10_000).emitWithAck('request', { id, type, payload }) as Promise<Ack>;
}

async function ok(player: Player, type: string, payload: unknown): Promise<Ack & { ok: true }> {
  const ack = await request(player, type, payload);
  if (!ack.ok) throw new Error(`${type}: ${ack.error}`);
  return ack;
}

async function createSession(player: Player): Promise<void> {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: player.name }),
  });
  if (res.status !== 201) throw new Error(`POST /api/session: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { playerId: string };
  player.playerId = body.playerId;
  player.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

// ---- measurement state -----------------------------------------------------------------------

let measureStart = Number.POSITIVE_INFINITY;
let measureEnd = Number.POSITIVE_INFINITY;
const latencies: number[] = [];
/** With BENCH_SAMPLES=prefix: every measured action in `<prefix>-real.csv` / `-bare.csv`, for a closer look. */
const samplesFile = process.env.BENCH_SAMPLES ? `${process.env.BENCH_SAMPLES}-${target}.csv` : undefined;
const samples: string[] = [];
const ackLatencies: number[] = [];
const reasons: Record<string, number> = {};
const counts = {
  sent: 0,
  notAccepted: 0,
  lost: 0,
  skippedTicks: 0,
  controlRequests: 0,
  freshGames: 0,
};
let viewBytes = 0;
let viewSamples = 0;
let viewsSeen = 0;
const inWindow = (t: number) => t >= measureStart && t < measureEnd;

function onView(player: Player, message: Message): void {
  const now = performance.now();
  const game = player.game;
  if (message.gamecode !== game.code) return;
  const view = message.view;
  if (!player.view || player.view.version <= view.version) player.view = view;
  if (!game.view || game.view.version <= view.version) game.view = view;
  // A stride prime to the 8 views of an action, so every player's view gets sampled.
  if (inWindow(now) && ++viewsSeen % 17 === 0) {
    viewBytes += JSON.stringify(message).length;
    viewSamples++;
  }
  const pending = game.pending;
  if (!pending || view.version <= pending.from || pending.got[player.slot]) return;
  pending.got[player.slot] = 1;
  pending.arrivals[player.slot] = now;
  pending.count++;
  pending.last = now;
  if (pending.count === playersPerGame) {
    if (pending.measured) {
      latencies.push(pending.last - pending.t0);
      if (samplesFile) {
        const arrivals = Array.from(pending.arrivals, (t) => (t - pending.t0).toFixed(2)).join(',');
        samples.push(`${(pending.t0 - measureStart).toFixed(1)},${game.index},${arrivals}`);
      }
    }
    game.pending = null;
  }
}

async function connect(player: Player): Promise<void> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 15_000,
    ...(player.cookie ? { extraHeaders: { cookie: player.cookie } } : {}),
  });
  socket.on('view', (message: Message) => onView(player, message));
  socket.on('disconnect', (reason) => {
    if (stopping) return;
    disconnected++;
    noteError(`socket of ${player.game.index}/${player.slot} disconnected: ${reason}`);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  player.socket = socket;
}

// ---- setting up a game -----------------------------------------------------------------------

const settings = { endGameMethod: 'turns', endValue: 5, turnSeconds: options.turnSeconds };

async function setUpRealGame(game: Game): Promise<void> {
  const [host, ...others] = game.players;
  if (!host) return;
  game.view = null;
  game.pending = null;
  for (const p of game.players) p.view = null;
  const created = await ok(host, 'createGame', { name: host.name, settings });
  const code = (created.data as { gamecode: string }).gamecode;
  game.code = code;
  for (const p of others) await ok(p, 'joinGame', { gamecode: code, name: p.name });
  await Promise.all(
    game.players.map((p, i) =>
      ok(p, 'updateTeam', { gamecode: code, team: i % 2 === 0 ? 'team 1' : 'team 2' }),
    ),
  );
  await ok(host, 'updateGameStatus', { gamecode: code, status: 'active' });
}

async function setUpBareGame(game: Game): Promise<void> {
  await Promise.all(game.players.map((p) => ok(p, 'joinGame', { gamecode: game.code })));
}

async function setUp(game: Game): Promise<void> {
  try {
    await (real ? setUpRealGame(game) : setUpBareGame(game));
  } catch (error) {
    game.dead = true;
    noteError(`setting up game ${game.index}: ${(error as Error).message}`);
  }
}

// ---- the load --------------------------------------------------------------------------------

/** A request that only keeps the game going (start a turn, confirm the scores): not measured. */
function control(game: Game, player: Player | undefined, type: string): void {
  if (!player) return;
  game.busy = true;
  counts.controlRequests++;
  request(player, type, { gamecode: game.code })
    .then((ack) => {
      if (!ack.ok) reasons[`${type}: ${ack.error}`] = (reasons[`${type}: ${ack.error}`] ?? 0) + 1;
    })
    .catch((error: unknown) => noteError(`${type} on game ${game.index}: ${(error as Error).message}`))
    .finally(() => {
      game.busy = false;
    });
}

function fresh(game: Game): void {
  game.busy = true;
  counts.freshGames++;
  void setUp(game).finally(() => {
    game.busy = false;
  });
}

function act(game: Game, giver: Player, index: number, from: number): void {
  const t0 = performance.now();
  const pending: Pending = {
    t0,
    from,
    got: new Uint8Array(playersPerGame),
    arrivals: new Float64Array(playersPerGame),
    count: 0,
    last: 0,
    measured: inWindow(t0),
  };
  game.pending = pending;
  counts.sent++;
  request(giver, 'updateCardStatus', {
    gamecode: game.code,
    index,
    status: 'correct',
    roundStatus: 'in progress',
  })
    .then((ack) => {
      if (pending.measured) ackLatencies.push(performance.now() - t0);
      if (ack.ok && ack.outcome === 'accepted') return;
      const reason = ack.ok ? `unchanged: ${ack.reason ?? ''}` : `refused: ${ack.error}`;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      if (pending.measured) counts.notAccepted++;
      if (game.pending === pending) game.pending = null;
    })
    .catch((error: unknown) => {
      noteError(`updateCardStatus on game ${game.index}: ${(error as Error).message}`);
      if (pending.measured) counts.lost++;
      if (game.pending === pending) game.pending = null;
    });
}

function tick(game: Game): void {
  if (game.dead || game.busy) return;
  const now = performance.now();
  const pending = game.pending;
  if (pending) {
    if (now - pending.t0 < 5000) {
      if (inWindow(now)) counts.skippedTicks++;
      return;
    }
    if (pending.measured) counts.lost++;
    game.pending = null;
  }
  if (!real) {
    const giver = game.players[0];
    if (giver) act(game, giver, 0, game.view?.version ?? 0);
    return;
  }
  const lead = game.view;
  if (!lead) return;
  if (lead.status === 'finished') {
    fresh(game);
    return;
  }
  if (lead.status !== 'active') return;
  const gp = lead.gameplay;
  if (gp.roundStatus === 'preround') {
    control(game, game.byId.get(gp.giverId ?? ''), 'startTurn');
    return;
  }
  if (gp.roundStatus === 'postround') {
    const reviewer =
      game.byId.get(gp.watcherId ?? '') ?? game.players.find((p) => p.view?.you?.team === gp.watchingTeam);
    control(game, reviewer, 'confirmScores');
    return;
  }
  const giver = game.byId.get(gp.giverId ?? '');
  const card = giver?.view?.gameplay.card;
  if (!giver || !card || giver.view?.version !== lead.version) {
    if (inWindow(now)) counts.skippedTicks++;
    return;
  }
  act(game, giver, card.index, lead.version);
}

// ---- the run ---------------------------------------------------------------------------------

const phases: Record<string, number> = {};
function phase(name: string, since: number): number {
  const now = performance.now();
  phases[name] = round2((now - since) / 1000);
  log(`${name}: ${phases[name]} s`);
  return now;
}

async function run(): Promise<GeneratorResult> {
  let mark = performance.now();
  // A fresh process gives memory back over its first seconds: read the empty server once it is steady.
  const empty = await settledRss(8000);
  if (real) {
    await pool(players, options.concurrency, createSession);
    mark = phase('sessions', mark);
  }
  for (const game of games) for (const p of game.players) game.byId.set(p.playerId, p);
  // Past the HTTP keep-alive timeout (5 s), so the sessions' connections are closed too.
  const zeroConnections = real ? await settledRss(6000) : empty;
  mark = performance.now();
  await pool(players, options.concurrency, connect);
  mark = phase('connect', mark);
  await sleep(1000);
  const idleCpuFrom = processCpuSeconds(serverPid);
  await sleep(3000);
  const idleCpuPercent = round2((processCpuSeconds(serverPid) - idleCpuFrom) * (100 / 3));
  const idle = await settledRss(0);
  log(
    `RSS KB after collection (as read): empty ${empty.collected} (${empty.raw}), zero connections ` +
      `${zeroConnections.collected} (${zeroConnections.raw}), ${players.length} idle ${idle.collected} (${idle.raw})`,
  );

  mark = performance.now();
  await pool(games, 25, setUp);
  mark = phase('games', mark);

  // Every game ticks once a second, the games spread evenly over the second.
  const tickStart = performance.now() + 100;
  measureStart = tickStart + options.warmupMs;
  measureEnd = measureStart + options.measureMs;
  const timers: NodeJS.Timeout[] = [];
  for (const game of games) {
    const offset = (game.index * 1000) / games.length;
    timers.push(
      setTimeout(
        () => {
          tick(game);
          timers.push(setInterval(() => tick(game), 1000));
        },
        tickStart + offset - performance.now(),
      ),
    );
  }

  await sleep(measureStart - performance.now());
  log('measuring');
  process.kill(serverPid, 'SIGUSR2');
  const cpuFrom = processCpuSeconds(serverPid);
  const ownCpuFrom = process.cpuUsage();
  const machineFrom = machineCpuSeconds();
  const loadAverageAtStart = loadAverage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const seconds: number[] = [];
  let lastCpu = cpuFrom;
  let lastAt = performance.now();
  const sampler = setInterval(() => {
    const cpu = processCpuSeconds(serverPid);
    const at = performance.now();
    seconds.push(((cpu - lastCpu) / ((at - lastAt) / 1000)) * 100);
    lastCpu = cpu;
    lastAt = at;
  }, 1000);

  await sleep(measureEnd - performance.now());
  const cpuTo = processCpuSeconds(serverPid);
  const ownCpu = process.cpuUsage(ownCpuFrom);
  const machineTo = machineCpuSeconds();
  process.kill(serverPid, 'SIGUSR2');
  clearInterval(sampler);
  loopDelay.disable();
  const windowSeconds = (performance.now() - measureStart) / 1000;
  for (const timer of timers) clearInterval(timer);
  // Give the last actions of the window time to arrive.
  for (let i = 0; i < 30 && games.some((g) => g.pending?.measured); i++) await sleep(100);
  for (const game of games) if (game.pending?.measured) counts.lost++;
  log(`done: ${latencies.length} actions measured`);
  if (samplesFile) {
    const header = `t0_ms_into_window,game,${Array.from({ length: playersPerGame }, (_, i) => `player${i}_ms`).join(',')}`;
    writeFileSync(samplesFile, `${header}\n${samples.join('\n')}\n`);
  }

  const connected = players.filter((p) => p.socket?.connected).length;
  const n = players.length;
  const perCent = (seconds: number) => round2((seconds / windowSeconds) * 100);
  const serverCpu = perCent(cpuTo - cpuFrom);
  const ownCpuPercent = perCent((ownCpu.user + ownCpu.system) / 1e6);
  const machineBusy = perCent(machineTo.busy - machineFrom.busy);
  return {
    target,
    games: gameCount,
    playersPerGame,
    connected,
    liveGames: games.filter((g) => !g.dead).length,
    rssKb: {
      empty: empty.collected,
      zeroConnections: zeroConnections.collected,
      idle: idle.collected,
      uncollected: { empty: empty.raw, zeroConnections: zeroConnections.raw, idle: idle.raw },
    },
    rssPerConnectionKb: round2((idle.collected - zeroConnections.collected) / n),
    rssPerConnectionFromEmptyKb: round2((idle.collected - empty.collected) / n),
    rssPerConnectionUncollectedKb: round2((idle.raw - zeroConnections.raw) / n),
    idleCpuPercent,
    procCpuPercent: serverCpu,
    procCpuPeakSecondPercent: round2(Math.max(...seconds)),
    latencyMs: summarize(latencies),
    ackLatencyMs: summarize(ackLatencies),
    actions: { ...counts, measured: latencies.length, reasons },
    actionsPerSecond: round2(latencies.length / windowSeconds),
    viewBytesMean: viewSamples ? Math.round(viewBytes / viewSamples) : 0,
    machine: {
      busyPercent: machineBusy,
      otherProcessesPercent: round2(machineBusy - serverCpu - ownCpuPercent),
      iowaitPercent: perCent(machineTo.iowait - machineFrom.iowait),
      stealPercent: perCent(machineTo.steal - machineFrom.steal),
      loadAverageAtStart,
    },
    disconnected,
    generator: {
      cpuPercent: ownCpuPercent,
      // The histogram holds whole timer intervals: the 10 ms resolution is taken off.
      eventLoopDelayP99Ms: round2(Math.max(0, loopDelay.percentile(99) / 1e6 - 10)),
      eventLoopDelayMaxMs: round2(Math.max(0, loopDelay.max / 1e6 - 10)),
    },
    phasesSeconds: phases,
    errors,
  };
}

const watchdog = setTimeout(
  () => {
    noteError('the generator ran out of time');
    process.exit(1);
  },
  options.warmupMs + options.measureMs + 180_000,
);

function tell(message: unknown): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

try {
  const result = await run();
  stopping = true;
  await tell({ type: 'result', result });
} catch (error) {
  stopping = true;
  noteError((error as Error).stack ?? String(error));
  await tell({ type: 'failed', errors });
  process.exitCode = 1;
}
clearTimeout(watchdog);
for (const p of players) p.socket?.close();
process.disconnect?.();
setTimeout(() => process.exit(), 500).unref();
