import { render } from '@testing-library/react';
import type { GameView } from '@unsayable/rules';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '../app/store.ts';
import { ConnectionContext } from '../net/connection-context.ts';
import { viewReceived } from '../state/game-slice.ts';
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
    store = makeStore(connection),
  }: {
    path: string;
    route: string;
    connection?: ReturnType<typeof fakeConnection>;
    store?: ReturnType<typeof makeStore>;
  },
) {
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

/** A game screen at its route, with this player's view of the game already in the store. */
export function renderGameScreen(
  screen: ReactNode,
  {
    route,
    view,
    connection = fakeConnection(),
  }: { route: string; view: GameView; connection?: ReturnType<typeof fakeConnection> },
) {
  const store = makeStore(connection);
  store.dispatch(viewReceived({ gamecode: view.gamecode, view }));
  return renderScreen(screen, { path: route.replace(':gamecode', view.gamecode), route, connection, store });
}
