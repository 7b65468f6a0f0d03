import type { GameView } from '@unsayable/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../app/store.ts';
import type { Ack } from '../net/socket.ts';
import { accepted, deferred, fakeConnection, refused } from '../testing/fake-connection.ts';
import { notify } from '../ui/notify.ts';
import { submitCardIdea, updateCardStatus } from './cards-slice.ts';
import {
  clearGameErrors,
  createGame,
  followGame,
  gameUnavailable,
  joinGame,
  viewReceived,
} from './game-slice.ts';
import { updateTeam } from './players-slice.ts';
import { updateRoundStatus } from './round-slice.ts';

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
    run: (store: Store) => store.dispatch(createGame({ name: 'Ana', settings: {} })),
  },
  {
    slice: 'players',
    prefix: 'players/updateTeam',
    request: 'updateTeam',
    run: (store: Store) => store.dispatch(updateTeam({ gamecode: 'ABCDEF', team: 'team 1' })),
  },
  {
    slice: 'round',
    prefix: 'round/updateRoundStatus',
    request: 'startTurn',
    run: (store: Store) => store.dispatch(updateRoundStatus({ gamecode: 'ABCDEF' })),
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

function storeAnswering(...acks: (Ack | Promise<Ack>)[]) {
  const queue = [...acks];
  const connection = fakeConnection(() => queue.shift() ?? accepted());
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
    expect(sliceOf(store, slice)).toMatchObject({ pending: false, error: null });
  });

  it('sets pending on a request and clears the previous error', async () => {
    const later = deferred<Ack>();
    const { store, connection } = storeAnswering(refused('First try failed'), later.promise);
    await run(store);
    expect(sliceOf(store, slice).error).not.toBeNull();

    const second = run(store);
    expect(sliceOf(store, slice)).toMatchObject({ pending: true, error: null });
    later.resolve(accepted());
    await second;
    expect(sliceOf(store, slice)).toMatchObject({ pending: false, error: null });
    expect(connection.request).toHaveBeenLastCalledWith(request, expect.anything());
  });

  it('clears pending on success', async () => {
    const { store } = storeAnswering(accepted());
    const result = await run(store);
    expect(result.type).toBe(`${prefix}/fulfilled`);
    expect(sliceOf(store, slice)).toEqual(expect.objectContaining({ pending: false, error: null }));
  });

  it('clears pending on failure and stores { type, message }, shown as a toast', async () => {
    const { store } = storeAnswering(refused('Game ABCDEF is not active'));
    const result = await run(store);
    expect(result.type).toBe(`${prefix}/rejected`);
    expect(sliceOf(store, slice)).toMatchObject({
      pending: false,
      error: { type: `${prefix}/rejected`, message: 'Game ABCDEF is not active' },
    });
    expect(notify.error).toHaveBeenCalledWith('Game ABCDEF is not active');
  });
});

describe('the game slice', () => {
  it('clearGameErrors resets the game error', async () => {
    const { store } = storeAnswering(refused('Game code ABCDEF does not exist!'));
    await store.dispatch(joinGame({ gamecode: 'ABCDEF', name: 'Ana' }));
    expect(store.getState().game.error).toEqual({
      type: 'game/joinGame/rejected',
      message: 'Game code ABCDEF does not exist!',
    });
    store.dispatch(clearGameErrors());
    expect(store.getState().game.error).toBeNull();
  });

  it('records the game code when a join succeeds (trimmed, upper-cased)', async () => {
    const { store, connection } = storeAnswering(accepted());
    await store.dispatch(joinGame({ gamecode: ' abcdef ', name: 'Ana' }));
    expect(store.getState().game.gamecode).toBe('ABCDEF');
    expect(connection.request).toHaveBeenCalledWith('joinGame', { gamecode: ' abcdef ', name: 'Ana' });
  });

  it('does not record the code of a join that failed', async () => {
    const { store } = storeAnswering(refused("ABCDEF is finished and can't be joined!"));
    await store.dispatch(joinGame({ gamecode: 'ABCDEF', name: 'Ana' }));
    expect(store.getState().game.gamecode).toBe('');
  });

  it('records the code of a game it created', async () => {
    const { store } = storeAnswering(accepted({ gamecode: 'QWERTY' }));
    await store.dispatch(createGame({ name: 'Ana', settings: {} }));
    expect(store.getState().game.gamecode).toBe('QWERTY');
  });

  it('viewReceived ignores an older version of the followed game, and other games', () => {
    const { store } = storeAnswering();
    const view = (version: number, gamecode = 'ABCDEF') => ({ gamecode, version }) as unknown as GameView;
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: view(5) }));
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: view(3) }));
    expect(store.getState().game.view?.version).toBe(5);
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: view(6) }));
    expect(store.getState().game.view?.version).toBe(6);
    store.dispatch(viewReceived({ gamecode: 'ZZZZZZ', view: view(9, 'ZZZZZZ') }));
    expect(store.getState().game.view?.version).toBe(6);
  });

  it("keeps the server's refusal to show the followed game until a view arrives or another game is followed", () => {
    const { store } = storeAnswering();
    const view = { gamecode: 'ABCDEF', version: 1 } as unknown as GameView;
    store.dispatch(followGame('ABCDEF'));
    store.dispatch(gameUnavailable({ gamecode: 'ZZZZZZ', message: 'not this one' }));
    expect(store.getState().game.unavailable).toBeNull();
    store.dispatch(gameUnavailable({ gamecode: 'ABCDEF', message: 'You are not a player in game ABCDEF' }));
    expect(store.getState().game.unavailable).toBe('You are not a player in game ABCDEF');
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view }));
    expect(store.getState().game.unavailable).toBeNull();
    store.dispatch(gameUnavailable({ gamecode: 'ABCDEF', message: 'gone' }));
    store.dispatch(followGame('QWERTY'));
    expect(store.getState().game.unavailable).toBeNull();
  });
});

describe('the cards slice', () => {
  it('sends a card idea as { card }', async () => {
    const { store, connection } = storeAnswering(accepted());
    await store.dispatch(submitCardIdea({ word: 'Beach', forbidden: ['Sand'] }));
    expect(connection.request).toHaveBeenCalledWith('submitCardIdea', {
      card: { word: 'Beach', forbidden: ['Sand'] },
    });
    expect(store.getState().cards).toMatchObject({ pending: false, error: null });
  });
});
