import { afterEach, beforeEach, expect, it } from 'vitest';
import { allSee, Client, clientOf, setUpGame } from './harness.ts';
import { describeWith, REDIS_URL } from './services.ts';
import { stopAll, type TestServer, twoProcesses } from './two-processes.ts';

const describeRedis = await describeWith('Redis', REDIS_URL);

describeRedis('spectators across the processes of a cluster', () => {
  let servers: TestServer[] = [];
  let clients: Client[] = [];

  beforeEach(() => {
    servers = [];
    clients = [];
  });
  afterEach(() => stopAll(servers, clients));

  it('are counted over every process, get the spectator’s view from whichever commits, and never the card', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'spectators');
    servers.push(a, b);
    const game = await setUpGame([a.url, b.url], { start: false });
    clients = [...game.clients];
    const onA = await Client.seatless(a.url);
    const onB = await Client.seatless(b.url);
    const secondOnB = await Client.seatless(b.url);
    const tv = await Client.seatless(a.url);
    clients.push(onA, onB, secondOnB, tv);
    await onA.spectate(game.code);
    await onB.spectate(game.code);
    await secondOnB.spectate(game.code);
    await tv.spectate(game.code, 'tv');
    await Promise.all(game.clients.map((c) => c.untilView(game.code, (v) => v.spectators === 3)));

    const started = await game.host.ok('updateGameStatus', { gamecode: game.code, status: 'active' });
    await allSee(clients, game.code, started.version ?? 0);
    const giver = clientOf(game.clients, game.host.view(game.code).gameplay.giverId);
    const begun = await giver.ok('startTurn', { gamecode: game.code });
    await allSee(clients, game.code, begun.version ?? 0);
    const card = giver.view(game.code).gameplay.card;
    expect(card?.word).toBeTruthy();
    for (const c of [onA, onB, secondOnB, tv]) {
      expect(c.view(game.code).gameplay.roundStatus).toBe('in progress');
      expect(c.view(game.code).gameplay.card).toBeNull();
      expect(c.received.join('\n')).not.toContain(JSON.stringify(card?.word));
    }

    // One leaves on b, one closes on a: the count follows on both processes' players.
    await onB.ok('stopSpectating', { gamecode: game.code });
    onA.close();
    await Promise.all(game.clients.map((c) => c.untilView(game.code, (v) => v.spectators === 1)));
    // Counts are committed at most once a second per game and process: a second or two of them here.
  }, 15_000);

  it('a process that stops: its spectators are no longer counted', async () => {
    const { a, b } = await twoProcesses(REDIS_URL, 'spectators');
    servers.push(a);
    const game = await setUpGame([a.url], { start: false });
    clients = [...game.clients];
    const onB = await Client.seatless(b.url);
    const onA = await Client.seatless(a.url);
    clients.push(onB, onA);
    await onB.spectate(game.code);
    await onA.spectate(game.code);
    await game.host.untilView(game.code, (v) => v.spectators === 2);
    // b stops without a word (as after kill -9): its heartbeat ends, a's sweep counts again.
    await b.cleanup();
    await game.host.untilView(game.code, (v) => v.spectators === 1, 10_000);
  });
});
