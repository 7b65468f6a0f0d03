// What both benchmarks need to run a server as a child process on this machine's loopback.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port free on 127.0.0.1 right now (the kernel picks it). */
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

/** True once the child has exited, false if it is still running after `ms`. */
export function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM, `graceMs` to finish, then SIGKILL. */
export async function stop(child: ChildProcess, graceMs: number): Promise<void> {
  if (await exited(child, 0)) return;
  child.kill('SIGTERM');
  if (await exited(child, graceMs)) return;
  child.kill('SIGKILL');
  await exited(child, 5000);
}

/** Waits up to 30 s for the server's /healthz, failing at once if the child exits. */
export async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer /healthz within 30 s');
}

/**
 * The environment of a server on the embedded store alone, on 127.0.0.1:`port` with its data in
 * `dataDir`, whatever DATABASE_URL and REDIS_URL this shell has; `extra` adds or overrides.
 */
export function embeddedServerEnv(
  port: number,
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
