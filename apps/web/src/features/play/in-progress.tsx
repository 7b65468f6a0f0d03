import type { GameView } from '@unsayable/rules';
import { Countdown } from '../../game/countdown.tsx';
import { useText } from '../../i18n/i18n.ts';
import { CardStage } from './card-stage.tsx';
import { GuessPrompt } from './guess-prompt.tsx';
import { TurnControls } from './turn-controls.tsx';
import { PauseControls, PausedNotice } from './turn-pause.tsx';
import { TurnTallyView } from './turn-tally-view.tsx';
import { UndoButton } from './undo-button.tsx';

/**
 * The turn running: everyone counts down and sees the tally; only the giver and the watching team
 * see the card. While the clock is stopped, everyone sees Paused and the seconds it stopped at.
 */
export function InProgress({ view, seconds }: { view: GameView; seconds: number | null }) {
  const gp = view.gameplay;
  const { t } = useText();
  const paused = gp.pause !== null;
  const shown = gp.pause ? Math.ceil(gp.pause.remainingMs / 1000) : seconds;
  return (
    <section className="phase in-progress" aria-label={t('play.inProgress')}>
      <PausedNotice view={view} />
      <div className="turn-meter">
        {shown !== null && <Countdown seconds={shown} total={view.settings.turnSeconds} paused={paused} />}
        <TurnTallyView tally={gp.tally} />
      </div>
      {gp.card ? (
        <div className="turn-card">
          <CardStage card={gp.card} turnCards={gp.turnCards} />
          <TurnControls view={view} card={gp.card} paused={paused} />
          {view.you?.role === 'giver' && !paused && <UndoButton view={view} />}
        </div>
      ) : (
        <GuessPrompt view={view} />
      )}
      <p className="gone-by">{t('play.goneBy', { n: gp.cardsGoneBy })}</p>
      <PauseControls view={view} />
    </section>
  );
}
