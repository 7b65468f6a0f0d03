import { tvLink, typedTvAddress } from '../../game/invite-link.ts';
import { useText } from '../../i18n/i18n.ts';

/**
 * Who watches without a seat, and how to put the game on a TV: the TV board's address to type
 * into the TV's browser, or this tab to cast (it takes no seat and never shows the card). No QR
 * code of its own: the invite's is the one guests scan. One row at the foot of the invite, so the
 * host's lobby still fits a phone in two screens.
 */
export function WatchingPanel({ gamecode, spectators }: { gamecode: string; spectators: number }) {
  const link = tvLink(gamecode);
  const { t, number } = useText();
  return (
    <div className="watching">
      <p className="spectator-count">{t('lobby.spectators', { count: number(spectators) })}</p>
      <details className="tv-invite">
        <summary>{t('lobby.tv.show')}</summary>
        <p className="hint">{t('lobby.tv.typeAddress')}</p>
        <p className="tv-address">{typedTvAddress(gamecode)}</p>
        <p className="hint">{t('lobby.tv.cast')}</p>
        <p>
          <a href={link} target="_blank" rel="noopener">
            {t('lobby.tv.open')}
          </a>
        </p>
      </details>
    </div>
  );
}
