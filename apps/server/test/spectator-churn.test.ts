import { afterEach, describe, expect, it } from 'vitest';
import { Client, setUpGame, startTestServer, testConfig } from './harness.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('watching and un-watching in a burst', () => {
  let server: TestServer | undefined;
  const clients: Client[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await server?.cleanup();
  });

  it('moves the game a version or so a second, not one per toggle, and ends on the right count', async () => {
    server = await startTestServer();
    const game = await setUpGame(server.url, { start: false });
    clients.push(...game.clients);
    const watchers = await Promise.all(Array.from({ length: 30 }, () => Client.seatless(server?.url ?? '')));
    clients.push(...watchers);
    const before = game.host.view(game.code).version;
    const started = Date.now();
    // About a hundred toggles at once; twenty-one of the thirty end up watching.
    await Promise.all(
      watchers.map(async (watcher, i) => {
        await watcher.spectate(game.code);
        await watcher.ok('stopSpectating', { gamecode: game.code });
        await watcher.spectate(game.code);
        if (i >= 21) await watcher.ok('stopSpectating', { gamecode: game.code });
      }),
    );
    const settled = await game.host.untilView(game.code, (v) => v.spectators === 21, 10_000);
    const seconds = (Date.now() - started) / 1000;
    // The count is committed at once, then at most once a second: one commit for each second the
    // burst and the last count took, and one at the start.
    expect(settled.version - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Nothing is lost: the count stays right once the last commit is in.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(game.host.view(game.code).spectators).toBe(21);
    expect((await server.store.loadGame(game.code))?.audience).toEqual({ spectators: 21, screens: 0 });
  }, 30_000);

  it('refuses to start watching past the address’s limit, with a message', async () => {
    server = await startTestServer({
      config: { perAddress: { ...testConfig('').perAddress, spectatesPerMinute: 3 } },
    });
    const game = await setUpGame(server.url, { start: false });
    clients.push(...game.clients);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const watcher = await Client.seatless(server.url);
      clients.push(watcher);
      answers.push(await watcher.request('spectateGame', { gamecode: game.code, screen: 'tv' }));
    }
    expect(answers.map((ack) => ack.ok)).toEqual([true, true, true, false, false]);
    expect(answers[3]).toMatchObject({
      error: 'Too many requests to watch games from your network: wait a minute',
      errorRef: { key: 'request.tooManyWatching', params: {} },
    });
  });
});
