import type { DeckContent } from '@unsayable/cards/decks';
import { describe, expect, it } from 'vitest';
import type { NewDeck } from '../deck-store.ts';
import { type ContractSubject, T0 } from './contract-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

const content: DeckContent = {
  name: 'Week 3 <b>vocab</b>',
  language: 'es',
  cards: [
    { word: 'Perro', forbidden: ['ladrar', 'mascota'], category: 'animales' },
    { word: 'Canción', forbidden: [] },
  ],
};

const newDeck = (id: string, now = T0, editKeyHash = `key-of-${id}`): NewDeck => ({
  ...structuredClone(content),
  id,
  editKeyHash,
  now,
});

/** Decks behave the same on every store: save, read, edit and delete with the key only, hide, prune. */
export function decksContract(current: () => ContractSubject): void {
  describe('decks', () => {
    it('saves a deck and reads it back whole, shown once and not reported or hidden', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('d1'));
      expect(await decks.deck('d1')).toEqual({
        id: 'd1',
        ...content,
        hidden: false,
        reports: 0,
        createdAt: T0,
        editedAt: T0,
        usedAt: null,
        ownerId: null,
      });
      expect(await decks.deck('nope')).toBeUndefined();
    });

    it('tells whether a key is a deck’s own', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('d1'));
      expect(await decks.keyMatches('d1', 'key-of-d1')).toBe(true);
      expect(await decks.keyMatches('d1', 'wrong-key')).toBe(false);
      expect(await decks.keyMatches('nope', 'key-of-d1')).toBe(false);
    });

    it('refuses a second deck with the same id', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('d1'));
      await expect(decks.saveDeck(newDeck('d1', T0 + 1, 'other'))).rejects.toThrow();
      expect((await decks.deck('d1'))?.createdAt).toBe(T0);
    });

    it('edits with the owner’s key; refuses another key and changes nothing; tells a missing deck', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('d1'));
      const edited: DeckContent = {
        name: 'Renamed',
        language: 'en',
        cards: [{ word: 'Dog', forbidden: ['bark'] }],
      };
      expect(await decks.editDeck('d1', 'wrong-key', edited, T0 + 5)).toBe('refused');
      expect(await decks.deck('d1')).toMatchObject({ ...content, editedAt: T0 });
      expect(await decks.editDeck('d1', 'key-of-d1', edited, T0 + 5)).toBe('done');
      expect(await decks.deck('d1')).toMatchObject({ ...edited, editedAt: T0 + 5, createdAt: T0 });
      expect(await decks.editDeck('nope', 'key-of-d1', edited, T0 + 5)).toBe('missing');
    });

    it('deletes with the owner’s key only', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('d1'));
      expect(await decks.deleteDeck('d1', 'wrong-key')).toBe('refused');
      expect(await decks.deck('d1')).toBeDefined();
      expect(await decks.deleteDeck('d1', 'key-of-d1')).toBe('done');
      expect(await decks.deck('d1')).toBeUndefined();
      expect(await decks.deleteDeck('d1', 'key-of-d1')).toBe('missing');
    });

    it('counts reports, lists reported decks most reported first, hides and removes for the operator', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('d1'));
      await decks.saveDeck(newDeck('d2'));
      await decks.saveDeck(newDeck('d3'));
      expect(await decks.reportDeck('d1')).toBe(true);
      expect(await decks.reportDeck('d2')).toBe(true);
      expect(await decks.reportDeck('d2')).toBe(true);
      expect(await decks.reportDeck('nope')).toBe(false);
      const reported = await decks.reportedDecks();
      expect(reported.map((d) => [d.id, d.reports, d.cardCount])).toEqual([
        ['d2', 2, 2],
        ['d1', 1, 2],
      ]);
      expect(await decks.setDeckHidden('d2', true)).toBe(true);
      expect(await decks.deck('d2')).toMatchObject({ hidden: true, reports: 2 });
      expect(await decks.setDeckHidden('d2', false)).toBe(true);
      expect((await decks.deck('d2'))?.hidden).toBe(false);
      expect(await decks.setDeckHidden('nope', true)).toBe(false);
      expect(await decks.removeDeck('d1')).toBe(true);
      expect(await decks.removeDeck('d1')).toBe(false);
      expect((await decks.reportedDecks()).map((d) => d.id)).toEqual(['d2']);
    });

    it('prunes decks neither edited nor played since the cutoff, and keeps the others', async () => {
      const { decks } = current().store;
      await decks.saveDeck(newDeck('old'));
      await decks.saveDeck(newDeck('played'));
      await decks.saveDeck(newDeck('edited'));
      await decks.saveDeck(newDeck('new', T0 + 200 * DAY));
      await decks.markDeckUsed('played', T0 + 150 * DAY);
      await decks.editDeck('edited', 'key-of-edited', content, T0 + 100 * DAY);
      const cutoff = T0 + 200 * DAY - 180 * DAY;
      expect(await decks.pruneDecksBefore(cutoff)).toBe(1);
      expect(await decks.deck('old')).toBeUndefined();
      expect((await decks.deck('played'))?.usedAt).toBe(T0 + 150 * DAY);
      expect(await decks.deck('edited')).toBeDefined();
      expect(await decks.deck('new')).toBeDefined();
      // A use older than the last edit does not move retention back.
      await decks.markDeckUsed('edited', T0 + 10 * DAY);
      expect(await decks.pruneDecksBefore(T0 + 90 * DAY)).toBe(0);
      await expect(decks.pruneDecksBefore(Number.NaN)).rejects.toThrow(RangeError);
    });

    it('keeps decks across a reopen', async () => {
      const subject = current();
      if (!subject.reopen) return;
      await subject.store.decks.saveDeck(newDeck('d1'));
      const reopened = await subject.reopen();
      expect((await reopened.decks.deck('d1'))?.cards).toEqual(content.cards);
    });
  });
}
