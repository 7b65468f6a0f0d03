import { describe, expect, it } from 'vitest';
import { RequestAlreadyAnswered, type Store } from '../store.ts';
import {
  ack,
  CODE,
  type ContractSubject,
  expectStored,
  must,
  newGame,
  OTHER,
  startedGame,
  sync,
  T0,
  THIRD,
} from './contract-fixtures.ts';

/** Exactly one of two settled commits resolved true; returns its index and the other's result. */
function oneWinner(results: PromiseSettledResult<boolean>[]): {
  won: number;
  lost: PromiseSettledResult<boolean>;
} {
  const won = results.findIndex((r) => r.status === 'fulfilled' && r.value);
  expect(won, JSON.stringify(results)).not.toBe(-1);
  expect(results.filter((r) => r.status === 'fulfilled' && r.value)).toHaveLength(1);
  return { won, lost: must(results[1 - won], 'the other result') };
}

function answeredWith(result: PromiseSettledResult<boolean>, body: unknown): void {
  expect(result.status).toBe('rejected');
  const reason = (result as PromiseRejectedResult).reason as unknown;
  expect(reason).toBeInstanceOf(RequestAlreadyAnswered);
  expect((reason as RequestAlreadyAnswered).ack).toEqual(body);
}

/** Sorted by code, to compare sets of claims. */
const byCode = <T extends { code: string }>(list: T[]) =>
  [...list].sort((x, y) => (x.code < y.code ? -1 : 1));

/**
 * What several server processes on one storage need from it: a request id applied once, one
 * winner of a race on a version, each due deadline claimed by one process.
 */
