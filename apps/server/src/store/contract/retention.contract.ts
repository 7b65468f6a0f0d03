import { describe, expect, it } from 'vitest';
import type { NewDeck } from '../deck-store.ts';
import type { Store } from '../store.ts';
import {
  ack,
  CODE,
  type ContractSubject,
  card,
  error,
  expectStored,
  idea,
  NEXT,
  newGame,
  OTHER,
  playToTheEnd,
  startedGame,
  sync,
  T0,
  THIRD,
} from './contract-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Rows left in the tables a game owns, where the adapter can tell (databases). */
async function ownedRows(subject: ContractSubject): Promise<Record<string, number> | undefined> {
  const count = subject.countRows;
  if (!count) return undefined;
  return {
    games: await count('games'),
    deck: await count('deck'),
    plays: await count('plays'),
    turns: await count('turns'),
    members: await count('members'),
  };
}

/**
 * Retention: `pruneBefore(cutoff)` deletes games last changed before the cutoff, their deck rows,
 * history rows (plays, turns) and members, and acknowledgements and error-log entries written before it.
 */
export function retentionContract(subject: () => ContractSubject): void {
  describe('retention (pruneBefore)', () => {
    /** A finished game and an abandoned lobby, last changed about T0; a game changed 40 days on. */
    async function oldAndRecent(store: Store) {
      const finished = startedGame(CODE, { endValue: 1 });
      playToTheEnd(finished);
      await sync(store, finished);
      const lobby = newGame(OTHER, 'p9');
      await store.commit({ previous: null, next: lobby, now: T0 });
      const recent = startedGame(THIRD).startTurn().current();
      await store.commit({ previous: null, next: recent, now: T0 + 40 * DAY });
      return { recent };
    }

    it('deletes finished and abandoned games last changed before the cutoff, deck rows, history and members too', async () => {
      const s = subject();
      const { recent } = await oldAndRecent(s.store);
      const before = await ownedRows(s);

      expect(await s.store.pruneBefore(T0 + DAY)).toEqual({ games: 2, errors: 0, responses: 0 });

      for (const code of [CODE, OTHER]) {
        expect(await s.store.gameExists(code)).toBe(false);
        expect(await s.store.loadGame(code)).toBeUndefined();
      }
      await expectStored(s.store, recent);
      expect(await s.store.openGames()).toEqual([THIRD]);
      expect(await s.store.gamesOf('p1')).toEqual([THIRD]);
      expect(await s.store.gamesOf('p9')).toEqual([]);
      if (before) {
        // The old games had rows of their own; only the recent game's are left.
        expect(before.games).toBe(3);
        expect(before.deck).toBeGreaterThan(recent.deck.length);
        expect(before.plays).toBeGreaterThan(recent.gameplay.plays.length);
        expect(before.turns).toBeGreaterThan(recent.gameplay.turns.length);
        expect(before.members).toBeGreaterThan(recent.users.length);
        expect(await ownedRows(s)).toEqual({
          games: 1,
          deck: recent.deck.length,
          plays: recent.gameplay.plays.length,
          turns: recent.gameplay.turns.length,
          members: recent.users.length,
        });
      }
    });

    it('keeps a game changed at the cutoff or after, even one created long before', async () => {
      const store = subject().store;
      const rec = startedGame(CODE);
      await sync(store, rec);
      const old = rec.current();
      rec.startTurn();
      const next = rec.take();
      expect(await store.commit({ previous: old, next, now: T0 + 10 * DAY })).toBe(true);
      await store.commit({ previous: null, next: newGame(OTHER), now: T0 + 9 * DAY });

      expect(await store.pruneBefore(T0 + 9 * DAY)).toEqual({ games: 0, errors: 0, responses: 0 });
      await expectStored(store, next);
      expect(await store.gameExists(OTHER)).toBe(true);
      expect(await store.pruneBefore(T0 + 9 * DAY + 1)).toEqual({ games: 1, errors: 0, responses: 0 });
      await expectStored(store, next);
      // The version check goes on as before.
      expect(await store.commit({ previous: old, next, now: T0 + 11 * DAY })).toBe(false);
    });

    it('deletes acknowledgements and error-log entries written before the cutoff, whatever their game', async () => {
      const store = subject().store;
      const game = newGame(CODE);
      const later = { ...game, version: game.version + 1 };
      await store.commit({
        previous: null,
        next: game,
        now: T0,
        ack: { playerId: 'p1', requestId: 'create-1', ack: ack(1) },
      });
      await store.commit({
        previous: game,
        next: later,
        now: T0 + 2 * DAY,
        ack: { playerId: 'p1', requestId: 'rename-1', ack: ack(2) },
      });
      const atCutoff = error('kept', T0 + DAY);
      const after = error('kept too', T0 + 3 * DAY);
      await store.appendErrors(CODE, [error('old', T0), atCutoff, error('old too', T0 + 5)]);
      await store.appendErrors(CODE, [after]);
      await store.appendErrors('client', [error('old client error', T0 - DAY)]);

      expect(await store.pruneBefore(T0 + DAY)).toEqual({ games: 0, errors: 3, responses: 1 });
      expect(await store.findAck('p1', 'create-1')).toBeUndefined();
      expect(await store.findAck('p1', 'rename-1')).toEqual(ack(2));
      expect(await store.errorsOf(CODE)).toEqual([atCutoff, after]);
      expect(await store.errorsOf('client')).toEqual([]);
      await expectStored(store, later);
    });

    it('keeps users, the catalogue and card ideas; a second pass deletes nothing', async () => {
      const store = subject().store;
      await store.createUser({ id: 'u1', credentialHash: 'hash-1', name: 'Ada', now: T0 });
      await store.upsertCatalogue([card('c-1', 'apple')], 'built-in', 'en');
      await store.addIdea(idea('i-1', T0));
      await oldAndRecent(store);

      expect((await store.pruneBefore(T0 + DAY)).games).toBe(2);
      expect(await store.pruneBefore(T0 + DAY)).toEqual({ games: 0, errors: 0, responses: 0 });
      expect(await store.userByCredential('hash-1')).toEqual({ id: 'u1', name: 'Ada', lastSeen: T0 });
      expect(await store.catalogue('en')).toEqual([card('c-1', 'apple')]);
      expect(await store.ideas()).toEqual([idea('i-1', T0)]);
    });

    it('deletes more games than one batch holds', async () => {
      const s = subject();
      const codes = Array.from({ length: 450 }, (_, i) => `G${String(i).padStart(5, '0')}`);
      await Promise.all(
        codes.map((code, i) => s.store.commit({ previous: null, next: newGame(code), now: T0 + i })),
      );
      await s.store.commit({ previous: null, next: newGame(NEXT), now: T0 + DAY });
      expect(await s.store.pruneBefore(T0 + DAY)).toEqual({ games: 450, errors: 0, responses: 0 });
      expect(await s.store.openGames()).toEqual([NEXT]);
      if (s.countRows) expect(await s.countRows('members')).toBe(1);
    });

    it('refuses a cutoff that is not a time, deleting nothing', async () => {
      const store = subject().store;
      await oldAndRecent(store);
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1.5]) {
        await expect(store.pruneBefore(bad)).rejects.toThrow(/pruneBefore: cutoff must be epoch ms/);
      }
      expect(await store.openGames()).toEqual([OTHER, THIRD]);
    });
  });

  describe('retention of idle players (pruneIdlePlayersBefore)', () => {
    const deckOf = (ownerId: string): NewDeck => ({
      id: `deck-of-${ownerId}`,
      editKeyHash: `key-of-${ownerId}`,
      name: 'Mine',
      language: 'en',
      cards: [{ word: 'Dog', forbidden: ['bark'] }],
      now: T0,
      ownerId,
    });

    /** Players made at T0 (one later), each with something to keep them but `idle`. */
    async function players(store: Store) {
      const made = (id: string, now = T0) =>
        store.createUser({ id, credentialHash: `hash-${id}`, name: id, now });
      for (const id of ['idle', 'in-game', 'deck-owner', 'account', 'seen']) await made(id);
      await made('new', T0 + 2 * DAY);
      await store.accounts.addSession('idle', 'hash-idle-laptop', T0);
      await store.commit({ previous: null, next: newGame(CODE, 'in-game'), now: T0 });
      await store.decks.saveDeck(deckOf('deck-owner'));
      expect(await store.accounts.attachEmail('account', 'ana@example.com', null)).toBe('done');
      await store.touchUser('seen', T0 + 2 * DAY);
    }

    it('deletes an anonymous player last seen before the cutoff who is in no game and owns no deck, with every credential', async () => {
      const store = subject().store;
      await players(store);

      expect(await store.pruneIdlePlayersBefore(T0 + DAY)).toBe(1);

      expect(await store.userByCredential('hash-idle')).toBeUndefined();
      expect(await store.userByCredential('hash-idle-laptop')).toBeUndefined();
      expect(await store.accounts.account('idle')).toBeUndefined();
      for (const kept of ['in-game', 'deck-owner', 'account', 'seen', 'new'])
        expect(await store.userByCredential(`hash-${kept}`), kept).toMatchObject({ id: kept });
      expect(await store.pruneIdlePlayersBefore(T0 + DAY)).toBe(0);
    });

    it('keeps a player last seen at the cutoff, and one whose game is still kept', async () => {
      const store = subject().store;
      await players(store);
      expect(await store.pruneIdlePlayersBefore(T0)).toBe(0);
      // Once the game itself is gone, its player holds nothing any more.
      await store.pruneBefore(T0 + DAY);
      expect(await store.pruneIdlePlayersBefore(T0 + DAY)).toBe(2);
      expect(await store.userByCredential('hash-in-game')).toBeUndefined();
    });

    it('deletes more players than one batch holds', async () => {
      const store = subject().store;
      await Promise.all(
        Array.from({ length: 450 }, (_, i) =>
          store.createUser({ id: `u${i}`, credentialHash: `hash-u${i}`, name: '', now: T0 + i }),
        ),
      );
      expect(await store.pruneIdlePlayersBefore(T0 + DAY)).toBe(450);
      expect(await store.userByCredential('hash-u449')).toBeUndefined();
    });

    it('refuses a cutoff that is not a time, deleting nothing', async () => {
      const store = subject().store;
      await players(store);
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1.5])
        await expect(store.pruneIdlePlayersBefore(bad)).rejects.toThrow(/cutoff must be epoch ms/);
      expect(await store.userByCredential('hash-idle')).toMatchObject({ id: 'idle' });
    });
  });
}
