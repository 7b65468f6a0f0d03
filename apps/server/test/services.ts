import { createConnection } from 'node:net';
import { describe } from 'vitest';

/**
 * The machine's services for the suites that need them. CI sets REQUIRE_SERVICES=1: a missing
 * service fails those suites there instead of skipping them.
 */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) || 6379 });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const required = process.env.REQUIRE_SERVICES === '1';

/** `describe` when the service answers; otherwise skipped, or failing under REQUIRE_SERVICES=1. */
export async function describeWith(
  service: 'Redis',
  url: string,
): Promise<typeof describe | typeof describe.skip> {
  if (await reachable(url)) return describe;
  if (required) throw new Error(`${service} at ${url} is not reachable, and REQUIRE_SERVICES=1`);
  console.warn(`${service} at ${url} is not reachable: skipping the suites that need it.`);
  return describe.skip; // the service is not reachable here (warned above); CI requires it
}

/** A prefix no other test run uses, for keys and channels in a shared Redis. */
export function runPrefix(name: string): string {
  return `test-${name}-${process.pid}-${Date.now().toString(36)}`;
}
