import { useState } from 'react';
import { localizeMessage } from '../i18n/english-messages.ts';
import { useText } from '../i18n/i18n.ts';
import { useConnection } from '../net/connection-context.ts';
import { tookGameBack } from '../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';

/**
 * The game screen of a device whose player opened the game on another (one device at a
 * time in a game). Play here takes it back: the socket opens again, the server hands the game to
 * this device (the other one is told so in turn), and the app asks for the view as after any
 * reconnection. Null while the game is this device's.
 */
export function PlayHere({ gamecode }: { gamecode: string }) {
  const displaced = useAppSelector((s) => (s.game.gamecode === gamecode ? s.game.displaced : null));
  const dispatch = useAppDispatch();
  const connection = useConnection();
  const [taking, setTaking] = useState(false);
  const { t } = useText();
  if (!displaced) return null;

  const playHere = async () => {
    setTaking(true);
    dispatch(tookGameBack());
    await connection.reconnect();
    setTaking(false);
  };

  return (
    <section className="panel" aria-labelledby="play-here-title">
      <h1 id="play-here-title">{t('game.elsewhere.title', { gamecode })}</h1>
      <p role="alert">{localizeMessage(displaced)}</p>
      <p className="actions">
        <button
          type="button"
          className="button primary"
          disabled={taking}
          aria-busy={taking}
          onClick={() => void playHere()}
        >
          {t('game.elsewhere.playHere')}
        </button>
      </p>
    </section>
  );
}

/** Whether the game on screen went to another device of this player. */
export function useDisplaced(gamecode: string): boolean {
  return useAppSelector((s) => s.game.gamecode === gamecode && s.game.displaced !== null);
}