export function clusterContract(subject: () => ContractSubject): void {
  /** The test's store and a second process's store on the same storage. */
  async function twoProcesses(): Promise<[Store, Store]> {
    const s = subject();
    return [s.store, s.peer ? await s.peer() : s.store];
  }

  describe('one request id in two processes', () => {
    it('is applied once when both commit it at once; the other gets the stored acknowledgement', async () => {
      const [a, b] = await twoProcesses();
      const rec = startedGame();
      rec.startTurn();
      await sync(a, rec);
      const base = rec.current();
      const next = rec.play('correct');
      const giver = rec.giver();
      // Each process's own acknowledgement: the same request, answered at another server time.
      const bodies = [1, 2].map((n) => ({ ...ack(next.version), serverTime: T0 + n }));
      const results = await Promise.allSettled(
        [a, b].map((store, i) =>
          store.commit({
            previous: base,
            next,
            now: T0 + 1,
            ack: { playerId: giver, requestId: 'correct-1', ack: must(bodies[i], 'body') },
          }),
        ),
      );
      const { won, lost } = oneWinner(results);
      answeredWith(lost, bodies[won]);
      expect(await b.findAck(giver, 'correct-1')).toEqual(bodies[won]);
      await expectStored(a, next);
    });

    it('is applied once even when each process decided it on another game (a create retried)', async () => {
      const [a, b] = await twoProcesses();
      const codes = [CODE, OTHER];
      const bodies = codes.map((gamecode) => ack(1, { data: { gamecode } }));
      const results = await Promise.allSettled(
        [a, b].map((store, i) =>
          store.commit({
            previous: null,
            next: newGame(must(codes[i], 'code')),
            now: T0,
            ack: { playerId: 'p1', requestId: 'create-1', ack: must(bodies[i], 'body') },
          }),
        ),
      );
      const { won, lost } = oneWinner(results);
      answeredWith(lost, bodies[won]);
      const winner = must(codes[won], 'code');
      expect(await a.gameExists(CODE)).toBe(winner === CODE);
      expect(await a.gameExists(OTHER)).toBe(winner === OTHER);
      expect(await b.gamesOf('p1')).toEqual([winner]);
    });

    it('stops a commit on a stale version too, with the stored acknowledgement', async () => {
      const rec = startedGame();
      rec.startTurn();
      await sync(subject().store, rec);
      const base = rec.current();
      const next = rec.play('correct');
      const body = ack(next.version);
      const storedAck = { playerId: rec.giver(), requestId: 'correct-1', ack: body };
      const store = subject().store;
      expect(await store.commit({ previous: base, next, now: T0, ack: storedAck })).toBe(true);
      const again = store.commit({
        previous: base,
        next,
        now: T0 + 1,
        ack: { ...storedAck, ack: { ...body, serverTime: T0 + 1 } },
      });
      await expect(again).rejects.toBeInstanceOf(RequestAlreadyAnswered);
      await expect(again).rejects.toMatchObject({ ack: body });
      await expectStored(store, next);
    });
  });

  describe('two processes racing on one version', () => {
    it('lets one commit win; the other writes nothing, its acknowledgement included', async () => {
      const [a, b] = await twoProcesses();
      const rec = startedGame();
      rec.startTurn();
      await sync(a, rec);
      const base = rec.current();
      const correct = rec.play('correct');
      rec.rewind(base);
      const buzz = rec.play('buzzed');
      const presses = [
        { store: a, next: correct, playerId: rec.giver(), requestId: 'correct-1' },
        { store: b, next: buzz, playerId: rec.watcher(), requestId: 'buzz-1' },
      ];
      const results = await Promise.allSettled(
        presses.map(({ store, next, playerId, requestId }) =>
          store.commit({
            previous: base,
            next,
            now: T0 + 1,
            ack: { playerId, requestId, ack: ack(next.version) },
          }),
        ),
      );
      const { won, lost } = oneWinner(results);
      expect(lost).toEqual({ status: 'fulfilled', value: false });
      const winner = must(presses[won], 'winner');
      const loser = must(presses[1 - won], 'loser');
      await expectStored(a, winner.next);
      await expectStored(b, winner.next);
      expect(await a.findAck(winner.playerId, winner.requestId)).toEqual(ack(winner.next.version));
      expect(await a.findAck(loser.playerId, loser.requestId)).toBeUndefined();
    });
  });

  describe('deadline claims', () => {
    const LEASE = 30_000;

    /** Three games: two turns running (CODE ends first), one lobby; returns the two recorders. */
    async function twoTurns(store: Store) {
      const first = startedGame(CODE).startTurn();
      const second = startedGame(OTHER);
      second.now += 5_000;
      second.startTurn();
      await sync(store, first);
      await sync(store, second);
      await store.commit({ previous: null, next: newGame(THIRD), now: T0 });
      return { first, second };
    }

    it('claims due deadlines only, earliest first, up to the limit, each once', async () => {
      const store = subject().store;
      const { first, second } = await twoTurns(store);
      const [endsFirst, endsSecond] = [first.deadline(), second.deadline()];
      expect(await store.claimDueDeadlines({ now: endsFirst - 1, leaseMs: LEASE, limit: 10 })).toEqual([]);
      expect(await store.claimDueDeadlines({ now: endsSecond, leaseMs: LEASE, limit: 1 })).toEqual([
        { code: CODE, turnEndsAt: endsFirst },
      ]);
      expect(await store.claimDueDeadlines({ now: endsSecond, leaseMs: LEASE, limit: 10 })).toEqual([
        { code: OTHER, turnEndsAt: endsSecond },
      ]);
      expect(await store.claimDueDeadlines({ now: endsSecond + 1, leaseMs: LEASE, limit: 10 })).toEqual([]);
      // Claiming changed nothing else.
      await expectStored(store, first.current());
      expect(byCode(await store.deadlines())).toEqual([
        { code: CODE, turnEndsAt: endsFirst },
        { code: OTHER, turnEndsAt: endsSecond },
      ]);
    });

    it('gives a deadline again when its lease has run out, and a new turn at once', async () => {
      const store = subject().store;
      const first = startedGame(CODE).startTurn();
      await sync(store, first);
      const ends = first.deadline();
      const claim = (now: number, leaseMs = LEASE) => store.claimDueDeadlines({ now, leaseMs, limit: 1 });
      expect(await claim(ends)).toEqual([{ code: CODE, turnEndsAt: ends }]);
      // A commit that keeps the deadline (a card played in the turn) keeps the claim.
      first.play('correct');
      await sync(store, first);
      expect(await claim(ends + LEASE - 1)).toEqual([]);
      // The claimer died: the lease runs out and the next caller gets the deadline, for long.
      expect(await claim(ends + LEASE, 10 * LEASE)).toEqual([{ code: CODE, turnEndsAt: ends }]);
      // The turn ends: nothing to claim. The next turn's deadline is free as soon as it is due,
      // though the claim on the last one still runs.
      first.expire();
      await sync(store, first);
      expect(await claim(ends + LEASE + 1)).toEqual([]);
      first.ok(first.watcher(), 'confirmScores');
      first.startTurn();
      await sync(store, first);
      const next = first.deadline();
      expect(next).toBeLessThan(ends + 11 * LEASE);
      expect(await claim(next - 1)).toEqual([]);
      expect(await claim(next)).toEqual([{ code: CODE, turnEndsAt: next }]);
    });

    it('never gives one deadline to two processes claiming at once', async () => {
      const [a, b] = await twoProcesses();
      const games = ['ABCDEF', 'BCDEFG', 'CDEFGH', 'DEFGHJ', 'EFGHJK', 'FGHJKM'].map((code) =>
        startedGame(code).startTurn(),
      );
      for (const rec of games) await sync(a, rec);
      const now = Math.max(...games.map((g) => g.deadline()));
      const rounds = await Promise.all(
        [a, b, a, b, b, a].map((store) => store.claimDueDeadlines({ now, leaseMs: LEASE, limit: 2 })),
      );
      const claimed = rounds.flat();
      expect(byCode(claimed)).toEqual(byCode(games.map((g) => ({ code: g.code, turnEndsAt: g.deadline() }))));
    });

    it('refuses bad options with a clear message and claims nothing', async () => {
      const store = subject().store;
      const { first } = await twoTurns(store);
      const now = first.deadline();
      for (const bad of [
        { now, leaseMs: 0, limit: 1 },
        { now, leaseMs: LEASE, limit: 0 },
        { now, leaseMs: LEASE, limit: -1 },
        { now, leaseMs: LEASE, limit: 1.5 },
        { now: Number.NaN, leaseMs: LEASE, limit: 1 },
      ]) {
        await expect(store.claimDueDeadlines(bad)).rejects.toThrow(/claimDueDeadlines: \w+ must be/);
      }
      expect(await store.claimDueDeadlines({ now, leaseMs: LEASE, limit: 1 })).toEqual([
        { code: CODE, turnEndsAt: now },
      ]);
    });
  });
}
