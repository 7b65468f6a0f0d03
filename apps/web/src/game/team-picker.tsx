import type { PlayingTeam } from '@unsayable/rules';
import { useText } from '../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { updateTeam } from '../state/players-slice.ts';
import { teamLabel } from './labels.ts';

/**
 * Join Team 1, Join Team 2, … one for each of the game's `teams`, for the viewer; the team they
 * are in (or will be in) is disabled. With
 * `unassign` (the lobby: during play a player on a team stays on it), a player on a team can also
 * go back to Unassigned.
 */
export function TeamPicker({
  gamecode,
  teams,
  current,
  unassign = false,
}: {
  gamecode: string;
  teams: readonly PlayingTeam[];
  current: PlayingTeam | null;
  unassign?: boolean;
}) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.players.pending);
  const { t } = useText();
  return (
    <div className="actions team-picker">
      {teams.map((team) => (
        <button
          key={team}
          type="button"
          className={`button join-${team.slice(-1)}`}
          disabled={pending || current === team}
          onClick={() => void dispatch(updateTeam({ gamecode, team }))}
        >
          {t('game.join', { team: teamLabel(team) })}
        </button>
      ))}
      {unassign && current !== null && (
        <button
          type="button"
          className="button unassign"
          disabled={pending}
          onClick={() => void dispatch(updateTeam({ gamecode, team: 'unassigned' }))}
        >
          {t('game.backToUnassigned')}
        </button>
      )}
    </div>
  );
}
