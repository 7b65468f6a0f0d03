import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type Ack, transientMessages } from '@unsayable/rules';
import { afterEach, expect, it } from 'vitest';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { type Client, setUpGame, startTestServer, tempDir } from './harness.ts';
import { slowStore } from './slow-store.ts';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

it('storage at 200 ms a commit: one game queues, the others stay responsive, and past the bound requests are refused at once, changing nothing', async () => {
  const dir = tempDir();
  cleanups.push(dir.remove);
  const store = slowStore(new SqliteStore(join(dir.path, 'unsayable.sqlite')));
  const server = await startTestServer({
    store,
    dataDir: dir.path,
    config: {
      queueBounds: { perGame: 5, total: 1_000 },
      requestRate: { perSecond: 100, burst: 100 },
    },
  });
  const clients: Client[] = [];
  cleanups.push(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });
  const a = await setUpGame(server.url, { start: false, track: clients });
  const b = await setUpGame(server.url, { start: false, track: clients });
  store.commitDelayMs = 200;

  // Game A's host adds eight cards at once; the answers are noted in the order they come.
  const order: string[] = [];
  const noted = (label: string, request: Promise<Ack>) =>
    request.then((ack) => {
      order.push(label);
      return ack;
    });
  const words = ['Kazoo', 'Banjo', 'Oboe', 'Tuba', 'Harp', 'Lute', 'Fife', 'Gong'];
  const toA = words.map((word, i) =>
    noted(`a${i}`, a.host.request('addGameCard', { gamecode: a.code, card: { word, forbidden: [] } })),
  );
  await delay(20); // A's requests are at the server first
  // Game B meanwhile: a read and a change, each behind nothing of A's.
  const bRead = noted('b read', b.clients[1]?.request('watchGame', { gamecode: b.code }) as Promise<Ack>);
  const bChange = noted(
    'b change',
    b.host.request('addGameCard', { gamecode: b.code, card: { word: 'Cello', forbidden: [] } }),
  );

  const answers = await Promise.all(toA);
  expect(await bRead).toMatchObject({ ok: true });
  expect(await bChange).toMatchObject({ ok: true, outcome: 'accepted' });

  // A's first five are held for it and applied one after another; the three past the bound are
  // refused at once: before the first of A's commits was through.
  for (const ack of answers.slice(0, 5)) expect(ack).toMatchObject({ ok: true, outcome: 'accepted' });
  for (const ack of answers.slice(5))
    expect(ack).toEqual({
      ok: false,
      error: transientMessages.serverBusy,
      errorRef: { key: 'transient.serverBusy', params: {} },
      serverTime: expect.any(Number),
    });
  expect(order.indexOf('a5')).toBeLessThan(order.indexOf('a0'));
  expect(order.indexOf('a7')).toBeLessThan(order.indexOf('a0'));
  expect(order.filter((label) => label.startsWith('a') && Number(label.slice(1)) < 5)).toEqual([
    'a0',
    'a1',
    'a2',
    'a3',
    'a4',
  ]);
  // B did not wait behind A's queue.
  expect(order.indexOf('b read')).toBeLessThan(order.indexOf('a1'));
  expect(order.indexOf('b change')).toBeLessThan(order.indexOf('a4'));

  // Exactly what was acknowledged is stored: the refused cards are nowhere.
  const stored = await store.loadGame(a.code);
  expect(stored?.gameCards.map((card) => card.word)).toEqual(words.slice(0, 5));
  const versions = answers.slice(0, 5).map((ack) => (ack.ok ? ack.version : undefined));
  expect(stored?.version).toBe(versions.at(-1));

  // The queue has drained: the next request is taken again.
  expect(
    await a.host.request('addGameCard', { gamecode: a.code, card: { word: 'Gong', forbidden: [] } }),
  ).toMatchObject({ ok: true, outcome: 'accepted' });
}, 30_000);
