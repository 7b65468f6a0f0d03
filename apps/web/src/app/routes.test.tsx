// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../net/saved-session.ts';
import { fakeConnection } from '../testing/fake-connection.ts';
import { ConnectionContext } from './hooks.ts';
import { AppRoutes } from './routes.tsx';
import { makeStore } from './store.ts';

vi.mock('../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderApp(path: string) {
  const connection = fakeConnection();
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

beforeEach(() => localStorage.clear());
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

  it('an unknown address shows page not found', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
