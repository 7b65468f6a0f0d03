import './styles/fonts.ts';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reportUncaughtFailures } from './app/report-failures.ts';
import { AppRoutes } from './app/routes.tsx';
import { StoreLoaderContext, storeLoader } from './app/store-loader.ts';
import { unlockAudioOnFirstTouch } from './game/audio-unlock.ts';
import { loadAreas, startI18n } from './i18n/i18n.ts';
import { lazyConnection } from './net/connection.ts';
import { ConnectionContext } from './net/connection-context.ts';
import { loadSession } from './net/saved-session.ts';
import { applyTheme } from './preferences/device-preferences.ts';

applyTheme();
unlockAudioOnFirstTouch();

// The store needs the connection (its thunks' extra argument) and the connection's events go to
// the store: both are loaded on first need, and the events wait for the store. Its toasts speak
// the game area's strings, which load with it.
const stores = storeLoader(() =>
  Promise.all([import('./app/store-setup.tsx'), loadAreas('game')]).then(([{ setUpStore }]) =>
    setUpStore(connection),
  ),
);
const connection = lazyConnection(stores.connectionEvents);
reportUncaughtFailures(window, connection);
// A returning player is headed for their game: connect at once.
if (loadSession().gamecode) connection.warm();

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
// The first screen shows in the player's language: its strings come first. (Not a top-level
// await: the bundler would then keep shared modules out of this chunk.)
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <StoreLoaderContext.Provider value={stores}>
        <ConnectionContext.Provider value={connection}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ConnectionContext.Provider>
      </StoreLoaderContext.Provider>
    </StrictMode>,
  ),
);
