import { useId } from 'react';
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

  return (
    <section className="panel host-panel" aria-label="Host controls">
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={shuffling}
          onClick={() => void dispatch(shuffleTeams({ gamecode }))}
        >
          Shuffle teams
        </button>
        <button
          type="button"
          className="button primary start-game"
          disabled={reason !== undefined || starting}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void dispatch(updateGameStatus({ gamecode, status: 'active' }))}
        >
          Start game
        </button>
      </div>
      {reason && (
        <p className="hint start-reason" id={reasonId}>
          {reason}
        </p>
      )}
    </section>
  );
}
