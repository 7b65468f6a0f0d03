import { describe, expect, it } from 'vitest';
import type { NewCode } from '../account-store.ts';
import type { NewDeck } from '../deck-store.ts';
import {
  CODE,
  type ContractSubject,
  newGame,
  OTHER,
  playToTheEnd,
  startedGame,
  sync,
  T0,
} from './contract-fixtures.ts';

const deck = (id: string, ownerId: string | null = null): NewDeck => ({
  id,
  editKeyHash: `key-of-${id}`,
  name: id,
  language: 'en',
  cards: [{ word: 'Dog', forbidden: ['bark'] }],
  now: T0,
  ownerId,
});

const code = (codeHash: string, fields: Partial<NewCode> = {}): NewCode => ({
  codeHash,
  kind: 'sign-in',
  email: 'ana@example.com',
  userId: 'u1',
  passwordHash: null,
  deviceHash: 'device-1',
  now: T0,
  expiresAt: T0 + 15 * 60_000,
  ...fields,
});

/**
 * Accounts behave the same on every store: an email given once, several credentials per player,
 * single-use codes, identities, deck ownership, and an account's deletion.
 */
export function accountsContract(current: () => ContractSubject): void {
  describe('accounts', () => {
    it('makes a player an account: the same id, its email unique; an anonymous player has none', async () => {
      const { store } = current();
      await store.createUser({ id: 'u1', credentialHash: 'h1', name: 'Ana', now: T0 });
      await store.createUser({ id: 'u2', credentialHash: 'h2', name: 'Bob', now: T0 });
      expect(await store.accounts.account('u1')).toEqual({
        id: 'u1',
        name: 'Ana',
        email: null,
        passwordHash: null,
        disabled: false,
        lastSeen: T0,
      });
      expect(await store.accounts.attachEmail('u1', 'ana@example.com', 'scrypt$hash')).toBe('done');
      expect(await store.accounts.accountByEmail('ana@example.com')).toMatchObject({
        id: 'u1',
        email: 'ana@example.com',
        passwordHash: 'scrypt$hash',
      });
      // The address is another player's; a player with an address keeps it; nobody has no address.
      expect(await store.accounts.attachEmail('u2', 'ana@example.com', null)).toBe('taken');
      expect(await store.accounts.attachEmail('u1', 'other@example.com', null)).toBe('taken');
      expect(await store.accounts.attachEmail('nobody', 'new@example.com', null)).toBe('missing');
      expect(await store.accounts.account('u2')).toMatchObject({ email: null });
      expect(await store.accounts.accountByEmail('other@example.com')).toBeUndefined();
      expect(await store.accounts.account('nobody')).toBeUndefined();
    });

    it('changes the password and the name; an unknown player is told', async () => {
      const { store } = current();
      await store.createUser({ id: 'u1', credentialHash: 'h1', name: 'Ana', now: T0 });
      expect(await store.accounts.setPassword('u1', 'new-hash')).toBe(true);
      expect(await store.accounts.rename('u1', 'Ana B')).toBe(true);
      expect(await store.accounts.account('u1')).toMatchObject({ name: 'Ana B', passwordHash: 'new-hash' });
      expect(await store.accounts.setPassword('nobody', 'x')).toBe(false);
      expect(await store.accounts.rename('nobody', 'x')).toBe(false);
    });

    it('keeps several credentials per player; removes one, all but one, or all by disabling', async () => {
      const { store } = current();
      await store.createUser({ id: 'u1', credentialHash: 'phone', name: 'Ana', now: T0 });
      await store.accounts.addSession('u1', 'laptop', T0 + 1);
      await store.accounts.addSession('u1', 'tablet', T0 + 2);
      await expect(store.accounts.addSession('u1', 'laptop', T0 + 3)).rejects.toThrow();
      for (const hash of ['phone', 'laptop', 'tablet'])
        expect((await store.userByCredential(hash))?.id).toBe('u1');
      await store.accounts.removeSession('laptop');
      expect(await store.userByCredential('laptop')).toBeUndefined();
      expect(await store.accounts.removeSessions('u1', 'phone')).toBe(1);
      expect(await store.userByCredential('tablet')).toBeUndefined();
      expect((await store.userByCredential('phone'))?.id).toBe('u1');
      await store.accounts.addSession('u1', 'laptop-2', T0 + 4);
      expect(await store.accounts.setDisabled('u1', true)).toBe(true);
      expect(await store.userByCredential('phone')).toBeUndefined();
      expect(await store.userByCredential('laptop-2')).toBeUndefined();
      expect(await store.accounts.account('u1')).toMatchObject({ disabled: true });
      expect(await store.accounts.setDisabled('u1', false)).toBe(true);
      expect(await store.accounts.account('u1')).toMatchObject({ disabled: false });
      expect(await store.accounts.setDisabled('nobody', true)).toBe(false);
    });

    it('keeps a code by its hash, uses it once, prunes it once expired', async () => {
      const { accounts } = current().store;
      await accounts.saveCode(code('c1'));
      await accounts.saveCode(
        code('c2', {
          kind: 'sign-up',
          userId: null,
          passwordHash: 'pw',
          deviceHash: null,
          expiresAt: T0 + 1,
        }),
      );
      await expect(accounts.saveCode(code('c1'))).rejects.toThrow();
      expect(await accounts.code('c1')).toEqual({
        kind: 'sign-in',
        email: 'ana@example.com',
        userId: 'u1',
        passwordHash: null,
        deviceHash: 'device-1',
        createdAt: T0,
        expiresAt: T0 + 15 * 60_000,
        usedAt: null,
      });
      expect(await accounts.useCode('c1', T0 + 10)).toBe(true);
      expect(await accounts.useCode('c1', T0 + 11)).toBe(false);
      expect(await accounts.useCode('nope', T0 + 11)).toBe(false);
      expect((await accounts.code('c1'))?.usedAt).toBe(T0 + 10);
      expect(await accounts.code('c2')).toMatchObject({
        kind: 'sign-up',
        userId: null,
        passwordHash: 'pw',
        deviceHash: null,
      });
      expect(await accounts.pruneCodesBefore(T0 + 2)).toBe(1);
      expect(await accounts.code('c2')).toBeUndefined();
      expect(await accounts.code('c1')).toBeDefined();
      await expect(accounts.pruneCodesBefore(Number.NaN)).rejects.toThrow(RangeError);
    });

    it('links an OpenID identity to one player', async () => {
      const { accounts } = current().store;
      await accounts.linkIdentity('https://id.example', 'sub-1', 'u1', T0);
      await expect(accounts.linkIdentity('https://id.example', 'sub-1', 'u2', T0)).rejects.toThrow();
      expect(await accounts.identity('https://id.example', 'sub-1')).toBe('u1');
      expect(await accounts.identity('https://other.example', 'sub-1')).toBeUndefined();
    });

    it('lets a deck’s owner change it without the key, claims with the key, moves decks to an account', async () => {
      const { store } = current();
      await store.decks.saveDeck(deck('mine', 'u1'));
      await store.decks.saveDeck(deck('loose'));
      await store.decks.saveDeck(deck('anon', 'anon-1'));
      const content = { name: 'Renamed', language: 'en' as const, cards: [{ word: 'Cat', forbidden: [] }] };
      expect((await store.decks.deck('mine'))?.ownerId).toBe('u1');
      expect(await store.decks.editDeck('mine', 'wrong', content, T0 + 5, 'u2')).toBe('refused');
      expect(await store.decks.editDeck('mine', 'wrong', content, T0 + 5, 'u1')).toBe('done');
      expect(await store.decks.deck('mine')).toMatchObject({ name: 'Renamed', editedAt: T0 + 5 });
      expect(await store.decks.deleteDeck('loose', 'wrong', 'u1')).toBe('refused');
      // Claiming needs the key, and never takes a deck from another owner.
      expect(await store.decks.claimDeck('loose', 'wrong', 'u1')).toBe(false);
      expect(await store.decks.claimDeck('loose', 'key-of-loose', 'u1')).toBe(true);
      expect(await store.decks.claimDeck('anon', 'key-of-anon', 'u1')).toBe(false);
      expect(await store.decks.moveDecks('anon-1', 'u1')).toBe(1);
      expect((await store.decks.decksOwnedBy('u1')).map((d) => [d.id, d.cardCount])).toEqual([
        ['mine', 1],
        ['anon', 1],
        ['loose', 1],
      ]);
      expect(await store.decks.decksOwnedBy('anon-1')).toEqual([]);
      expect(await store.decks.deleteDeck('mine', 'wrong', 'u1')).toBe('done');
      expect(await store.decks.deck('mine')).toBeUndefined();
    });

    it('deletes an account with its credentials, identities and decks; other players keep theirs', async () => {
      const { store } = current();
      await store.createUser({ id: 'u1', credentialHash: 'h1', name: 'Ana', now: T0 });
      await store.createUser({ id: 'u2', credentialHash: 'h2', name: 'Bob', now: T0 });
      await store.accounts.attachEmail('u1', 'ana@example.com', 'hash');
      await store.accounts.addSession('u1', 'h1-laptop', T0);
      await store.accounts.linkIdentity('https://id.example', 'sub-1', 'u1', T0);
      await store.decks.saveDeck(deck('d1', 'u1'));
      await store.decks.saveDeck(deck('d2', 'u2'));
      expect(await store.accounts.deleteAccount('u1')).toBe(true);
      expect(await store.accounts.deleteAccount('u1')).toBe(false);
      expect(await store.accounts.account('u1')).toBeUndefined();
      expect(await store.accounts.accountByEmail('ana@example.com')).toBeUndefined();
      expect(await store.userByCredential('h1')).toBeUndefined();
      expect(await store.userByCredential('h1-laptop')).toBeUndefined();
      expect(await store.accounts.identity('https://id.example', 'sub-1')).toBeUndefined();
      expect(await store.decks.deck('d1')).toBeUndefined();
      expect(await store.decks.deck('d2')).toBeDefined();
      expect((await store.userByCredential('h2'))?.id).toBe('u2');
      // The address may make a new account.
      expect(await store.accounts.attachEmail('u2', 'ana@example.com', null)).toBe('done');
    });

    it('lists every game a player belongs to, finished or not (an account’s history)', async () => {
      const { store } = current();
      const finished = startedGame(CODE, { endValue: 1 });
      playToTheEnd(finished);
      await sync(store, finished);
      await store.commit({ previous: null, next: newGame(OTHER, 'p1'), now: T0 });
      expect(await store.gamesPlayedBy('p1')).toEqual([CODE, OTHER].sort());
      expect(await store.gamesOf('p1')).toEqual([OTHER]);
      expect(await store.gamesPlayedBy('nobody')).toEqual([]);
    });

    it('keeps accounts across a reopen', async () => {
      const subject = current();
      if (!subject.reopen) return;
      await subject.store.createUser({ id: 'u1', credentialHash: 'h1', name: 'Ana', now: T0 });
      await subject.store.accounts.attachEmail('u1', 'ana@example.com', 'hash');
      await subject.store.accounts.addSession('u1', 'h2', T0);
      const reopened = await subject.reopen();
      expect((await reopened.userByCredential('h2'))?.id).toBe('u1');
      expect((await reopened.accounts.accountByEmail('ana@example.com'))?.id).toBe('u1');
    });
  });
}
