import { useId, useRef } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { updateGameStatus } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';

/** The host's way out: ends the game with the scores as they stand, after asking. */
export function EndGameNow({ gamecode }: { gamecode: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.game.pending);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useText();

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
        {t('play.endNow')}
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('play.endNow.title')}</h2>
        <p>{t('play.endNow.body')}</p>
        <div className="actions">
          <button type="button" className="button danger" onClick={end}>
            {t('play.endNow.confirm')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('play.endNow.cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
