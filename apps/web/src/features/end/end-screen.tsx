import { Link, useNavigate } from 'react-router';
import { GameLoading } from '../../game/game-gate.tsx';
import { END_REASON } from '../../game/labels.ts';
import { Podium } from '../../game/podium.tsx';
import { resultHeadline } from '../../game/result-headline.ts';
import { Scores } from '../../game/scores.tsx';
import { useGame } from '../../game/use-game.ts';
import { playAgain } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { savedGameForgotten } from '../../state/saved-game.ts';
import './end.css';
import { useText } from '../../i18n/i18n.ts';
import { Confetti } from './celebration.tsx';
import { GiverTable } from './giver-table.tsx';
import { Highlights } from './highlights.tsx';
import { ShareEnd } from './share-end.tsx';
import { TeamSummary } from './team-summary.tsx';

/**
 * The end (/end/{gamecode}): the teams on a podium, the winner celebrated, the final scores, the
 * best clue giver, the best turn and the awards (shareable as a picture), each team's summary;
 * Play again and Home; then every giver's figures.
 */
export default function EndScreen() {
  const { gamecode, view } = useGame();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector((s) => s.game.pending);
  const { t } = useText();
  if (!view) return <GameLoading gamecode={gamecode} />;
  const { result, you } = view;
  const { headline, winner, shortOfTurns } = resultHeadline(result);
  const yourTeam = you && you.team !== 'unassigned' ? you.team : null;

  const score = result?.score ?? view.gameplay.score;
  return (
    <div className="end">
      <div className={winner ? `end-hero team-${winner.slice(-1)}` : 'end-hero'}>
        {winner && <Confetti />}
        <h1 className="winner">{headline}</h1>
        {result && <p className="hint end-reason">{t(END_REASON[result.reason])}</p>}
        {shortOfTurns && <p className="hint end-reason">{shortOfTurns}</p>}
      </div>
      <Podium score={score} winner={winner} yourTeam={yourTeam} />
      <Scores score={score} highlight={winner} yourTeam={yourTeam} />
      {result && <Highlights givers={result.givers} highlights={view.highlights} />}
      {result && <ShareEnd view={view} />}
      {result && (
        <TeamSummary rosters={result.rosters} score={score} figures={view.highlights?.teams ?? null} />
      )}
      <section className="panel again" aria-label={t('end.next')}>
        {you?.host ? (
          <button
            type="button"
            className="button primary big block"
            disabled={pending}
            onClick={() => void dispatch(playAgain({ gamecode }))}
          >
            {t('end.playAgain')}
          </button>
        ) : (
          <p className="waiting" role="status">
            {you ? t('end.waitingForHost') : t('end.over')}
          </p>
        )}
        <div className="actions">
          <button
            type="button"
            className="button block"
            onClick={() => {
              dispatch(savedGameForgotten(gamecode));
              navigate('/home');
            }}
          >
            {t('shell.home')}
          </button>
        </div>
      </section>
      {result && result.givers.length > 0 && <GiverTable givers={result.givers} />}
      <p className="suggest">
        {t('end.suggest')} <Link to="/home/submit">{t('shell.home.submit')}</Link>
      </p>
    </div>
  );
}
