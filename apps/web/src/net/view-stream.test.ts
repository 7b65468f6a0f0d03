import { type GameView, patchedView, type ViewPatch, viewPatch } from '@unsayable/rules';
import { describe, expect, it, vi } from 'vitest';
import { TestGame } from '../testing/views.ts';
import { PATCH_AHEAD_WAIT_MS, viewStream } from './view-stream.ts';

/** Ada's views of four versions of a lobby: Ben, Cy and Dee joining one after another. */
function versions(): GameView[] {
  const game = new TestGame();
  const views = [game.view('ada')];
  for (const [id, name] of [
    ['ben', 'Ben'],
    ['cy', 'Cy'],
    ['dee', 'Dee'],
  ] as const) {
    game.send(id, 'joinGame', { name });
    views.push(game.view('ada'));
  }
  return views;
}

/** The stream over an app that keeps the newest view of each game, as the game slice does. */
function streamOverApp(
  fetchWhole: (gamecode: string) => Promise<GameView | undefined>,
  loadPatching: () => Promise<typeof patchedView> = async () => patchedView,
  aheadWaitMs = AHEAD_WAIT_IN_TESTS_MS,
) {
  const app = new Map<string, GameView>();
  const deliver = vi.fn((gamecode: string, view: GameView) => {
    const known = app.get(gamecode);
    if (!known || known.version <= view.version) app.set(gamecode, view);
  });
  const fetch = vi.fn(fetchWhole);
  const load = vi.fn(loadPatching);
  const received = viewStream({
    deliver,
    held: (gamecode) => app.get(gamecode),
    fetchWhole: fetch,
    loadPatching: load,
    aheadWaitMs,
  });
  return { app, deliver, fetch, load, received };
}

/** A patch from one view to the next that does not fit the first (a path it does not have). */
function misfitOn(from: GameView, to: GameView): ViewPatch {
  return { from: from.version, to: to.version, ops: [{ op: 'replace', path: '/nothing/here', value: 1 }] };
}

/** The stream over an app whose requests for a whole view are answered when the test says so. */
function streamAnsweredLater(aheadWaitMs = AHEAD_WAIT_IN_TESTS_MS) {
  let answer: (view: GameView) => void = () => undefined;
  const stream = streamOverApp(
    () => new Promise<GameView>((resolve) => (answer = resolve)),
    undefined,
    aheadWaitMs,
  );
  return { ...stream, answer: (view: GameView) => answer(view) };
}

const serverTime = 0;

/** A patch ahead of the view held waits this long here, well inside `vi.waitFor`'s second. */
const AHEAD_WAIT_IN_TESTS_MS = 30;

