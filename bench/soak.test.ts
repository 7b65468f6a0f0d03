import { expect, it } from 'vitest';
import { LOG_MB_ALLOWED, runSoak, slope } from './soak-run.ts';

it('slope: least squares, null when it cannot be told', () => {
  expect(
    slope([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]),
  ).toBe(2);
  expect(
    slope([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
    ]),
  ).toBeNull();
  expect(
    slope([
      { x: 1, y: 1 },
      { x: 1, y: 3 },
      { x: 1, y: 5 },
    ]),
  ).toBeNull();
});

/**
 * `npm run bench:soak` shortened for CI: 2 minutes, 200 players in 25 games (the 2-core CI machine
 * runs other suites beside it), 1 % of them dropping and coming back every minute. What must hold
 * whatever the machine: nothing acknowledged is lost, no view comes out of order, nothing is
 * logged as an error, and the server stops cleanly. No timing is asserted.
 */
it('soak, 2 minutes: whole games played, nothing acknowledged lost, views in order, no errors logged', async () => {
  const report = await runSoak({
    players: 200,
    games: 25,
    durationMs: 120_000,
    churn: 0.01,
    warmupMs: 30_000,
    sampleEveryMs: 30_000,
    log: (message) => process.stderr.write(`[soak] ${message}\n`),
  });
  const summary = JSON.stringify({ ...report, samples: undefined }).slice(0, 4000);
  expect(report.lost, summary).toBe(0);
  expect(report.viewsOutOfOrder, summary).toBe(0);
  expect(report.errorsLogged, summary).toBe(0);
  expect(report.serverExitCode, summary).toBe(0);
  // The database's log is started over as the games go on, not left to grow with them.
  expect(report.largestLogMb, summary).toBeLessThanOrEqual(LOG_MB_ALLOWED);
  // Not an idle run: games were played to their end and players came back.
  expect(report.gamesFinished, summary).toBeGreaterThan(0);
  expect(report.acknowledged, summary).toBeGreaterThan(1000);
  expect(report.reconnections, summary).toBeGreaterThan(0);
}, 170_000);
