import { useId } from 'react';
import { localizeMessage } from '../../i18n/english-messages.ts';
import { useText } from '../../i18n/i18n.ts';
import { updateGameStatus } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { shuffleTeams } from '../../state/players-slice.ts';

/** The host's lobby controls: Shuffle teams and Start game (disabled, with the reason, until it can). */
export function HostPanel({ gamecode, problems }: { gamecode: string; problems: string[] }) {
  const dispatch = useAppDispatch();
  const starting = useAppSelector((s) => s.game.pending);
  const shuffling = useAppSelector((s) => s.players.pending);
  const reasonId = useId();
  const reason = problems[0];
  const { t } = useText();
  return (
    <section className="panel host-panel" aria-label={t('lobby.host.controls')}>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={shuffling}
          onClick={() => void dispatch(shuffleTeams({ gamecode }))}
        >
          {t('lobby.host.shuffle')}
        </button>
        <button
          type="button"
          className="button primary start-game"
          disabled={reason !== undefined || starting}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void dispatch(updateGameStatus({ gamecode, status: 'active' }))}
        >
          {t('lobby.host.start')}
        </button>
      </div>
      {reason && (
        <p className="hint start-reason" id={reasonId}>
          {localizeMessage(reason)}
        </p>
      )}
    </section>
  );
}