describe('views from the wire', () => {
  it('a whole view goes to the app as it is', () => {
    const [v0] = versions() as [GameView];
    const { deliver, received } = streamOverApp(async () => undefined);
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    expect(deliver).toHaveBeenCalledWith(v0.gamecode, v0);
  });

  it('a patch on the view held becomes the next whole view, equal to what the server built', async () => {
    const [v0, v1, v2] = versions() as [GameView, GameView, GameView];
    const { app, fetch, received } = streamOverApp(async () => undefined);
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v1, v2) });
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v2));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the patching code once, after the first whole view, keeping later messages in order', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    let loaded: (apply: typeof patchedView) => void = () => undefined;
    const { app, deliver, load, received } = streamOverApp(
      async () => undefined,
      () => new Promise((resolve) => (loaded = resolve)),
    );
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    expect(app.get(v0.gamecode)).toEqual(v0);
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    received({ gamecode: v0.gamecode, serverTime, view: v2 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    expect(app.get(v0.gamecode)).toEqual(v0);
    loaded(patchedView);
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v3));
    expect(deliver.mock.calls.map(([, view]) => view.version)).toEqual(
      [v0, v1, v2, v3].map((v) => v.version),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the whole view when the patching code cannot be loaded', async () => {
    const [v0, v1, v2] = versions() as [GameView, GameView, GameView];
    const { app, fetch, received } = streamOverApp(
      async () => v2,
      () => Promise.reject(new Error('offline')),
    );
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v2));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a patch that does not fit asks for the whole view once, then applies what came meanwhile', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    const { app, fetch, received, answer } = streamAnsweredLater();
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    // The message from v0 to v1 was missed.
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v1, v2) });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(app.get(v0.gamecode)).toEqual(v0);
    answer(v2);
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v3));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a patch that came ahead of the one before waits for it, and both apply in order without asking', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    const { app, deliver, fetch, received } = streamOverApp(async () => undefined, undefined, 60_000);
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v1));
    // Another process's view of v2 overtook this one's v1 → v2 on the way (through Redis, say).
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    expect(app.get(v0.gamecode)).toEqual(v1);
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v1, v2) });
    expect(app.get(v0.gamecode)).toEqual(v3);
    expect(deliver.mock.calls.map(([, view]) => view.version)).toEqual(
      [v0, v1, v2, v3].map((v) => v.version),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('patches ahead wait for a whole view that catches up with them too', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    const { app, fetch, received } = streamOverApp(async () => undefined, undefined, 60_000);
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v1));
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    received({ gamecode: v0.gamecode, serverTime, view: v2 });
    expect(app.get(v0.gamecode)).toEqual(v3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a patch ahead whose predecessor never comes asks for the whole view once its wait is over', async () => {
    vi.useFakeTimers();
    try {
      const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
      const { app, fetch, received } = streamOverApp(async () => v2, undefined, PATCH_AHEAD_WAIT_MS);
      received({ gamecode: v0.gamecode, serverTime, view: v0 });
      received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
      await vi.advanceTimersByTimeAsync(0);
      expect(app.get(v0.gamecode)).toEqual(v1);
      received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
      await vi.advanceTimersByTimeAsync(PATCH_AHEAD_WAIT_MS - 1);
      expect(fetch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(app.get(v0.gamecode)).toEqual(v3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a patch ahead whose wait ends while the whole view is asked for already is applied on top of it', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    const { app, fetch, received, answer } = streamAnsweredLater();
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v1));
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    // On the view held, but not of its shape: asked for whole at once.
    received({ gamecode: v0.gamecode, serverTime, patch: misfitOn(v1, v2) });
    expect(fetch).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, AHEAD_WAIT_IN_TESTS_MS * 2));
    answer(v2);
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v3));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a patch still ahead of the whole view asked for waits for the one before it', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    const { app, fetch, received, answer } = streamAnsweredLater(60_000);
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    // On the view held, but not of its shape: asked for whole at once.
    received({ gamecode: v0.gamecode, serverTime, patch: misfitOn(v0, v1) });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    answer(v1);
    await vi.waitFor(() => expect(app.get(v0.gamecode)).toEqual(v1));
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v1, v2) });
    expect(app.get(v0.gamecode)).toEqual(v3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a patch that fits nothing held asks at once, without waiting', async () => {
    vi.useFakeTimers();
    try {
      const [v0, v1, v2] = versions() as [GameView, GameView, GameView];
      const { fetch, received } = streamOverApp(async () => v2, undefined, PATCH_AHEAD_WAIT_MS);
      // Patches of a game of which no view is held yet (the patching code loaded for another game).
      received({ gamecode: 'OTHER', serverTime, view: { ...v0, gamecode: 'OTHER' } });
      await vi.advanceTimersByTimeAsync(0);
      received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v1, v2) });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a patch older than the view held changes nothing and asks for nothing', async () => {
    const [v0, v1, v2] = versions() as [GameView, GameView, GameView];
    const { app, fetch, load, received } = streamOverApp(async () => undefined);
    received({ gamecode: v0.gamecode, serverTime, view: v2 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v0, v1) });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.get(v0.gamecode)).toEqual(v2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a whole view that cannot be had leaves the view held, and the next patch asks again', async () => {
    const [v0, v1, v2, v3] = versions() as [GameView, GameView, GameView, GameView];
    const { app, fetch, received } = streamOverApp(async () => undefined);
    received({ gamecode: v0.gamecode, serverTime, view: v0 });
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v1, v2) });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    received({ gamecode: v0.gamecode, serverTime, patch: viewPatch(v2, v3) });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(app.get(v0.gamecode)).toEqual(v0);
  });
});
