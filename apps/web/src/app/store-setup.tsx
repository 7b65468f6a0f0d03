import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Connection, ConnectionEvents } from '../net/connection-types.ts';
import { connected, connectionChanged, displacedElsewhere, viewReceived } from '../state/game-slice.ts';
import { type AppStore, makeStore } from './store.ts';

/** The store of the app, what the connection's events do to it, and the provider around screens. */
export interface StoreSetup {
  store: AppStore;
  events: ConnectionEvents;
  StoreProvider: (props: { children: ReactNode }) => ReactNode;
}

export function setUpStore(connection: Connection): StoreSetup {
  const store = makeStore(connection);
  return {
    store,
    events: {
      onHello: () => store.dispatch(connected()),
      onView: (gamecode, view) => store.dispatch(viewReceived({ gamecode, view })),
      heldView: (gamecode) => store.getState().game.views[gamecode],
      onState: (state) => store.dispatch(connectionChanged(state)),
      onDisplaced: (message) => store.dispatch(displacedElsewhere(message)),
    },
    StoreProvider: ({ children }) => <Provider store={store}>{children}</Provider>,
  };
}
