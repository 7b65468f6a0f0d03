import { useGame } from '../game/use-game.ts';
import { GameLoading, NotMember } from '../lobby/game-gate.tsx';
import { teamLabel } from '../lobby/labels.ts';
import { EndGameNow } from './end-game-now.tsx';
import { InProgress } from './in-progress.tsx';
import './play.css';
import { PlayersPanel } from './players-panel.tsx';
import { Preround } from './preround.tsx';
import { Review } from './review.tsx';
import { Scores } from './scores.tsx';
import { TurnSummary } from './turn-summary.tsx';

/** The game (/play/{gamecode}): scores, whose turn, and the phase of the turn. */
export default function PlayScreen() {
  const { gamecode, view } = useGame();
  if (!view) return <GameLoading gamecode={gamecode} />;
  const { you, gameplay: gp } = view;
  if (!you) return <NotMember gamecode={gamecode} />;
  const yourTeam = you.team === 'unassigned' ? null : you.team;

  return (
    <div className={`play phase-${gp.roundStatus.replace(' ', '-')}`}>
      <h1>
        Round {gp.round} · {teamLabel(gp.givingTeam)} gives
      </h1>
      <Scores score={gp.score} highlight={gp.givingTeam} yourTeam={yourTeam} />
      <TurnSummary view={view} />
      {gp.roundStatus === 'preround' && <Preround view={view} />}
      {gp.roundStatus === 'in progress' && <InProgress view={view} />}
      {gp.roundStatus === 'postround' && <Review view={view} />}
      <PlayersPanel view={view} />
      {you.host && <EndGameNow gamecode={gamecode} />}
    </div>
  );
}
