// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Ack } from '@unsayable/rules';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionContext } from '../net/connection-context.ts';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { markSavedGame } from '../net/saved-game-live.ts';
import { loadSession, saveSession } from '../net/saved-session.ts';
import { accepted, deferred, fakeConnection, refused } from '../testing/fake-connection.ts';
import { AppRoutes } from './routes.tsx';
import { makeStore } from './store.ts';

vi.mock('../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderApp(path: string, connection = fakeConnection()) {
  render(
    <Provider store={makeStore(connection)}>
      <ConnectionContext.Provider value={connection}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Address />
        </MemoryRouter>
      </ConnectionContext.Provider>
    </Provider>,
  );
}

const address = () => screen.getByTestId('address').textContent;

beforeEach(() => {
  localStorage.clear();
  markSavedGame('ABCDEF', false);
});
afterEach(cleanup);

describe('the address on startup', () => {
  it('/ goes to the start screen', async () => {
    renderApp('/');
    await waitFor(() => expect(address()).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Create game' })).toBeTruthy();
  });

  it('/?code= opens the join form with the code filled in', async () => {
    renderApp('/?code=qwerty');
    await waitFor(() => expect(address()).toBe('/home/join?code=qwerty'));
    expect(((await screen.findByLabelText('Game code')) as HTMLInputElement).value).toBe('QWERTY');
  });

  it('/ with a saved game goes back to its lobby', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    renderApp('/');
    await waitFor(() => expect(address()).toBe('/waiting/ABCDEF'));
  });

  it('a saved game does not override an invite', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    renderApp('/?code=QWERTY');
    await waitFor(() => expect(address()).toBe('/home/join?code=QWERTY'));
  });

  it('/{code}, the short address a TV shows, opens the join form with the code filled in', async () => {
    renderApp('/abc234');
    await waitFor(() => expect(address()).toBe('/home/join?code=ABC234'));
    expect(((await screen.findByLabelText('Game code')) as HTMLInputElement).value).toBe('ABC234');
  });

  it('one word that is no code shows page not found', async () => {
    renderApp('/nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('an unknown address shows page not found', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Unsayable');
  });

  it('the tab is titled after the screen, not after the page the app was opened at', async () => {
    document.title = 'Join game ABC234 on Unsayable';
    renderApp('/home/create');
    await waitFor(() => expect(document.title).toBe('Create game · Unsayable'));
  });
});

describe('a saved game on startup, as an app opened from the home screen finds it', () => {
  const verifying = (answer: Ack | Promise<Ack>) =>
    fakeConnection((type) => (type === 'verifyGame' ? answer : new Promise<Ack>(() => {})));

  beforeEach(() => saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' }));

  it('still open: /home goes back to its lobby', async () => {
    const connection = verifying(accepted());
    renderApp('/home', connection);
    await waitFor(() => expect(address()).toBe('/waiting/ABCDEF'));
    expect(connection.request).toHaveBeenCalledWith('verifyGame', { gamecode: 'ABCDEF' });
  });

  it.each([
    ['has ended', "ABCDEF is finished and can't be joined!"],
    ['is gone', 'Game code ABCDEF does not exist!'],
  ])('%s: the start screen stays, and the saved code is forgotten', async (_what, answer) => {
    const connection = verifying(refused(answer));
    renderApp('/home', connection);
    await waitFor(() => expect(loadSession().gamecode).toBeNull());
    expect(address()).toBe('/home');
    expect(await screen.findByRole('link', { name: 'Create game' })).toBeTruthy();
    expect(loadSession()).toEqual({ playerId: 'p1', playerName: 'Ana', gamecode: null });
  });

  it('the same from /', async () => {
    renderApp('/', verifying(refused("ABCDEF is finished and can't be joined!")));
    await waitFor(() => expect(loadSession().gamecode).toBeNull());
    expect(address()).toBe('/home');
  });

  it('a network failure is no answer: the lobby is opened as before, and asks again itself', async () => {
    renderApp('/home', verifying(refused(NETWORK_ERROR)));
    await waitFor(() => expect(address()).toBe('/waiting/ABCDEF'));
    expect(loadSession().gamecode).toBe('ABCDEF');
  });

  it('someone who has moved on before the answer stays where they went', async () => {
    const answer = deferred<Ack>();
    renderApp('/home', verifying(answer.promise));
    (await screen.findByRole('link', { name: 'Create game' })).click();
    await waitFor(() => expect(address()).toBe('/home/create'));
    answer.resolve(accepted());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(address()).toBe('/home/create');
  });
});

describe('a saved game on a screen outside the game', () => {
  const verifying = (answer: Ack | Promise<Ack>) =>
    fakeConnection((type) => (type === 'verifyGame' ? answer : new Promise<Ack>(() => {})));
  const backToGame = () => screen.findByRole('link', { name: 'Back to your game ABCDEF' });

  beforeEach(() => saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' }));

  it('a deck’s page asks once whether the game is open, stays, and offers the way back', async () => {
    const connection = verifying(accepted());
    renderApp('/decks/new', connection);
    expect((await backToGame()).getAttribute('href')).toBe('/waiting/ABCDEF');
    expect(address()).toBe('/decks/new');
    expect(connection.request.mock.calls.filter(([type]) => type === 'verifyGame')).toHaveLength(1);
  });

  it('the account’s page too', async () => {
    renderApp('/account', verifying(accepted()));
    expect(await backToGame()).toBeTruthy();
    expect(address()).toBe('/account');
  });

  it('a game that has ended is not offered, and its code is forgotten', async () => {
    renderApp('/decks/new', verifying(refused("ABCDEF is finished and can't be joined!")));
    await waitFor(() => expect(loadSession().gamecode).toBeNull());
    expect(screen.queryByRole('link', { name: /Back to your game/ })).toBeNull();
  });

  it('the join form has the live game’s code filled in, and the way back', async () => {
    renderApp('/home/join', verifying(accepted()));
    expect(await backToGame()).toBeTruthy();
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Game code')) as HTMLInputElement).value).toBe('ABCDEF'),
    );
  });

  it('an invite’s code stays the join form’s', async () => {
    renderApp('/home/join?code=QWERTY', verifying(accepted()));
    expect(await backToGame()).toBeTruthy();
    expect(((await screen.findByLabelText('Game code')) as HTMLInputElement).value).toBe('QWERTY');
  });
});
