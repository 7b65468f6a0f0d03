import { tvLink } from '../../game/invite-link.ts';
import { LinkQr } from '../../game/link-qr.tsx';
import { useText } from '../../i18n/i18n.ts';

/**
 * Who watches without a seat, and how to put the game on a TV: the TV board's own QR code (a
 * laptop or smart TV opens it; it takes no seat and never shows the card) and its link. One row at
 * the foot of the invite, so the host's lobby still fits a phone in two screens.
 */
export function WatchingPanel({ gamecode, spectators }: { gamecode: string; spectators: number }) {
  const link = tvLink(gamecode);
  const { t, number } = useText();
  return (
    <div className="watching">
      <p className="spectator-count">{t('lobby.spectators', { count: number(spectators) })}</p>
      <details className="tv-invite">
        <summary>{t('lobby.tv.show')}</summary>
        <p className="hint">{t('lobby.tv.hint')}</p>
        <LinkQr className="tv-qr" link={link} size={148} title={t('lobby.tv.qr', { gamecode })} />
        <p>
          <a href={link} target="_blank" rel="noopener">
            {t('lobby.tv.open')}
          </a>
        </p>
      </details>
    </div>
  );
}
