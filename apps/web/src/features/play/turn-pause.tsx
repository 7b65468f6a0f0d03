import type { GameView } from '@unsayable/rules';
import { nameOf } from '../../game/labels.ts';
import { useSecondsLeft } from '../../game/use-turn-clock.ts';
import { useText } from '../../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { pauseTurn, resumeTurn } from '../../state/round-slice.ts';

/**
 * What everyone sees while the turn's clock is stopped: Paused, and why; `away`, what the giver
 * sees of their own lost connection, which pauses the turn for everyone else.
 */
export function PausedNotice({ view, away = false }: { view: GameView; away?: boolean }) {
  const pause = view.gameplay.pause;
  const giveUpIn = useSecondsLeft(pause?.giveUpAt ?? null);
  const { t } = useText();
  if (away) {
    return (
      <div className="paused-notice" role="status">
        <p className="paused-title">{t('play.paused')}</p>
        <p className="hint">{t('play.pause.youAreAway')}</p>
      </div>
    );
  }
  if (!pause) return null;
  const giver = nameOf(view, view.gameplay.giverId);
  const isGiver = view.you?.role === 'giver';
  let reason = t('play.pause.byHost');
  if (pause.giveUpAt !== null) {
    reason =
      giveUpIn === null
        ? t('play.pause.giverAway', { giver })
        : t('play.pause.giverAwayEnds', { giver, n: giveUpIn });
  } else if (view.you?.host) {
    reason = t('play.pause.byYou');
  } else if (isGiver) {
    reason = t('play.pause.giverKeeps');
  }
  return (
    <div className="paused-notice" role="status">
      <p className="paused-title">{t('play.paused')}</p>
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
  const { t } = useText();
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
          {t('play.pauseTurn')}
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
        {t('play.resumeTurn')}
      </button>
      {giverAway && <p className="hint">{t('play.pause.resumeWhenBack')}</p>}
    </div>
  );
}
