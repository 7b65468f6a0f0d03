// Server load benchmark (npm run bench:server). Starts the real server as a child process
// (`node --import tsx apps/server/src/main.ts`, SQLite in a temporary DATA_DIR, LOG_LEVEL=warn),
// then the load generator (bench/server-load-client.ts) as another; then the same load against a
// bare Socket.IO server (bench/server-load-bare.ts), and against the same bare server with a
// durable commit of each action before its views (BARE_COMMIT_DIR: the durability rule's least
// cost, BENCH_BARE_COMMIT=0 leaves it out); with BENCH_BARE_RULES=1, also against that server with
// the rules' own share of an action added (BARE_RULES: the game decided by the rules, its rows
// committed as our store writes them, each player's view as a patch; bench/bare-rules.ts); and the
// real server again under the typed load (games with typed clues: the giver's clues and the
// guessers' guesses, each judged by the referee; BENCH_TYPED=0 leaves it out). Prints a table and
// a JSON summary.
//
// Sizes by environment: BENCH_GAMES (250), BENCH_PLAYERS_PER_GAME (8), BENCH_WARMUP_S (10),
// BENCH_MEASURE_S (30), BENCH_CONCURRENCY (50), BENCH_TURN_SECONDS (60); BENCH_DATA_PARENT (the
// system's temporary folder) is where the server's DATA_DIR is made, e.g. /dev/shm to take the
// disk's fsync out of the figures; BENCH_AFTER_PLAY_S (0) reads both servers' RSS again that long
// after the last action (from some 125 s, the real server's SQLite threads have ended: the turns
// still running end by their timer, then the threads a minute later); BENCH_SERVER_NODE_ARGS adds
// node options to both servers (a CPU profile: `--cpu-prof --cpu-prof-dir=/tmp/prof`). Loopback
// only; Linux only (CPU and memory are read from /proc).
import {
  GAME_LANGUAGES,
  STREAM_BURST,
  STREAM_BURST_MS,
  STREAM_PER_TURN,
} from '../packages/rules/src/index.ts';
import {
  fmt,
  loadInWords,
  log,
  machine,
  playerCount,
  rateSearchSettings,
  runBareWithCommit,
  runBareWithRules,
  runBenchmark,
  runOnSqlite,
  runSetup,
  setting,
  size,
  type SetupRun as TargetRun,
  turnSecondsWhenSearching,
} from './server-load-run.ts';
import { round2, STORE_THREADS, type TypedLoad, typedActionsPerGame } from './server-load-shared.ts';

/**
 * After the main window, the rate search (as bench:cluster's): the same games at 1.5×, 2.25×, …
 * the rate until a step is not held (p99 over 100 ms, an action lost): how many players the server
 * holds. BENCH_RATE_SEARCH=0 measures the main window alone.
 */
const searching = process.env.BENCH_RATE_SEARCH !== '0';
const rateSearch = searching
  ? rateSearchSettings()
  : { ratesPerGame: [], warmupMs: 0, measureMs: 0, p99LimitMs: 0, minShare: 0 };
const turnSeconds = searching ? turnSecondsWhenSearching(rateSearch) : size.turnSeconds;
/** BENCH_BARE_COMMIT=0: no third setup (the bare server with a durable commit of each action). */
const withCommitFloor = process.env.BENCH_BARE_COMMIT !== '0';
/** BENCH_BARE_RULES=1: a fourth setup, the bare server with a commit and the rules' share of an action. */
const withRulesFloor = withCommitFloor && process.env.BENCH_BARE_RULES === '1';

/**
 * The typed load (BENCH_TYPED=0 leaves it out): the real server again, its games created with
 * typed clues; in each turn the giver types a clue every BENCH_TYPED_CLUE_S (3) and each guesser a
 * guess every BENCH_TYPED_GUESS_S (2), one guess in BENCH_TYPED_WORD_EVERY (6) the card's word
 * and one clue in BENCH_TYPED_SLIP_EVERY (20) with a forbidden word in it; games in the languages
 * of BENCH_TYPED_LANGUAGES (en) in turn. Its main window alone: no rate search, since the
 * per-player limits on typed lines (STREAM_BURST in STREAM_BURST_MS, STREAM_PER_TURN a turn)
 * refuse what a search past a player's pace would send.
 */
