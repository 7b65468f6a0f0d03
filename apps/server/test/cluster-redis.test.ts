import { afterEach, beforeEach, expect, it } from 'vitest';
import { freePort } from './child-server.ts';
import { allSee, Client, clientOf, setUpGame } from './harness.ts';
import { RedisServer } from './redis-server.ts';
import { describeWith, REDIS_URL } from './services.ts';
import { stopAll, type TestServer, twoProcesses } from './two-processes.ts';

const describeRedis = await describeWith('Redis', REDIS_URL);

describeRedis('server processes sharing Redis', () => {
  let servers: TestServer[] = [];
  let clients: Client[] = [];

  beforeEach(() => {
    servers = [];
    clients = [];
  });
  afterEach(() => stopAll(servers, clients));

  it('every player gets their own view, whichever process committed the change', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'cluster');
    servers.push(a, b);
    const game = await setUpGame([a.url, b.url]);
    clients = game.clients;
    const started = game.host.view(game.code);
    const giver = clientOf(clients, started.gameplay.giverId);
    const begun = await giver.ok('startTurn', { gamecode: game.code });
    const views = await allSee(clients, game.code, begun.version ?? 0);
    const card = giver.view(game.code).gameplay.card;
    expect(card?.word).toBeTruthy();
    for (const view of views) {
      const role = view.you?.role;
      const seesCard = role === 'giver' || role === 'watcher' || role === 'watching team';
      expect(view.gameplay.card?.word ?? null).toBe(seesCard ? card?.word : null);
    }
    // A guesser's frames never held the card's word, wherever the change was committed.
    for (const c of clients) {
      if (c.view(game.code).you?.role !== 'guesser') continue;
      expect(c.received.join('\n')).not.toContain(JSON.stringify(card?.word));
    }
  });

  it('a player with tabs on two processes is online until the last one closes', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'cluster');
    servers.push(a, b);
    const game = await setUpGame([a.url], { start: false });
    clients = game.clients;
    const [host, second] = clients as [Client, Client];
    const session = { cookie: second.cookie, playerId: second.playerId };
    const otherTab = await Client.connect(b.url, session);
    clients.push(otherTab);
    second.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const online = (c: Client) => host.view(game.code).players.find((p) => p.playerId === c.playerId)?.online;
    expect(online(second)).toBe(true);
    otherTab.close();
    await host.untilView(game.code, (v) =>
      v.players.some((p) => p.playerId === second.playerId && !p.online),
    );
  });

  it('a process that stops: its players go offline, unless connected elsewhere', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'cluster');
    servers.push(a);
    const game = await setUpGame([a.url, b.url, a.url, b.url], { start: false });
    clients = game.clients;
    const host = game.host;
    const [, onB, , alsoOnB] = clients as [Client, Client, Client, Client];
    // One of b's players has a tab on a as well.
    clients.push(await Client.connect(a.url, { cookie: alsoOnB.cookie, playerId: alsoOnB.playerId }));
    onB.socket.io.opts.reconnection = false;
    alsoOnB.socket.io.opts.reconnection = false;
    await b.cleanup();
    const view = await host.untilView(
      game.code,
      (v) => v.players.some((p) => p.playerId === onB.playerId && !p.online),
      5_000,
    );
    expect(view.players.find((p) => p.playerId === alsoOnB.playerId)?.online).toBe(true);
  });

  it('Redis restarting mid-game: nothing is lost, views come back, play goes on', async () => {
    const redis = new RedisServer(await freePort());
    await redis.start();
    try {
      const { a, b } = await twoProcesses(redis.url, 'cluster', { heartbeatMs: 200, aliveMs: 2_000 });
      servers.push(a, b);
      const game = await setUpGame([a.url, b.url]);
      clients = [...game.clients];
      const giver = clientOf(clients, game.host.view(game.code).gameplay.giverId);
      await giver.ok('startTurn', { gamecode: game.code });
      // Players alternate between a and b: the giver's neighbour two seats on shares their process.
      const g = game.clients.indexOf(giver);
      const neighbour = game.clients[(g + 2) % 4] as Client;
      const otherProcess = g % 2 === 0 ? b : a;

      await redis.kill();
      // A tab opened on the other process meanwhile: its subscription cannot be made yet.
      const lateTab = await Client.connect(otherProcess.url, {
        cookie: neighbour.cookie,
        playerId: neighbour.playerId,
      });
      clients.push(lateTab);
      await lateTab.watch(game.code);
      // While Redis is away the giver's Correct is committed; the other process cannot hear of it.
      const correct = await giver.ok('updateCardStatus', {
        gamecode: game.code,
        index: giver.view(game.code).gameplay.card?.index,
        status: 'correct',
        roundStatus: 'in progress',
      });
      await redis.start();
      // Back: every process sends its players their views again.
      await allSee(clients, game.code, correct.version ?? 0);
      // The neighbour now follows the game only from the late tab, on the process the giver is not on.
      neighbour.close();
      clients = clients.filter((c) => c !== neighbour);
      const next = giver.view(game.code).gameplay.card;
      const again = await giver.ok('updateCardStatus', {
        gamecode: game.code,
        index: next?.index,
        status: 'correct',
        roundStatus: 'in progress',
      });
      const views = await allSee(clients, game.code, again.version ?? 0);
      for (const v of views) expect(v.gameplay.cardsGoneBy).toBe(2);
    } finally {
      await redis.kill();
    }
  }, 30_000);
});
