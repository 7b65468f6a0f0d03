import pino from 'pino';
import { createClient } from 'redis';
import { afterEach, expect, it } from 'vitest';
import { RedisLink } from '../src/cluster/redis-link.ts';
import { freePort } from './child-server.ts';
import { RedisServer } from './redis-server.ts';
import { describeWith, REDIS_URL } from './services.ts';

const describeRedis = await describeWith('Redis', REDIS_URL);
const quiet = pino({ level: 'silent' });
/** Each test starts a Redis of its own, and one restarts it: slow on a loaded machine, so not Vitest's default. */
const WITH_A_REDIS_OF_ITS_OWN_MS = 30_000;

function waitFor(test: () => boolean, what: string, ms = 8_000): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (test()) resolve();
      else if (Date.now() > until) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(check, 20);
    };
    check();
  });
}

describeRedis('the connections of one process to Redis', () => {
  let redis: RedisServer | undefined;
  let link: RedisLink | undefined;

  /** A Redis of the test's own, and this process's connections to it (both ended after the test). */
  async function linkToItsOwnRedis(): Promise<{ server: RedisServer; linked: RedisLink }> {
    const server = new RedisServer(await freePort());
    redis = server;
    await server.start();
    const linked = await RedisLink.connect(server.url, quiet);
    link = linked;
    return { server, linked };
  }

  afterEach(async () => {
    await link?.close(200);
    await redis?.kill();
    link = undefined;
    redis = undefined;
  });

  it(
    'recovers when only the commands connection was lost: what it failed to publish is sent again',
    async () => {
      const { server, linked } = await linkToItsOwnRedis();
      let recoveries = 0;
      linked.onRecovered(() => recoveries++);

      const admin = createClient({ url: server.url });
      await admin.connect();
      try {
        const id = await linked.commands.clientId();
        await admin.sendCommand(['CLIENT', 'KILL', 'ID', String(id)]);
        await waitFor(() => recoveries === 1, 'the recovery after the commands connection came back');
        expect(linked.commands.isReady).toBe(true);
      } finally {
        await admin.close();
      }
    },
    WITH_A_REDIS_OF_ITS_OWN_MS,
  );

  it(
    'after a restart, recovers once, with both connections back and every subscription answered',
    async () => {
      const { server, linked } = await linkToItsOwnRedis();
      const heard: string[] = [];
      let atRecovery: { commands: boolean; subscriber: boolean } | undefined;
      let recoveries = 0;
      linked.onRecovered(() => {
        recoveries++;
        atRecovery = {
          commands: linked.commands.isReady,
          subscriber: linked.subscriber.isReady,
        };
      });

      await server.kill();
      // Made while Redis is away, as the adapter does when a player's first tab arrives then.
      void linked.adapterSubscriber.sSubscribe('player:late', (message) => heard.push(message));
      await server.start();
      await waitFor(() => recoveries === 1, 'the recovery after the restart');
      expect(atRecovery).toEqual({ commands: true, subscriber: true });
      // Right at recovery the late player's channel is already subscribed: a change published now reaches it.
      await linked.commands.sPublish('player:late', 'view');
      await waitFor(() => heard.length === 1, 'the message on the late subscription');
      expect(heard).toEqual(['view']);
      expect(recoveries).toBe(1);
    },
    WITH_A_REDIS_OF_ITS_OWN_MS,
  );
});
