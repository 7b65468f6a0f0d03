import { localizeMessage } from '../../i18n/english-messages.ts';
import { useText } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import type { Refusal } from './use-spectated-game.ts';

/** While the game is on its way, or why this page may not watch it (by the server's key, else its words). */
export function WatchLoading({ gamecode, refusal }: { gamecode: string; refusal: Refusal | null }) {
  const { t } = useText();
  if (!refusal) return <Spinner label={t('game.gate.loading', { gamecode })} />;
  return (
    <section className="panel">
      <h1>{t('tv.cannotShow', { gamecode })}</h1>
      <p role="alert">{localizeMessage(refusal.text, refusal.ref)}</p>
      <p className="actions">
        {/* A page load of its own: the home screen's connection is a player's, this page's is nobody's. */}
        <a className="button" href="/home">
          {t('shell.home')}
        </a>
      </p>
    </section>
  );
}
