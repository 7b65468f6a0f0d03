import { type Ack, fallbackFor, messageRef, ownMessages, transientMessages } from '@unsayable/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store.ts';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { accepted, deferred, fakeConnection, refused } from '../testing/fake-connection.ts';
import { lobbyView } from '../testing/views.ts';
import { notify } from '../ui/notify.ts';
import { addGameCard, removeGameCard, submitCardIdea, updateCardStatus } from './cards-slice.ts';
import {
  connected,
  createGame,
  followGame,
  joinGame,
  leaveGame,
  leftGame,
  playAgain,
  updateGameStatus,
  updateSettings,
  viewReceived,
  watchGame,
} from './game-slice.ts';
import {
  movePlayer,
  readmitPlayer,
  removePlayer,
  renameTeam,
  shuffleTeams,
  updateTeam,
} from './players-slice.ts';
import type { RootState } from './root.ts';
import { confirmScores, skipTurn, startTurn } from './round-slice.ts';

vi.mock('../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

type Store = ReturnType<typeof makeStore>;

/** One request of each slice, with the slice it reports to. */
const cases = [
  {
    slice: 'game',
    prefix: 'game/createGame',
    request: 'createGame',
    run: (store: Store) => store.dispatch(createGame({ name: 'Ana' })),
  },
  {
    slice: 'players',
    prefix: 'players/updateTeam',
    request: 'updateTeam',
    run: (store: Store) => store.dispatch(updateTeam({ gamecode: 'ABCDEF', team: 'team 1' })),
  },
  {
    slice: 'round',
    prefix: 'round/startTurn',
    request: 'startTurn',
    run: (store: Store) => store.dispatch(startTurn({ gamecode: 'ABCDEF' })),
  },
  {
    slice: 'cards',
    prefix: 'cards/updateCardStatus',
    request: 'updateCardStatus',
    run: (store: Store) =>
      store.dispatch(
        updateCardStatus({ gamecode: 'ABCDEF', index: 3, status: 'correct', roundStatus: 'in progress' }),
      ),
  },
] as const;

const never = new Promise<Ack>(() => {});

function storeAnswering(...acks: (Ack | Promise<Ack>)[]) {
  const queue = [...acks];
  // A view asked for by the app (on following a game) waits, unless the test queued its answer.
  const connection = fakeConnection((type) => queue.shift() ?? (type === 'watchGame' ? never : accepted()));
  return { store: makeStore(connection), connection };
}

const sliceOf = (store: Store, name: (typeof cases)[number]['slice']): RootState[typeof name] =>
  store.getState()[name];

beforeEach(() => {
  vi.mocked(notify.error).mockClear();
});

describe.each(cases)('the $slice slice', ({ slice, prefix, request, run }) => {
  it('starts idle', () => {
    const { store } = storeAnswering();
    expect(sliceOf(store, slice)).toMatchObject({ pending: false });
  });

  it('is pending while a request waits for its answer, after an earlier failure too', async () => {
    const later = deferred<Ack>();
    const { store, connection } = storeAnswering(refused('First try failed'), later.promise);
    await run(store);
    expect(sliceOf(store, slice)).toMatchObject({ pending: false });

    const second = run(store);
    expect(sliceOf(store, slice)).toMatchObject({ pending: true });
    later.resolve(accepted());
    await second;
    expect(sliceOf(store, slice)).toMatchObject({ pending: false });
    expect(connection.request).toHaveBeenLastCalledWith(request, expect.anything());
  });

  it('clears pending on success', async () => {
    const { store } = storeAnswering(accepted());
    const result = await run(store);
    expect(result.type).toBe(`${prefix}/fulfilled`);
    expect(sliceOf(store, slice)).toEqual(expect.objectContaining({ pending: false }));
  });

  it('clears pending on failure, whose words are shown as a toast and kept nowhere', async () => {
    const { store } = storeAnswering(refused('Game ABCDEF is not active'));
    const result = await run(store);
    expect(result.type).toBe(`${prefix}/rejected`);
    expect(sliceOf(store, slice)).toMatchObject({ pending: false });
    expect(sliceOf(store, slice)).not.toHaveProperty('error');
    expect(JSON.stringify(store.getState())).not.toContain('Game ABCDEF is not active');
    expect(notify.error).toHaveBeenCalledWith('Game ABCDEF is not active');
  });
});

describe('one name per request', () => {
  const code = { gamecode: 'ABCDEF' };
  it.each([
    ['game', 'createGame', (s: Store) => s.dispatch(createGame({ name: 'Ana' }))],
    ['game', 'joinGame', (s: Store) => s.dispatch(joinGame({ ...code, name: 'Ana' }))],
    ['game', 'updateGameStatus', (s: Store) => s.dispatch(updateGameStatus({ ...code, status: 'active' }))],
    ['game', 'playAgain', (s: Store) => s.dispatch(playAgain(code))],
    ['game', 'leaveGame', (s: Store) => s.dispatch(leaveGame(code))],
    [
      'game',
      'updateSettings',
      (s: Store) => s.dispatch(updateSettings({ ...code, settings: { turnSeconds: 90 } })),
    ],
    [
      'players',
      'renameTeam',
      (s: Store) => s.dispatch(renameTeam({ ...code, team: 'team 1', name: 'Reds', emoji: '🦊' })),
    ],
    ['players', 'updateTeam', (s: Store) => s.dispatch(updateTeam({ ...code, team: 'team 1' }))],
    [
      'players',
      'movePlayer',
      (s: Store) => s.dispatch(movePlayer({ ...code, playerId: 'p2', team: 'team 2' })),
    ],
    ['players', 'removePlayer', (s: Store) => s.dispatch(removePlayer({ ...code, playerId: 'p2' }))],
    ['players', 'readmitPlayer', (s: Store) => s.dispatch(readmitPlayer({ ...code, playerId: 'p2' }))],
    ['players', 'shuffleTeams', (s: Store) => s.dispatch(shuffleTeams(code))],
    ['round', 'startTurn', (s: Store) => s.dispatch(startTurn(code))],
    ['round', 'confirmScores', (s: Store) => s.dispatch(confirmScores(code))],
    ['round', 'skipTurn', (s: Store) => s.dispatch(skipTurn(code))],
    [
      'cards',
      'updateCardStatus',
      (s: Store) =>
        s.dispatch(updateCardStatus({ ...code, index: 0, status: 'correct', roundStatus: 'in progress' })),
    ],
    ['cards', 'submitCardIdea', (s: Store) => s.dispatch(submitCardIdea({ card: { word: 'Beach' } }))],
    ['cards', 'addGameCard', (s: Store) => s.dispatch(addGameCard({ ...code, card: { word: 'Beach' } }))],
    ['cards', 'removeGameCard', (s: Store) => s.dispatch(removeGameCard({ ...code, cardId: 'game-1' }))],
  ] as const)('%s/%s is the action and the wire type', async (slice, type, run) => {
    const connection = fakeConnection();
    const result = await run(makeStore(connection));
    expect(result.type).toBe(`${slice}/${type}/fulfilled`);
    expect(connection.request).toHaveBeenCalledWith(type, expect.any(Object));
  });
});

describe('the game slice', () => {
  it('follows the game of the route, trimmed and upper-cased', () => {
    const { store } = storeAnswering();
    store.dispatch(followGame(' abcdef '));
    expect(store.getState().game.gamecode).toBe('ABCDEF');
    store.dispatch(followGame(''));
    expect(store.getState().game.gamecode).toBe('');
  });

  it('a join or a create does not change the game followed: the route does', async () => {
    const { store } = storeAnswering(accepted());
    await store.dispatch(joinGame({ gamecode: 'QWERTY', name: 'Ana' }));
    expect(store.getState().game.gamecode).toBe('');
  });

  it('keeps the newest view of each game, never an older one', () => {
    const { store } = storeAnswering();
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView({ version: 5 }) }));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView({ version: 3 }) }));
    expect(store.getState().game.views.ABCDEF?.version).toBe(5);
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView({ version: 6 }) }));
    expect(store.getState().game.views.ABCDEF?.version).toBe(6);
  });

  it('keeps the view of a game not followed yet, as on Create, where it comes before the code', () => {
    const { store } = storeAnswering();
    store.dispatch(viewReceived({ gamecode: 'QWERTY', view: lobbyView({ gamecode: 'QWERTY' }) }));
    store.dispatch(followGame('QWERTY'));
    expect(store.getState().game.views.QWERTY?.gamecode).toBe('QWERTY');
  });

  it('a reconnection drops the views of games not followed: they may have missed changes', () => {
    const { store } = storeAnswering();
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView() }));
    store.dispatch(viewReceived({ gamecode: 'QWERTY', view: lobbyView({ gamecode: 'QWERTY' }) }));
    store.dispatch(connected());
    expect(Object.keys(store.getState().game.views)).toEqual(['ABCDEF']);
    store.dispatch(leftGame());
    expect(store.getState().game).toMatchObject({ gamecode: '', views: {} });
  });

  it('a refusal of watchGame means the game is not open to this player, until a view arrives', async () => {
    const { store } = storeAnswering(refused('You are not a player in game ABCDEF'));
    store.dispatch(followGame('ABCDEF')); // the app asks for the view of the game followed
    await vi.waitFor(() =>
      expect(store.getState().game).toMatchObject({
        unavailable: 'You are not a player in game ABCDEF',
        loadFailure: null,
      }),
    );
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView() }));
    expect(store.getState().game.unavailable).toBeNull();
  });

  it.each([fallbackFor('watchGame'), NETWORK_ERROR, transientMessages.tooFast])(
    'a passing failure of watchGame (%s) is not a lost seat',
    async (message) => {
      const { store } = storeAnswering(refused(message));
      store.dispatch(followGame('ABCDEF'));
      await vi.waitFor(() =>
        expect(store.getState().game).toMatchObject({ unavailable: null, loadFailure: message }),
      );
      store.dispatch(followGame('QWERTY'));
      expect(store.getState().game.loadFailure).toBeNull();
    },
  );

  it('keeps the key of a refusal of watchGame beside its words, until a view arrives', async () => {
    const text = ownMessages.notInGame('ABCDEF');
    const errorRef = messageRef(text);
    const { store } = storeAnswering({
      ok: false,
      error: text,
      ...(errorRef ? { errorRef } : {}),
      serverTime: 0,
    });
    store.dispatch(followGame('ABCDEF'));
    await vi.waitFor(() =>
      expect(store.getState().game).toMatchObject({
        unavailable: text,
        failureRef: { key: 'own.notInGame', params: { code: 'ABCDEF' } },
      }),
    );
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: lobbyView() }));
    expect(store.getState().game.failureRef).toBeNull();
  });

  it('an answer about a game no longer followed changes nothing', async () => {
    const { store } = storeAnswering(never, refused('You are not a player in game ABCDEF'));
    store.dispatch(followGame('QWERTY'));
    await store.dispatch(watchGame({ gamecode: 'ABCDEF' }));
    expect(store.getState().game.unavailable).toBeNull();
  });

  it('watchGame sets no pending: it is not a player action', () => {
    const later = deferred<Ack>();
    const { store } = storeAnswering(later.promise);
    void store.dispatch(watchGame({ gamecode: 'ABCDEF' }));
    expect(store.getState().game.pending).toBe(false);
  });
});

describe('the cards slice', () => {
  it('sends a card idea as { card }', async () => {
    const { store, connection } = storeAnswering(accepted());
    await store.dispatch(submitCardIdea({ card: { word: 'Beach', forbidden: ['Sand'] } }));
    expect(connection.request).toHaveBeenCalledWith('submitCardIdea', {
      card: { word: 'Beach', forbidden: ['Sand'] },
    });
    expect(store.getState().cards).toMatchObject({ pending: false });
  });
});
