import { setTimeout as delay } from 'node:timers/promises';
import type { Store } from '../src/store/store.ts';

/**
 * A fault hook for tests and benchmarks, never in the server's configuration: the given store,
 * with every commit (the write each accepted request waits for) held `commitDelayMs` before it
 * starts, as a slow or overloaded disk would hold it. Commits of different games overlap, as
 * they do on a real store; `commitDelayMs` may be changed at any time (0: full speed).
 */
export function slowStore(
  store: Store,
  commitDelayMs = 0,
): Store & { commitDelayMs: number; commits: number } {
  const state = { commitDelayMs, commits: 0 };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'commitDelayMs' || property === 'commits') return state[property];
      if (property === 'commit') {
        return async (commit: Parameters<Store['commit']>[0]) => {
          if (state.commitDelayMs > 0) await delay(state.commitDelayMs);
          const done = await target.commit(commit);
          state.commits++;
          return done;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, property, value, receiver) {
      if (property === 'commitDelayMs') {
        state.commitDelayMs = Number(value);
        return true;
      }
      return Reflect.set(target, property, value, receiver);
    },
  }) as Store & { commitDelayMs: number; commits: number };
}
