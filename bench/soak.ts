// `npm run bench:soak`: the server played for a long time by many players (see bench/README.md).
// Sizes from the environment; prints a table per sample, then the report, and the JSON summary.
// Exits 1 when anything acknowledged was lost, a view came out of order, an error was logged, or the
// database's log grew past LOG_MB_ALLOWED.
import { LOG_MB_ALLOWED, runSoak, type SoakReport } from './soak-run.ts';

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more`);
  return value;
}

const minutes = setting('SOAK_MINUTES', 30);
const options = {
  players: setting('SOAK_PLAYERS', 2000),
  games: setting('SOAK_GAMES', 250),
  durationMs: minutes * 60_000,
  churn: setting('SOAK_CHURN_PERCENT', 1) / 100,
  warmupMs: setting('SOAK_WARMUP_MINUTES', Math.min(5, minutes / 3)) * 60_000,
  sampleEveryMs: setting('SOAK_SAMPLE_SECONDS', 60) * 1000,
  ...(process.env.BENCH_DATA_PARENT ? { dataParent: process.env.BENCH_DATA_PARENT } : {}),
  log: (message: string) => process.stderr.write(`[soak] ${message}\n`),
};

function print(report: SoakReport): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    'minute  RSS MB  heap MB  heap total MB  external MB  open files  loop p99 ms  load avg  db MB  log MB',
  );
  for (const s of report.samples)
    out(
      `${s.minute.toFixed(1).padStart(6)}  ${s.rssMb.toFixed(1).padStart(6)}  ${s.heapUsedMb.toFixed(1).padStart(7)}  ` +
        `${s.heapTotalMb.toFixed(1).padStart(13)}  ${s.externalMb.toFixed(1).padStart(11)}  ` +
        `${String(s.openFiles).padStart(10)}  ${s.eventLoopP99Ms.toFixed(1).padStart(11)}  ${s.loadAverage.toFixed(2).padStart(8)}  ` +
        `${s.databaseMb.toFixed(1).padStart(5)}  ${s.logMb.toFixed(1).padStart(6)}`,
    );
  const slope = (v: number | null) => (v === null ? 'n/a' : `${v} MB/hour`);
  out('');
  out(`acknowledged actions       ${report.acknowledged}`);
  out(`  of which lost            ${report.lost} (target 0)`);
  out(`views received             ${report.views}`);
  out(`  out of order             ${report.viewsOutOfOrder} (target 0)`);
  out(`requests unanswered        ${report.unanswered}`);
  out(`games played to the end    ${report.gamesFinished}`);
  out(`drops and reconnections    ${report.reconnections}`);
  out(`RSS slope after warm-up    ${slope(report.rssSlopeMbPerHour)} (target under 5)`);
  out(`heap slope after warm-up   ${slope(report.heapSlopeMbPerHour)}`);
  out(`largest log file           ${report.largestLogMb} MB (target at most ${LOG_MB_ALLOWED})`);
  out(`errors logged              ${report.errorsLogged} (target 0), warnings ${report.warningsLogged}`);
  out(`server exit code           ${report.serverExitCode}`);
  for (const line of report.lostDetails) out(`lost: ${line}`);
  for (const problem of report.problems) out(`logged: ${problem.line}`);
  for (const problem of report.clientProblems) out(`client: ${problem}`);
  out(`not accepted: ${JSON.stringify(report.notAccepted)}`);
  out(JSON.stringify({ ...report, samples: report.samples }));
}

// Interrupted: exit, which stops the server (soak-server.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const report = await runSoak(options);
print(report);
if (
  report.lost > 0 ||
  report.viewsOutOfOrder > 0 ||
  report.errorsLogged > 0 ||
  report.largestLogMb > LOG_MB_ALLOWED
)
  process.exitCode = 1;
