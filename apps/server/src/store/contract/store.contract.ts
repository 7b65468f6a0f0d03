import { type Ack, type GameState, viewFor } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Commit, RequestAlreadyAnswered, type Store } from '../store.ts';
import { accountsContract } from './accounts.contract.ts';
import { clusterContract } from './cluster.contract.ts';
import {
  ack,
  CODE,
  type ContractSubject,
  card,
  error,
  expectStored,
  idea,
  must,
  NEXT,
  newGame,
  OTHER,
  playToTheEnd,
  Recorder,
  startedGame,
  sync,
  T0,
  THIRD,
} from './contract-fixtures.ts';
import { decksContract } from './decks.contract.ts';
import { flagsContract } from './flags.contract.ts';
import { retentionContract } from './retention.contract.ts';

export type { ContractSubject };

/**
 * The behaviour every Store adapter must share. Each test gets a fresh, empty store from `make`;
 * `reopen`, when given, must close it and open the same storage again.
 */
export function storeContract(name: string, make: () => Promise<ContractSubject>): void {
  describe(`Store contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: Store;

    beforeEach(async () => {
      subject = await make();
      store = subject.store;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    describe('users', () => {
      it('creates a user and finds it by credential hash', async () => {
        await store.createUser({ id: 'u1', credentialHash: 'hash-1', name: 'Ada', now: T0 });
        await store.createUser({ id: 'u2', credentialHash: 'hash-2', name: '', now: T0 + 5 });
        expect(await store.userByCredential('hash-1')).toEqual({ id: 'u1', name: 'Ada', lastSeen: T0 });
        expect(await store.userByCredential('hash-2')).toEqual({ id: 'u2', name: '', lastSeen: T0 + 5 });
        expect(await store.userByCredential('hash-3')).toBeUndefined();
      });

      it('refuses a second user with the same credential hash, keeping the first', async () => {
        await store.createUser({ id: 'u1', credentialHash: 'hash-1', name: 'Ada', now: T0 });
        await expect(
          store.createUser({ id: 'u2', credentialHash: 'hash-1', name: 'Bob', now: T0 + 1 }),
        ).rejects.toThrow();
        expect(await store.userByCredential('hash-1')).toEqual({ id: 'u1', name: 'Ada', lastSeen: T0 });
      });

      it('refuses a second user with the same id', async () => {
        await store.createUser({ id: 'u1', credentialHash: 'hash-1', name: 'Ada', now: T0 });
        await expect(
          store.createUser({ id: 'u1', credentialHash: 'hash-2', name: 'Bob', now: T0 + 1 }),
        ).rejects.toThrow();
        expect(await store.userByCredential('hash-2')).toBeUndefined();
      });

      it('touches a user: lastSeen changes, nothing else; an unknown id is ignored', async () => {
        await store.createUser({ id: 'u1', credentialHash: 'hash-1', name: 'Ada', now: T0 });
        await store.createUser({ id: 'u2', credentialHash: 'hash-2', name: 'Bob', now: T0 });
        await store.touchUser('u1', T0 + 60_000);
        await store.touchUser('nobody', T0 + 90_000);
        expect(await store.userByCredential('hash-1')).toEqual({
          id: 'u1',
          name: 'Ada',
          lastSeen: T0 + 60_000,
        });
        expect(await store.userByCredential('hash-2')).toEqual({ id: 'u2', name: 'Bob', lastSeen: T0 });
      });
    });

    describe('games', () => {
      it('commits a new game; load returns an equal state; gameExists tells', async () => {
        const game = newGame(CODE);
        expect(await store.gameExists(CODE)).toBe(false);
        expect(await store.loadGame(CODE)).toBeUndefined();
        expect(await store.commit({ previous: null, next: game, now: T0 })).toBe(true);
        expect(await store.gameExists(CODE)).toBe(true);
        expect(await store.gameExists(OTHER)).toBe(false);
        await expectStored(store, game);
      });

      it('loads a started game with its deck equal to the committed state', async () => {
        const rec = startedGame();
        const state = rec.current();
        expect(state.deck.length).toBeGreaterThan(20);
        expect(await store.commit({ previous: null, next: state, now: T0 })).toBe(true);
        await expectStored(store, state);
      });

      it('shares no objects with the caller, on the way in or out', async () => {
        const rec = startedGame();
        const state = structuredClone(rec.current());
        const original = structuredClone(state);
        await store.commit({ previous: null, next: state, now: T0 });
        state.players.push({ ...must(state.players[0], 'player'), playerId: 'intruder' });
        state.deck.reverse();
        const loaded = must(await store.loadGame(CODE), 'loaded game');
        loaded.gameplay.score['team 1'] = 99;
        loaded.deck.pop();
        await expectStored(store, original);
      });

      it('commits a change on the right previous version', async () => {
        const rec = new Recorder();
        await sync(store, rec);
        rec.ok('p2', 'joinGame', { name: 'Player 2' });
        const next = rec.take();
        expect(
          await store.commit({
            previous: rec.committed,
            next,
            now: T0 + 1,
            ack: { playerId: 'p2', requestId: 'join-1', ack: ack(next.version) },
          }),
        ).toBe(true);
        await expectStored(store, next);
        expect(await store.findAck('p2', 'join-1')).toEqual(ack(next.version));
      });

      it('refuses a commit on a stale version and writes nothing: state, deck rows, members, acknowledgement', async () => {
        const rec = startedGame(CODE, { endValue: 2 });
        rec.startTurn();
        await sync(store, rec);
        const base = rec.current();
        const giver = rec.giver();
        const watcher = rec.watcher();

        // The giver's Correct wins the race…
        const winner = rec.play('correct');
        rec.pending.length = 0;
        // …the watcher's Buzz on the same card and the watcher's leave were decided on the same version.
        rec.rewind(base);
        const buzz = rec.play('buzzed');
        rec.rewind(base);
        rec.ok(watcher, 'leaveGame');
        const leave = rec.current();
        rec.pending.length = 0;
        expect(buzz.version).toBe(winner.version);
        expect(buzz.deck).not.toEqual(winner.deck);
        expect(leave.users).not.toContain(watcher);

        expect(
          await store.commit({
            previous: base,
            next: winner,
            now: T0 + 1,
            ack: { playerId: giver, requestId: 'correct-1', ack: ack(winner.version) },
          }),
        ).toBe(true);
        for (const [next, requestId] of [
          [buzz, 'buzz-1'],
          [leave, 'leave-1'],
        ] as const) {
          expect(
            await store.commit({
              previous: base,
              next,
              now: T0 + 2,
              ack: { playerId: watcher, requestId, ack: ack(next.version) },
            }),
          ).toBe(false);
        }

        await expectStored(store, winner);
        expect(await store.findAck(giver, 'correct-1')).toEqual(ack(winner.version));
        expect(await store.findAck(watcher, 'buzz-1')).toBeUndefined();
        expect(await store.findAck(watcher, 'leave-1')).toBeUndefined();
        expect(await store.gamesOf(watcher)).toEqual([CODE]);
      });

      it('refuses a change to a game that is not stored', async () => {
        const rec = new Recorder();
        const created = rec.current();
        rec.ok('p2', 'joinGame', { name: 'Player 2' });
        expect(await store.commit({ previous: created, next: rec.current(), now: T0 })).toBe(false);
        expect(await store.gameExists(CODE)).toBe(false);
        expect(await store.gamesOf('p2')).toEqual([]);
      });

      it('refuses a change decided on an earlier game of the same code and version, and writes nothing', async () => {
        // Retention deleted the first game and a new one took its code: a process that still
        // keeps the first decides on it without reading, and the commit alone can tell them apart.
        const first = newGame(CODE, 'p1');
        expect(await store.commit({ previous: null, next: first, now: T0 })).toBe(true);
        await store.pruneBefore(T0 + 1);
        const second = newGame(CODE, 'p9', T0 + 10);
        expect(await store.commit({ previous: null, next: second, now: T0 + 10 })).toBe(true);
        const decided = newGame(CODE, 'p1');
        decided.version = first.version + 1;
        decided.users = [...first.users, 'p2'];
        expect(second.version).toBe(first.version);
        expect(await store.commit({ previous: first, next: decided, now: T0 + 20 })).toBe(false);
        await expectStored(store, second);
        expect(await store.gamesOf('p2')).toEqual([]);
      });

      it('refuses a new game whose code exists and writes nothing', async () => {
        const first = newGame(CODE, 'p1');
        const second = newGame(CODE, 'p9', T0 + 10);
        expect(await store.commit({ previous: null, next: first, now: T0 })).toBe(true);
        expect(
          await store.commit({
            previous: null,
            next: second,
            now: T0 + 10,
            ack: { playerId: 'p9', requestId: 'create-1', ack: ack(1, { data: { gamecode: CODE } }) },
          }),
        ).toBe(false);
        await expectStored(store, first);
        expect(await store.findAck('p9', 'create-1')).toBeUndefined();
        expect(await store.gamesOf('p9')).toEqual([]);
      });

      it('creates the game of Play again in the same commit', async () => {
        const rec = startedGame(CODE, { endValue: 1 });
        playToTheEnd(rec);
        await sync(store, rec);
        const finished = rec.current();
        const { next, spawned } = rec.playAgain(NEXT);
        expect(spawned.gamecode).toBe(NEXT);
        const body = ack(next.version);

        expect(
          await store.commit({
            previous: finished,
            next,
            spawned,
            now: T0,
            ack: { playerId: 'p1', requestId: 'again-1', ack: body },
          }),
        ).toBe(true);
        await expectStored(store, next);
        await expectStored(store, spawned);
        expect(await store.findAck('p1', 'again-1')).toEqual(body);
        // The finished game is no longer one to be present in; the new lobby is.
        for (const id of ['p1', 'p2', 'p3', 'p4']) expect(await store.gamesOf(id)).toEqual([NEXT]);
      });

      it('rolls the whole commit back when the code of Play again is taken', async () => {
        const rec = startedGame(CODE, { endValue: 1 });
        playToTheEnd(rec);
        await sync(store, rec);
        const finished = rec.current();
        const squatter = newGame(NEXT, 'p9');
        expect(await store.commit({ previous: null, next: squatter, now: T0 })).toBe(true);

        const { next, spawned } = rec.playAgain(NEXT);
        expect(
          await store.commit({
            previous: finished,
            next,
            spawned,
            now: T0,
            ack: { playerId: 'p1', requestId: 'again-1', ack: ack(next.version) },
          }),
        ).toBe(false);

        await expectStored(store, finished);
        await expectStored(store, squatter);
        expect(await store.findAck('p1', 'again-1')).toBeUndefined();
        expect(await store.gamesOf('p1')).toEqual([]);
        expect(await store.gamesOf('p9')).toEqual([NEXT]);
      });

      it('creates no game of Play again when the finished game is stale', async () => {
        const rec = startedGame(CODE, { endValue: 1 });
        playToTheEnd(rec);
        await sync(store, rec);
        const finished = rec.current();
        const { next, spawned } = rec.playAgain(NEXT);
        // Another process changed the finished game meanwhile.
        const rival = { ...finished, version: finished.version + 1 };
        expect(await store.commit({ previous: finished, next: rival, now: T0 })).toBe(true);

        expect(await store.commit({ previous: finished, next, spawned, now: T0 })).toBe(false);
        expect(await store.gameExists(NEXT)).toBe(false);
        await expectStored(store, rival);
      });
    });

    describe('deck rows', () => {
      it('after a started game and several card plays, load equals the state exactly', async () => {
        const rec = startedGame();
        rec.playTurn(['correct', 'skipped', 'buzzed', 'correct']);
        rec.playTurn(['skipped', 'correct', 'buzzed']);
        rec.startTurn();
        rec.play('correct');
        rec.play('skipped');
        await sync(store, rec);
        const state = rec.current();
        const played = state.deck.filter((e) => e.status !== null);
        expect(new Set(played.map((e) => e.status))).toEqual(new Set(['correct', 'skipped', 'buzzed']));
        expect(played.every((e) => e.roundPlayed !== null && e.seen)).toBe(true);
        expect(state.deck.some((e) => e.seen && e.status === null)).toBe(true);
        expect(state.deck.some((e) => !e.seen)).toBe(true);
        await expectStored(store, state);
      });

      it('equals the state after every request of a whole game, each committed on its own', async () => {
        const rec = startedGame(CODE, { endValue: 1 });
        playToTheEnd(rec);
        let commits = 0;
        await sync(store, rec, async (state) => {
          commits += 1;
          await expectStored(store, state);
        });
        expect(commits).toBeGreaterThan(20);
        expect(rec.current().status).toBe('finished');
      });

      it('stores a changed row whole, its card included', async () => {
        const rec = startedGame();
        await sync(store, rec);
        const before = rec.current();
        const next: GameState = {
          ...before,
          version: before.version + 1,
          deck: before.deck.map((e, i) =>
            i === 3
              ? { ...e, card: card('other', 'replacement'), status: 'correct', roundPlayed: '1-top' }
              : e,
          ),
        };
        expect(await store.commit({ previous: before, next, now: T0 })).toBe(true);
        await expectStored(store, next);
      });

      it('replaces every row when the deck changes size', async () => {
        const rec = startedGame();
        await sync(store, rec);
        const before = rec.current();
        const next: GameState = {
          ...before,
          version: before.version + 1,
          deck: before.deck.slice(0, 20).map((e) => ({ ...e, seen: true })),
        };
        expect(await store.commit({ previous: before, next, now: T0 })).toBe(true);
        await expectStored(store, next);
        const emptied: GameState = { ...next, version: next.version + 1, deck: [] };
        expect(await store.commit({ previous: next, next: emptied, now: T0 })).toBe(true);
        await expectStored(store, emptied);
      });
    });

    describe('members (gamesOf)', () => {
      it('lists the unfinished games of a player, sorted, and follows joins, leaves and the end', async () => {
        const a = new Recorder(OTHER);
        a.addPlayers(6);
        const b = new Recorder(CODE);
        b.ok('p5', 'joinGame', { name: 'Player 5' });
        const c = startedGame(THIRD, { endValue: 1 });
        playToTheEnd(c);
        for (const rec of [a, b, c]) await sync(store, rec);

        expect(await store.gamesOf('p1')).toEqual([CODE, OTHER]);
        expect(await store.gamesOf('p2')).toEqual([OTHER]);
        expect(await store.gamesOf('p5')).toEqual([CODE, OTHER]);
        expect(await store.gamesOf('nobody')).toEqual([]);

        a.ok('p2', 'leaveGame');
        a.ok('p1', 'removePlayer', { playerId: 'p5' });
        await sync(store, a);
        expect(await store.gamesOf('p2')).toEqual([]);
        expect(await store.gamesOf('p5')).toEqual([CODE]);

        b.ok('p7', 'joinGame', { name: 'Player 7' });
        await sync(store, b);
        expect(await store.gamesOf('p7')).toEqual([CODE]);

        a.start();
        a.ok('p1', 'updateGameStatus', { status: 'finished' });
        await sync(store, a);
        expect(await store.gamesOf('p1')).toEqual([CODE]);
        expect(await store.gamesOf('p3')).toEqual([]);
      });
    });

    describe('open games', () => {
      it('lists the games not finished, in code order', async () => {
        const a = startedGame(OTHER);
        const c = startedGame(THIRD, { endValue: 1 });
        playToTheEnd(c);
        await sync(store, a);
        await sync(store, c);
        await store.commit({ previous: null, next: newGame(CODE), now: T0 });
        expect(await store.openGames()).toEqual([CODE, OTHER].sort());
        a.ok('p1', 'updateGameStatus', { status: 'finished' });
        await sync(store, a);
        expect(await store.openGames()).toEqual([CODE]);
      });
    });

    describe('deadlines', () => {
      it('lists a game only while its turn has a deadline', async () => {
        const a = startedGame(CODE);
        const b = startedGame(OTHER);
        await sync(store, a);
        await sync(store, b);
        await store.commit({ previous: null, next: newGame(THIRD), now: T0 });
        const sorted = async () => [...(await store.deadlines())].sort((x, y) => (x.code < y.code ? -1 : 1));
        expect(await store.deadlines()).toEqual([]);

        a.startTurn();
        await sync(store, a);
        const endsA = a.deadline();
        expect(endsA).toBe(a.now + 60_000);
        expect(await store.deadlines()).toEqual([{ code: CODE, turnEndsAt: endsA }]);

        b.now += 5_000;
        b.startTurn();
        await sync(store, b);
        expect(await sorted()).toEqual([
          { code: CODE, turnEndsAt: endsA },
          { code: OTHER, turnEndsAt: b.deadline() },
        ]);

        a.expire();
        await sync(store, a);
        expect(await store.deadlines()).toEqual([{ code: OTHER, turnEndsAt: b.deadline() }]);

        b.ok('p1', 'updateGameStatus', { status: 'finished' });
        await sync(store, b);
        expect(await store.deadlines()).toEqual([]);
      });

      it('a paused turn keeps its deadline while it waits for its absent giver, and none while the host holds it', async () => {
        const a = startedGame(CODE);
        a.startTurn();
        a.now += 20_000;
        a.presence(a.giver(), false);
        await sync(store, a);
        const giveUpAt = must(a.gp.pause?.giveUpAt, 'give-up time');
        expect(giveUpAt).toBe(a.now + 60_000);
        expect(await store.deadlines()).toEqual([{ code: CODE, turnEndsAt: giveUpAt }]);
        expect(await store.claimDueDeadlines({ now: giveUpAt - 1, leaseMs: 10_000, limit: 10 })).toEqual([]);

        a.presence(a.giver(), true);
        a.ok('p1', 'pauseTurn');
        await sync(store, a);
        expect(await store.deadlines()).toEqual([]);
        expect(await store.claimDueDeadlines({ now: a.now + 3_600_000, leaseMs: 10_000, limit: 10 })).toEqual(
          [],
        );
        expect((await store.loadGame(CODE))?.gameplay.pause).toEqual({
          remainingMs: 40_000,
          byHost: true,
          giveUpAt: null,
        });

        a.now += 5 * 60_000;
        a.ok('p1', 'resumeTurn');
        await sync(store, a);
        expect(await store.deadlines()).toEqual([{ code: CODE, turnEndsAt: a.now + 40_000 }]);
      });
    });

    describe('stored acknowledgements (idempotency)', () => {
      it('stores the response with the commit and returns an equal object', async () => {
        // Every field an acknowledgement may have, nested data included, comes back equal.
        const body: Ack = {
          ok: true,
          outcome: 'unchanged',
          reason: 'Nothing to change',
          version: 1,
          data: viewFor(newGame(CODE), 'p1'),
          serverTime: T0,
        };
        await store.commit({
          previous: null,
          next: newGame(CODE),
          now: T0,
          ack: { playerId: 'p1', requestId: 'r-1', ack: body },
        });
        const found = await store.findAck('p1', 'r-1');
        expect(found).toEqual(body);
        (found as { version: number }).version = 42;
        expect(await store.findAck('p1', 'r-1')).toEqual(body);
      });

      it('returns undefined for an unknown request id, or the same id from another player', async () => {
        await store.commit({
          previous: null,
          next: newGame(CODE),
          now: T0,
          ack: { playerId: 'p1', requestId: 'r-1', ack: ack(1) },
        });
        expect(await store.findAck('p1', 'r-2')).toBeUndefined();
        expect(await store.findAck('p2', 'r-1')).toBeUndefined();
      });

      it('stores no response for a commit without one', async () => {
        await store.commit({ previous: null, next: newGame(CODE), now: T0 });
        expect(await store.findAck('p1', '')).toBeUndefined();
      });

      it('refuses to answer one request id twice, writing nothing, with the stored acknowledgement', async () => {
        const first = newGame(CODE);
        await store.commit({
          previous: null,
          next: first,
          now: T0,
          ack: { playerId: 'p1', requestId: 'r-1', ack: ack(1, { data: { gamecode: CODE } }) },
        });
        const other: Commit = {
          previous: null,
          next: newGame(OTHER),
          now: T0 + 1,
          ack: { playerId: 'p1', requestId: 'r-1', ack: ack(1, { data: { gamecode: OTHER } }) },
        };
        const refused = store.commit(other);
        await expect(refused).rejects.toBeInstanceOf(RequestAlreadyAnswered);
        await expect(refused).rejects.toMatchObject({
          playerId: 'p1',
          requestId: 'r-1',
          ack: ack(1, { data: { gamecode: CODE } }),
        });
        expect(await store.gameExists(OTHER)).toBe(false);
        expect(await store.findAck('p1', 'r-1')).toEqual(ack(1, { data: { gamecode: CODE } }));
      });
    });

    describe('error log', () => {
      it('keeps the entries of each game in order, every field intact', async () => {
        const first = [
          error('Only the host can start', T0, { additionalInfo: '{"actor":"p2"}' }),
          error('Same date, kept second', T0, { name: 'ValidationError', source: 'joinGame' }),
        ];
        const second = [
          error('Ünïcödé “quotes” and\nnewlines', T0 + 1, {
            name: 'No name provided',
            source: 'Function name not available',
            additionalInfo: 'x'.repeat(4000),
          }),
        ];
        expect(await store.errorsOf(CODE)).toEqual([]);
        await store.appendErrors(CODE, first);
        await store.appendErrors(OTHER, [error('Another game', T0 - 5)]);
        await store.appendErrors(CODE, []);
        await store.appendErrors(CODE, second);
        await store.appendErrors(CODE, [error('Same date as the last', T0 + 1)]);
        expect(await store.errorsOf(CODE)).toEqual([
          ...first,
          ...second,
          error('Same date as the last', T0 + 1),
        ]);
        expect(await store.errorsOf(OTHER)).toEqual([error('Another game', T0 - 5)]);
        expect(await store.errorsOf('client')).toEqual([]);
      });
    });

    describe('catalogue', () => {
      it('upserts by id: twice gives the same count, an update changes the word', async () => {
        const cards = [card('c-2', 'zebra'), card('c-1', 'apple', { category: 'food and drink' })];
        expect(await store.catalogue('en')).toEqual([]);
        await store.upsertCatalogue(cards, 'built-in', 'en');
        await store.upsertCatalogue(cards, 'built-in', 'en');
        expect(await store.catalogue('en')).toEqual([cards[1], cards[0]]);

        const changed = card('c-2', 'zebu', { forbidden: ['cattle'], difficulty: 'hard' });
        await store.upsertCatalogue([changed, card('c-3', 'kiwi')], 'ideas', 'en');
        expect(await store.catalogue('en')).toEqual([cards[1], changed, card('c-3', 'kiwi')]);
      });

      it("lists the same cards unshared: equal to the catalogue's, none of them its objects", async () => {
        await store.upsertCatalogue([card('c-2', 'zebra'), card('c-1', 'apple')], 'built-in', 'en');
        await store.upsertCatalogue([card('es/c-1', 'Manzana')], 'built-in', 'es');
        const shared = await store.catalogue('en');
        const unshared = await store.unsharedCatalogue('en');
        expect(unshared).toEqual(shared);
        expect(unshared.filter((c, i) => c === shared[i] || c.forbidden === shared[i]?.forbidden)).toEqual(
          [],
        );
        expect(await store.unsharedCatalogue('es')).toEqual([card('es/c-1', 'Manzana')]);
      });

      it('retires the cards of one source a new set leaves out, and no other', async () => {
        await store.upsertCatalogue(
          [card('b-1', 'apple'), card('b-2', 'pear'), card('b-3', 'plum')],
          'built-in',
          'en',
        );
        await store.upsertCatalogue([card('i-1', 'kiwi')], 'idea', 'en');
        await store.retireCatalogue('built-in', ['b-1', 'b-3', 'i-1'], 'en');
        expect((await store.catalogue('en')).map((c) => c.id)).toEqual(['b-1', 'b-3', 'i-1']);
        await store.retireCatalogue('built-in', [], 'en');
        expect((await store.catalogue('en')).map((c) => c.id)).toEqual(['i-1']);
      });

      it('keeps each language its own cards: listed, updated and retired apart', async () => {
        const english = [card('animals/cat', 'Cat'), card('animals/dog', 'Dog')];
        const spanish = [card('es/animals/gato', 'Gato'), card('es/animals/perro', 'Perro')];
        const italian = [card('it/animals/cane', 'Cane'), card('it/animals/gatto', 'Gatto')];
        await store.upsertCatalogue(english, 'built-in', 'en');
        await store.upsertCatalogue(spanish, 'built-in', 'es');
        await store.upsertCatalogue(italian, 'built-in', 'it');
        expect(await store.catalogue('en')).toEqual(english);
        expect(await store.catalogue('es')).toEqual(spanish);
        expect(await store.catalogue('it')).toEqual(italian);

        // Retiring one language's built-in cards leaves the other's alone, ids in `keep` or not.
        await store.retireCatalogue('built-in', ['es/animals/gato'], 'es');
        expect(await store.catalogue('es')).toEqual([spanish[0]]);
        expect(await store.catalogue('en')).toEqual(english);
        expect(await store.catalogue('it')).toEqual(italian);
        await store.retireCatalogue('built-in', [], 'en');
        expect(await store.catalogue('en')).toEqual([]);
        expect(await store.catalogue('es')).toEqual([spanish[0]]);
        expect(await store.catalogue('it')).toEqual(italian);

        // An operator's card goes in the language it is given for.
        const idea = card('es/animals/ajolote', 'Ajolote', { difficulty: 'hard' });
        await store.upsertCatalogue([idea], 'idea', 'es');
        expect(await store.catalogue('es')).toEqual([idea, spanish[0]]);
        expect(await store.catalogue('en')).toEqual([]);
        expect(await store.catalogue('it')).toEqual(italian);
      });
    });

    describe('card ideas', () => {
      it('keeps the language of each idea', async () => {
        await store.addIdea(idea('i-1', T0, { language: 'es', word: 'Ajolote' }));
        await store.addIdea(idea('i-2', T0 + 1));
        await store.addIdea(idea('i-3', T0 + 2, { language: 'it', word: 'Assiolo' }));
        expect((await store.ideas()).map((i) => [i.id, i.language])).toEqual([
          ['i-1', 'es'],
          ['i-2', 'en'],
          ['i-3', 'it'],
        ]);
        await store.updateIdea('i-1', { reviewed: true, added: true });
        expect(await store.ideas()).toContainEqual(
          idea('i-1', T0, { language: 'es', word: 'Ajolote', reviewed: true, added: true }),
        );
      });

      it('adds, lists in order of arrival and updates ideas; an unknown id is not updated', async () => {
        await store.addIdea(idea('i-2', T0 + 10));
        await store.addIdea(idea('i-1', T0 + 10, { playerId: null, forbidden: [] }));
        await store.addIdea(idea('i-0', T0 + 20, { word: 'later' }));
        expect(await store.ideas()).toEqual([
          idea('i-1', T0 + 10, { playerId: null, forbidden: [] }),
          idea('i-2', T0 + 10),
          idea('i-0', T0 + 20, { word: 'later' }),
        ]);

        expect(await store.updateIdea('i-2', { reviewed: true, added: true })).toBe(true);
        expect(await store.updateIdea('i-2', { reviewed: true, added: true })).toBe(true);
        expect(await store.updateIdea('missing', { reviewed: true, added: false })).toBe(false);
        expect((await store.ideas()).map((i) => [i.id, i.reviewed, i.added])).toEqual([
          ['i-1', false, false],
          ['i-2', true, true],
          ['i-0', false, false],
        ]);
      });

      it('refuses a second idea with the same id', async () => {
        await store.addIdea(idea('i-1', T0));
        await expect(store.addIdea(idea('i-1', T0 + 1, { word: 'again' }))).rejects.toThrow();
        expect(await store.ideas()).toEqual([idea('i-1', T0)]);
      });
    });

    clusterContract(() => subject);
    retentionContract(() => subject);
    decksContract(() => subject);
    flagsContract(() => subject);
    accountsContract(() => subject);

    describe('durability', () => {
      it('keeps everything committed through close and reopen', async (ctx) => {
        if (!subject.reopen)
          ctx.skip('the in-memory twin keeps nothing past close: there is nothing to reopen');
        await store.createUser({ id: 'u1', credentialHash: 'hash-1', name: 'Ada', now: T0 });
        await store.touchUser('u1', T0 + 7);

        const rec = startedGame(CODE);
        rec.playTurn(['correct', 'buzzed', 'skipped']);
        rec.startTurn();
        rec.play('correct');
        await sync(store, rec);
        rec.play('skipped');
        const last = rec.take();
        const giver = rec.giver();
        const body = ack(last.version);
        await store.commit({
          previous: rec.committed,
          next: last,
          now: rec.now,
          ack: { playerId: giver, requestId: 'skip-1', ack: body },
        });
        rec.committed = last;
        const lobby = newGame(OTHER, 'p9');
        await store.commit({ previous: null, next: lobby, now: T0 });
        const errors = [error('kept', T0), error('kept too', T0 + 1)];
        await store.appendErrors(CODE, errors);
        const cards = [card('c-1', 'apple'), card('c-2', 'pear')];
        await store.upsertCatalogue(cards, 'built-in', 'en');
        const spanish = [card('es/c-1', 'manzana')];
        await store.upsertCatalogue(spanish, 'built-in', 'es');
        const italian = [card('it/c-1', 'mela')];
        await store.upsertCatalogue(italian, 'built-in', 'it');
        await store.addIdea(idea('i-1', T0));
        await store.updateIdea('i-1', { reviewed: true, added: false });

        store = await must(subject.reopen, 'reopen')();
        expect(await store.userByCredential('hash-1')).toEqual({ id: 'u1', name: 'Ada', lastSeen: T0 + 7 });
        await expectStored(store, last);
        await expectStored(store, lobby);
        expect(await store.findAck(giver, 'skip-1')).toEqual(body);
        expect(await store.gamesOf('p1')).toEqual([CODE]);
        expect(await store.gamesOf('p9')).toEqual([OTHER]);
        expect(await store.deadlines()).toEqual([{ code: CODE, turnEndsAt: rec.deadline() }]);
        expect(await store.errorsOf(CODE)).toEqual(errors);
        expect(await store.catalogue('en')).toEqual(cards);
        expect(await store.catalogue('es')).toEqual(spanish);
        expect(await store.catalogue('it')).toEqual(italian);
        expect(await store.ideas()).toEqual([idea('i-1', T0, { reviewed: true })]);

        // The version check goes on where it stopped.
        const stale = { ...last, version: last.version - 1 };
        expect(await store.commit({ previous: stale, next: rec.current(), now: T0 })).toBe(false);
        rec.expire();
        await sync(store, rec);
        await expectStored(store, rec.current());
      });
    });
  });
}
