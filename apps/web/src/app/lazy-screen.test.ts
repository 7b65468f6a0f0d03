import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, loadScreen, SCREEN_LOAD_TIMEOUT_MS, ScreenLoadError } from './lazy-screen.ts';

const Screen = () => null;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadScreen', () => {
  it('resolves with the default export of the chunk', async () => {
    await expect(loadScreen('lobby', async () => ({ default: Screen }))).resolves.toEqual({
      default: Screen,
    });
  });

  it('fails with reason "timeout" after the default 120 000 ms, naming the part', async () => {
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const loading = loadScreen('play', () => new Promise(() => {}));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled: unknown = null;
    void outcome.then((value) => {
      settled = value;
    });
    await Promise.resolve();
    expect(settled).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScreenLoadError);
    expect(error).toMatchObject({ part: 'play', reason: 'timeout' });
    expect((error as Error).message).toBe('The play screen could not be loaded (timeout).');
  });

  it('takes its timer through the timers parameter', async () => {
    let fire: (() => void) | undefined;
    let delay: number | undefined;
    const timers = {
      set: ((callback: () => void, ms: number) => {
        fire = callback;
        delay = ms;
        return 1;
      }) as unknown as typeof setTimeout,
      clear: vi.fn() as unknown as typeof clearTimeout,
    };
    const loading = loadScreen('end', () => new Promise(() => {}), undefined, timers);
    expect(delay).toBe(120_000);
    fire?.();
    await expect(loading).rejects.toMatchObject({ part: 'end', reason: 'timeout' });
  });

  it('calls its timers unbound, as browsers require of the native setTimeout', async () => {
    // Chromium throws "Illegal invocation" when setTimeout's `this` is not the window.
    function strictSet(this: unknown, callback: () => void, ms: number) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return setTimeout(callback, ms);
    }
    function strictClear(this: unknown, id: ReturnType<typeof setTimeout>) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      clearTimeout(id);
    }
    const timers = {
      set: strictSet as unknown as typeof setTimeout,
      clear: strictClear as unknown as typeof clearTimeout,
    };
    await expect(loadScreen('home', async () => ({ default: Screen }), 1000, timers)).resolves.toEqual({
      default: Screen,
    });
  });

  it('clears its timer once the chunk arrives', async () => {
    vi.useFakeTimers();
    await loadScreen('home', async () => ({ default: Screen }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with reason "missing" when the chunk has no default export', async () => {
    await expect(loadScreen('lobby', async () => ({ LobbyScreen: Screen }))).rejects.toMatchObject({
      name: 'ScreenLoadError',
      part: 'lobby',
      reason: 'missing',
      message: 'The lobby screen could not be loaded (missing).',
    });
  });

  it("fails with the error's type when the loader rejects", async () => {
    await expect(
      loadScreen('create game', () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    ).rejects.toMatchObject({ part: 'create game', reason: 'TypeError' });
    await expect(loadScreen('end', () => Promise.reject('offline'))).rejects.toMatchObject({
      reason: 'string',
    });
  });
});

describe('lazyScreen', () => {
  /** What React.lazy calls to load a screen: its init with its payload (React's own fields). */
  const loadOf = (screen: ReturnType<typeof lazyScreen>) => {
    const lazy = screen as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
    return () => {
      try {
        return lazy._init(lazy._payload);
      } catch (thrown) {
        return thrown;
      }
    };
  };

  it('preload fetches the chunk once, ahead of the visit, which then finds it', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Screen }));
    const screen = lazyScreen('play', loader);
    screen.preload();
    screen.preload();
    expect(loader).toHaveBeenCalledTimes(1);
    await Promise.resolve(loadOf(screen)());
    expect(loadOf(screen)()).toBe(Screen);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a preload that fails is forgotten: the visit loads it again', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ default: Screen });
    const screen = lazyScreen('end', loader);
    screen.preload();
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.resolve(loadOf(screen)());
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loadOf(screen)()).toBe(Screen);
  });
});
