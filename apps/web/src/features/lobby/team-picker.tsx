import { type PlayingTeam, TEAMS } from '@unsayable/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { updateTeam } from '../../state/players-slice.ts';
import { teamLabel } from './labels.ts';

/** Join Team 1 / Join Team 2 for the viewer; the team they are in (or will be in) is disabled. */
export function TeamPicker({ gamecode, current }: { gamecode: string; current: PlayingTeam | null }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.players.pending);
  return (
    <div className="actions team-picker">
      {TEAMS.map((team) => (
        <button
          key={team}
          type="button"
          className={`button join-${team.slice(-1)}`}
          disabled={pending || current === team}
          onClick={() => void dispatch(updateTeam({ gamecode, team }))}
        >
          Join {teamLabel(team)}
        </button>
      ))}
    </div>
  );
}
