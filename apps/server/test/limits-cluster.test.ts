import { afterEach, beforeEach, expect, it } from 'vitest';
import { requestMessages } from '../src/game/request-handlers.ts';
import { limits } from '../src/limits.ts';
import { socketMessages } from '../src/sockets/sockets.ts';
import { Client, newSession } from './harness.ts';
import { describeWith, REDIS_URL } from './services.ts';
import { stopAll, type TestServer, twoProcesses } from './two-processes.ts';

const describeRedis = await describeWith('Redis', REDIS_URL);

/** The per-address limits of production, with as many sessions as the test's clients need. */
const production = { ...limits.perAddress, sessionsPerMinute: 1_000 };

describeRedis('per-address limits over the processes of a cluster', () => {
  let servers: TestServer[] = [];
  let clients: Client[] = [];

  beforeEach(() => {
    servers = [];
    clients = [];
  });
  afterEach(() => stopAll(servers, clients));

  it('an address allowed N new games an hour gets N over both processes, not 2N', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'limits', undefined, {
      perAddress: { ...production, gamesPerHour: 3 },
    });
    servers.push(a, b);
    const onA = await Client.connect(a.url);
    const onB = await Client.connect(b.url);
    clients.push(onA, onB);
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await (i % 2 === 0 ? onA : onB).request('createGame', { name: 'Gia' }));
    expect(answers.filter((ack) => ack.ok)).toHaveLength(3);
    for (const refused of answers.filter((ack) => !ack.ok))
      expect(refused).toMatchObject({ error: requestMessages.tooManyGames });
  }, 20_000);

  it('flagged cards count per player and per address over both processes, not per process', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'limits', undefined, {
      perAddress: { ...production, flagsPerPlayerPerHour: 3, flagsPerHour: 5 },
    });
    servers.push(a, b);
    const session = await newSession(a.url);
    const mineOnA = await Client.connect(a.url, session);
    const mineOnB = await Client.connect(b.url, session);
    const other = await Client.connect(b.url);
    clients.push(mineOnA, mineOnB, other);
    // The limit is taken before the game is read: a flag of a game nobody has counts too.
    const flag = (client: Client) =>
      client.request('flagCard', { gamecode: 'ZZZZZZ', index: 0, reason: 'wrong' });
    const tooMany = (ack: { ok: boolean; error?: string }) =>
      !ack.ok && ack.error === requestMessages.tooManyFlags;
    const mine = [];
    for (let i = 0; i < 6; i++) mine.push(await flag(i % 2 === 0 ? mineOnA : mineOnB));
    expect(mine.map(tooMany)).toEqual([false, false, false, true, true, true]);
    // The address had three of its five: another player on it gets the last two.
    const theirs = [];
    for (let i = 0; i < 4; i++) theirs.push(await flag(other));
    expect(theirs.map(tooMany)).toEqual([false, false, true, true]);
  }, 20_000);

  it('open connections count over both processes: one past the limit is refused on either', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'limits', undefined, {
      perAddress: { ...production, connections: 3 },
    });
    servers.push(a, b);
    const session = await newSession(a.url);
    clients.push(
      await Client.connect(a.url, session),
      await Client.connect(a.url, session),
      await Client.connect(b.url, session),
    );
    for (const server of [a, b]) {
      const refused = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: socketMessages.tooManyConnections(3) });
    }
    // One closes on a: b takes a connection again.
    clients.shift()?.close();
    const deadline = Date.now() + 5_000;
    let again = await fetch(`${b.url}/socket.io/?EIO=4&transport=polling`);
    while (again.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await fetch(`${b.url}/socket.io/?EIO=4&transport=polling`);
    }
    expect(again.status).toBe(200);
  }, 20_000);

  it('new sessions a minute count over both processes', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'limits', undefined, {
      perAddress: { ...production, sessionsPerMinute: 3 },
    });
    servers.push(a, b);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429]);
  }, 20_000);
});
