import type { GameView } from '@unsayable/rules';
import { useText } from '../../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { pauseTurn, resumeTurn } from '../../state/round-slice.ts';

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
