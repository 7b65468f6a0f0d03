// @vitest-environment happy-dom
import { type Ack, fallbackFor, fallbackMessages, messageRef, ownMessages } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { liveSavedGame, markSavedGame } from '../net/saved-game-live.ts';
import { loadSession, saveSession } from '../net/saved-session.ts';
import { connected, followGame, viewReceived } from '../state/game-slice.ts';
import { noticeRaised } from '../state/notice.ts';
import { startTurn } from '../state/round-slice.ts';
import { accepted, fakeConnection, refused, watched } from '../testing/fake-connection.ts';
import { lobbyView, TestGame } from '../testing/views.ts';
import { notify } from '../ui/notify.ts';
import { retryDelay } from './listeners.ts';
import { makeStore } from './store.ts';

vi.mock('../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

/** A store whose connection answers watchGame with `watch` and everything else as accepted. */
function storeWatching(watch: () => Ack | Promise<Ack>) {
  const connection = fakeConnection((type) => (type === 'watchGame' ? watch() : accepted()));
  const watches = () => connection.request.mock.calls.filter(([type]) => type === 'watchGame');
  return { store: makeStore(connection), connection, watches };
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('show a failed request as an error, in its own words', async () => {
    const connection = fakeConnection(() => refused('Only the clue giver can start the turn'));
    await makeStore(connection).dispatch(startTurn({ gamecode: 'ABCDEF' }));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Only the clue giver can start the turn');
  });

  it('hand the toast the refusal’s key when the server sent one', async () => {
    const text = ownMessages.giverOnly('start the turn');
    const errorRef = messageRef(text);
    const connection = fakeConnection(() => ({
      ok: false,
      error: text,
      ...(errorRef ? { errorRef } : {}),
      serverTime: 0,
    }));
    await makeStore(connection).dispatch(startTurn({ gamecode: 'ABCDEF' }));
    expect(notify.error).toHaveBeenCalledWith(text, {
      key: 'own.giverOnly',
      params: { action: 'start the turn' },
    });
  });

  it('show the default fallback for a request that threw in the browser, and report it', async () => {
    const connection = fakeConnection();
    connection.request.mockImplementationOnce(() => {
      throw new TypeError('payload.map is not a function');
    });
    await makeStore(connection).dispatch(startTurn({ gamecode: 'ABCDEF' }));
    expect(notify.error).toHaveBeenCalledWith(fallbackMessages.default);
    expect(connection.report).toHaveBeenCalledWith({
      message: 'payload.map is not a function',
      name: 'TypeError',
      source: 'round/startTurn/rejected',
    });
  });

  it('show a notice a screen raises', () => {
    makeStore(fakeConnection()).dispatch(noticeRaised({ level: 'success', message: 'Invite link copied' }));
    expect(notify.success).toHaveBeenCalledWith('Invite link copied');
  });

  it('leave a failed view request to the game screen while it has nothing else to show', async () => {
    const { store } = storeWatching(() => refused('You are not a player in game ABCDEF'));
    store.dispatch(followGame('ABCDEF'));
    await vi.waitFor(() => expect(store.getState().game.unavailable).not.toBeNull());
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('show a failed view request when the screen keeps showing an older view', async () => {
    const { store } = storeWatching(() => refused(fallbackFor('watchGame')));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView() }));
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(connected()); // a reconnection asks again, and that fails
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(fallbackFor('watchGame')));
  });
});

