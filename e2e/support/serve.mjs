// The server the browser specs talk to: a fresh build of the client and a throwaway data folder.
// E2E_DATA_DIR (set by playwright.config.ts) names the folder, so a spec can reach the same SQLite
// file and the operator's card tool; it is emptied before the server starts and removed after.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '3210';
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
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // SQLite always (an empty DATABASE_URL): the specs read this data folder's file.
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    // Every browser of every spec comes from 127.0.0.1: one address's limits would be the suite's.
    MAX_SESSIONS_PER_MINUTE_PER_ADDRESS: '10000',
    MAX_GAMES_PER_HOUR_PER_ADDRESS: '10000',
    MAX_DECK_WRITES_PER_HOUR_PER_ADDRESS: '10000',
  },
});
const stop = () => server.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
