import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory/memory-store.ts';
import { Client, setUpGame, startTestServer, tempDir } from './harness.ts';

describe('presence', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('is online while any tab is connected (two tabs count once), offline with a last-seen time after', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.cleanup());
    const { code, clients, host } = await setUpGame(server.url, { start: false });
    cleanups.push(() => {
      for (const c of clients) c.close();
    });
    const ben = clients[1] as Client;
    const secondTab = await Client.connect(server.url, { cookie: ben.cookie, playerId: ben.playerId });

    ben.close();
    // The second tab keeps Ben online: no offline view may arrive; give the server a moment.
    await new Promise((r) => setTimeout(r, 300));
    expect(host.view(code).players.find((p) => p.playerId === ben.playerId)?.online).toBe(true);

    const before = Date.now();
    secondTab.close();
    const view = await host.untilView(
      code,
      (v) => v.players.find((p) => p.playerId === ben.playerId)?.online === false,
    );
    const entry = view.players.find((p) => p.playerId === ben.playerId);
    expect(entry?.lastSeen).toBeGreaterThanOrEqual(before);

    const back = await Client.connect(server.url, { cookie: ben.cookie, playerId: ben.playerId });
    cleanups.push(() => back.close());
    await host.untilView(code, (v) => v.players.find((p) => p.playerId === ben.playerId)?.online === true);
  });

  it('a graceful stop writes no presence: the connections it closes are its own doing', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const server = await startTestServer({ dataDir: dir.path });
    const { code, clients } = await setUpGame(server.url, { start: false });
    cleanups.push(() => {
      for (const c of clients) c.close();
    });
    const version = (await server.store.loadGame(code))?.version;
    const writes: string[] = [];
    const touch = server.store.touchUser.bind(server.store);
    server.store.touchUser = (id, at) => {
      writes.push(id);
      return touch(id, at);
    };
    await server.close();
    // Nothing was written as the sockets closed, and nothing failed on a closed store.
    expect(writes).toEqual([]);
    const reopened = await startTestServer({ dataDir: dir.path });
    cleanups.push(() => reopened.cleanup());
    // The restart marks everyone offline (one change per player) from the version left at stop.
    expect((await reopened.store.loadGame(code))?.version).toBe((version ?? 0) + 4);
  });

  it('marks everyone offline when the server starts again: nobody is connected to a new process', async () => {
    const first = await startTestServer();
    const { code, clients } = await setUpGame(first.url);
    // The store as a crash leaves it: players still marked online, no disconnect ever handled.
    const crashed = structuredClone(await first.store.loadGame(code));
    for (const c of clients) c.close();
    await first.cleanup();
    expect(crashed?.players.every((p) => p.online)).toBe(true);
    const store = new MemoryStore();
    if (crashed) await store.commit({ previous: null, next: crashed, now: Date.now() });

    const second = await startTestServer({ store });
    cleanups.push(() => second.cleanup());
    const stored = await second.store.loadGame(code);
    expect(stored?.players.map((p) => p.online)).toEqual([false, false, false, false]);
  });
});
