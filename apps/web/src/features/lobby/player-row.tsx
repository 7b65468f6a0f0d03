import { ALL_TEAMS, type PlayerView } from '@unsayable/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { movePlayer, removePlayer } from '../../state/players-slice.ts';
import { teamLabel } from './labels.ts';

interface Props {
  gamecode: string;
  player: PlayerView;
  isYou: boolean;
  /** The viewer is the host: move and remove controls for everyone else. */
  manage: boolean;
}

export function PlayerRow({ gamecode, player, isYou, manage }: Props) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.players.pending);
  const effective = player.pendingTeam ?? player.team;
  const { playerId, name } = player;

  return (
    <li className="player-row">
      <div className="player-who">
        <span className={`presence ${player.online ? 'online' : 'offline'}`} aria-hidden="true" />
        <span className="player-name">{name}</span>
        {isYou && <span className="you-mark">(you)</span>}
        {player.host && <span className="badge">host</span>}
        <span className="visually-hidden">, {player.online ? 'online' : 'offline'}</span>
        {player.pendingTeam && (
          <span className="hint pending-move">moves to {teamLabel(player.pendingTeam)} after this turn</span>
        )}
      </div>
      {manage && !isYou && (
        <>
          <button
            type="button"
            className="button small danger"
            disabled={pending}
            onClick={() => void dispatch(removePlayer({ gamecode, playerId }))}
          >
            Remove<span className="visually-hidden"> {name}</span>
          </button>
          <div className="player-moves">
            {ALL_TEAMS.filter((t) => t !== effective).map((team) => (
              <button
                key={team}
                type="button"
                className="button small"
                disabled={pending}
                onClick={() => void dispatch(movePlayer({ gamecode, playerId, team }))}
              >
                <span className="visually-hidden">Move {name} </span>
                to {teamLabel(team)}
              </button>
            ))}
          </div>
        </>
      )}
    </li>
  );
}
