import type { GameView } from '@unsayable/rules';
import { isOnline, nameOf } from '../../game/labels.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { skipTurn, startTurn } from '../../state/round-slice.ts';

/** Before the turn: the giver starts it; the host can skip an absent giver's turn. */
export function Preround({ view }: { view: GameView }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.round.pending);
  const { gamecode, gameplay: gp, you } = view;
  const giver = nameOf(view, gp.giverId);
  const isGiver = you?.role === 'giver';
  const giverAway = !isOnline(view, gp.giverId);

  return (
    <section className="panel phase preround" aria-label="Next turn">
      {isGiver ? (
        <>
          <p className="phase-lead">Your turn to give clues. Ready?</p>
          <p className="hint">
            Describe the word without saying any form or part of it, or any of its forbidden words.{' '}
            {view.settings.turnSeconds} seconds.
          </p>
          <button
            type="button"
            className="button primary big block"
            disabled={pending}
            onClick={() => void dispatch(startTurn({ gamecode }))}
          >
            Start turn
          </button>
        </>
      ) : (
        <p className="phase-lead" role="status">
          Waiting for {giver} to start
        </p>
      )}
      {you?.role === 'watcher' && <p className="hint">You hold the buzzer this turn.</p>}
      {you?.host && !isGiver && giverAway && (
        <div className="skip-turn">
          <p className="hint">{giver} is offline. You can skip their turn.</p>
          <button
            type="button"
            className="button block"
            disabled={pending}
            onClick={() => void dispatch(skipTurn({ gamecode }))}
          >
            Skip turn
          </button>
        </div>
      )}
    </section>
  );
}
