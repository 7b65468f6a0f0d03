import { tvLink } from '../../game/invite-link.ts';
import { LinkQr } from '../../game/link-qr.tsx';

/**
 * Who watches without a seat, and how to put the game on a TV: the TV board's own QR code (a
 * laptop or smart TV opens it; it takes no seat and never shows the card) and its link. One row at
 * the foot of the invite, so the host's lobby still fits a phone in two screens.
 */
export function WatchingPanel({ gamecode, spectators }: { gamecode: string; spectators: number }) {
  const link = tvLink(gamecode);
  return (
    <div className="watching">
      <p className="spectator-count">Spectators: {spectators}</p>
      <details className="tv-invite">
        <summary>Show on a TV</summary>
        <p className="hint">
          Scan this on a laptop or smart TV (or open the link there): it shows the scores, whose turn it is
          and the countdown for the whole room, never the card.
        </p>
        <LinkQr
          className="tv-qr"
          link={link}
          size={148}
          title={`QR code of the TV board of game ${gamecode}`}
        />
        <p>
          <a href={link} target="_blank" rel="noopener">
            Open the TV board
          </a>
        </p>
      </details>
    </div>
  );
}
