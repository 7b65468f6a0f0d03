import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameState } from '@unsayable/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTimeoutMs } from '../src/config.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { freePort } from './child-server.ts';
import { type Client, clientOf, setUpGame, tempDir } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** True once nothing listens on the port any more: it can be bound again. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a process manager or a container runtime does to a server started with `npm start`: a
 * SIGTERM to the npm process, and nothing else. The server must stop gracefully (port released,
 * every acknowledged action stored) instead of living on as an orphan.
 */
describe('npm start: SIGTERM to the npm process', () => {
  const dir = tempDir();
  let npm: ChildProcess | undefined;
  let clients: Client[] = [];
  let output = '';

  afterAll(() => {
    for (const c of clients) c.close();
    // Its own process group (detached): whatever it left behind goes with it.
    if (npm?.pid) {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    }
    dir.remove();
  });

  it('stops the server it started: port free and the acknowledged press stored', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      // SQLite in the data folder, alone (no drain before the stop), whatever this environment says.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir.path,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    npm.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    npm.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm?.once('exit', (code, signal) => resolve({ code, signal })),
    );

    // A fresh checkout builds first (web client and server), so this may take a while.
    for (let healthy = false; !healthy; await sleep(50)) {
      if (npm.exitCode !== null) throw new Error(`npm start exited (${npm.exitCode}):\n${output}`);
      healthy = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
    }

    const table = await setUpGame(url, { settings: { turnSeconds: 60 } });
    clients = table.clients;
    const { code } = table;
    const giver = clientOf(clients, table.host.view(code).gameplay.giverId);
    await giver.ok('startTurn', { gamecode: code });
    const card = giver.view(code).gameplay.card?.index as number;
    const press = await giver.ok('updateCardStatus', {
      gamecode: code,
      index: card,
      status: 'correct',
      roundStatus: 'in progress',
    });

    process.kill(npm.pid as number, 'SIGTERM');
    const signalledAt = Date.now();
    let free = false;
    while (!free && Date.now() - signalledAt < closeTimeoutMs) {
      free = await portIsFree(port);
      if (!free) await sleep(50);
    }
    expect(free, `port ${port} still held ${closeTimeoutMs} ms after SIGTERM:\n${output}`).toBe(true);
    // npm itself takes a moment after its script has ended; it ends with the server's exit code.
    expect(await exited).toEqual({ code: 0, signal: null });
    // Its output is no terminal here, as under a service manager: JSON lines only, no human line.
    expect(output).not.toContain('Unsayable is running');

    const store = new SqliteStore(join(dir.path, 'unsayable.sqlite'));
    try {
      const stored = (await store.loadGame(code)) as GameState;
      expect(stored.version).toBe(press.version);
      expect(stored.deck[card]).toMatchObject({ status: 'correct', roundPlayed: '1-top' });
    } finally {
      await store.close();
    }
  }, 240_000);
});
