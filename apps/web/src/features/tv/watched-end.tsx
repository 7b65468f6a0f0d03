import type { GameResult, GameView } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { Scores } from '../../game/scores.tsx';

const REASON: Record<GameResult['reason'], string> = {
  turns: 'Everyone has had their turns.',
  time: 'The time is up.',
  score: 'The target score was reached.',
  'empty team': 'A team ran out of players.',
  deck: 'The cards ran out.',
  'ended by host': 'The host ended the game.',
};

/** The end as the room sees it: the winner, the final scores, why it ended and the best turn. */
export function WatchedEnd({ view }: { view: GameView }) {
  const { result } = view;
  const winner = result && result.winner !== 'tie' ? result.winner : null;
  const best = view.highlights?.bestTurn ?? null;
  let headline = 'Game over';
  if (result) headline = winner ? `${teamLabel(winner)} wins!` : 'It’s a tie!';
  return (
    <div className={winner ? `watched-end team-${winner.slice(-1)}` : 'watched-end'}>
      <h1 className="watch-winner">{headline}</h1>
      {result && <p className="watch-line">{REASON[result.reason]}</p>}
      <Scores score={result?.score ?? view.gameplay.score} highlight={winner} size="large" />
      {best && (
        <p className="watch-subline">
          Best turn: {best.name} ({teamLabel(best.team)}), {best.correct} correct
        </p>
      )}
    </div>
  );
}
