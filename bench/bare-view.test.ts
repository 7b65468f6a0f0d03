import { describe, expect, it } from 'vitest';
import { bareView } from './bare-view.ts';

const messageLength = (view: Record<string, unknown>) =>
  JSON.stringify({ gamecode: 'BARE100', view: { ...view, version: 1000 }, serverTime: 1_800_000_000_000 })
    .length;

describe('bareView: the bare server’s payload of the real server’s size', () => {
  it.each([300, 831, 1406, 2500, 4543])('makes a message of %i bytes', (bytes) => {
    expect(messageLength(bareView(bytes))).toBe(bytes);
  });

  it('holds a view’s parts, players before cards, when they fit', () => {
    const small = bareView(831) as { players: unknown[]; gameplay: { card?: unknown; turnCards: unknown[] } };
    const large = bareView(4543) as typeof small;
    expect(small.players.length).toBeGreaterThan(0);
    expect(small.players.length).toBeLessThan(8);
    expect(small.gameplay.card).toBeUndefined();
    expect(large.players).toHaveLength(8);
    expect(large.gameplay.card).toBeDefined();
    expect(large.gameplay.turnCards.length).toBeGreaterThan(5);
  });

  it('is never shorter than the smallest view', () => {
    expect(messageLength(bareView(10))).toBe(messageLength(bareView(0)));
    expect(bareView(10)).not.toHaveProperty('note');
  });
});