const withTyped = process.env.BENCH_TYPED !== '0';
const typedLoad: TypedLoad = {
  clueSeconds: setting('BENCH_TYPED_CLUE_S', 3),
  guessSeconds: setting('BENCH_TYPED_GUESS_S', 2),
  // Two teams, seats alternating: the giving team of a game of 8 is 4, its giver and 3 guessers.
  guessers: Math.max(1, Math.floor(size.playersPerGame / 2) - 1),
  wordEvery: setting('BENCH_TYPED_WORD_EVERY', 6),
  slipEvery: setting('BENCH_TYPED_SLIP_EVERY', 20),
  languages: (process.env.BENCH_TYPED_LANGUAGES || 'en').split(',').map((l) => l.trim()),
};
for (const language of typedLoad.languages)
  if (!(GAME_LANGUAGES as readonly string[]).includes(language))
    throw new Error(`BENCH_TYPED_LANGUAGES: "${language}" is none of ${GAME_LANGUAGES.join(', ')}`);

/** The typed load in words, for the report. */
function typedInWords(): string {
  const perGame = typedActionsPerGame(typedLoad);
  return (
    `typed: a clue every ${typedLoad.clueSeconds} s from the giver and a guess every ${typedLoad.guessSeconds} s ` +
    `from each of ${typedLoad.guessers} guessers (${fmt(perGame, 2)} actions per game per second, ` +
    `${fmt(perGame * size.games, 0)} in all), 1 guess in ${typedLoad.wordEvery} the card's word, 1 clue in ` +
    `${typedLoad.slipEvery} with a forbidden word; games in ${typedLoad.languages.join(', ')}`
  );
}

/** Warns when the typed load would pass the limits on typed lines, which would refuse them. */
function warnOfLineLimits(turnSeconds: number): void {
  const loadSeconds = (size.warmupMs + size.measureMs) / 1000;
  const perTurn =
    Math.min(loadSeconds, turnSeconds) / Math.min(typedLoad.clueSeconds, typedLoad.guessSeconds);
  if (perTurn > STREAM_PER_TURN)
    log(
      `warning: the typed load sends up to ${Math.ceil(perTurn)} lines a player in a turn, over the ${STREAM_PER_TURN} allowed`,
    );
  if (STREAM_BURST_MS / 1000 / Math.min(typedLoad.clueSeconds, typedLoad.guessSeconds) >= STREAM_BURST)
    log(
      `warning: the typed load sends ${STREAM_BURST} lines a player within ${STREAM_BURST_MS / 1000} s, the most allowed`,
    );
}

/** Server CPU time per measured action, ms (idle costs included: at low rates it is too high). */
const cpuPerActionMs = (r: TargetRun) =>
  r.generator.actionsPerSecond > 0
    ? (r.generator.procCpuPercent * 10) / r.generator.actionsPerSecond
    : Number.NaN;

/** The server's CPU per action by thread, ms: main, the SQLite store's writer and checkpointer, the rest. */
function cpuPerActionByThread(r: TargetRun): string {
  const probe = r.probes[0];
  const actions = ((probe?.elapsedMs ?? 0) / 1000) * r.generator.actionsPerSecond;
  if (!probe?.cpuByThreadMs || actions <= 0) return 'n/a';
  const parts = ['main', ...STORE_THREADS, 'other'].map((part) => (probe.cpuByThreadMs[part] ?? 0) / actions);
  return parts.map((ms) => fmt(ms, 2)).join('/');
}

/** Runs without a rate search (the typed load): the search's rows read n/a for them. */
const notSearched = new WeakSet<TargetRun>();

/** The best window held: its actions per second, the server's CPU then, and players at the main window's rate. */
function held(r: TargetRun): { actionsPerSecond: number; cpuPercent: number; players: number } {
  const g = r.generator;
  let best = { actionsPerSecond: 0, cpuPercent: Number.NaN };
  if (g.heldActionsPerSecond > 0 && g.heldActionsPerSecond === g.actionsPerSecond)
    best = { actionsPerSecond: g.actionsPerSecond, cpuPercent: g.procCpuPercent };
  for (const step of g.rateSteps)
    if (!step.broken && step.actionsPerSecond >= best.actionsPerSecond)
      best = {
        actionsPerSecond: step.actionsPerSecond,
        cpuPercent: step.serverCpuPercent.reduce((a, b) => a + b, 0),
      };
  // One action per game of `playersPerGame` per second is the load of the main window.
  return { ...best, players: Math.round(best.actionsPerSecond * size.playersPerGame) };
}

