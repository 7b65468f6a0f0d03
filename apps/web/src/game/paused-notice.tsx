import type { GameView } from '@unsayable/rules';
import { useText } from '../i18n/i18n.ts';
import { nameOf } from './labels.ts';
import { useSecondsLeft } from './use-turn-clock.ts';

/**
 * What everyone sees while the turn's clock is stopped, players, the TV and spectators alike:
 * Paused, and why; `away`, what the giver sees of their own lost connection, which pauses the
 * turn for everyone else.
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
