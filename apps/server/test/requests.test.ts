import type { Ack } from '@unsayable/rules';
import { ownMessages } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../src/limits.ts';
import { socketMessages } from '../src/sockets/sockets.ts';
import { ChildServer, freePort } from './child-server.ts';
import { Client, newSession, setUpGame, startTestServer, tempDir } from './harness.ts';

describe('requests: retries, malformed input, limits', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let host: Client;
  let code: string;
  let bystander: Client;

  beforeAll(async () => {
    server = await startTestServer();
    ({ clients, host, code } = await setUpGame(server.url, { start: false }));
    bystander = clients[3] as Client;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  /** Another player is still served, and correctly. */
  async function othersStillServed(): Promise<void> {
    const ack = await bystander.request('verifyGame', { gamecode: code });
    expect(ack).toMatchObject({ ok: true, data: { gamecode: code, status: 'new' } });
  }

  describe('the same request id', () => {
    it('applied once: the retry gets the first acknowledgement and the version stays', async () => {
      const payload = { gamecode: code, card: { word: 'Metronome', forbidden: ['tick', 'tempo'] } };
      const first = await host.request('addGameCard', payload, 'retry-1');
      expect(first).toMatchObject({ ok: true, outcome: 'accepted' });
      const version = (await server.store.loadGame(code))?.version;
      const second = await host.request('addGameCard', payload, 'retry-1');
      expect(second).toEqual(first);
      const state = await server.store.loadGame(code);
      expect(state?.version).toBe(version);
      expect(state?.gameCards.filter((c) => c.word === 'Metronome')).toHaveLength(1);
      // A fresh id is a new request: decided again (and refused, the card being there).
      expect(await host.request('addGameCard', payload, 'retry-2')).toMatchObject({
        ok: false,
        error: ownMessages.duplicateGameCard('Metronome'),
      });
    });

    it('applied once when the retry arrives while the first is still being handled', async () => {
      const payload = { gamecode: code, card: { word: 'Harmonica' } };
      const before = (await server.store.loadGame(code))?.version ?? 0;
      const acks = await Promise.all([1, 2, 3].map(() => host.request('addGameCard', payload, 'retry-3')));
      expect(acks[0]).toMatchObject({ ok: true, outcome: 'accepted', version: before + 1 });
      expect(acks[1]).toEqual(acks[0]);
      expect(acks[2]).toEqual(acks[0]);
      expect((await server.store.loadGame(code))?.version).toBe(before + 1);
    });

    it('is per player: another player may use the same id', async () => {
      const before = (await server.store.loadGame(code))?.version ?? 0;
      const ack = await bystander.request('updateTeam', { gamecode: code, team: 'unassigned' }, 'retry-1');
      expect(ack).toMatchObject({ ok: true, outcome: 'accepted', version: before + 1 });
      await bystander.ok('updateTeam', { gamecode: code, team: 'team 2' });
    });

    it('creates one game however often createGame is retried, even all at once', async () => {
      const creator = await Client.connect(server.url);
      try {
        const first = await creator.request('createGame', { name: 'Rita' }, 'create-1');
        expect(first.ok).toBe(true);
        expect(await creator.request('createGame', { name: 'Rita' }, 'create-1')).toEqual(first);
        const burst = await Promise.all(
          [1, 2, 3].map(() => creator.request('createGame', { name: 'Rita' }, 'create-2')),
        );
        expect(burst[0]).toMatchObject({ ok: true, outcome: 'accepted' });
        expect(burst[1]).toEqual(burst[0]);
        expect(burst[2]).toEqual(burst[0]);
        const codes = [first, burst[0] as Ack].map((a) =>
          a.ok ? (a.data as { gamecode: string }).gamecode : '',
        );
        expect(new Set(codes).size).toBe(2);
        expect(await server.store.gamesOf(creator.playerId)).toEqual(codes.sort());
      } finally {
        creator.close();
      }
    });
  });

  describe('malformed requests get a clear error', () => {
    it('not an object, no id, an id too long, no type', async () => {
      for (const raw of [
        'hello',
        42,
        null,
        [1, 2],
        { type: 'verifyGame', payload: { gamecode: code } },
        { id: '', type: 'verifyGame', payload: { gamecode: code } },
        { id: 'x'.repeat(limits.maxRequestIdLength + 1), type: 'verifyGame', payload: { gamecode: code } },
        { id: 'no-type', payload: { gamecode: code } },
      ]) {
        expect(await host.raw('request', raw), JSON.stringify(raw)).toMatchObject({
          ok: false,
          error: socketMessages.malformed,
        });
        await othersStillServed();
      }
    });

    it('an unknown type, or a payload that does not fit its type', async () => {
      const before = JSON.stringify(await server.store.loadGame(code));
      expect(await host.request('launchRockets', { gamecode: code })).toMatchObject({
        ok: false,
        error: ownMessages.invalidRequest('unknown request "launchRockets"'),
      });
      expect(await host.request('updateTeam', { gamecode: code, team: 'team 5' })).toMatchObject({
        ok: false,
        error: 'Team must be team 1, team 2, team 3, team 4 or unassigned',
      });
      expect(await host.request('joinGame', { gamecode: 'not a code', name: 'X' })).toMatchObject({
        ok: false,
      });
      expect(await host.request('updateTeam', 'team 1')).toMatchObject({ ok: false });
      expect(JSON.stringify(await server.store.loadGame(code))).toBe(before);
      await othersStillServed();
    });

    it('an unknown event with an acknowledgement is told to use "request"; one without is ignored', async () => {
      expect(await host.raw('launchRockets', { gamecode: code })).toMatchObject({
        ok: false,
        error: socketMessages.unknownEvent('launchRockets'),
      });
      // No acknowledgement: nobody to answer, nothing applied, the connection kept.
      const before = (await server.store.loadGame(code))?.version;
      host.socket.emit('request', {
        id: 'no-ack',
        type: 'addGameCard',
        payload: { gamecode: code, card: { word: 'Ghost' } },
      });
      host.socket.emit('launchRockets');
      await othersStillServed();
      expect(await host.request('verifyGame', { gamecode: code })).toMatchObject({ ok: true });
      expect((await server.store.loadGame(code))?.version).toBe(before);
      expect(host.socket.connected).toBe(true);
    });
  });

  describe('limits', () => {
    it('a request over 8 KB is refused with a message and the connection kept', async () => {
      const big = { gamecode: code, card: { word: 'Big', forbidden: ['x'.repeat(limits.maxRequestBytes)] } };
      const before = JSON.stringify(await server.store.loadGame(code));
      expect(await host.request('addGameCard', big)).toMatchObject({
        ok: false,
        error: socketMessages.tooLarge,
      });
      expect(JSON.stringify(await server.store.loadGame(code))).toBe(before);
      expect(host.socket.connected).toBe(true);
      expect(await host.request('verifyGame', { gamecode: code })).toMatchObject({ ok: true });
      await othersStillServed();
    });

    it('a frame over 64 KB closes only that connection, which comes back by itself', async () => {
      const heavy = await Client.connect(server.url);
      try {
        const closed = new Promise<string>((resolve) => heavy.socket.once('disconnect', resolve));
        const back = heavy.reconnected();
        heavy.socket.emit('request', {
          id: 'heavy',
          type: 'verifyGame',
          payload: 'x'.repeat(limits.maxFrameBytes),
        });
        expect(await closed).toBe('transport close');
        await othersStillServed();
        await back;
        expect(await heavy.request('verifyGame', { gamecode: code })).toMatchObject({ ok: true });
      } finally {
        heavy.close();
      }
    });

    it('a burst over the rate limit is slowed down; others are served meanwhile; it recovers', async () => {
      const eager = await Client.connect(server.url);
      try {
        const n = limits.rate.burst + 15;
        const [acks, other] = await Promise.all([
          Promise.all(Array.from({ length: n }, () => eager.request('verifyGame', { gamecode: code }))),
          bystander.request('verifyGame', { gamecode: code }),
        ]);
        expect(other).toMatchObject({ ok: true });
        // The first `burst` are served; then, a token every 100 ms at most.
        expect(acks.slice(0, limits.rate.burst).every((a) => a.ok)).toBe(true);
        const refused = acks.filter((a): a is Extract<Ack, { ok: false }> => !a.ok);
        expect(refused.length).toBeGreaterThanOrEqual(10);
        for (const a of refused) expect(a.error).toBe(socketMessages.tooFast);
        expect(eager.socket.connected).toBe(true);
        // Within a moment the bucket refills: asking again until served, briefly.
        const deadline = Date.now() + 2_000;
        let ack: Ack;
        do {
          await new Promise((resolve) => setTimeout(resolve, 50));
          ack = await eager.request('verifyGame', { gamecode: code });
        } while (!ack.ok && Date.now() < deadline);
        expect(ack).toMatchObject({ ok: true });
      } finally {
        eager.close();
      }
    });
  });
});

describe('the server process', () => {
  it('exits 0 on SIGTERM, with clients connected, and keeps what it acknowledged', async () => {
    const dir = tempDir();
    const port = await freePort();
    let child = await ChildServer.start({ dataDir: dir.path, port });
    const client = await Client.connect(child.url, await newSession(child.url), { reconnection: false });
    try {
      const created = await client.ok('createGame', { name: 'Tess' });
      const code = (created.data as { gamecode: string }).gamecode;
      const exit = await child.stop('SIGTERM');
      expect(exit, child.output).toEqual({ code: 0, signal: null });
      // Started again on the same data: the game is there.
      child = await ChildServer.start({ dataDir: dir.path, port });
      const again = await Client.connect(child.url, { cookie: client.cookie, playerId: client.playerId });
      expect((await again.watch(code)).players.map((p) => p.name)).toEqual(['Tess']);
      again.close();
    } finally {
      client.close();
      await child.stop('SIGKILL');
      dir.remove();
    }
  }, 30_000);
});
