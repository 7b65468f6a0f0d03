import type { GameView } from '@unsayable/rules';
import { Countdown } from '../../game/countdown.tsx';
import { nameOf, teamLabel } from '../../game/labels.ts';
import { PausedNotice } from '../../game/paused-notice.tsx';
import { Scores } from '../../game/scores.tsx';
import { TurnStream } from '../../game/turn-stream.tsx';
import { countdownSeconds } from '../../game/use-turn-clock.ts';
import { translate, useText } from '../../i18n/i18n.ts';
import { LiveCount } from './live-count.tsx';
import { WatchedReview } from './watched-review.tsx';

/** What the turn is waiting for, or what it is doing, in a sentence. */
function turnLine(view: GameView): string {
  const gp = view.gameplay;
  const giver = nameOf(view, gp.giverId);
  if (gp.roundStatus === 'preround') return translate('tv.waitingForGiver', { giver });
  if (gp.roundStatus === 'in progress') return translate('tv.giverGives', { giver });
  return translate('tv.checking', { name: nameOf(view, gp.watcherId) });
}

/**
 * A turn as the room follows it: the scores, whose turn it is, the countdown and the live count
 * of this turn; while the clock is stopped, the countdown held at its second, Paused, and why.
 * In a typed turn, its clues and guesses as guessers see them. Never the card: the view of someone
 * without a seat does not hold it.
 */
export function WatchedTurn({ view, seconds }: { view: GameView; seconds: number | null }) {
  const gp = view.gameplay;
  const { t } = useText();
  const shown = countdownSeconds(gp, seconds);
  return (
    <div className="watched-turn">
      <div className="watch-whose">
        <p className="watch-round">
          {t(gp.half === 'top' ? 'tv.roundFirstHalf' : 'tv.roundSecondHalf', { round: gp.round })}
        </p>
        <h1 className={`watch-team-turn team-${gp.givingTeam.slice(-1)}`}>
          {t('tv.teamTurn', { team: teamLabel(gp.givingTeam) })}
        </h1>
        {gp.pause ? <PausedNotice view={view} /> : <p className="watch-line">{turnLine(view)}</p>}
        {/* In the review the line above already names who checks the cards. */}
        {gp.watcherId && gp.roundStatus !== 'postround' && (
          <p className="watch-subline">
            {t('tv.watcher', { name: nameOf(view, gp.watcherId), team: teamLabel(gp.watchingTeam) })}
          </p>
        )}
        <Scores score={gp.score} highlight={gp.givingTeam} size="large" />
      </div>
      <div className="watch-clock">
        {gp.roundStatus === 'in progress' && shown !== null && (
          <Countdown seconds={shown} total={view.settings.turnSeconds} paused={gp.pause !== null} />
        )}
        {gp.roundStatus !== 'preround' && <LiveCount view={view} />}
        {/* The review's cards beside the scores, where the room already looks for the turn's tally. */}
        {gp.roundStatus === 'postround' && <WatchedReview view={view} />}
        {gp.roundStatus === 'preround' && (
          <p className="watch-ready">
            {t('tv.ready', { seconds: view.settings.turnSeconds, cards: gp.cardsLeft })}
          </p>
        )}
      </div>
      {/* A typed turn's clues and guesses, big enough to read across the room: what guessers see. */}
      {gp.stream && (
        <div className="watch-stream">
          <TurnStream view={view} big />
        </div>
      )}
    </div>
  );
}
