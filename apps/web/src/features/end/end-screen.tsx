import type { GameResult } from '@unsayable/rules';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { playAgain } from '../../state/game-slice.ts';
import { useGame } from '../game/use-game.ts';
import { GameLoading } from '../lobby/game-gate.tsx';
import { teamLabel } from '../lobby/labels.ts';
import { Scores } from '../play/scores.tsx';
import './end.css';
import { GiverTable } from './giver-table.tsx';
import { Rosters } from './rosters.tsx';

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
  return result.winner === 'tie' ? 'It’s a tie!' : `${teamLabel(result.winner)} wins!`;
}

/** The end (/end/{gamecode}): winner, scores, rosters, givers' figures; Play again and Home. */
export default function EndScreen() {
  const { gamecode, view } = useGame();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector((s) => s.game.pending);
  if (!view) return <GameLoading gamecode={gamecode} />;
  const { result, you } = view;
  const winner = result && result.winner !== 'tie' ? result.winner : null;
  const yourTeam = you && you.team !== 'unassigned' ? you.team : null;

  return (
    <div className="end">
      <h1 className={winner ? `winner team-${winner.slice(-1)}` : 'winner'}>{headline(result)}</h1>
      {result && <p className="hint end-reason">{REASON[result.reason]}</p>}
      <Scores
        score={result?.score ?? view.gameplay.score}
        highlight={winner}
        yourTeam={yourTeam}
        size="large"
      />
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
          <button type="button" className="button block" onClick={() => navigate('/home')}>
            Home
          </button>
        </div>
      </section>
      {result && <Rosters rosters={result.rosters} />}
      {result && result.givers.length > 0 && <GiverTable givers={result.givers} />}
      <p className="suggest">
        Thought of a good card? <Link to="/home/submit">Suggest a card</Link>
      </p>
    </div>
  );
}
