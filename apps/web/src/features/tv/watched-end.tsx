import type { GameView } from '@unsayable/rules';
import { AwardCards } from '../../game/award-cards.tsx';
import { awardLines } from '../../game/award-lines.ts';
import { END_REASON } from '../../game/labels.ts';
import { Podium } from '../../game/podium.tsx';
import { resultHeadline } from '../../game/result-headline.ts';
import { Scores } from '../../game/scores.tsx';
import { useText } from '../../i18n/i18n.ts';

/**
 * The end as the room sees it: the winner, why it ended, the teams on a podium, the scores, the
 * awards that say something; then, once the host plays again, the page follows to the new game's
 * lobby and its code (`useSpectatedGame`).
 */
export function WatchedEnd({ view }: { view: GameView }) {
  const { result } = view;
  const { headline, winner, shortOfTurns } = resultHeadline(result);
  const awards = awardLines(view.highlights);
  const { t } = useText();
  return (
    <div
      className={`watched-end${winner ? ` team-${winner.slice(-1)}` : ''}${awards.length > 0 ? ' with-awards' : ''}`}
    >
      <div className="watch-end-head">
        <h1 className="watch-winner">{headline}</h1>
        {result && <p className="watch-line">{t(END_REASON[result.reason])}</p>}
        {shortOfTurns && <p className="watch-line">{shortOfTurns}</p>}
      </div>
      <Podium score={result?.score ?? view.gameplay.score} winner={winner} />
      <Scores score={result?.score ?? view.gameplay.score} highlight={winner} size="compact" />
      {awards.length > 0 && (
        <section className={`watch-awards awards-of-${awards.length}`} aria-label={t('end.highlights')}>
          <AwardCards lines={awards} />
        </section>
      )}
      <p className="watch-subline">{t('tv.playAgainNext')}</p>
    </div>
  );
}
