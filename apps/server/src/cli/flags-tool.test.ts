import { describe, expect, it } from 'vitest';
import type { CardFlag } from '../store/flag-store.ts';
import { MemoryStore } from '../store/memory/memory-store.ts';
import { type Io, runCardsTool } from './cards-tool.ts';

function collector() {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), readFile: () => '' };
  return { out, err, io };
}

const T0 = 1_700_000_000_000;
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

async function storeWithFlags() {
  const store = new MemoryStore();
  await store.flags.flagCard(flag({}));
  await store.flags.flagCard(flag({ playerId: 'p2', reason: 'too hard' }));
  await store.flags.flagCard(flag({ playerId: 'p3', reason: 'too hard' }));
  await store.flags.flagCard(flag({ cardId: 'apple', word: 'Apple\nforged line', reason: 'duplicate' }));
  await store.flags.flagCard(
    flag({ cardId: 'es-perro', language: 'es', word: 'Perro', reason: 'offensive' }),
  );
  // A deck's card: its owner's to read, never the operator's list of built-in cards.
  await store.flags.flagCard(flag({ deckId: 'd1', cardId: 'deck/kazoo', word: 'Kazoo' }));
  return store;
}

describe('npm run cards -- flags', () => {
  it('lists the built-in cards flagged, per language, most flagged first, with counts per reason', async () => {
    const { out, io } = collector();
    expect(await runCardsTool(['flags'], await storeWithFlags(), io)).toBe(0);
    expect(out).toEqual([
      'en: 2 flagged cards',
      '  bear  "Bear"  3 flags: wrong 1, too hard 2',
      '  apple  "Apple\\nforged line"  1 flag: duplicate 1',
      'es: 1 flagged card',
      '  es-perro  "Perro"  1 flag: offensive 1',
    ]);
  });

  it('lists one language with --language, says when none are flagged, refuses an unknown language', async () => {
    const store = await storeWithFlags();
    const spanish = collector();
    expect(await runCardsTool(['flags', '--language', 'es'], store, spanish.io)).toBe(0);
    expect(spanish.out).toEqual(['es: 1 flagged card', '  es-perro  "Perro"  1 flag: offensive 1']);
    const french = collector();
    expect(await runCardsTool(['flags', '--language', 'it'], store, french.io)).toBe(0);
    expect(french.out).toEqual(['it: no flagged cards']);
    const none = collector();
    expect(await runCardsTool(['flags'], new MemoryStore(), none.io)).toBe(0);
    expect(none.out).toEqual(['no flagged cards']);
    const unknown = collector();
    expect(await runCardsTool(['flags', '--language', 'xx'], store, unknown.io)).toBe(1);
    expect(unknown.err.join('\n')).toContain('unknown language "xx"');
  });
});
