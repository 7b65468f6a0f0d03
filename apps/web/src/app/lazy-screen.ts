import { type ComponentType, lazy } from 'react';
import { type Area, loadAreas } from '../i18n/i18n.ts';

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadError extends Error {
  constructor(
    readonly part: string,
    readonly reason: string,
  ) {
    super(`The ${part} screen could not be loaded (${reason}).`);
    this.name = 'ScreenLoadError';
  }
}

type Loader = () => Promise<{ default?: ComponentType } | Record<string, unknown>>;

/**
 * Loads a screen's chunk, failing after `timeoutMs` with an error that names the part and the
 * reason: `timeout`, `missing` (the chunk has no screen in it), or the error's type. The loader
 * and the timer are injectable so a test can prove all three without waiting two minutes.
 */
export function loadScreen(
  part: string,
  loader: Loader,
  timeoutMs = SCREEN_LOAD_TIMEOUT_MS,
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout },
): Promise<{ default: ComponentType }> {
  // Called unbound: browsers refuse a native setTimeout whose `this` is the `timers` object.
  const { set, clear } = timers;
  return new Promise((resolve, reject) => {
    const timer = set(() => reject(new ScreenLoadError(part, 'timeout')), timeoutMs);
    loader().then(
      (module) => {
        clear(timer);
        const screen = (module as { default?: unknown }).default;
        if (typeof screen === 'function' || (typeof screen === 'object' && screen !== null)) {
          resolve({ default: screen as ComponentType });
        } else {
          reject(new ScreenLoadError(part, 'missing'));
        }
      },
      (error: unknown) => {
        clear(timer);
        reject(new ScreenLoadError(part, error instanceof Error ? error.name : typeof error));
      },
    );
  });
}

/**
 * A React.lazy screen through loadScreen, shown once its areas' strings are in too. `preload`
 * fetches it ahead of the first visit (the play screen while the lobby is open), so that the
 * visit finds it loaded; a preload that fails is forgotten, and the visit tries again.
 */
export function lazyScreen(part: string, loader: Loader, areas: Area[] = []) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () => {
    if (!loading) {
      const attempt = loadScreen(part, () =>
        Promise.all([loader(), loadAreas(...areas)]).then(([module]) => module),
      );
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
  return Object.assign(lazy(load), {
    preload: () => {
      load().catch(() => {});
    },
  });
}