// ---- the report ------------------------------------------------------------------------------

/** One setup's figures over a baseline's (the real server's over the bare server's), from one run. */
function ratiosOver(run: TargetRun, baseline: TargetRun) {
  const over = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || b === 0 ? Number.NaN : round2(a / b);
  return {
    p50: over(run.generator.latencyMs.p50, baseline.generator.latencyMs.p50),
    p99: over(run.generator.latencyMs.p99, baseline.generator.latencyMs.p99),
    rssEmpty: over(run.generator.rssKb.empty, baseline.generator.rssKb.empty),
    rssEndOfWindow: over(run.probes[0]?.rssKb, baseline.probes[0]?.rssKb),
  };
}

/** The bare server with a durable commit of each action: its run, and the ratios it gives. */
interface CommitFloor {
  run: TargetRun;
  /** The real server over it: what our own work adds to the durability rule. */
  realToIt: ReturnType<typeof ratiosOver>;
  /** It over the bare server: what the durability rule alone costs. */
  itToBare: ReturnType<typeof ratiosOver>;
  /** The same server with the rules' share of an action (BENCH_BARE_RULES=1). */
  withRules: {
    run: TargetRun;
    /** The real server over it: what our own work adds to the rules and the commit. */
    realToIt: ReturnType<typeof ratiosOver>;
    /** It over the bare server with a commit: what the rules' share costs. */
    itToCommit: ReturnType<typeof ratiosOver>;
  } | null;
}

