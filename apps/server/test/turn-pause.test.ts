import { type GameView, GIVER_RETURN_MS, SYSTEM } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory/memory-store.ts';
import { freePort } from './child-server.ts';
import { allSee, Client, clientOf, setUpGame, startTestServer, TestClock, tempDir } from './harness.ts';

const SETTINGS = { endGameMethod: 'turns', endValue: 2, turnSeconds: 60 };
const paused = (v: GameView) => v.gameplay.pause !== null;
const running = (v: GameView) => v.gameplay.roundStatus === 'in progress' && v.gameplay.pause === null;

describe('the turn clock over the wire: paused for an absent giver, by the host, across a restart', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('the giver’s last connection lost stops the clock for everyone; back, it goes on with the time left', async () => {
    const clock = new TestClock();
    const store = new MemoryStore();
    const server = await startTestServer({ store, now: clock.now });
    cleanups.push(() => server.cleanup());
    const { code, clients, host } = await setUpGame(server.url, { settings: SETTINGS });
    cleanups.push(() => {
      for (const c of clients) c.close();
    });
    const giver = clientOf(clients, host.view(code).gameplay.giverId);
    const others = clients.filter((c) => c !== giver);
    await giver.ok('startTurn', { gamecode: code });
    clock.advance(10_000);

    giver.close();
    const [view] = await Promise.all(others.map((c) => c.untilView(code, paused)));
    const pause = view?.gameplay.pause;
    expect(view?.gameplay.turnEndsAt).toBeNull();
    expect(pause?.byHost).toBe(false);
    expect(pause?.remainingMs).toBeGreaterThan(48_000);
    expect(pause?.remainingMs).toBeLessThanOrEqual(50_000);
    // The stored deadline is now the end of the wait for the giver, not the end of the turn.
    expect(await store.deadlines()).toEqual([{ code, turnEndsAt: pause?.giveUpAt }]);
    // A press is refused while paused, with a clear message.
    const card = { gamecode: code, index: 0, status: 'buzzed', roundStatus: 'in progress' };
    const watcher = clientOf(clients, view?.gameplay.watcherId ?? null);
    expect(await watcher.request('updateCardStatus', card)).toMatchObject({
      ok: false,
      error: 'The turn is paused; wait for it to resume',
    });

    clock.advance(40_000); // long, but within the minute the giver has to come back
    const back = await Client.connect(server.url, { cookie: giver.cookie, playerId: giver.playerId });
    cleanups.push(() => back.close());
    await back.watch(code);
    const resumed = await Promise.all([back, ...others].map((c) => c.untilView(code, running)));
    const message = others[0]?.viewMessages(code).at(-1);
    const endsAt = resumed[0]?.gameplay.turnEndsAt as number;
    expect(endsAt - (message?.serverTime ?? 0)).toBeLessThanOrEqual(pause?.remainingMs ?? 0);
    expect(endsAt - (message?.serverTime ?? 0)).toBeGreaterThan((pause?.remainingMs ?? 0) - 1_000);
    expect(await store.deadlines()).toEqual([{ code, turnEndsAt: endsAt }]);

    // Away again for longer than the wait: the server's deadline ends the turn as at time up.
    back.close();
    await Promise.all(others.map((c) => c.untilView(code, paused)));
    clock.advance(GIVER_RETURN_MS);
    await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    const ended = await Promise.all(
      others.map((c) => c.untilView(code, (v) => v.gameplay.roundStatus === 'postround')),
    );
    for (const v of ended) expect(v.gameplay).toMatchObject({ pause: null, turnEndsAt: null });
    expect(await store.deadlines()).toEqual([]);
  }, 30_000);

  it('the host’s pause survives a restart (SQLite): the turn resumes with the time that was left', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const port = await freePort();
    const first = await startTestServer({ dataDir: dir.path, config: { port } });
    let firstOpen = true;
    cleanups.push(async () => {
      if (firstOpen) await first.close();
    });
    const { code, clients, host } = await setUpGame(first.url, { settings: SETTINGS });
    cleanups.push(() => {
      for (const c of clients) c.close();
    });
    const giver = clientOf(clients, host.view(code).gameplay.giverId);
    await giver.ok('startTurn', { gamecode: code });
    await new Promise((r) => setTimeout(r, 300));
    const pausedAck = await host.ok('pauseTurn', { gamecode: code });
    const [atPause] = await allSee(clients, code, pausedAck.version ?? 0);
    const remaining = atPause?.gameplay.pause?.remainingMs as number;
    expect(atPause?.gameplay.pause).toEqual({ remainingMs: remaining, byHost: true, giveUpAt: null });
    expect(remaining).toBeLessThan(60_000);
    expect(remaining).toBeGreaterThan(55_000);
    // A turn the host holds has no deadline for the server to act on.
    expect(await first.store.deadlines()).toEqual([]);

    const back = clients.map((c) => c.reconnected(30_000));
    await first.close();
    firstOpen = false;
    // Ten minutes pass while the server is down: a paused turn loses none of its time.
    const clock = new TestClock();
    clock.advance(10 * 60_000);
    const second = await startTestServer({ dataDir: dir.path, config: { port }, now: clock.now });
    cleanups.push(() => second.close());
    await Promise.all(back);
    await Promise.all(clients.map((c) => c.untilView(code, (v) => v.players.every((p) => p.online), 15_000)));
    const stored = await second.store.loadGame(code);
    expect(stored?.gameplay.pause).toEqual({ remainingMs: remaining, byHost: true, giveUpAt: null });
    expect(stored?.gameplay.roundStatus).toBe('in progress');

    const resumedAck = await host.ok('resumeTurn', { gamecode: code });
    const views = await allSee(clients, code, resumedAck.version ?? 0);
    const endsAt = views[0]?.gameplay.turnEndsAt as number;
    expect(views.every((v) => v.gameplay.pause === null && v.gameplay.turnEndsAt === endsAt)).toBe(true);
    expect(endsAt - resumedAck.serverTime).toBeLessThanOrEqual(remaining);
    expect(endsAt - resumedAck.serverTime).toBeGreaterThan(remaining - 1_000);
    expect(await second.store.deadlines()).toEqual([{ code, turnEndsAt: endsAt }]);
  }, 60_000);
});
