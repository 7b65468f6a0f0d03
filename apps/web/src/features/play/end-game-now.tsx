import { useId, useRef } from 'react';
import { updateGameStatus } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';

/** The host's way out: ends the game with the scores as they stand, after asking. */
export function EndGameNow({ gamecode }: { gamecode: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.game.pending);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const end = () => {
    dialog.current?.close();
    void dispatch(updateGameStatus({ gamecode, status: 'finished' }));
  };

  return (
    <div className="end-game-now">
      <button
        type="button"
        className="button danger"
        disabled={pending}
        onClick={() => dialog.current?.showModal()}
      >
        End game now
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>End the game now?</h2>
        <p>The scores as they stand are final, and everyone goes to the end screen.</p>
        <div className="actions">
          <button type="button" className="button danger" onClick={end}>
            End game
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Keep playing
          </button>
        </div>
      </dialog>
    </div>
  );
}
