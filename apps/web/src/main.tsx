import './styles/fonts.ts';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ConnectionContext } from './app/hooks.ts';
import { AppRoutes } from './app/routes.tsx';
import { makeStore } from './app/store.ts';
import { lazyConnection } from './net/connection.ts';
import { loadSession } from './net/saved-session.ts';
import { connectionChanged, gameUnavailable, playerKnown, viewReceived } from './state/game-slice.ts';

let dispatch: ReturnType<typeof makeStore>['dispatch'] | undefined;
const connection = lazyConnection({
  onView: (gamecode, view) => dispatch?.(viewReceived({ gamecode, view })),
  onUnavailable: (gamecode, message) => dispatch?.(gameUnavailable({ gamecode, message })),
  onState: (state) => dispatch?.(connectionChanged(state)),
  onPlayer: (playerId) => dispatch?.(playerKnown(playerId)),
});
// A returning player is headed for their game: connect at once.
if (loadSession().gamecode) connection.warm();
const store = makeStore(connection);
dispatch = store.dispatch;

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
