import './styles/fonts.ts';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { reportUncaughtFailures } from './app/report-failures.ts';
import { AppRoutes } from './app/routes.tsx';
import { type AppStore, makeStore } from './app/store.ts';
import { lazyConnection } from './net/connection.ts';
import { ConnectionContext } from './net/connection-context.ts';
import { loadSession } from './net/saved-session.ts';
import { connected, connectionChanged, viewReceived } from './state/game-slice.ts';
import { unlockAudioOnFirstTouch } from './ui/audio-unlock.ts';
import { applyTheme } from './ui/device-preferences.ts';

applyTheme();
unlockAudioOnFirstTouch();

// The store needs the connection (its thunks' extra argument) and the connection's events go to
// the store: the events wait for the store, which exists before any socket is opened.
let store: AppStore | undefined;
const connection = lazyConnection({
  onHello: () => store?.dispatch(connected()),
  onView: (gamecode, view) => store?.dispatch(viewReceived({ gamecode, view })),
  heldView: (gamecode) => store?.getState().game.views[gamecode],
  onState: (state) => store?.dispatch(connectionChanged(state)),
});
store = makeStore(connection);
reportUncaughtFailures(window, connection);
// A returning player is headed for their game: connect at once.
if (loadSession().gamecode) connection.warm();

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <ConnectionContext.Provider value={connection}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ConnectionContext.Provider>
    </Provider>
  </StrictMode>,
);
