import type { GameView } from '@unsayable/rules';
import { Countdown } from '../../game/countdown.tsx';
import { nameOf, teamLabel } from '../../game/labels.ts';
import { Scores } from '../../game/scores.tsx';
import { LiveCount } from './live-count.tsx';

/** What the turn is waiting for, or what it is doing, in a sentence. */
function turnLine(view: GameView): string {
  const gp = view.gameplay;
  const giver = nameOf(view, gp.giverId);
  if (gp.roundStatus === 'preround') return `Waiting for ${giver} to start the turn`;
  if (gp.roundStatus === 'in progress') return `${giver} is giving clues`;
  return `${nameOf(view, gp.watcherId)} is checking the cards`;
}

/**
 * A turn as the room follows it: the scores, whose turn it is, the countdown and the live count
 * of this turn. Never the card: the view of someone without a seat does not hold it.
 */
export function WatchedTurn({ view, seconds }: { view: GameView; seconds: number | null }) {
  const gp = view.gameplay;
  return (
    <div className="watched-turn">
      <div className="watch-whose">
        <p className="watch-round">
          Round {gp.round} · {gp.half === 'top' ? 'first' : 'second'} half
        </p>
        <h1 className={`watch-team-turn team-${gp.givingTeam.slice(-1)}`}>
          {teamLabel(gp.givingTeam)}’s turn
        </h1>
        <p className="watch-line">{turnLine(view)}</p>
        {gp.watcherId && (
          <p className="watch-subline">
            {nameOf(view, gp.watcherId)} ({teamLabel(gp.watchingTeam)}) watches for forbidden words
          </p>
        )}
        <Scores score={gp.score} highlight={gp.givingTeam} size="large" />
      </div>
      <div className="watch-clock">
        {gp.roundStatus === 'in progress' && seconds !== null && (
          <Countdown seconds={seconds} total={view.settings.turnSeconds} />
        )}
        {gp.roundStatus !== 'preround' && <LiveCount tally={gp.tally} />}
        {gp.roundStatus === 'preround' && (
          <p className="watch-ready">
            {view.settings.turnSeconds} seconds a turn · {gp.cardsLeft} cards left
          </p>
        )}
      </div>
    </div>
  );
}