function table(
  real: TargetRun,
  bare: TargetRun,
  floor: CommitFloor | null,
  typed: TargetRun | null,
  ratios: ReturnType<typeof ratiosOver>,
): string {
  const searched = (value: (r: TargetRun) => string) => (r: TargetRun) =>
    notSearched.has(r) ? 'n/a' : value(r);
  /** The main thread's malloc chunk by chunk, when the probe walked it. */
  const mainArenaRow: [string, (r: TargetRun) => string, string] = [
    '  main malloc: live, free, in holes of 64 KB or more (n), MB',
    (r) => {
      const a = r.probes[0]?.mainArena;
      return a
        ? `${fmt(a.liveKb / 1024, 1)}, ${fmt(a.freeKb / 1024, 1)}, ${fmt(a.largeFreeKb / 1024, 1)} (${a.largeFreeChunks})`
        : 'n/a';
    },
    '',
  ];
  const rows: [string, (r: TargetRun) => string, string][] = [
    ['server CPU, % of one core (process.cpuUsage)', (r) => fmt(r.probes[0]?.cpuPercent), '<= 50'],
    ['server CPU, % of one core (/proc/<pid>/stat)', (r) => fmt(r.generator.procCpuPercent), ''],
    ['server CPU, busiest 1-s slice %', (r) => fmt(r.generator.procCpuPeakSecondPercent), ''],
    ['server CPU per action, ms', (r) => fmt(cpuPerActionMs(r), 2), ''],
    ['  by thread: main / SQLite writer / checkpointer / other', cpuPerActionByThread, ''],
    ['latency to every player p50, ms', (r) => fmt(r.generator.latencyMs.p50, 2), '<= 1.5x bare'],
    ['latency to every player p90, ms', (r) => fmt(r.generator.latencyMs.p90, 2), ''],
    ['latency to every player p99, ms', (r) => fmt(r.generator.latencyMs.p99, 2), '<= 1.5x bare'],
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
    ['view message, bytes (mean)', (r) => String(r.generator.viewBytesMean), '<= 1500'],
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
    ['RSS empty server, MB', (r) => fmt(r.generator.rssKb.empty / 1024), '<= 1.2x bare'],
    ['RSS with 0 connections, MB', (r) => fmt(r.generator.rssKb.zeroConnections / 1024), ''],
    [`RSS with ${playerCount} idle connections, MB`, (r) => fmt(r.generator.rssKb.idle / 1024), ''],
    ['RSS per idle connection, KB', (r) => fmt(r.generator.rssPerConnectionKb), '<= 30'],
    ['  the same from the empty server, KB', (r) => fmt(r.generator.rssPerConnectionFromEmptyKb), ''],
    ['  the same without garbage collection, KB', (r) => fmt(r.generator.rssPerConnectionUncollectedKb), ''],
    ['server CPU idle with every socket, %', (r) => fmt(r.generator.idleCpuPercent), ''],
    ...(size.afterPlayMs > 0
      ? ([
          [
            `RSS ${size.afterPlayMs / 1000} s after play, MB`,
            (r) => fmt((r.generator.rssKb.afterPlay ?? Number.NaN) / 1024),
            '',
          ],
        ] satisfies [string, (r: TargetRun) => string, string][])
      : []),
    [
      'RSS at the end of the window, MB',
      (r) => fmt((r.probes[0]?.rssKb ?? Number.NaN) / 1024),
      '<= 1.5x bare',
    ],
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
    [
      '  by mapping: files, main malloc, thread arenas (n), other anonymous, MB',
      (r) => {
        const k = r.probes[0]?.residentKb;
        return k
          ? `${fmt(k.files / 1024, 0)}, ${fmt(k.mainMalloc / 1024, 0)}, ${fmt(k.threadArenas / 1024, 0)} (${k.threadArenaCount}), ${fmt(k.otherAnonymous / 1024, 0)}`
          : 'n/a';
      },
      '',
    ],
    ...([real, bare].some((r) => r.probes[0]?.mainArena) ? [mainArenaRow] : []),
    [
      '  of the V8 heap: young generation, old, code, large objects, MB',
      (r) => {
        const spaces = r.probes[0]?.heapSpacesKb;
        if (!spaces) return 'n/a';
        const mb = (...names: string[]) =>
          fmt(names.reduce((sum, name) => sum + (spaces[name]?.committed ?? 0), 0) / 1024, 0);
        return `${mb('new_space', 'new_large_object_space')}, ${mb('old_space')}, ${mb('code_space', 'code_large_object_space')}, ${mb('large_object_space')}`;
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
    ...(searching
      ? ([
          [
            `highest rate held (p99 <= ${rateSearch.p99LimitMs} ms), actions/s`,
            searched((r) => fmt(held(r).actionsPerSecond, 0)),
            '',
          ],
          [
            `  players held, at 1 action per game of ${size.playersPerGame} per s`,
            searched((r) => String(held(r).players)),
            '',
          ],
          ['  server CPU at that rate, % of one core', searched((r) => fmt(held(r).cpuPercent)), ''],
          [
            '  players held per core of server CPU',
            searched((r) => fmt(held(r).players / (held(r).cpuPercent / 100), 0)),
            '',
          ],
        ] satisfies [string, (r: TargetRun) => string, string][])
      : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const col = 20;
  const runs = [
    real,
    bare,
    ...(floor ? [floor.run] : []),
    ...(floor?.withRules ? [floor.withRules.run] : []),
    ...(typed ? [typed] : []),
  ];
  const line = (label: string, cells: string[]) =>
    `${label.padEnd(width)}${cells.map((cell) => cell.padStart(col)).join('')}`;
  return [
    line('', [
      'Unsayable',
      'bare Socket.IO',
      ...(floor ? ['bare + commit'] : []),
      ...(floor?.withRules ? ['+ rules'] : []),
      ...(typed ? ['Unsayable typed'] : []),
      'target',
    ]),
    ...rows.map(([label, value, goal]) => line(label, [...runs.map(value), goal])),
    '',
    'Unsayable / bare Socket.IO, in this run:',
    `  latency p50 ${fmt(ratios.p50, 2)}, p99 ${fmt(ratios.p99, 2)} (targets <= 1.5)`,
    `  RSS empty server ${fmt(ratios.rssEmpty, 2)} (target <= 1.2), at the end of the window ${fmt(ratios.rssEndOfWindow, 2)} (target <= 1.5)`,
    ...(floor
      ? [
          'Unsayable / bare Socket.IO with a durable commit of each action (what our own work adds to the',
          'durability rule; not a target):',
          `  latency p50 ${fmt(floor.realToIt.p50, 2)}, p99 ${fmt(floor.realToIt.p99, 2)}; the commit alone takes bare ` +
            `Socket.IO to p50 ${fmt(floor.itToBare.p50, 2)}x, p99 ${fmt(floor.itToBare.p99, 2)}x its own`,
        ]
      : []),
    ...(floor?.withRules
      ? [
          "Unsayable / the bare server with a commit and the rules' share of an action (what our own work",
          'adds to what any server of these rules must do; not a target):',
          `  latency p50 ${fmt(floor.withRules.realToIt.p50, 2)}, p99 ${fmt(floor.withRules.realToIt.p99, 2)}; the rules' ` +
            `share takes the bare server with a commit to p50 ${fmt(floor.withRules.itToCommit.p50, 2)}x, ` +
            `p99 ${fmt(floor.withRules.itToCommit.p99, 2)}x its own`,
        ]
      : []),
    ...(typed
      ? [
          'Unsayable typed / Unsayable spoken (the typed load against the Corrects; not a target):',
          `  latency p50 ${fmt(typedRatios(typed, real).p50, 2)}, p99 ${fmt(typedRatios(typed, real).p99, 2)}; ` +
            `CPU per action ${fmt(typedRatios(typed, real).cpuPerAction, 2)}; view bytes ` +
            `${fmt(typedRatios(typed, real).viewBytes, 2)}; RSS at the end of the window ${fmt(typedRatios(typed, real).rssEndOfWindow, 2)}`,
          `  typed lines measured: ${Object.entries(typed.generator.actions.typedLines ?? {})
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, n]) => `${name} ${n}`)
            .join(', ')}`,
        ]
      : []),
  ].join('\n');
}

/** The typed load's figures over the spoken load's, from one run. */
function typedRatios(typed: TargetRun, spoken: TargetRun) {
  const over = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || b === 0 ? Number.NaN : round2(a / b);
  return {
    ...ratiosOver(typed, spoken),
    cpuPerAction: over(cpuPerActionMs(typed), cpuPerActionMs(spoken)),
    viewBytes: over(typed.generator.viewBytesMean, spoken.generator.viewBytesMean),
  };
}

async function main(): Promise<void> {
  log(loadInWords());
  if (withTyped) {
    log(typedInWords());
    warnOfLineLimits(turnSeconds);
  }
  const started = Date.now();
  const real = await runOnSqlite({ label: 'real', rateSearch, turnSeconds });
  // Right after the spoken load, so that the two compare on the machine as it was.
  const typed = withTyped
    ? await runOnSqlite({
        label: 'typed',
        rateSearch: { ...rateSearch, ratesPerGame: [] },
        turnSeconds,
        typed: typedLoad,
      })
    : null;
  if (typed) notSearched.add(typed);
  /** The bare servers' setups: their view as long as the real server's mean, the same search. */
  const bareSetup = (label: string) => ({
    label,
    payloadBytes: real.generator.viewBytesMean || 3000,
    rateSearch,
    turnSeconds,
  });
  const bare = await runSetup({ ...bareSetup('bare'), target: 'bare', processes: [{}] });
  const bareCommit = withCommitFloor ? await runBareWithCommit(bareSetup('bare-commit')) : null;
  const bareRules = withRulesFloor ? await runBareWithRules(bareSetup('bare-rules')) : null;
  const floor: CommitFloor | null = bareCommit
    ? {
        run: bareCommit,
        realToIt: ratiosOver(real, bareCommit),
        itToBare: ratiosOver(bareCommit, bare),
        withRules: bareRules
          ? {
              run: bareRules,
              realToIt: ratiosOver(real, bareRules),
              itToCommit: ratiosOver(bareRules, bareCommit),
            }
          : null,
      }
    : null;
  const ratios = ratiosOver(real, bare);
  const cpu = real.probes[0]?.cpuPercent ?? real.generator.procCpuPercent;
  const targets = {
    cpuAtMost50Percent: cpu <= 50,
    p50AtMost1_5xBare: ratios.p50 <= 1.5,
    p99AtMost1_5xBare: ratios.p99 <= 1.5,
    viewAtMost1500Bytes: real.generator.viewBytesMean <= 1500,
    rssEmptyAtMost1_2xBare: ratios.rssEmpty <= 1.2,
    rssEndOfWindowAtMost1_5xBare: ratios.rssEndOfWindow <= 1.5,
    rssPerConnectionAtMost30Kb: real.generator.rssPerConnectionKb <= 30,
  };
  const summary = {
    machine,
    size: { players: playerCount, ...size },
    real: { ...real.generator, probe: real.probes[0] },
    bare: { ...bare.generator, probe: bare.probes[0] },
    ...(floor
      ? {
          bareCommit: { ...floor.run.generator, probe: floor.run.probes[0] },
          ratiosToBareCommit: floor.realToIt,
          ratiosBareCommitToBare: floor.itToBare,
          ...(floor.withRules
            ? {
                bareRules: { ...floor.withRules.run.generator, probe: floor.withRules.run.probes[0] },
                ratiosToBareRules: floor.withRules.realToIt,
                ratiosBareRulesToBareCommit: floor.withRules.itToCommit,
              }
            : {}),
        }
      : {}),
    ...(typed
      ? {
          typed: { ...typed.generator, probe: typed.probes[0], load: typedLoad },
          ratiosTypedToSpoken: typedRatios(typed, real),
        }
      : {}),
    p99RatioRealToBare: ratios.p99,
    ratiosToBare: ratios,
    ...(searching ? { rateSearch, held: { real: held(real), bare: held(bare) }, turnSeconds } : {}),
    targets,
    serverOutputLines: real.serverLines.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log('');
  console.log(`Server load: ${loadInWords()}`);
  if (typed) console.log(`Unsayable typed: ${typedInWords()}`);
  console.log('');
  console.log(table(real, bare, floor, typed, ratios));
  const named: [string, TargetRun][] = [
    ['Unsayable', real],
    ['bare', bare],
    ...(bareCommit ? ([['bare + commit', bareCommit]] as [string, TargetRun][]) : []),
    ...(bareRules ? ([['bare + commit + rules', bareRules]] as [string, TargetRun][]) : []),
    ...(typed ? ([['Unsayable typed', typed]] as [string, TargetRun][]) : []),
  ];
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `targets: CPU ${verdict(targets.cpuAtMost50Percent)}, p50 ${verdict(targets.p50AtMost1_5xBare)}, ` +
      `p99 ${verdict(targets.p99AtMost1_5xBare)}, view bytes ${verdict(targets.viewAtMost1500Bytes)}, ` +
      `RSS empty ${verdict(targets.rssEmptyAtMost1_2xBare)}, RSS end of window ` +
      `${verdict(targets.rssEndOfWindowAtMost1_5xBare)}, RSS per connection ${verdict(targets.rssPerConnectionAtMost30Kb)}`,
  );
  if (searching) {
    console.log('');
    console.log(
      `Rate search: actions per game per second raised by ${rateSearch.ratesPerGame[0]}x a step, ` +
        `${rateSearch.warmupMs / 1000} s warm-up + ${rateSearch.measureMs / 1000} s measured each; a step is not held ` +
        `when p99 > ${rateSearch.p99LimitMs} ms, an action is lost, or under ${rateSearch.minShare * 100} % of the rate ` +
        'asked for is measured',
    );
    for (const [name, run] of named) {
      if (notSearched.has(run)) continue;
      console.log(
        `${name}: ${fmt(run.generator.actionsPerSecond, 0)}/s p99 ${fmt(run.generator.latencyMs.p99, 1)} ms (main window)`,
      );
      for (const step of run.generator.rateSteps)
        console.log(
          `  ${step.ratePerGame}/game/s: ${fmt(step.actionsPerSecond, 0)} of ${fmt(step.targetActionsPerSecond, 0)}/s, ` +
            `p50 ${fmt(step.latencyMs.p50, 1)} p99 ${fmt(step.latencyMs.p99, 1)} ms, lost ${step.lost}, server CPU ` +
            `${fmt(step.serverCpuPercent.reduce((a, b) => a + b, 0))} %, generator ${fmt(step.generatorCpuPercent)} %, ` +
            `view ${step.viewBytesMean} B${step.broken ? `: NOT HELD (${step.broken})` : ''}`,
        );
    }
  }
  for (const [name, run] of named) {
    const { reasons } = run.generator.actions;
    if (Object.keys(reasons).length > 0)
      console.log(`${name} requests not accepted: ${JSON.stringify(reasons)}`);
    if (run.generator.errors.length > 0) console.log(`${name} errors: ${run.generator.errors.join(' | ')}`);
  }
  for (const [name, run] of named) {
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
  if (typed && typed.serverLines.length > 0)
    console.log(`the server under the typed load logged ${typed.serverLines.length} lines at warn or above`);
  console.log('');
  console.log('JSON summary:');
  console.log(JSON.stringify(summary, null, 2));
}

await runBenchmark(
  main,
  (withRulesFloor ? 4 : withCommitFloor ? 3 : 2) *
    (size.warmupMs +
      size.measureMs +
      rateSearch.ratesPerGame.length * (rateSearch.warmupMs + rateSearch.measureMs + 5000) +
      size.afterPlayMs) +
    (withTyped ? size.warmupMs + size.measureMs + size.afterPlayMs + 120_000 : 0) +
    300_000,
);
