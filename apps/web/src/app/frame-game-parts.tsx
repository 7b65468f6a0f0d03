import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../i18n/i18n.ts';
import { clearSession } from '../net/saved-session.ts';
import { leaveGame, leftGame } from '../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { outOfGameAlready } from '../state/saved-game.ts';
import { WithStore } from './with-store.tsx';

/**
 * The parts of the frame that need the store, loaded with it: Leave, in a game, and the offline
 * banner, which only a connection in use can raise.
 */

/**
 * Leave waits for the server: only once it has let the player go (or they were out already) is
 * the session forgotten. A failure keeps them here, in the game, and the listener says why.
 */
function LeaveButton({ gamecode }: { gamecode: string | null }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const { t } = useText();

  const leave = async () => {
    if (gamecode) {
      setLeaving(true);
      const result = await dispatch(leaveGame({ gamecode }));
      setLeaving(false);
      if (
        leaveGame.rejected.match(result) &&
        !outOfGameAlready(result.payload ?? '', gamecode, result.meta.errorRef)
      )
        return;
    }
    clearSession();
    dispatch(leftGame());
    navigate('/');
  };

  return (
    <button
      type="button"
      className="button leave"
      disabled={leaving}
      aria-busy={leaving}
      onClick={() => void leave()}
    >
      {leaving ? t('shell.leaving') : t('shell.leave')}
    </button>
  );
}

function OfflineBanner() {
  const connection = useAppSelector((s) => s.game.connection);
  const { t } = useText();
  if (connection !== 'offline') return null;
  return (
    <div className="offline-banner" role="status">
      {t('shell.offline')}
    </div>
  );
}

export function FrameLeave({ gamecode }: { gamecode: string | null }) {
  return (
    <WithStore>
      <LeaveButton gamecode={gamecode} />
    </WithStore>
  );
}

export function FrameOfflineBanner() {
  return (
    <WithStore>
      <OfflineBanner />
    </WithStore>
  );
}
