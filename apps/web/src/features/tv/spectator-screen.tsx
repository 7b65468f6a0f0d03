import { useState } from 'react';
import { useText } from '../../i18n/i18n.ts';

import { useAppDispatch } from '../../state/hooks.ts';
import './tv.css';
import { stopSpectating, useSpectatedGame } from './use-spectated-game.ts';
import { WatchLoading } from './watch-unavailable.tsx';
import { WatchedGame } from './watched-game.tsx';

/**
 * A spectator's phone (/watch/{gamecode}, from the join screen's Watch): the game without a seat
 * and without the card, counted in the lobby's Spectators. Leave ends the watching; Join opens the
 * join form (a page of its own, where this browser is a player again).
 */
export default function SpectatorScreen() {
  const { gamecode, view, refusal } = useSpectatedGame('phone');
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const { t } = useText();

  const leave = async () => {
    setLeaving(true);
    await dispatch(stopSpectating({ gamecode }));
    window.location.assign('/home');
  };

  return (
    <div className="spectator">
      <div className="spectator-bar">
        <p className="spectator-note">{t('tv.spectatorNote', { gamecode })}</p>
        <div className="spectator-actions">
          {view?.status !== 'finished' && (
            <a className="button" href={`/home/join?code=${encodeURIComponent(gamecode)}`}>
              {t('tv.joinToPlay')}
            </a>
          )}
          <button
            type="button"
            className="button"
            disabled={leaving}
            aria-busy={leaving}
            onClick={() => void leave()}
          >
            {leaving ? t('tv.leaving') : t('shell.leave')}
          </button>
        </div>
      </div>
      {view ? (
        <WatchedGame view={view} qrSize={180} />
      ) : (
        <WatchLoading gamecode={gamecode} refusal={refusal} />
      )}
    </div>
  );
}
