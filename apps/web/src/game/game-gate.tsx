import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localizeMessage } from '../i18n/english-messages.ts';
import { useText } from '../i18n/i18n.ts';
import { useAppSelector } from '../state/hooks.ts';
import { Spinner } from '../ui/spinner.tsx';

/** After this long without a view, say that it is slow (the connection, most likely). */
const SLOW_MS = 8000;

/**
 * While the first view of the game is on its way. If the server refuses to show it (not a
 * player of it, no such game), say so at once with the server's words and a way to join; if it
 * failed for a passing reason (the network, a server error), say so while it is asked again.
 */
export function GameLoading({ gamecode }: { gamecode: string }) {
  const [slow, setSlow] = useState(false);
  const followed = useAppSelector((s) => s.game.gamecode === gamecode);
  const unavailable = useAppSelector((s) => s.game.unavailable);
  const loadFailure = useAppSelector((s) => s.game.loadFailure);
  // The server's key for either, when it named one: shown by it rather than by the English words.
  const ref = useAppSelector((s) => s.game.failureRef) ?? undefined;
  const { t } = useText();
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  if (followed && unavailable) {
    return (
      <section className="panel">
        <h1>{t('game.gate.notOpen', { gamecode })}</h1>
        <p role="alert">{localizeMessage(unavailable, ref)}</p>
        <p className="actions">
          <Link className="button primary" to={`/home/join?code=${encodeURIComponent(gamecode)}`}>
            {t('game.gate.join', { gamecode })}
          </Link>
          <Link className="button" to="/home">
            {t('shell.home')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <Spinner label={t('game.gate.loading', { gamecode })} />
      {followed && loadFailure ? (
        <p className="hint" role="alert">
          {t('game.gate.retrying', { failure: localizeMessage(loadFailure, ref) })}
        </p>
      ) : (
        slow && (
          <p className="hint" role="status">
            {t('game.gate.slow', { gamecode })}
          </p>
        )
      )}
    </>
  );
}

/** Someone who is not (or no longer) a player of this game. */
export function NotMember({ gamecode }: { gamecode: string }) {
  const { t } = useText();
  return (
    <section className="panel">
      <h1>{t('game.gate.notMember', { gamecode })}</h1>
      <p>{t('game.gate.joinToPlay')}</p>
      <p className="actions">
        <Link className="button primary" to={`/home/join?code=${encodeURIComponent(gamecode)}`}>
          {t('game.gate.join', { gamecode })}
        </Link>
      </p>
    </section>
  );
}
