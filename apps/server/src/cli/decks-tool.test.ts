import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/memory/memory-store.ts';
import { type Io, runCardsTool } from './cards-tool.ts';

function collector() {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), readFile: () => '' };
  return { out, err, io };
}

const T0 = 1_700_000_000_000;

async function storeWithDecks() {
  const store = new MemoryStore();
  for (const id of ['deckA', 'deckB'])
    await store.decks.saveDeck({
      id,
      editKeyHash: 'k',
      name: `${id}\nforged line`,
      language: 'en',
      cards: [{ word: 'Dog', forbidden: ['bark'] }],
      now: T0,
    });
  await store.decks.reportDeck('deckB');
  return store;
}

describe('npm run cards -- decks', () => {
  it('lists reported decks, one line each, the name quoted', async () => {
    const store = await storeWithDecks();
    const { out, io } = collector();
    expect(await runCardsTool(['decks', 'reported'], store, io)).toBe(0);
    expect(out).toEqual([
      'deckB  1 report  shown  1 cards  en  edited 2023-11-14  played never  "deckB\\nforged line"',
    ]);
  });

  it('hides, shows again and deletes a deck; an unknown id is an error', async () => {
    const store = await storeWithDecks();
    const { out, err, io } = collector();
    expect(await runCardsTool(['decks', 'hide', 'deckB'], store, io)).toBe(0);
    expect((await store.decks.deck('deckB'))?.hidden).toBe(true);
    expect(await runCardsTool(['decks', 'unhide', 'deckB'], store, io)).toBe(0);
    expect((await store.decks.deck('deckB'))?.hidden).toBe(false);
    expect(await runCardsTool(['decks', 'delete', 'deckA'], store, io)).toBe(0);
    expect(await store.decks.deck('deckA')).toBeUndefined();
    expect(await runCardsTool(['decks', 'hide', 'nope'], store, io)).toBe(1);
    expect(await runCardsTool(['decks', 'show', 'deckB'], store, io)).toBe(0);
    expect(out).toEqual([
      'hid deck deckB',
      'deck deckB is shown again',
      'deleted deck deckA',
      '"deckB\\nforged line" (en), 1 cards, 1 reports, shown',
      '["Dog","bark"]',
    ]);
    expect(err).toEqual(['no deck with id nope']);
    expect(await runCardsTool(['decks', 'frobnicate'], store, io)).toBe(2);
  });
});
