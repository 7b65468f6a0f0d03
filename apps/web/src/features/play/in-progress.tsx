import type { GameView, PlayingTeam } from '@unsayable/rules';
import { Countdown } from '../../game/countdown.tsx';
import { Scores } from '../../game/scores.tsx';
import { TurnStream } from '../../game/turn-stream.tsx';
import { useText } from '../../i18n/i18n.ts';
import { CardStage } from './card-stage.tsx';
import { GuessPrompt } from './guess-prompt.tsx';
import { TurnControls } from './turn-controls.tsx';
import { TurnTallyView } from './turn-tally-view.tsx';
import { TypedEntry, typedEntryOf } from './typed-entry.tsx';
import './typed-turn.css';
import { UndoButton } from './undo-button.tsx';
import './turn.css';
import { countdownSeconds } from '../../game/use-turn-clock.ts';

/**
 * The turn running, on one screen at any size: the countdown with the turn's tally and the
 * scores; the card (for the giver and the watching team) or whom to listen to; and the buttons
 * where a thumb rests, the bottom of a phone held upright or the side of one on its side. While
 * the clock is stopped, the countdown holds its second and says Paused (the bar above says why).
 */
export function InProgress({
  view,
  seconds,
  yourTeam,
  away = false,
}: {
  view: GameView;
  seconds: number | null;
  yourTeam: PlayingTeam | null;
  /** The giver's own connection is lost: the turn waits for them, as everyone else sees it. */
  away?: boolean;
}) {
  const gp = view.gameplay;
  const { t } = useText();
  const paused = gp.pause !== null || away;
  const shown = countdownSeconds(gp, seconds);
  const giver = view.you?.role === 'giver';
  const entry = typedEntryOf(view);
  // A typed turn's stream, and the viewer's field below it when they type in this turn.
  const typed = gp.stream ? (
    <div className="typed-panel">
      <TurnStream view={view} />
      {entry && <TypedEntry view={view} kind={entry} paused={paused} />}
    </div>
  ) : null;
  return (
    <section className={`phase in-progress${typed ? ' typed-turn' : ''}`} aria-label={t('play.inProgress')}>
      <div className="turn-meter">
        {shown !== null && <Countdown seconds={shown} total={view.settings.turnSeconds} paused={paused} />}
        <div className="turn-status">
          <TurnTallyView tally={gp.tally} goneBy={gp.cardsGoneBy} />
          <Scores score={gp.score} highlight={gp.givingTeam} yourTeam={yourTeam} size="mini" />
        </div>
      </div>
      {gp.card ? (
        <>
          <CardStage card={gp.card} turnCards={gp.turnCards} />
          {typed}
          <div className={`turn-actions${giver ? ' giver-actions' : ''}`}>
            {/* Its place is kept while it is not offered: nothing moves under the giver's thumb. A typed
                turn lends that band to its stream instead, Correct and Skip staying at the foot. A
                paused turn lends it to the pause notice above: on the smallest phones that notice and
                a card of long forbidden words would otherwise push Correct and Skip off the screen. */}
            {giver && !paused && (
              <div className="undo-slot">
                <UndoButton view={view} />
              </div>
            )}
            <TurnControls view={view} card={gp.card} paused={paused} />
          </div>
        </>
      ) : (
        <>
          <GuessPrompt view={view} typed={entry === 'guess'} />
          {typed}
        </>
      )}
    </section>
  );
}
