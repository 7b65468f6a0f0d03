import type { RemovedPlayerView } from '@unsayable/rules';
import { useId } from 'react';
import { useText } from '../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { readmitPlayer } from '../state/players-slice.ts';

/**
 * The host's list of the players they removed, who cannot join this game again until let back in:
 * one button each. Nobody else's view holds the list (the rules give it to the host alone).
 */
export function RemovedPlayers({
  gamecode,
  players,
}: {
  gamecode: string;
  players: RemovedPlayerView[] | null;
}) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.players.pending);
  const headingId = useId();
  const { t } = useText();
  if (!players?.length) return null;
  return (
    <section className="removed-players" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('game.removed.title')}</h2>
      <p className="hint">{t('game.removed.hint')}</p>
      <ul className="players">
        {players.map(({ playerId, name }) => (
          <li key={playerId} className="player-row">
            <button
              type="button"
              className="button small"
              disabled={pending}
              onClick={() => void dispatch(readmitPlayer({ gamecode, playerId }))}
            >
              {t('game.removed.letBackIn', { name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
