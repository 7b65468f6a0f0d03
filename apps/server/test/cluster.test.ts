import type { GameView, Hello } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { ChildServer, freePort } from './child-server.ts';
import { allSee, Client, clientOf, setUpGame, tempDir } from './harness.ts';
import { haproxyAvailable, LoadBalancer } from './load-balancer.ts';
import { freshSchema, postgresForTests, urlWithSchema } from './postgres-database.ts';
import { RedisServer } from './redis-server.ts';
import { runPrefix } from './services.ts';

const database = await postgresForTests();
const balancerMissing = haproxyAvailable() ? undefined : 'haproxy is not installed (apt-get install haproxy)';
if (balancerMissing && process.env.REQUIRE_SERVICES === '1')
  throw new Error(`${balancerMissing}, and REQUIRE_SERVICES=1: the cluster suite must run`);
const skip = 'skip' in database ? database.skip : balancerMissing;
if (skip) console.warn(`${skip}: the cluster suite is skipped`);

type ChildServerOptions = Parameters<typeof ChildServer.start>[0];

/** Three server processes on one PostgreSQL schema and a Redis of the test's own, behind HAProxy. */
class Cluster {
  private constructor(
    readonly databaseUrl: string,
    readonly redis: RedisServer,
    readonly balancer: LoadBalancer,
    private readonly stopAll: () => Promise<void>,
    /** The processes, the same array the undo stops: one started again takes the stopped one's place. */
    readonly processes: ChildServer[],
    /** How each process was started, to start it again on its port. */
    private readonly started: Map<ChildServer, ChildServerOptions>,
  ) {}

  static async start(base: string): Promise<Cluster> {
    // Whatever started is stopped again if a later part fails to start: no orphans.
    const started: (() => Promise<void>)[] = [];
    const undo = async () => {
      for (const stop of started.reverse()) await stop().catch(() => undefined);
    };
    try {
      const schema = await freshSchema(base);
      started.push(() => schema.drop());
      const databaseUrl = urlWithSchema(base, schema.schema);
      const redis = new RedisServer(await freePort());
      started.push(() => redis.kill());
      await redis.start();
      const dir = tempDir();
      started.push(async () => dir.remove());
      const prefix = runPrefix('lb');
      const ports = [await freePort(), await freePort(), await freePort()];
      const processes: ChildServer[] = [];
      started.push(async () => {
        await Promise.all(processes.map((p) => p.stop('SIGKILL')));
      });
      const options = new Map<ChildServer, ChildServerOptions>();
      await Promise.all(
        ports.map(async (port) => {
          const cluster = { redisUrl: redis.url, prefix };
          const settings = { dataDir: dir.path, port, databaseUrl, cluster, logLevel: 'info' };
          const process = await ChildServer.start(settings);
          processes.push(process);
          options.set(process, settings);
        }),
      );
      const balancer = await LoadBalancer.start(await freePort(), ports);
      started.push(() => balancer.stop());
      return new Cluster(databaseUrl, redis, balancer, undo, processes, options);
    } catch (error) {
      await undo();
      throw error;
    }
  }

  /** Starts a process a test stopped again, on its port, as it was started. */
  async restart(stopped: ChildServer): Promise<ChildServer> {
    const settings = this.started.get(stopped);
    if (!settings) throw new Error('not a process of this cluster');
    const again = await ChildServer.start(settings);
    this.started.set(again, settings);
    this.processes[this.processes.indexOf(stopped)] = again;
    return again;
  }

  /** The processes not stopped by a test. */
  live(): ChildServer[] {
    return this.processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
  }

  /** The process a client's connection reached, by the name its greeting carried. */
  async processOf(client: Client): Promise<ChildServer> {
    for (const process of this.live()) {
      const health = (await (await fetch(`${process.url}/healthz`)).json()) as { instance: string };
      if (health.instance === client.hello.instance) return process;
    }
    throw new Error(`no process named ${client.hello.instance}`);
  }

  /** What the balancer and the processes said, for a failure's report. */
  report(clients: Client[] = []): void {
    for (const c of clients)
      console.error(`client ${c.playerId} on ${c.hello.instance}: ${c.disconnects.join('; ')}`);
    console.error(`haproxy:\n${this.balancer.output.slice(-3000)}`);
    for (const [i, process] of this.processes.entries())
      console.error(`process ${i}:\n${process.output.slice(-2000)}`);
  }

