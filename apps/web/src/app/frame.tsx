import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountButton } from '../ui/account-button.tsx';
import { Logo } from '../ui/logo.tsx';
import { BackToGame } from './back-to-game.tsx';
import { DeviceToggles } from './device-toggles.tsx';
import { useHeaderHeight } from './header-height.ts';
import { gamecodeOfPath, headerFor, isGamePath } from './navigation-rules.ts';
import { useStoreLoaded } from './store-loader.ts';

const LeaveButton = lazy(() => import('./frame-game-parts.tsx').then((m) => ({ default: m.FrameLeave })));
const OfflineBanner = lazy(() =>
  import('./frame-game-parts.tsx').then((m) => ({ default: m.FrameOfflineBanner })),
);

/**
 * The page around every screen: the header with the logo, the switches, Account and, in a game,
 * Leave; the offline banner; outside the game, the way back to it.
 */
export function Frame() {
  const location = useLocation();
  const header = headerFor(location.pathname);
  const gamecode = gamecodeOfPath(location.pathname);
  // Before the store is loaded there is no connection in use, so nothing to be offline from.
  const storeLoaded = useStoreLoaded();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  return (
    <div className={`frame header-${header.size}`}>
      <header ref={headerRef} className="site-header">
        <Logo size={header.size} />
        <DeviceToggles />
        <AccountButton />
        {header.leave && (
          <Suspense fallback={null}>
            <LeaveButton gamecode={gamecode} screen={header.leave} />
          </Suspense>
        )}
      </header>
      {!isGamePath(location.pathname) && <BackToGame />}
      {storeLoaded && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}
