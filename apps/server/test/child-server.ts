import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameState } from '@unsayable/rules';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const clockOffset = fileURLToPath(new URL('./clock-offset.ts', import.meta.url));

/** A port nobody listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The real server as its own process: `node --import tsx apps/server/src/main.ts` with PORT,
 * DATA_DIR, DATABASE_URL and LOG_LEVEL (silent unless given), ready once /healthz answers.
 * `clockOffsetMs` runs its clock ahead of real time (see clock-offset.ts); `env` adds settings.
 */
export class ChildServer {
  readonly exited: Promise<Exit>;
  output = '';
  /** How long the start took, spawn to healthy. */
  startupMs = 0;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Without `databaseUrl` the child runs on SQLite in `dataDir`, and without `cluster` alone,
   * whatever DATABASE_URL and REDIS_URL this process has.
   */
  static async start(options: {
    dataDir: string;
    port: number;
    clockOffsetMs?: number;
    logLevel?: string;
    env?: Record<string, string>;
    databaseUrl?: string;
    /** One process of a cluster: Redis, its key prefix, and how long a stop drains. */
    cluster?: { redisUrl: string; prefix: string; drainMs?: number };
  }): Promise<ChildServer> {
    const imports = ['--import', 'tsx', ...(options.clockOffsetMs ? ['--import', clockOffset] : [])];
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, [...imports, main], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        REDIS_URL: options.cluster?.redisUrl ?? '',
        REDIS_PREFIX: options.cluster?.prefix ?? 'unsayable',
        DRAIN_MS: String(options.cluster?.drainMs ?? 0),
        LOG_LEVEL: options.logLevel ?? 'silent',
        UNSAYABLE_TEST_CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ChildServer(child, options.port);
    await server.healthy();
    server.startupMs = Date.now() - spawnedAt;
    return server;
  }

  /** Waits for /healthz; fails at once if the process ends first. */
  private async healthy(timeoutMs = 45_000): Promise<void> {
    let ended: Exit | undefined;
    void this.exited.then((exit) => {
      ended = exit;
    });
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (ended)
        throw new Error(`server exited (${JSON.stringify(ended)}) before it was healthy:\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    this.child.kill('SIGKILL');
    throw new Error(`server not healthy after ${timeoutMs} ms:\n${this.output}`);
  }

  /** Sends the signal and resolves with how the process ended. */
  stop(signal: NodeJS.Signals): Promise<Exit> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

/** A game and the deadlines as stored in a data directory, read while no server runs there. */
export async function storedGame(
  dataDir: string,
  code: string,
): Promise<{ state: GameState; deadlines: unknown[] }> {
  const store = new SqliteStore(join(dataDir, 'unsayable.sqlite'));
  try {
    return { state: (await store.loadGame(code)) as GameState, deadlines: await store.deadlines() };
  } finally {
    await store.close();
  }
}
