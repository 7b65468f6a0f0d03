import { describe, expect, it, vi } from 'vitest';
import { storeLoader } from './store-loader.ts';
import type { StoreSetup } from './store-setup.tsx';

function fakeSetup() {
  const seen: string[] = [];
  const setup = {
    events: {
      onHello: () => seen.push('hello'),
      onView: (gamecode: string) => seen.push(`view ${gamecode}`),
      heldView: () => undefined,
      onState: (state: string) => seen.push(`state ${state}`),
      onDisplaced: (message: string) => seen.push(`displaced ${message}`),
    },
  } as unknown as StoreSetup;
  return { setup, seen };
}

describe('the store loader', () => {
  it('loads the store once, on the first need', async () => {
    const { setup } = fakeSetup();
    const setUp = vi.fn(async () => setup);
    const loader = storeLoader(setUp);
    expect(setUp).not.toHaveBeenCalled();
    expect(loader.loaded()).toBeUndefined();
    await Promise.all([loader.load(), loader.load()]);
    expect(setUp).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe(setup);
  });

  it('delivers the connection’s events once the store is there, in order', async () => {
    const { setup, seen } = fakeSetup();
    const loader = storeLoader(async () => setup);
    loader.connectionEvents.onState('connecting');
    loader.connectionEvents.onHello();
    loader.connectionEvents.onView('ABCDEF', {} as never);
    expect(seen).toEqual([]);
    await loader.load();
    await Promise.resolve();
    expect(seen).toEqual(['state connecting', 'hello', 'view ABCDEF']);
    loader.connectionEvents.onState('online');
    expect(seen.at(-1)).toBe('state online');
    loader.connectionEvents.onDisplaced('You opened this game on another device');
    expect(seen.at(-1)).toBe('displaced You opened this game on another device');
  });

  it('tells its listeners when the store arrives, and tries again after a failed load', async () => {
    const { setup } = fakeSetup();
    let fail = true;
    const loader = storeLoader(async () => {
      if (fail) throw new Error('offline');
      return setup;
    });
    const listener = vi.fn();
    loader.subscribe(listener);
    await expect(loader.load()).rejects.toThrow('offline');
    fail = false;
    await loader.load();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
