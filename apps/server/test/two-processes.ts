// Two server processes of one cluster for the tests that need Redis: everything but the store is
// each process's own, and the store is shared, as it is on PostgreSQL.
import type { Config } from '../src/config.ts';
import { MemoryStore } from '../src/store/memory/memory-store.ts';
import { type Client, startTestServer } from './harness.ts';
import { dropKeys, runPrefix } from './services.ts';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Two processes on one Redis, under a key prefix of this run's own (`purpose` names it), with the
 * settings given beyond the test defaults (`config`).
 */
export async function twoProcesses(
  redisUrl: string,
  purpose: string,
  timing = { heartbeatMs: 100, aliveMs: 400 },
  config: Partial<Config> = {},
): Promise<{ store: MemoryStore; a: TestServer; b: TestServer }> {
  const store = new MemoryStore();
  const cluster = { redisUrl, prefix: runPrefix(purpose), ...timing };
  const a = await startTestServer({ store, cluster, config });
  const b = await startTestServer({ store, cluster, config });
  return { store, a, b };
}

/** What a test started, stopped after it: the clients first, then the servers, then their keys in Redis. */
export async function stopAll(servers: TestServer[], clients: Client[]): Promise<void> {
  for (const c of clients) c.close();
  for (const s of servers) await s.cleanup();
  const prefixes = new Map(
    servers.flatMap((s) => (s.redisKeys ? [[s.redisKeys.prefix, s.redisKeys.url]] : [])),
  );
  for (const [prefix, url] of prefixes) await dropKeys(url, prefix);
}
