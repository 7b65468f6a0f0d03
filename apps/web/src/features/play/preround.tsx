import type { GameView } from '@unsayable/rules';
import { isOnline, nameOf } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';
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
  const { t } = useText();

  return (
    <section className="panel phase preround" aria-label={t('play.nextTurn')}>
      {isGiver ? (
        <>
          <p className="phase-lead">{t('play.yourTurn')}</p>
          <p className="hint">{t('play.yourTurn.hint', { n: view.settings.turnSeconds })}</p>
          <button
            type="button"
            className="button primary big block"
            disabled={pending}
            onClick={() => void dispatch(startTurn({ gamecode }))}
          >
            {t('play.startTurn')}
          </button>
        </>
      ) : (
        <p className="phase-lead" role="status">
          {t('play.waitingFor', { giver })}
        </p>
      )}
      {you?.role === 'watcher' && <p className="hint">{t('play.youBuzz')}</p>}
      {you?.role === 'watching team' && <p className="hint">{t('play.yourTeamBuzzes')}</p>}
      {you?.host && !isGiver && giverAway && (
        <div className="skip-turn">
          <p className="hint">{t('play.giverOffline', { giver })}</p>
          <button
            type="button"
            className="button block"
            disabled={pending}
            onClick={() => void dispatch(skipTurn({ gamecode }))}
          >
            {t('play.skipTurn')}
          </button>
        </div>
      )}
    </section>
  );
}
