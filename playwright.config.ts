import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser specs run against the real server (built client, temporary SQLite) with the system
// Chromium: no browser is ever downloaded. `npm test` starts them only when Chromium is there.
// A port free when the run starts (E2E_PORT sets one), so that a server some other run left
// behind never stops this one. Chosen once, in the runner: the workers load this file again and
// inherit the variable.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
]).toString();
const port = Number(process.env.E2E_PORT);
// The runner's process, which e2e/support/serve.mjs outlives only if the runner was killed.
process.env.E2E_RUNNER_PID ??= String(process.pid);

// The server's data folder, fixed before the web server starts so the specs can reach the same
// SQLite file and the operator's card tool (e2e/support/serve.mjs empties it first).
process.env.E2E_DATA_DIR ??= join(tmpdir(), `unsayable-e2e-${port}`);

/**
 * The specs that wait out several turns' clocks, a project of their own run one file at a time
 * (`workers: 1`) beside two workers for the rest. A spec waiting on a clock uses little CPU: two of
 * them side by side left both cores idle at once for a fifth of the run, and one of them beside a
 * short one left a core idle; one at a time, the rest's two workers use the cores while it waits.
 */
const LONG_SPECS = ['whole-game', 'three-teams', 'podium', 'interface-languages'].map(
  (name) => `**/${name}.spec.ts`,
);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  projects: [
    { name: 'long games', testMatch: LONG_SPECS, workers: 1 },
    { name: 'the rest', testIgnore: LONG_SPECS },
  ],
  fullyParallel: false,
  // Three spec files at a time against the one server (each file's tests in order, in one worker):
  // one of the long games and two of the rest, whose pages keep both cores busy. Three of the
  // rest at a time left each spec two-thirds of a core, too little for the steps the specs fit
  // inside one turn's clock (docs/PERFORMANCE.md, "The test suite"). The specs share no game; the
  // per-address limits are lifted in serve.mjs.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    // Still pages unless a spec asks for motion: a running animation repaints in software at every
    // frame (no GPU here), in every page of every worker, and starved the turn clocks the specs
    // wait on. The specs that check motion (feel, rule fixes, podium) ask for it themselves.
    reducedMotion: 'reduce',
    // Tracing four contexts is dear on a 2-core machine: traces come with the retry
    // (CI retries once); a failure still leaves its page snapshot (error-context.md).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node e2e/support/serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // A SIGTERM first, so serve.mjs stops the server and removes the data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
