import type { GameView } from '@unsayable/rules';
import { useText } from '../../i18n/i18n.ts';
import { CardStage } from './card-stage.tsx';
import { Countdown } from './countdown.tsx';
import { GuessPrompt } from './guess-prompt.tsx';
import { TurnControls } from './turn-controls.tsx';
import { TurnTallyView } from './turn-tally-view.tsx';

/** The turn running: everyone counts down and sees the tally; only the giver and the watching team see the card. */
export function InProgress({ view, seconds }: { view: GameView; seconds: number | null }) {
  const gp = view.gameplay;
  const { t } = useText();
  return (
    <section className="phase in-progress" aria-label={t('play.inProgress')}>
      <div className="turn-meter">
        {seconds !== null && <Countdown seconds={seconds} total={view.settings.turnSeconds} />}
        <TurnTallyView tally={gp.tally} />
      </div>
      {gp.card ? (
        <div className="turn-card">
          <CardStage card={gp.card} turnCards={gp.turnCards} />
          <TurnControls view={view} card={gp.card} />
        </div>
      ) : (
        <GuessPrompt view={view} />
      )}
      <p className="gone-by">{t('play.goneBy', { n: gp.cardsGoneBy })}</p>
    </section>
  );
}
