// The server the browser specs talk to: a fresh build of the client and a throwaway data folder.
// E2E_DATA_DIR (set by playwright.config.ts) names the folder, so a spec can reach the same SQLite
// file and the operator's card tool; it is emptied before the server starts and removed after.
// The server's log (JSON lines) is kept whole in `server.log` there, so a spec can read the mail
// the server writes to it in development (no SMTP_URL); the terminal gets its warnings only.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const port = process.argv[2];
if (!port) throw new Error('usage: node e2e/support/serve.mjs <port>');
const root = new URL('../..', import.meta.url).pathname;
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
let dataDir = process.env.E2E_DATA_DIR;
if (dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'unsayable-e2e-'));
}
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--import', './e2e/support/exit-with-parent.mjs', 'apps/server/src/main.ts'],
  {
    cwd: root,
    // Its stdin is ours: it ends when this process does, however it ends (exit-with-parent.mjs).
    stdio: ['pipe', 'pipe', 'inherit'],
    // SQLite always (an empty DATABASE_URL): the specs read this data folder's file.
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // Info, so the development mail (and every other line) reaches server.log; see below.
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      // Every browser of every spec comes from 127.0.0.1: one address's limits would be the suite's.
      MAX_SESSIONS_PER_MINUTE_PER_ADDRESS: '10000',
      MAX_GAMES_PER_HOUR_PER_ADDRESS: '10000',
      MAX_DECK_WRITES_PER_HOUR_PER_ADDRESS: '10000',
      MAX_SPECTATES_PER_MINUTE_PER_ADDRESS: '10000',
      MAX_CODE_MISSES_PER_ADDRESS: '10000',
      MAX_ERROR_LOG_ENTRIES_PER_HOUR_PER_ADDRESS: '10000',
    },
  },
);
const log = createWriteStream(join(dataDir, 'server.log'), { flags: 'a' });
createInterface({ input: server.stdout }).on('line', (line) => {
  log.write(`${line}\n`);
  // What the terminal showed before (LOG_LEVEL warn): warnings, errors, and any line not pino's.
  let level = 50;
  try {
    level = JSON.parse(line).level ?? 50;
  } catch {
    // Not JSON: shown as it is.
  }
  if (level >= 40) process.stdout.write(`${line}\n`);
});
const stop = () => server.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// Playwright killed without its own clean-up (a closed terminal, SIGKILL): stop then too, rather
// than hold the port for a run that is over. Its process is named by playwright.config.ts (a
// shell may stand between it and this one, and outlive it).
const runner = Number(process.env.E2E_RUNNER_PID);
setInterval(() => {
  try {
    if (runner) process.kill(runner, 0);
  } catch {
    stop();
  }
}, 1_000).unref();
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
