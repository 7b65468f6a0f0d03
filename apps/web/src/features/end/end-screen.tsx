import { type GameResult, TEAMS } from '@unsayable/rules';
import { Link, useNavigate } from 'react-router';
import { GameLoading } from '../../game/game-gate.tsx';
import { teamLabel, teamLabels } from '../../game/labels.ts';
import { Scores } from '../../game/scores.tsx';
import { useGame } from '../../game/use-game.ts';
import { playAgain } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { savedGameForgotten } from '../../state/saved-game.ts';
import './end.css';
import { Confetti, Trophy } from './celebration.tsx';
import { GiverTable } from './giver-table.tsx';
import { Highlights } from './highlights.tsx';
import { TeamSummary } from './team-summary.tsx';

const REASON: Record<GameResult['reason'], string> = {
  turns: 'Everyone has had their turns.',
  time: 'The time is up.',
  score: 'The target score was reached.',
  'empty team': 'A team ran out of players.',
  deck: 'The cards ran out.',
  'ended by host': 'The host ended the game.',
};

function headline(result: GameResult | null): string {
  if (!result) return 'Game over';
  if (result.winner !== 'tie') return `${teamLabel(result.winner)} wins!`;
  // With three or four teams, a tie may be between some of them only: say which.
  const teams = TEAMS.filter((t) => result.score[t] !== undefined);
  const best = Math.max(...teams.map((t) => result.score[t] ?? 0));
  const leaders = teams.filter((t) => result.score[t] === best);
  return leaders.length < teams.length ? `${teamLabels(leaders)} tie!` : 'It’s a tie!';
}

/**
 * The end (/end/{gamecode}): the winner celebrated, the final scores, the best clue giver and the
 * best turn, each team's summary; Play again and Home; then every giver's figures.
 */
export default function EndScreen() {
  const { gamecode, view } = useGame();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector((s) => s.game.pending);
  if (!view) return <GameLoading gamecode={gamecode} />;
  const { result, you } = view;
  const winner = result && result.winner !== 'tie' ? result.winner : null;
  const yourTeam = you && you.team !== 'unassigned' ? you.team : null;

  const score = result?.score ?? view.gameplay.score;
  return (
    <div className="end">
      <div className={winner ? `end-hero team-${winner.slice(-1)}` : 'end-hero'}>
        {winner && <Confetti />}
        {winner && <Trophy />}
        <h1 className="winner">{headline(result)}</h1>
        {result && <p className="hint end-reason">{REASON[result.reason]}</p>}
      </div>
      <Scores score={score} highlight={winner} yourTeam={yourTeam} size="large" />
      {result && <Highlights givers={result.givers} highlights={view.highlights} />}
      {result && (
        <TeamSummary rosters={result.rosters} score={score} figures={view.highlights?.teams ?? null} />
      )}
      <section className="panel again" aria-label="What next">
        {you?.host ? (
          <button
            type="button"
            className="button primary big block"
            disabled={pending}
            onClick={() => void dispatch(playAgain({ gamecode }))}
          >
            Play again
          </button>
        ) : (
          <p className="waiting" role="status">
            {you
              ? 'Waiting for the host… they can start another game with the same teams.'
              : 'This game is over.'}
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
            Home
          </button>
        </div>
      </section>
      {result && result.givers.length > 0 && <GiverTable givers={result.givers} />}
      <p className="suggest">
        Thought of a good card? <Link to="/home/submit">Suggest a card</Link>
      </p>
    </div>
  );
}
