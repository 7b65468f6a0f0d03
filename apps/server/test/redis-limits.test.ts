import pino from 'pino';
import { createClient } from 'redis';
import { afterEach, expect, it } from 'vitest';
import { sharedLimitsContract } from '../src/access/shared-limits.contract.ts';
import { ratePer } from '../src/access/shared-limits.ts';
import { RedisLimits } from '../src/cluster/redis-limits.ts';
import { aliveKey } from '../src/cluster/redis-presence.ts';
import { freePort } from './child-server.ts';
import { RedisServer } from './redis-server.ts';
import { describeWith, dropKeys, REDIS_URL, runPrefix } from './services.ts';

const describeRedis = await describeWith('Redis', REDIS_URL);
const silent = pino({ level: 'silent' });
const T0 = 1_700_000_000_000;

type Client = ReturnType<typeof createClient>;

/** Two processes' limits on one Redis under a prefix of their own, both alive. */
async function twoOn(url: string) {
  const prefix = runPrefix('limits');
  const clients: Client[] = [];
  const connect = async () => {
    // As the server's own link: commands fail at once while Redis is away, and it reconnects.
    const client: Client = createClient({
      url,
      socket: { reconnectStrategy: () => 50 },
      disableOfflineQueue: true,
    });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  const redis = await connect();
  for (const id of ['a', 'b']) await redis.set(aliveKey(prefix, id), '1', { PX: 60_000 });
  const a = new RedisLimits(redis, 'a', { prefix, log: silent });
  const b = new RedisLimits(await connect(), 'b', { prefix, log: silent });
  return {
    prefix,
    redis,
    a,
    b,
    cleanup: async () => {
      for (const client of clients) if (client.isOpen) client.destroy();
      await dropKeys(url, prefix);
    },
  };
}

describeRedis('per-address limits in Redis', () => {
  sharedLimitsContract('redis', async () => {
    const { a, b, cleanup } = await twoOn(REDIS_URL);
    return { limits: a, peer: b, cleanup };
  });

  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a stopped process’s connections are no longer counted, at once and after the sweep', async () => {
    const { prefix, redis, a, b, cleanup } = await twoOn(REDIS_URL);
    cleanups.push(cleanup);
    await a.opened('10.0.0.1');
    await b.opened('10.0.0.1');
    await b.opened('10.0.0.1');
    expect(await a.connections('10.0.0.1')).toBe(3);
    // b stops beating (a kill -9): left out of every total at once.
    await redis.del(aliveKey(prefix, 'b'));
    expect(await a.connections('10.0.0.1')).toBe(1);
    await a.forgetProcess('b');
    expect(await redis.hGetAll(`${prefix}:limits:connections:10.0.0.1`)).toEqual({ a: '1' });
  });

  it('while Redis is away each process counts alone, neither refusing everyone nor no one; back, it shares again', async () => {
    const server = new RedisServer(await freePort());
    await server.start();
    cleanups.push(() => server.kill());
    const { redis, a, cleanup } = await twoOn(server.url);
    cleanups.push(cleanup);
    const rate = ratePer(2, 60_000);
    expect(await a.take('x', rate, T0)).toBe(true);
    expect(await a.take('x', rate, T0)).toBe(true);
    expect(await a.take('x', rate, T0)).toBe(false);
    await server.kill();
    // The bucket Redis held is out of reach: this process starts its own.
    expect([await a.take('x', rate, T0), await a.take('x', rate, T0), await a.take('x', rate, T0)]).toEqual([
      true,
      true,
      false,
    ]);
    await a.opened('10.0.0.1');
    expect(await a.connections('10.0.0.1')).toBe(1);
    // Back (empty, as a restarted Redis is): the shared bucket answers again, not this process's.
    await server.start();
    const until = Date.now() + 5_000;
    while (!redis.isReady && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await a.take('x', rate, T0)).toBe(true);
  });
});
