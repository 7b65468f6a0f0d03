import type { GameView } from '@unsayable/rules';
import { END_REASON, teamLabel } from '../../game/labels.ts';
import { resultHeadline } from '../../game/result-headline.ts';
import { Scores } from '../../game/scores.tsx';
import { useText } from '../../i18n/i18n.ts';

/** The end as the room sees it: the winner, the final scores, why it ended and the best turn. */
export function WatchedEnd({ view }: { view: GameView }) {
  const { result } = view;
  const { headline, winner, shortOfTurns } = resultHeadline(result);
  const best = view.highlights?.bestTurn ?? null;
  const { t } = useText();
  return (
    <div className={winner ? `watched-end team-${winner.slice(-1)}` : 'watched-end'}>
      <h1 className="watch-winner">{headline}</h1>
      {result && <p className="watch-line">{t(END_REASON[result.reason])}</p>}
      {shortOfTurns && <p className="watch-line">{shortOfTurns}</p>}
      <Scores score={result?.score ?? view.gameplay.score} highlight={winner} size="large" />
      {best && (
        <p className="watch-subline">
          {t('tv.bestTurn', { name: best.name, team: teamLabel(best.team), n: best.correct })}
        </p>
      )}
    </div>
  );
}
