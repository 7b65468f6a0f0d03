import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ConnectionContext } from '../app/hooks.ts';
import { makeStore } from '../app/store.ts';
import { fakeConnection } from './fake-connection.ts';

/** Where the screen sent the player: shown by a stand-in route so a test can read it. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** A screen with the app's store, a fake connection and a router starting at `path`. */
export function renderScreen(
  screen: ReactNode,
  {
    path,
    route,
    connection = fakeConnection(),
  }: { path: string; route: string; connection?: ReturnType<typeof fakeConnection> },
) {
  const store = makeStore(connection);
  const view = render(
    <Provider store={store}>
      <ConnectionContext.Provider value={connection}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </ConnectionContext.Provider>
    </Provider>,
  );
  return { ...view, store, connection };
}
