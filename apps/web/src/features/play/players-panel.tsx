import { type GameView, playingTeams } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { PlayerList } from '../../game/player-list.tsx';
import { TeamPicker } from '../../game/team-picker.tsx';

/**
 * The players during play. Someone still unassigned picks a team here (it counts from the next
 * turn); the host can move anyone, also effective from the next turn.
 */
export function PlayersPanel({ view }: { view: GameView }) {
  const you = view.you;
  if (!you) return null;
  const unassigned = you.team === 'unassigned';
  const picked = you.pendingTeam === 'unassigned' ? null : you.pendingTeam;

  return (
    <>
      {unassigned && (
        <section className="panel" aria-label="Pick a team">
          <p className="phase-lead">
            {picked ? `You join ${teamLabel(picked)} after this turn.` : 'Pick a team to join the game.'}
          </p>
          <TeamPicker gamecode={view.gamecode} teams={playingTeams(view.settings)} current={picked} />
        </section>
      )}
      <details className="panel players-panel disclosure">
        <summary>Players ({view.players.length})</summary>
        <PlayerList view={view} gamecode={view.gamecode} manage={you.host} />
      </details>
    </>
  );
}
