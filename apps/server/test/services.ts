import { createClient } from 'redis';
import { describe } from 'vitest';
import { type Availability, probeRedis, REDIS_URL, servicesRequired } from './service-urls.ts';

/**
 * The machine's services for the suites that need them (found as `service-urls.ts` says). CI sets
 * REQUIRE_SERVICES=1: a missing service fails those suites there instead of skipping them.
 */
export { REDIS_URL };

/** The service's availability, or a failure under REQUIRE_SERVICES=1 when it is not there. */
export function requireUnlessSkipped(availability: Availability, suites: string): Availability {
  if ('skip' in availability && servicesRequired)
    throw new Error(`${availability.skip}, and REQUIRE_SERVICES=1: ${suites} must run`);
  return availability;
}

/** A suite's `describe`: skipped where what it needs is missing (each caller says so). */
export type Suite = typeof describe | typeof describe.skip; // skipped only where a need is missing

/** `describe` when Redis answers; otherwise skipped with one line saying why, or failing under REQUIRE_SERVICES=1. */
export async function describeWith(service: 'Redis', url: string): Promise<Suite> {
  const availability = requireUnlessSkipped(await probeRedis(url), `the ${service} suites`);
  if ('url' in availability) return describe;
  console.warn(`${availability.skip}: skipping the suites that need it.`);
  return describe.skip; // the service is not reachable here (warned above); CI requires it
}

/** A prefix no other test run uses, for keys and channels in a shared Redis. */
export function runPrefix(name: string): string {
  return `test-${name}-${process.pid}-${Date.now().toString(36)}`;
}

/**
 * Deletes the keys a test's processes left under their prefix (presence, spectators, limits), once
 * they are all stopped, so that the machine's Redis is left as it was found. Nothing when that Redis
 * is gone (a test's own, stopped).
 */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 }))
      if (keys.length > 0) await redis.del(keys);
  } catch {
    // Not there any more: it holds nothing of this test's.
  } finally {
    if (redis.isOpen) redis.destroy();
  }
}
