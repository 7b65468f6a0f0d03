import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { headerFor } from '../app/navigation-rules.ts';
import { clearSession } from '../net/saved-session.ts';
import { leaveGame, leftGame } from '../state/game-slice.ts';
import { Logo } from './logo.tsx';

export function Frame() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const gamecode = useAppSelector((s) => s.game.gamecode);
  const connection = useAppSelector((s) => s.game.connection);
  const header = headerFor(location.pathname);

  const leave = () => {
    if (gamecode) void dispatch(leaveGame({ gamecode }));
    clearSession();
    dispatch(leftGame());
    navigate('/');
  };

  return (
    <div className={`frame header-${header.size}`}>
      <header className="site-header">
        <Logo size={header.size} />
        {header.showLeave && (
          <button type="button" className="button leave" onClick={leave}>
            Leave
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
