import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConnectionEvents } from '../net/connection-types.ts';
import type { StoreSetup } from './store-setup.tsx';

/**
 * The Redux store, loaded on first need: the home menu and the rules never use it, which keeps
 * Redux Toolkit, immer and the slices out of the JavaScript that /home loads. It is loaded when a
 * screen that needs it opens (create, join, a card idea, a game) or when the connection first says
 * anything, whichever is first; the connection's events wait for it, in order.
 */
export interface StoreLoader {
  load(): Promise<StoreSetup>;
  /** The store once loaded, else undefined. */
  loaded(): StoreSetup | undefined;
  subscribe(listener: () => void): () => void;
  /** The connection's events, delivered to the store once it is there. */
  connectionEvents: ConnectionEvents;
}

export function storeLoader(setUp: () => Promise<StoreSetup>): StoreLoader {
  let loading: Promise<StoreSetup> | undefined;
  let setup: StoreSetup | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    loading ??= setUp().then(
      (made) => {
        setup = made;
        for (const listener of listeners) listener();
        return made;
      },
      (error: unknown) => {
        loading = undefined; // offline or a new deployment: ask again next time
        throw error;
      },
    );
    return loading;
  };
  const deliver = (event: (made: StoreSetup) => void) => {
    if (setup) event(setup);
    else void load().then(event, () => undefined);
  };
  return {
    load,
    loaded: () => setup,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connectionEvents: {
      onHello: () => deliver((made) => made.events.onHello()),
      onView: (gamecode, view) => deliver((made) => made.events.onView(gamecode, view)),
      heldView: (gamecode) => setup?.events.heldView(gamecode),
      onState: (state) => deliver((made) => made.events.onState(state)),
      onDisplaced: (message) => deliver((made) => made.events.onDisplaced(message)),
    },
  };
}

/** The app's store loader; null where a test puts a store of its own above the screens. */
export const StoreLoaderContext = createContext<StoreLoader | null>(null);

export function useStoreLoader(): StoreLoader | null {
  return useContext(StoreLoaderContext);
}

const never = () => () => undefined;

/** True once the store is there (always, under a test's own store). */
export function useStoreLoaded(): boolean {
  const loader = useStoreLoader();
  return useSyncExternalStore(loader?.subscribe ?? never, () => !loader || loader.loaded() !== undefined);
}
