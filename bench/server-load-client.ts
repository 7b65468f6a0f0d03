// The load generator of the server load benchmark, run by bench/server-load.ts as its own process
// with the options (GeneratorOptions, JSON) as its one argument and an IPC channel for the result.
//
// Against the real server: a session per player over HTTP (POST /api/session), a socket per player
// with that cookie (on the server processes in turn, when there are several), a game per `playersPerGame` players (create, join, teams, start). Against the bare
// server: no sessions, each socket joins its "game" room. Then each game ticks once a second, at
// offsets spread evenly over the second: the current giver marks the card on screen correct. The
// latency of an action is from just before the emit to the moment the last player of that game has
// received a view newer than the one the action was decided on. A turn that ended is confirmed by
// its watcher and the next giver starts the next turn; a finished game is replaced by a fresh one.
// With the typed load (`options.typed`), games are created with typed clues and each tick sends
// the giver's typed clue or a guesser's typed guess instead, at their rates, each made from the
// card on the giver's screen (the card's word now and then, so the referee scores it by match).
// After the main window, the rate search: the same games at higher action rates, one measured step
// each, until a step is not held (p99 over the limit, an action lost, or the rate not kept up); or
// at lower rates until one is, when the main window was not held.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { viewStream } from '../apps/web/src/net/view-stream.ts';
import {
  CLUE_TEXT_MAX,
  type GameView,
  GUESS_TEXT_MAX,
  patchedView,
  randomFrom,
  type ViewMessage,
} from '../packages/rules/src/index.ts';
import {
  type GeneratorOptions,
  type GeneratorResult,
  type LatencySummary,
  loadAverage,
  machineCpuSeconds,
  processCpuSeconds,
  processRssKb,
  type RateStep,
  round2,
  seatProcess,
  summarize,
  tickSchedule,
  typedActionsPerGame,
  typedTurns,
  type WindowEdge,
} from './server-load-shared.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as GeneratorOptions;
const { target, label, urls, placement, serverPids, games: gameCount, playersPerGame } = options;
const real = target === 'real';
const typed = real ? options.typed : undefined;
/** Actions per game per second of the main window: the spoken load's one, or the typed load's clues and guesses. */
const mainRatePerGame = typed ? typedActionsPerGame(typed) : 1;
const started = performance.now();

type Ack =
  | { ok: true; outcome: 'accepted' | 'unchanged'; reason?: string; version?: number; data?: unknown }
  | { ok: false; error: string };

type Message = ViewMessage;

/** What an action is: the giver's Correct (the spoken load), or a typed clue or guess. */
type ActionKind = 'card' | 'clue' | 'guess';

interface Pending {
  kind: ActionKind;
  /** Who sent it: a typed line's verdict is read from their own view. */
  actor: Player;
  t0: number;
  /** The version the action was decided on: any newer view is its result. */
  from: number;
  got: Uint8Array;
  /** When each player had the view (performance.now()). */
  arrivals: Float64Array;
  count: number;
  last: number;
  /** The measured window the action was sent in, if any: its figures go there. */
  window: Window | null;
}

interface Player {
  slot: number;
  name: string;
  /** The server process this player talks to. */
  url: string;
  game: Game;
  playerId: string;
  cookie: string;
  socket: Socket | null;
  view: GameView | null;
  /** The whole view of a game this player's game does not follow yet: a new game's first view arrives before the acknowledgement of its Create. */
  early: GameView | null;
  /** The browser's own handling of view messages (`viewStream`): patches applied in order, whole views asked for. */
  views: (message: Message) => void;
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
  /** The typed load: what the game's next tick sends (a clue, or which guesser's guess). */
  nextTyped: (() => { kind: 'clue' } | { kind: 'guess'; guesser: number }) | null;
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
    `[generator ${label} ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}\n`,
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

/** Each server process's RSS, the median of three readings `gapMs` apart. */
async function medianRss(gapMs: number): Promise<number[]> {
  const readings: number[][] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await sleep(gapMs);
    readings.push(serverPids.map(processRssKb));
  }
  return serverPids.map(
    (_, p) => readings.map((r) => r[p] ?? Number.NaN).sort((a, b) => a - b)[1] ?? Number.NaN,
  );
}

