import type { GameView } from '@unsayable/rules';
import { nameOf } from '../../game/labels.ts';
import { useSecondsLeft } from '../../game/use-turn-clock.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { pauseTurn, resumeTurn } from '../../state/round-slice.ts';

/** What everyone sees while the turn's clock is stopped: Paused, and why. */
export function PausedNotice({ view }: { view: GameView }) {
  const pause = view.gameplay.pause;
  const giveUpIn = useSecondsLeft(pause?.giveUpAt ?? null);
  if (!pause) return null;
  const giver = nameOf(view, view.gameplay.giverId);
  const isGiver = view.you?.role === 'giver';
  let reason = 'The host paused the turn. The clock goes on when they resume it.';
  if (pause.giveUpAt !== null) {
    reason = `${giver} lost their connection. The turn goes on when they are back`;
    reason += giveUpIn === null ? '.' : `, or ends in ${giveUpIn} ${giveUpIn === 1 ? 'second' : 'seconds'}.`;
  } else if (view.you?.host) {
    reason = 'You paused the turn. Resume turn lets the clock go on.';
  } else if (isGiver) {
    reason = 'The host paused the turn. Keep the card to yourself until it resumes.';
  }
  return (
    <div className="paused-notice" role="status">
      <p className="paused-title">Paused</p>
      <p className="hint">{reason}</p>
    </div>
  );
}

/** The host's Pause turn and Resume turn. Resume waits while the giver is away. */
export function PauseControls({ view }: { view: GameView }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.round.pending);
  const { gamecode } = view;
  const pause = view.gameplay.pause;
  if (!view.you?.host) return null;
  if (!pause?.byHost) {
    return (
      <div className="pause-controls">
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={() => void dispatch(pauseTurn({ gamecode }))}
        >
          Pause turn
        </button>
      </div>
    );
  }
  const giverAway = pause.giveUpAt !== null;
  return (
    <div className="pause-controls">
      <button
        type="button"
        className="button primary"
        disabled={pending || giverAway}
        onClick={() => void dispatch(resumeTurn({ gamecode }))}
      >
        Resume turn
      </button>
      {giverAway && <p className="hint">You can resume once the clue giver is back.</p>}
    </div>
  );
}
