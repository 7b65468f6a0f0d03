import { describe, expect, it } from 'vitest';
import type { CardFlag } from '../flag-store.ts';
import { type ContractSubject, T0 } from './contract-fixtures.ts';

const flag = (fields: Partial<CardFlag>): CardFlag => ({
  playerId: 'p1',
  deckId: null,
  cardId: 'bear',
  language: 'en',
  word: 'Bear',
  reason: 'wrong',
  flaggedAt: T0,
  ...fields,
});

const none = { wrong: 0, offensive: 0, 'too hard': 0, duplicate: 0 };

/** Flags behave the same on every store: kept, one per player and card, counted per reason and source. */
export function flagsContract(current: () => ContractSubject): void {
  describe('card flags', () => {
    it('counts built-in flags per card and reason, by language then most flagged', async () => {
      const { flags } = current().store;
      await flags.flagCard(flag({}));
      await flags.flagCard(flag({ playerId: 'p2', reason: 'too hard' }));
      await flags.flagCard(flag({ playerId: 'p3', reason: 'too hard' }));
      await flags.flagCard(flag({ cardId: 'es/perro', language: 'es', word: 'Perro', reason: 'offensive' }));
      await flags.flagCard(flag({ cardId: 'apple', word: 'Apple', reason: 'duplicate' }));
      expect(await flags.builtInFlags()).toEqual([
        {
          deckId: null,
          cardId: 'bear',
          language: 'en',
          word: 'Bear',
          counts: { ...none, wrong: 1, 'too hard': 2 },
          total: 3,
        },
        {
          deckId: null,
          cardId: 'apple',
          language: 'en',
          word: 'Apple',
          counts: { ...none, duplicate: 1 },
          total: 1,
        },
        {
          deckId: null,
          cardId: 'es/perro',
          language: 'es',
          word: 'Perro',
          counts: { ...none, offensive: 1 },
          total: 1,
        },
      ]);
    });

    it('keeps one flag per player and card: a second replaces the reason', async () => {
      const { flags } = current().store;
      await flags.flagCard(flag({}));
      await flags.flagCard(flag({ reason: 'offensive', flaggedAt: T0 + 5 }));
      expect(await flags.builtInFlags()).toMatchObject([{ counts: { ...none, offensive: 1 }, total: 1 }]);
    });

    it('keeps a deck’s flags apart from the built-in cards and from other decks', async () => {
      const { flags } = current().store;
      await flags.flagCard(flag({ deckId: 'd1', cardId: 'deck/kazoo', word: 'Kazoo' }));
      await flags.flagCard(
        flag({ deckId: 'd1', cardId: 'deck/kazoo', word: 'Kazoo!', playerId: 'p2', flaggedAt: T0 + 1 }),
      );
      await flags.flagCard(flag({ deckId: 'd2', cardId: 'deck/kazoo', word: 'Kazoo' }));
      // The same player flags the same id of another source: another card, another flag.
      await flags.flagCard(flag({ cardId: 'deck/kazoo', word: 'Kazoo' }));
      expect(await flags.deckFlags('d1')).toEqual([
        {
          deckId: 'd1',
          cardId: 'deck/kazoo',
          language: 'en',
          word: 'Kazoo!',
          counts: { ...none, wrong: 2 },
          total: 2,
        },
      ]);
      expect(await flags.deckFlags('d2')).toMatchObject([{ total: 1 }]);
      expect(await flags.deckFlags('nope')).toEqual([]);
      expect(await flags.builtInFlags()).toMatchObject([{ deckId: null, cardId: 'deck/kazoo', total: 1 }]);
    });

    it('retention deletes the flags made before the cutoff, and only those', async () => {
      const { flags } = current().store;
      await flags.flagCard(flag({}));
      await flags.flagCard(flag({ playerId: 'p2', flaggedAt: T0 + 10 }));
      // A flag changed since counts from its change.
      await flags.flagCard(flag({ playerId: 'p3', flaggedAt: T0 - 5 }));
      await flags.flagCard(flag({ playerId: 'p3', reason: 'duplicate', flaggedAt: T0 + 20 }));
      expect(await flags.pruneFlagsBefore(T0 + 5)).toBe(1);
      expect(await flags.pruneFlagsBefore(T0 + 5)).toBe(0);
      expect(await flags.builtInFlags()).toMatchObject([
        { counts: { ...none, wrong: 1, duplicate: 1 }, total: 2 },
      ]);
      await expect(flags.pruneFlagsBefore(Number.NaN)).rejects.toThrow(RangeError);
    });

    it('keeps flags across a reopen', async () => {
      const subject = current();
      await subject.store.flags.flagCard(flag({ deckId: 'd1', cardId: 'deck/owl', word: 'Owl' }));
      const reopened = subject.reopen ? await subject.reopen() : subject.store;
      expect(await reopened.flags.deckFlags('d1')).toMatchObject([{ word: 'Owl', total: 1 }]);
    });

    it('counts flags kept by two processes on the same storage together, one per player', async () => {
      const subject = current();
      const peer = subject.peer ? await subject.peer() : subject.store;
      await Promise.all([
        subject.store.flags.flagCard(flag({ reason: 'wrong' })),
        peer.flags.flagCard(flag({ playerId: 'p2', reason: 'duplicate' })),
      ]);
      await peer.flags.flagCard(flag({ reason: 'too hard', flaggedAt: T0 + 1 }));
      expect(await subject.store.flags.builtInFlags()).toMatchObject([
        { counts: { ...none, duplicate: 1, 'too hard': 1 }, total: 2 },
      ]);
    });
  });
}
