import type { Ack } from '@unsayable/rules';
import { type GameState, SYSTEM, skipReasons } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSee, Client, clientOf, setUpGame, startTestServer, TestClock } from './harness.ts';

type Press = { client: Client; status: 'correct' | 'skipped' | 'buzzed' };

describe('concurrency: presses on the same card at the same instant apply exactly once', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let code: string;
  let giver: Client;
  let watcher: Client;
  let teammate: Client;
  let secondTab: Client;

  beforeAll(async () => {
    server = await startTestServer();
    const table = await setUpGame(server.url, { settings: { turnSeconds: 180 } });
    ({ code, clients } = table);
    const gp = table.host.view(code).gameplay;
    giver = clientOf(clients, gp.giverId);
    watcher = clientOf(clients, gp.watcherId);
    teammate = clients.find((c) => c.view(code).you?.role === 'watching team') as Client;
    // The giver's second tab: the same session cookie, another socket.
    secondTab = await Client.connect(server.url, { cookie: giver.cookie, playerId: giver.playerId });
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee([...clients, secondTab], code, begun.version ?? 0);
  });
  afterAll(async () => {
    for (const c of [...clients, secondTab]) c.close();
    await server.cleanup();
  });

  /** Sends every press on the card now on screen in the same tick; returns the acks and the card. */
  async function race(presses: Press[]): Promise<{ index: number; acks: Ack[]; before: GameState }> {
    const before = (await server.store.loadGame(code)) as GameState;
    const index = before.gameplay.cardIndex as number;
    expect(giver.view(code).gameplay.card?.index).toBe(index);
    const acks = await Promise.all(
      presses.map(({ client, status }) =>
        client.request('updateCardStatus', { gamecode: code, index, status, roundStatus: 'in progress' }),
      ),
    );
    return { index, acks, before };
  }

  async function checkOnce(presses: Press[]): Promise<void> {
    const { index, acks, before } = await race(presses);
    const accepted = acks.flatMap((a, i) => (a.ok && a.outcome === 'accepted' ? [i] : []));
    expect(accepted, JSON.stringify(acks)).toHaveLength(1);
    const winner = presses[accepted[0] as number] as Press;
    for (const [i, ack] of acks.entries()) {
      if (i === accepted[0]) continue;
      // The loser is told, not failed: ok, nothing changed, and why.
      expect(ack).toMatchObject({
        ok: true,
        outcome: 'unchanged',
        reason: skipReasons.cardNoLongerInPlay(index),
        version: before.version + 1,
      });
    }
    const after = (await server.store.loadGame(code)) as GameState;
    expect(after.version).toBe(before.version + 1);
    expect(after.deck[index]?.status).toBe(winner.status);
    expect(after.gameplay.turnCards.filter((t) => t.index === index)).toHaveLength(1);
    expect(after.gameplay.turnCards).toHaveLength(before.gameplay.turnCards.length + 1);
    expect(after.gameplay.cardIndex).not.toBe(index);
    // Every client settles on that one version, and its list of the turn's cards has no twin.
    const views = await allSee([...clients, secondTab], code, after.version);
    for (const v of views) {
      expect(v.version).toBe(after.version);
      expect(v.gameplay.cardsGoneBy).toBe(after.gameplay.turnCards.length);
      const listed = v.gameplay.turnCards?.map((t) => t.index);
      if (listed) expect(new Set(listed).size).toBe(listed.length);
    }
  }

  it("the giver's Correct and the watcher's Buzz, in both orders, many times", async () => {
    for (let round = 0; round < 12; round++) {
      const presses: Press[] = [
        { client: giver, status: 'correct' },
        { client: watcher, status: 'buzzed' },
      ];
      if (round % 2) presses.reverse();
      // Which one wins is arrival order, not asserted; that exactly one does is.
      await checkOnce(presses);
    }
  });

  it('Correct, Skip from a second tab of the giver, and two buzzes, all at once', async () => {
    for (let round = 0; round < 4; round++) {
      await checkOnce([
        { client: teammate, status: 'buzzed' },
        { client: giver, status: 'correct' },
        { client: secondTab, status: 'skipped' },
        { client: watcher, status: 'buzzed' },
      ]);
    }
  });

  it('the same press from two tabs of the giver counts once', async () => {
    await checkOnce([
      { client: giver, status: 'correct' },
      { client: secondTab, status: 'correct' },
    ]);
  });
});

describe('concurrency: two reviewers confirm the same turn at the same instant', () => {
  it('one confirm scores the turn; the other is a quiet no-op, not an error', async () => {
    const clock = new TestClock();
    const server = await startTestServer({ now: clock.now });
    const { code, clients, host } = await setUpGame(server.url, { settings: { turnSeconds: 30 } });
    try {
      const gp = host.view(code).gameplay;
      const watcher = clientOf(clients, gp.watcherId);
      const teammate = clients.find((c) => c.view(code).you?.role === 'watching team') as Client;
      await clientOf(clients, gp.giverId).ok('startTurn', { gamecode: code });
      clock.advance(31_000);
      await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
      // The watcher counts as away, so the watching team may confirm too; both press at once.
      const away = {
        type: 'setPresence',
        gamecode: code,
        playerId: watcher.playerId,
        online: false,
        cause: 'connection',
      } as const;
      const marked = await server.service.apply(away, SYSTEM);
      await allSee(clients, code, (marked.ok && marked.version) || 0);
      const turn = { gamecode: code, round: gp.round, half: gp.half };
      const acks = await Promise.all([watcher, teammate].map((c) => c.request('confirmScores', turn)));
      expect(acks.every((a) => a.ok)).toBe(true);
      const outcomes = acks.map((a) => (a.ok ? a.outcome : 'refused')).sort();
      expect(outcomes).toEqual(['accepted', 'unchanged']);
      expect(acks.find((a) => a.ok && a.outcome === 'unchanged')).toMatchObject({
        reason: skipReasons.alreadyConfirmed,
      });
      const after = (await server.store.loadGame(code)) as GameState;
      expect(after.gameplay.turns).toHaveLength(1);
      expect(await server.store.errorsOf(code)).toEqual([]);
    } finally {
      for (const c of clients) c.close();
      await server.cleanup();
    }
  });
});
