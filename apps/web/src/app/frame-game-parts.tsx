import { normalizeGamecode } from '@unsayable/rules';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../i18n/i18n.ts';
import { clearSession } from '../net/saved-session.ts';
import { leaveGame, leftGame } from '../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { outOfGameAlready } from '../state/saved-game.ts';
import { leaveWarning } from './leave-warning.ts';
import type { LeaveScreen } from './navigation-rules.ts';
import { WithStore } from './with-store.tsx';

/**
 * The parts of the frame that need the store, loaded with it: Leave, in a game, and the offline
 * banner, which only a connection in use can raise.
 */

/**
 * Leave asks first, naming what is lost (`leaveWarning`), with Stay the choice in focus: one tap
 * must not drop a seat. Then it waits for the server: only once it has let the player go (or they
 * were out already) is the session forgotten. A failure keeps them here, in the game, and the
 * listener says why.
 */
function LeaveButton({ gamecode, screen }: { gamecode: string | null; screen: LeaveScreen }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const view = useAppSelector((s) => (gamecode ? s.game.views[normalizeGamecode(gamecode)] : undefined));
  const { t } = useText();
  const warning = leaveWarning(screen, gamecode ? normalizeGamecode(gamecode) : '', view ?? null);

  const ask = () => {
    dialog.current?.showModal();
    stay.current?.focus();
  };

  const leave = async () => {
    dialog.current?.close();
    if (gamecode) {
      setLeaving(true);
      const result = await dispatch(leaveGame({ gamecode }));
      setLeaving(false);
      if (
        leaveGame.rejected.match(result) &&
        !outOfGameAlready(result.payload ?? '', gamecode, result.meta.errorRef)
      )
        return;
    }
    clearSession();
    dispatch(leftGame());
    navigate('/');
  };

  return (
    <>
      <button type="button" className="button leave" disabled={leaving} aria-busy={leaving} onClick={ask}>
        {leaving ? t('shell.leaving') : t('shell.leave')}
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={bodyId}>
        <h2 id={titleId}>{t(warning.title.key, warning.title.values)}</h2>
        <div id={bodyId}>
          {warning.lines.map((line) => (
            <p key={line.key}>{t(line.key, line.values)}</p>
          ))}
        </div>
        <div className="actions">
          <button type="button" className="button danger" onClick={() => void leave()}>
            {t('leave.confirm')}
          </button>
          <button ref={stay} type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('leave.cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}

function OfflineBanner() {
  const connection = useAppSelector((s) => s.game.connection);
  const { t } = useText();
  if (connection !== 'offline') return null;
  return (
    <div className="offline-banner" role="status">
      {t('shell.offline')}
    </div>
  );
}

export function FrameLeave({ gamecode, screen }: { gamecode: string | null; screen: LeaveScreen }) {
  return (
    <WithStore>
      <LeaveButton gamecode={gamecode} screen={screen} />
    </WithStore>
  );
}

export function FrameOfflineBanner() {
  return (
    <WithStore>
      <OfflineBanner />
    </WithStore>
  );
}