describe('the view of the game on screen', () => {
  it('is asked for when a game screen opens', async () => {
    const view = lobbyView();
    const { store, watches } = storeWatching(() => watched(view));
    store.dispatch(followGame('abcdef'));
    await vi.waitFor(() => expect(store.getState().game.views.ABCDEF).toEqual(view));
    expect(watches()).toEqual([['watchGame', { gamecode: 'ABCDEF' }]]);
  });

  it('is not asked for again when this connection already brought it, as on Create', () => {
    const { store, watches } = storeWatching(() => watched(lobbyView({ gamecode: 'QWERTY' })));
    // The server sends the new game's view before the answer that names its code.
    store.dispatch(viewReceived({ gamecode: 'QWERTY', view: lobbyView({ gamecode: 'QWERTY' }) }));
    store.dispatch(followGame('QWERTY'));
    expect(watches()).toEqual([]);
    expect(store.getState().game.views.QWERTY?.gamecode).toBe('QWERTY');
  });

  it('is asked for again after every reconnection: views sent meanwhile were missed', async () => {
    const view = lobbyView();
    const { store, watches } = storeWatching(() => watched(view));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view }));
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(connected());
    await vi.waitFor(() => expect(watches()).toHaveLength(1));
    store.dispatch(followGame(''));
    store.dispatch(connected());
    expect(watches()).toHaveLength(1);
  });

  it('is asked for again after a passing failure, waiting longer each time', async () => {
    vi.useFakeTimers();
    const answers = [refused(NETWORK_ERROR), refused(fallbackFor('watchGame')), watched(lobbyView())];
    const { store, watches } = storeWatching(() => answers.shift() ?? refused('unexpected'));
    store.dispatch(followGame('ABCDEF'));
    await vi.advanceTimersByTimeAsync(0);
    expect(watches()).toHaveLength(1);
    expect(store.getState().game.loadFailure).toBe(NETWORK_ERROR);
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    expect(watches()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(retryDelay(1) - 1);
    expect(watches()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(watches()).toHaveLength(3);
    expect(store.getState().game).toMatchObject({ loadFailure: null, unavailable: null });
    expect(store.getState().game.views.ABCDEF).toBeDefined();
  });

  it('is not asked for again after a refusal, nor once another game is on screen', async () => {
    vi.useFakeTimers();
    const { store, watches } = storeWatching(() => refused(NETWORK_ERROR));
    store.dispatch(followGame('ABCDEF'));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(followGame(''));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(watches()).toHaveLength(1);

    const refusing = storeWatching(() => refused('Game code ABCDEF does not exist!'));
    refusing.store.dispatch(followGame('ABCDEF'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refusing.watches()).toHaveLength(1);
  });

  it('waits 1 s, 2 s, 4 s… and never more than 15 s between tries', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});

describe('the saved game code', () => {
  it('follows the game on screen once the server shows this player in it', () => {
    const { store } = storeWatching(() => new Promise<Ack>(() => {}));
    store.dispatch(followGame('ABCDEF'));
    expect(loadSession().gamecode).toBeNull();
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: TestGame.lobbyOfFour().view('ben') }));
    expect(loadSession().gamecode).toBe('ABCDEF');
  });

  it('is not written for a game this player is not in, or that is not on screen', () => {
    const { store } = storeWatching(() => new Promise<Ack>(() => {}));
    store.dispatch(viewReceived({ gamecode: 'QWERTY', view: lobbyView({ gamecode: 'QWERTY' }) }));
    expect(loadSession().gamecode).toBeNull();
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: TestGame.lobbyOfFour().view('stranger') }));
    expect(loadSession().gamecode).toBeNull();
  });

  it('is forgotten once the server shows this player out of the game (the host removed them)', () => {
    const { store } = storeWatching(() => new Promise<Ack>(() => {}));
    store.dispatch(followGame('ABCDEF'));
    const game = TestGame.lobbyOfFour();
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view('ben') }));
    expect(loadSession().gamecode).toBe('ABCDEF');
    game.send('ada', 'removePlayer', { playerId: 'ben' });
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view('ben') }));
    expect(loadSession().gamecode).toBeNull();
  });

  it('is live while the server shows this player in a game that has not finished', () => {
    markSavedGame('ABCDEF', false);
    const { store } = storeWatching(() => new Promise<Ack>(() => {}));
    store.dispatch(followGame('ABCDEF'));
    const game = TestGame.started();
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view('ben') }));
    expect(liveSavedGame()).toBe('ABCDEF');
    game.send('ada', 'updateGameStatus', { status: 'finished' });
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view('ben') }));
    expect(liveSavedGame()).toBeNull();
  });

  it('of another game stays when a game this player is not in is on screen', () => {
    saveSession({ gamecode: 'QWERTY' });
    const { store } = storeWatching(() => new Promise<Ack>(() => {}));
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: TestGame.lobbyOfFour().view('stranger') }));
    expect(loadSession().gamecode).toBe('QWERTY');
  });
});