/** Signals every server process (the probe in each answers). */
function signalServers(signal: NodeJS.Signals): void {
  for (const pid of serverPids) process.kill(pid, signal);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Each server process's RSS after letting it settle: as read (median of three readings a second
 * apart), then after the probe in the server ran a full garbage collection (SIGHUP).
 */
async function settledRss(settleMs: number): Promise<{ raw: number[]; collected: number[] }> {
  await sleep(settleMs);
  const raw = await medianRss(1000);
  signalServers('SIGHUP');
  await sleep(2000);
  signalServers('SIGHUP');
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
    // A phase by the golden ratio spreads the games' clues evenly over their ticks.
    nextTyped: typed ? typedTurns(typed, index * 0.618_034) : null,
  };
  for (let i = 0; i < playersPerGame; i++) {
    game.players.push({
      slot: i,
      name: `Player ${i + 1}`,
      url: urls[seatProcess(placement, index, i, urls.length)] ?? '',
      game,
      playerId: '',
      cookie: '',
      socket: null,
      view: null,
      early: null,
      views: () => undefined,
    });
  }
  for (const player of game.players) player.views = playerViews(player);
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
  const res = await fetch(`${player.url}/api/session`, {
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

/** A measured stretch of time: the main window, or one step of the rate search. */
interface Window {
  name: string;
  start: number;
  end: number;
  latencies: number[];
  ackLatencies: number[];
  notAccepted: number;
  lost: number;
  skippedTicks: number;
  viewBytes: number;
  viewSamples: number;
  /** The typed load: measured lines by what the referee made of them. */
  typedLines: Record<string, number>;
}

function newWindow(name: string, start: number, measureMs: number): Window {
  return {
    name,
    start,
    end: start + measureMs,
    latencies: [],
    ackLatencies: [],
    notAccepted: 0,
    lost: 0,
    skippedTicks: 0,
    viewBytes: 0,
    viewSamples: 0,
    typedLines: {},
  };
}

let window: Window | null = null;
/** The window `t` falls in, if any. */
const windowAt = (t: number) => (window && t >= window.start && t < window.end ? window : null);
/** With BENCH_SAMPLES=prefix: every action of the main window in `<prefix>-<label>.csv`, for a closer look. */
const samplesFile = process.env.BENCH_SAMPLES ? `${process.env.BENCH_SAMPLES}-${label}.csv` : undefined;
const samples: string[] = [];
const reasons: Record<string, number> = {};
const counts = { sent: 0, controlRequests: 0, freshGames: 0 };
let viewsSeen = 0;

/** Patches that came ahead of the one before them (from another process, in a cluster), and the longest wait for that one. */
const ahead = { patches: 0, longestWaitMs: 0 };
/** Per player, the version a patch ahead waits for (the view it continues) and since when. */
const aheadSince = new Map<Player, { version: number; since: number }>();

/** A player's views as the browser turns the messages into them (`viewStream`), on this player's game. */
function playerViews(player: Player): (message: Message) => void {
  return viewStream({
    deliver: (gamecode, view) => {
      if (gamecode === player.game.code) onPlayerView(player, view);
    },
    held: (gamecode) => (gamecode === player.game.code ? (player.view ?? undefined) : undefined),
    async fetchWhole(gamecode) {
      // A patch that did not fit the view held (a missed message), or one ahead whose predecessor
      // did not come in time.
      noteError(`a view patch for ${player.game.index}/${player.slot} did not fit the view held`);
      try {
        return (await ok(player, 'watchGame', { gamecode })).data as GameView;
      } catch (err) {
        noteError(`watchGame: ${String(err)}`);
        return undefined;
      }
    },
    loadPatching: async () => patchedView,
  });
}

function onView(player: Player, message: Message): void {
  const game = player.game;
  if (message.gamecode !== game.code) {
    if (message.view) player.early = message.view;
    return;
  }
  const now = performance.now();
  // A stride prime to the 8 views of an action, so every player's view gets sampled.
  const current = windowAt(now);
  if (current && ++viewsSeen % 17 === 0) {
    current.viewBytes += JSON.stringify(message).length;
    current.viewSamples++;
  }
  const held = player.view?.version;
  if (message.patch && held !== undefined && message.patch.from > held && !aheadSince.has(player)) {
    ahead.patches++;
    aheadSince.set(player, { version: message.patch.from, since: now });
  }
  player.views(message);
}

/** A whole view of this player's game, from a message or asked for. */
function onPlayerView(player: Player, view: GameView): void {
  const now = performance.now();
  const game = player.game;
  const waited = aheadSince.get(player);
  if (waited && view.version >= waited.version) {
    ahead.longestWaitMs = Math.max(ahead.longestWaitMs, now - waited.since);
    aheadSince.delete(player);
  }
  if (!player.view || player.view.version <= view.version) player.view = view;
  if (!game.view || game.view.version <= view.version) game.view = view;
  const pending = game.pending;
  if (!pending || view.version <= pending.from || pending.got[player.slot]) return;
  pending.got[player.slot] = 1;
  pending.arrivals[player.slot] = now;
  pending.count++;
  pending.last = now;
  if (pending.count === playersPerGame) {
    const measured = pending.window;
    if (measured) {
      measured.latencies.push(pending.last - pending.t0);
      if (pending.kind !== 'card') {
        const verdict = lineVerdict(pending);
        measured.typedLines[verdict] = (measured.typedLines[verdict] ?? 0) + 1;
      }
      if (samplesFile && measured.name === 'main') {
        const arrivals = Array.from(pending.arrivals, (t) => (t - pending.t0).toFixed(2)).join(',');
        samples.push(`${(pending.t0 - measured.start).toFixed(1)},${game.index},${arrivals}`);
      }
    }
    game.pending = null;
  }
}

/**
 * What the referee made of a typed line, read from its sender's own view once every player has
 * the result: the sender's newest line of its kind (a guesser alone is told their near miss).
 */
function lineVerdict(pending: Pending): string {
  const stream = pending.actor.view?.gameplay.stream ?? [];
  for (let i = stream.length - 1; i >= 0; i--) {
    const line = stream[i];
    if (!line || line.playerId !== pending.actor.playerId || line.kind !== pending.kind) continue;
    if (line.kind === 'clue') return line.refused ? 'clue tripped' : 'clue passed';
    return `guess ${line.verdict ?? 'missed'}`;
  }
  return `${pending.kind} not in the stream`;
}

async function connect(player: Player): Promise<void> {
  const socket = io(player.url, {
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

/** A game's settings: typed clues in the typed load, the games taking its languages in turn. */
function settingsOf(game: Game) {
  if (!typed) return settings;
  const language = typed.languages[game.index % typed.languages.length] ?? 'en';
  return { ...settings, clueMode: 'typed', language };
}

async function setUpRealGame(game: Game): Promise<void> {
  const [host, ...others] = game.players;
  if (!host) return;
  game.view = null;
  game.pending = null;
  for (const p of game.players) p.view = null;
  const created = await ok(host, 'createGame', { name: host.name, settings: settingsOf(game) });
  const code = (created.data as { gamecode: string }).gamecode;
  game.code = code;
  if (host.early?.gamecode === code) host.view = host.early;
  host.early = null;
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

/** Sends a measured action: `type` with `payload` from `actor`, decided on the game's version `from`. */
function act(
  game: Game,
  actor: Player,
  kind: ActionKind,
  type: string,
  payload: unknown,
  from: number,
): void {
  const t0 = performance.now();
  const pending: Pending = {
    kind,
    actor,
    t0,
    from,
    got: new Uint8Array(playersPerGame),
    arrivals: new Float64Array(playersPerGame),
    count: 0,
    last: 0,
    window: windowAt(t0),
  };
  game.pending = pending;
  counts.sent++;
  request(actor, type, payload)
    .then((ack) => {
      pending.window?.ackLatencies.push(performance.now() - t0);
      if (ack.ok && ack.outcome === 'accepted') return;
      const reason = ack.ok ? `unchanged: ${ack.reason ?? ''}` : `refused: ${ack.error}`;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      if (pending.window) pending.window.notAccepted++;
      if (game.pending === pending) game.pending = null;
    })
    .catch((error: unknown) => {
      noteError(`${type} on game ${game.index}: ${(error as Error).message}`);
      if (pending.window) pending.window.lost++;
      if (game.pending === pending) game.pending = null;
    });
}

// The typed load's texts, from a seeded generator so that every run types the same.
const typedRandom = randomFrom(1);
const below = (n: number) => Math.floor(typedRandom() * n);
const pick = <T>(items: readonly T[]): T | undefined => items[below(items.length)];
/**
 * What a giver's typed clue is made of: common words that name no card, so that a clue passes
 * unless it slips (`slipEvery`); a card's word that is one of them trips, as a giver's slip would.
 */
const CLUE_WORDS = [
  ...'you find this when big small people use often something every like not very with they'.split(' '),
  ...'have before after where kind of it makes we there almost more than one'.split(' '),
];

type VisibleCard = NonNullable<GameView['gameplay']['card']>;

/** A clue of common words, now and then with one of the card's forbidden words among them. */
function clueText(card: VisibleCard, slipEvery: number): string {
  const words: string[] = [];
  const count = 3 + below(4);
  while (words.length < count) words.push(pick(CLUE_WORDS) ?? 'it');
  if (slipEvery > 0 && below(slipEvery) === 0)
    words.splice(below(words.length + 1), 0, (pick(card.forbidden) ?? card.word).toLowerCase());
  let text = words.join(' ');
  while (text.length > CLUE_TEXT_MAX) text = text.slice(0, text.lastIndexOf(' '));
  return text;
}

/** A guess at the card the giver sees: its word one time in `wordEvery`, else one of its forbidden words, the words a guesser reaches for. */
function guessText(card: VisibleCard, wordEvery: number): string {
  const word = below(wordEvery) === 0 ? card.word : (pick(card.forbidden) ?? 'something');
  return word.toLowerCase().slice(0, GUESS_TEXT_MAX);
}

/** A typed tick: the giver's clue or a guesser's guess, as `nextTyped` has it, on the card on the giver's screen. */
function typedAct(game: Game, giver: Player, card: VisibleCard, from: number, now: number): void {
  if (!typed || !game.nextTyped) return;
  const next = game.nextTyped();
  if (next.kind === 'clue') {
    const text = clueText(card, typed.slipEvery);
    act(game, giver, 'clue', 'sendClue', { gamecode: game.code, index: card.index, text }, from);
    return;
  }
  const guessers = game.players.filter((p) => p.view?.you?.role === 'guesser');
  const guesser = guessers[next.guesser % Math.max(1, guessers.length)];
  if (!guesser) {
    noteSkippedTick(now);
    return;
  }
  act(
    game,
    guesser,
    'guess',
    'sendGuess',
    { gamecode: game.code, text: guessText(card, typed.wordEvery) },
    from,
  );
}

/** A tick that sent nothing because the game's previous action was unanswered or its view stale. */
function noteSkippedTick(now: number): void {
  const current = windowAt(now);
  if (current) current.skippedTicks++;
}

function tick(game: Game): void {
  if (game.dead || game.busy) return;
  const now = performance.now();
  const pending = game.pending;
  if (pending) {
    if (now - pending.t0 < 5000) {
      noteSkippedTick(now);
      return;
    }
    if (pending.window) pending.window.lost++;
    game.pending = null;
  }
  if (!real) {
    const giver = game.players[0];
    if (giver) act(game, giver, 'card', 'updateCardStatus', cardCorrect(game, 0), game.view?.version ?? 0);
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
    noteSkippedTick(now);
    return;
  }
  if (typed) typedAct(game, giver, card, lead.version, now);
  else act(game, giver, 'card', 'updateCardStatus', cardCorrect(game, card.index), lead.version);
}

/** The spoken load's action: the giver's Correct for the card on screen. */
function cardCorrect(game: Game, index: number) {
  return { gamecode: game.code, index, status: 'correct', roundStatus: 'in progress' };
}

// ---- the schedule and the windows ----------------------------------------------------------

/** Every game's ticks, spread evenly over each interval. */
const ticks = tickSchedule(games, tick);

/** Tells the orchestrator, which reads the services it started over the same window. */
function tellEdge(edge: WindowEdge['edge'], name: string): void {
  const message: WindowEdge = { type: 'window', edge, window: name };
  process.send?.(message);
}

interface WindowReadings {
  seconds: number;
  /** Per server process, % of one core. */
  serverCpuPercent: number[];
  /** The busiest one-second slice of all the server processes together. */
  peakSecondPercent: number;
  ownCpuPercent: number;
  machine: GeneratorResult['machine'];
  loopDelay: { p99Ms: number; maxMs: number };
}

const serverCpuSeconds = () => serverPids.map(processCpuSeconds);

/**
 * Waits for `measured` to begin, makes it the current window, reads CPU over it and, when it is
 * over, gives its last actions up to 3 s to arrive (those that do not count as lost).
 */
async function measureWindow(measured: Window, signalProbes: boolean): Promise<WindowReadings> {
  await sleep(measured.start - performance.now());
  window = measured;
  log(`measuring ${measured.name}`);
  if (signalProbes) signalServers('SIGUSR2');
  tellEdge('start', measured.name);
  const cpuFrom = serverCpuSeconds();
  const ownCpuFrom = process.cpuUsage();
  const machineFrom = machineCpuSeconds();
  const loadAverageAtStart = loadAverage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const perSecond: number[] = [];
  let lastCpu = sum(cpuFrom);
  let lastAt = performance.now();
  const sampler = setInterval(() => {
    const cpu = sum(serverCpuSeconds());
    const at = performance.now();
    perSecond.push(((cpu - lastCpu) / ((at - lastAt) / 1000)) * 100);
    lastCpu = cpu;
    lastAt = at;
  }, 1000);

  await sleep(measured.end - performance.now());
  const cpuTo = serverCpuSeconds();
  const ownCpu = process.cpuUsage(ownCpuFrom);
  const machineTo = machineCpuSeconds();
  tellEdge('end', measured.name);
  if (signalProbes) signalServers('SIGUSR2');
  clearInterval(sampler);
  loopDelay.disable();
  const seconds = (performance.now() - measured.start) / 1000;
  for (let i = 0; i < 30 && games.some((g) => g.pending?.window === measured); i++) await sleep(100);
  for (const game of games) {
    if (game.pending?.window !== measured) continue;
    measured.lost++;
    game.pending.window = null;
  }
  const perCent = (cpuSeconds: number) => round2((cpuSeconds / seconds) * 100);
  const serverCpuPercent = cpuTo.map((to, p) => perCent(to - (cpuFrom[p] ?? 0)));
  const ownCpuPercent = perCent((ownCpu.user + ownCpu.system) / 1e6);
  const machineBusy = perCent(machineTo.busy - machineFrom.busy);
  return {
    seconds,
    serverCpuPercent,
    peakSecondPercent: round2(Math.max(...perSecond)),
    ownCpuPercent,
    machine: {
      busyPercent: machineBusy,
      otherProcessesPercent: round2(machineBusy - sum(serverCpuPercent) - ownCpuPercent),
      iowaitPercent: perCent(machineTo.iowait - machineFrom.iowait),
      stealPercent: perCent(machineTo.steal - machineFrom.steal),
      loadAverageAtStart,
    },
    // The histogram holds whole timer intervals: the 10 ms resolution is taken off.
    loopDelay: {
      p99Ms: round2(Math.max(0, loopDelay.percentile(99) / 1e6 - 10)),
      maxMs: round2(Math.max(0, loopDelay.max / 1e6 - 10)),
    },
  };
}

/** Why a window was not held (p99 over the limit, an action lost, the rate not kept up), or undefined. */
function whyNotHeld(
  measured: Window,
  latency: LatencySummary,
  rate: number,
  asked: number,
): string | undefined {
  const { p99LimitMs, minShare } = options.rateSearch;
  if (measured.lost > 0) return `${measured.lost} actions lost`;
  if (!(latency.p99 <= p99LimitMs)) return `p99 ${latency.p99} ms over ${p99LimitMs} ms`;
  if (rate < asked * minShare) return `${rate} actions/s of the ${asked} asked for`;
  return undefined;
}

/**
 * The rate search on the same games: upwards (the main window was held) each rate in turn until one
 * is not held; downwards (it was not) each rate's inverse in turn until one is.
 */
async function searchRates(upwards: boolean): Promise<RateStep[]> {
  const steps: RateStep[] = [];
  const { ratesPerGame, warmupMs, measureMs } = options.rateSearch;
  const rates = upwards ? ratesPerGame : ratesPerGame.map((rate) => round2(1 / rate));
  for (const ratePerGame of rates) {
    const from = performance.now() + 100;
    ticks.start(ratePerGame, from);
    const measured = newWindow(String(ratePerGame), from + warmupMs, measureMs);
    const readings = await measureWindow(measured, false);
    const latencyMs = summarize(measured.latencies);
    const asked = round2(ratePerGame * games.filter((g) => !g.dead).length);
    const actionsPerSecond = round2(measured.latencies.length / readings.seconds);
    const broken = whyNotHeld(measured, latencyMs, actionsPerSecond, asked);
    steps.push({
      ratePerGame,
      targetActionsPerSecond: asked,
      actionsPerSecond,
      latencyMs,
      notAccepted: measured.notAccepted,
      lost: measured.lost,
      skippedTicks: measured.skippedTicks,
      serverCpuPercent: readings.serverCpuPercent,
      generatorCpuPercent: readings.ownCpuPercent,
      viewBytesMean: measured.viewSamples ? Math.round(measured.viewBytes / measured.viewSamples) : 0,
      ...(broken ? { broken } : {}),
    });
    log(
      `rate ${ratePerGame}/game/s: ${actionsPerSecond} actions/s, p99 ${latencyMs.p99} ms${broken ? `: not held, ${broken}` : ''}`,
    );
    if (Boolean(broken) === upwards) break;
  }
  return steps;
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
  const idleCpuFrom = serverCpuSeconds();
  await sleep(3000);
  const idleCpuPercent = serverCpuSeconds().map((to, p) => round2((to - (idleCpuFrom[p] ?? 0)) * (100 / 3)));
  const idle = await settledRss(0);
  log(
    `RSS KB per process after collection (as read): empty ${empty.collected} (${empty.raw}), zero connections ` +
      `${zeroConnections.collected} (${zeroConnections.raw}), ${players.length} idle ${idle.collected} (${idle.raw})`,
  );

  mark = performance.now();
  await pool(games, 25, setUp);
  mark = phase('games', mark);

  const tickStart = performance.now() + 100;
  ticks.start(mainRatePerGame, tickStart);
  const main = newWindow('main', tickStart + options.warmupMs, options.measureMs);
  const readings = await measureWindow(main, true);
  log(`done: ${main.latencies.length} actions measured`);
  if (ahead.patches > 0)
    log(
      `${ahead.patches} view patches came ahead of the one before them and waited for it, ` +
        `at most ${ahead.longestWaitMs.toFixed(1)} ms (or until the whole view was asked for)`,
    );
  if (samplesFile) {
    const header = `t0_ms_into_window,game,${Array.from({ length: playersPerGame }, (_, i) => `player${i}_ms`).join(',')}`;
    writeFileSync(samplesFile, `${header}\n${samples.join('\n')}\n`);
  }
  const latencyMs = summarize(main.latencies);
  const actionsPerSecond = round2(main.latencies.length / readings.seconds);
  const asked = round2(mainRatePerGame * games.filter((g) => !g.dead).length);
  const mainBroken = whyNotHeld(main, latencyMs, actionsPerSecond, asked);
  const searching = options.rateSearch.ratesPerGame.length > 0;
  if (searching && mainBroken) log(`main window not held: ${mainBroken}`);
  const rateSteps = searching ? await searchRates(!mainBroken) : [];
  mark = phase('load', mark);
  ticks.stop();
  // What the server gives back once play stops (its SQLite threads end after a minute without writes).
  const afterPlay = options.afterPlayMs > 0 ? await settledRss(options.afterPlayMs) : null;
  if (afterPlay)
    log(
      `RSS KB per process ${options.afterPlayMs / 1000} s after play: ${afterPlay.collected} (${afterPlay.raw})`,
    );
  const held = rateSteps.filter((step) => !step.broken).map((step) => step.actionsPerSecond);

  const n = players.length;
  const perConnection = (to: number[], from: number[]) => round2((sum(to) - sum(from)) / n);
  return {
    target,
    label,
    games: gameCount,
    playersPerGame,
    connected: players.filter((p) => p.socket?.connected).length,
    liveGames: games.filter((g) => !g.dead).length,
    rssKb: {
      empty: sum(empty.collected),
      zeroConnections: sum(zeroConnections.collected),
      idle: sum(idle.collected),
      ...(afterPlay ? { afterPlay: sum(afterPlay.collected) } : {}),
      uncollected: { empty: sum(empty.raw), zeroConnections: sum(zeroConnections.raw), idle: sum(idle.raw) },
    },
    rssPerConnectionKb: perConnection(idle.collected, zeroConnections.collected),
    rssPerConnectionFromEmptyKb: perConnection(idle.collected, empty.collected),
    rssPerConnectionUncollectedKb: perConnection(idle.raw, zeroConnections.raw),
    idleCpuPercent: round2(sum(idleCpuPercent)),
    procCpuPercent: round2(sum(readings.serverCpuPercent)),
    procCpuPeakSecondPercent: readings.peakSecondPercent,
    processes: serverPids.map((pid, p) => ({
      pid,
      url: urls[p] ?? '',
      connections: players.filter((player) => player.url === urls[p] && player.socket?.connected).length,
      cpuPercent: readings.serverCpuPercent[p] ?? Number.NaN,
      idleCpuPercent: idleCpuPercent[p] ?? Number.NaN,
      rssKb: {
        empty: empty.collected[p] ?? Number.NaN,
        zeroConnections: zeroConnections.collected[p] ?? Number.NaN,
        idle: idle.collected[p] ?? Number.NaN,
      },
    })),
    latencyMs,
    ackLatencyMs: summarize(main.ackLatencies),
    actions: {
      ...counts,
      measured: main.latencies.length,
      notAccepted: main.notAccepted,
      lost: main.lost,
      skippedTicks: main.skippedTicks,
      reasons,
      ...(typed ? { typedLines: main.typedLines } : {}),
    },
    actionsPerSecond,
    viewBytesMean: main.viewSamples ? Math.round(main.viewBytes / main.viewSamples) : 0,
    machine: readings.machine,
    disconnected,
    generator: {
      cpuPercent: readings.ownCpuPercent,
      eventLoopDelayP99Ms: readings.loopDelay.p99Ms,
      eventLoopDelayMaxMs: readings.loopDelay.maxMs,
    },
    rateSteps,
    heldActionsPerSecond: Math.max(mainBroken ? 0 : actionsPerSecond, ...held),
    phasesSeconds: phases,
    errors,
  };
}

const { ratesPerGame, warmupMs: stepWarmupMs, measureMs: stepMeasureMs } = options.rateSearch;
const watchdog = setTimeout(
  () => {
    noteError('the generator ran out of time');
    process.exit(1);
  },
  options.warmupMs +
    options.measureMs +
    ratesPerGame.length * (stepWarmupMs + stepMeasureMs + 5000) +
    options.afterPlayMs +
    180_000,
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
ticks.stop();
for (const p of players) p.socket?.close();
process.disconnect?.();
setTimeout(() => process.exit(), 500).unref();