  stop(): Promise<void> {
    return this.stopAll();
  }
}

/** The greeting of a client's latest connection (which process took it). */
function latestHello(client: Client): Hello {
  const greeting = client.received.findLast((message) => message.startsWith('["hello",'));
  return (JSON.parse(greeting ?? '[]') as [string, Hello])[1];
}

/** After its connection came back (through the balancer, to another process), a browser asks for its view. */
async function rewatch(client: Client, code: string): Promise<GameView> {
  const until = Date.now() + 30_000;
  for (;;) {
    if (!client.socket.connected) await client.reconnected(20_000);
    try {
      return await client.watch(code);
    } catch (error) {
      // Its process was killed under the request (the client may not have noticed yet), or the
      // balancer sent it to a process still starting to serve it: ask again.
      if (Date.now() > until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Skipped only without PostgreSQL or HAProxy (warned above); CI requires both (REQUIRE_SERVICES=1). */
const postgresOrBalancerMissing = skip !== undefined;
describe.skipIf(postgresOrBalancerMissing)(
  'a cluster: three processes on PostgreSQL and Redis, behind HAProxy',
  () => {
    let cluster: Cluster;
    beforeAll(async () => {
      cluster = await Cluster.start('url' in database ? database.url : '');
    }, 60_000);
    afterAll(async () => {
      await cluster?.stop();
    });

    it('a whole game survives kill -9 of the process that started the turn, and a Redis restart', async () => {
      const lb = cluster.balancer.url;
      const tracked: Client[] = [];
      onTestFailed(() => cluster.report(tracked));
      const game = await setUpGame(lb, {
        settings: { turnSeconds: 30, endGameMethod: 'turns', endValue: 1 },
        track: tracked,
      });
      const { code, clients, host } = game;
      try {
        // These connections name no game (as a home page's does): the balancer spreads them, and
        // views cross between the processes.
        const spread = new Set(await Promise.all(clients.map((c) => cluster.processOf(c))));
        expect(spread.size).toBeGreaterThan(1);

        const giver = clientOf(clients, host.view(code).gameplay.giverId);
        await giver.ok('startTurn', { gamecode: code });
        const card = giver.view(code).gameplay.card;
        const correct = await giver.ok('updateCardStatus', {
          gamecode: code,
          index: card?.index,
          status: 'correct',
          roundStatus: 'in progress',
        });
        await allSee(clients, code, correct.version ?? 0);
        // No guesser's frames held the card, whichever process their views came through: no view
        // of theirs had a card or a word of this turn's cards, and the target word is nowhere.
        for (const c of clients) {
          if (c.view(code).you?.role !== 'guesser') continue;
          for (const { view } of c.viewMessages(code)) {
            expect(view.gameplay.card).toBeNull();
            if (view.gameplay.roundStatus === 'in progress') expect(view.gameplay.turnCards).toBeNull();
          }
          expect(c.received.join('\n')).not.toContain(JSON.stringify(card?.word));
        }

        const starter = await cluster.processOf(giver);
        expect(await starter.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
        // The survivors end the turn at its deadline; the killed process's players come back through the balancer.
        const ended = await Promise.all(
          clients.map(async (c) => {
            await rewatch(c, code);
            return c.untilView(code, (v) => v.gameplay.roundStatus === 'postround', 45_000);
          }),
        );
        for (const view of ended) {
          expect(view.gameplay.turnCards).toContainEqual(
            expect.objectContaining({ index: card?.index, status: 'correct' }),
          );
        }

        const reviewer = clients.find((c) => c.view(code).you?.canReview) ?? host;
        const scored = await reviewer.ok('confirmScores', { gamecode: code });
        const afterTurn = await allSee(clients, code, scored.version ?? 0);
        const scoringTeam = ended[0]?.gameplay.givingTeam ?? 'team 1';
        for (const view of afterTurn) expect(view.gameplay.score[scoringTeam]).toBe(1);

        // Redis restarts mid-game (a cache: it comes back empty); play goes on.
        await cluster.redis.kill();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await cluster.redis.start();
        const nextGiver = clientOf(clients, afterTurn[0]?.gameplay.giverId ?? null);
        const started = await nextGiver.ok('startTurn', { gamecode: code });
        await allSee(clients, code, started.version ?? 0);

        const finished = await host.ok('updateGameStatus', { gamecode: code, status: 'finished' });
        const last = await allSee(clients, code, finished.version ?? 0);
        for (const view of last) {
          expect(view.status).toBe('finished');
          expect(view.result?.score[scoringTeam]).toBe(1);
        }
      } finally {
        for (const c of clients) c.close();
      }
    }, 120_000);

    it('the same request id at two processes at once is applied once; a race on one card has one winner', async () => {
      const [one, two] = cluster.live() as [ChildServer, ChildServer];
      const game = await setUpGame([one.url, two.url], { start: false });
      const { code, clients, host } = game;
      try {
        // The host's second tab, on the other process.
        const hostOnOne = clients[0] as Client;
        const hostOnTwo = await Client.connect(two.url, { cookie: host.cookie, playerId: host.playerId });
        clients.push(hostOnTwo);
        const before = hostOnOne.view(code).version;
        // Not started: Start game itself, sent twice under one id, through both processes at once.
        const [a, b] = await Promise.all([
          hostOnOne.request('updateGameStatus', { gamecode: code, status: 'active' }, 'start-once'),
          hostOnTwo.request('updateGameStatus', { gamecode: code, status: 'active' }, 'start-once'),
        ]);
        expect(a).toEqual(b);
        expect(a).toMatchObject({ ok: true, outcome: 'accepted', version: before + 1 });

        const started = await allSee(clients.slice(0, 4), code, before + 1);
        const giver = clientOf(clients, started[0]?.gameplay.giverId ?? null);
        await giver.ok('startTurn', { gamecode: code });
        const watcher = clientOf(clients, giver.view(code).gameplay.watcherId);
        const index = giver.view(code).gameplay.card?.index;
        const press = (c: Client, status: 'correct' | 'buzzed') =>
          c.request('updateCardStatus', { gamecode: code, index, status, roundStatus: 'in progress' });
        const [byGiver, byWatcher] = await Promise.all([press(giver, 'correct'), press(watcher, 'buzzed')]);
        const outcomes = [byGiver, byWatcher].map((ack) => (ack.ok ? ack.outcome : ack.error)).sort();
        expect(outcomes).toEqual(['accepted', 'unchanged']);
      } finally {
        for (const c of clients) c.close();
      }
    }, 60_000);

    it('a whole team picking at once, across two processes, is served: lost races are decided again', async () => {
      const [one, two] = cluster.live() as [ChildServer, ChildServer];
      const names = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal'];
      const { code, clients } = await setUpGame([one.url, two.url], { names, start: false });
      try {
        const acks = await Promise.all(
          clients.map((c, i) =>
            c.request('updateTeam', { gamecode: code, team: i % 2 ? 'team 1' : 'team 2' }),
          ),
        );
        for (const ack of acks) expect(ack).toMatchObject({ ok: true, outcome: 'accepted' });
        const last = Math.max(...acks.map((ack) => (ack.ok ? (ack.version ?? 0) : 0)));
        for (const view of await allSee(clients, code, last)) {
          expect(view.players.filter((p) => p.team === 'team 1')).toHaveLength(4);
        }
      } finally {
        for (const c of clients) c.close();
      }
    }, 60_000);

    it('the connections that name a game reach one process, long polling without a cookie too; games spread', async () => {
      const lb = cluster.balancer.url;
      const clients: Client[] = [];
      onTestFailed(() => cluster.report(clients));
      try {
        // The creator's page names no game yet (it is the home page's connection); its hello says
        // the server is one of a cluster, which makes the browser open a new one for a game.
        const creator = await Client.connect(lb);
        clients.push(creator);
        expect(creator.hello.cluster).toBe(true);
        const created = await creator.ok('createGame', { name: 'Ana', settings: {} });
        const code = (created.data as { gamecode: string }).gamecode;
        const naming = { query: { game: code } };
        // The creator's browser connects again naming the game once its page shows it,
        // and the invitees' pages name it from the start: over WebSockets, and over long polling
        // with no balancer cookie, whose every request must reach the process holding its session.
        const session = { cookie: creator.cookie, playerId: creator.playerId };
        const host = await Client.connect(lb, session, naming);
        const invitees = await Promise.all([1, 2].map(() => Client.connect(lb, undefined, naming)));
        const polling = await Client.connect(lb, undefined, { ...naming, transports: ['polling'] });
        const players = [host, ...invitees, polling];
        clients.push(...players.slice(1));
        await host.watch(code);
        const names = ['Ben', 'Cleo', 'Dev'];
        for (const [i, c] of players.slice(1).entries())
          await c.ok('joinGame', { gamecode: code, name: names[i] });
        const moved = await polling.ok('updateTeam', { gamecode: code, team: 'team 2' });
        await allSee(players, code, moved.version ?? 0);
        const processes = await Promise.all(players.map((c) => cluster.processOf(c)));
        expect(new Set(processes).size).toBe(1);

        // The codes pick the processes: twenty games do not all land on one.
        const picked = new Set<ChildServer>();
        for (let i = 0; i < 20; i++) {
          const other = await Client.connect(lb, session, { query: { game: `GAME${i}` } });
          picked.add(await cluster.processOf(other));
          other.close();
        }
        expect(picked.size).toBeGreaterThan(1);

        // The game's process dies: its players come back together on one that lives, and play on.
        const killed = processes[0] as ChildServer;
        expect(await killed.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
        await Promise.all(players.map((c) => rewatch(c, code)));
        const after = await host.ok('updateTeam', { gamecode: code, team: 'team 2' });
        await allSee(players, code, after.version ?? 0);
        const now = new Set(players.map((c) => latestHello(c).instance));
        expect(now.size).toBe(1);
        expect(now.has(host.hello.instance)).toBe(false);

        // The players that keep their socket (over WebSocket) until asked to move.
        const kept = players.filter((c) => c !== polling);

        // The process comes back: the game's new connections reach it again, so the players who
        // moved away are asked to move back, once a connection not opened on request (`moved`)
        // reaches it. The balancer takes it back after its health checks.
        const back = await cluster.restart(killed);
        const asked = (c: Client) => c.received.filter((m) => m === '["replaceConnection"]').length;
        const onRequest = { query: { game: code, moved: '1' } };
        let returned: Client | undefined;
        for (const until = Date.now() + 20_000; !returned && Date.now() < until; ) {
          const probe = await Client.connect(lb, session, onRequest);
          if ((await cluster.processOf(probe)) === back) returned = probe;
          else {
            probe.close();
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
        if (!returned) throw new Error('the balancer never sent the game to the process that came back');
        clients.push(returned);
        // The long-polling connection has no balancer cookie: each of its requests is placed by the
        // code, so its first one now (or its next ping, if that came first) reaches the process that
        // came back, which does not know its session. It connects again there by itself, naming the
        // game, which asks the others to move once; the probes, opened on request, asked nobody.
        await rewatch(polling, code);
        expect(latestHello(polling).instance).toBe(returned.hello.instance);
        await vi.waitFor(() => expect(kept.map(asked)).toEqual([1, 1, 1]), { timeout: 10_000 });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(kept.map(asked)).toEqual([1, 1, 1]);
        // A fresh invitee reaching it asks them once more.
        const invitee = await Client.connect(lb, undefined, naming);
        clients.push(invitee);
        expect(await cluster.processOf(invitee)).toBe(back);
        await vi.waitFor(() => expect(kept.map(asked)).toEqual([2, 2, 2]), { timeout: 10_000 });
        expect(asked(returned) + asked(invitee)).toBe(0);
        // Each opens a new connection as the browser does (moved), which the balancer sends there too.
        const followed = await Promise.all(
          kept.map((c) => Client.connect(lb, { cookie: c.cookie, playerId: c.playerId }, onRequest)),
        );
        clients.push(...followed);
        for (const c of kept) c.close();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(new Set(await Promise.all(followed.map((c) => cluster.processOf(c))))).toEqual(
          new Set([back]),
        );
        expect(followed.map(asked)).toEqual([0, 0, 0]);
        await Promise.all(followed.map((c) => c.watch(code)));
        const together = await followed[0]?.ok('updateTeam', { gamecode: code, team: 'team 1' });
        await allSee(followed, code, together?.version ?? 0);
      } finally {
        for (const c of clients) c.close();
      }
    }, 120_000);
  },
);
