import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { clearSession } from '../net/saved-session.ts';
import { leaveGame, leftGame } from '../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { outOfGameAlready } from '../state/saved-game.ts';
import { DeviceToggles } from '../ui/device-toggles.tsx';
import { Logo } from '../ui/logo.tsx';
import { gamecodeOfPath, headerFor } from './navigation-rules.ts';

/** The page around every screen: the header with the logo and, in a game, Leave; the offline banner. */
export function Frame() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const connection = useAppSelector((s) => s.game.connection);
  const header = headerFor(location.pathname);
  const gamecode = gamecodeOfPath(location.pathname);

  const [leaving, setLeaving] = useState(false);

  // Leave waits for the server: only once it has let the player go (or they were out already) is
  // the session forgotten. A failure keeps them here, in the game, and the listener says why.
  const leave = async () => {
    if (gamecode) {
      setLeaving(true);
      const result = await dispatch(leaveGame({ gamecode }));
      setLeaving(false);
      if (leaveGame.rejected.match(result) && !outOfGameAlready(result.payload ?? '', gamecode)) return;
    }
    clearSession();
    dispatch(leftGame());
    navigate('/');
  };

  return (
    <div className={`frame header-${header.size}`}>
      <header className="site-header">
        <Logo size={header.size} />
        <DeviceToggles />
        {header.showLeave && (
          <button
            type="button"
            className="button leave"
            disabled={leaving}
            aria-busy={leaving}
            onClick={() => void leave()}
          >
            {leaving ? 'Leaving…' : 'Leave'}
          </button>
        )}
      </header>
      {connection === 'offline' && (
        <div className="offline-banner" role="status">
          You are offline. Reconnecting…
        </div>
      )}
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}
