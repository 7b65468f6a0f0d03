import type { PlayerView, PlayingTeam } from '@unsayable/rules';
import { teamLabel } from './labels.ts';
import { ManagePlayer } from './manage-player.tsx';

interface Props {
  gamecode: string;
  /** The game's teams, where the host can move a player. */
  teams: readonly PlayingTeam[];
  player: PlayerView;
  isYou: boolean;
  /** The viewer is the host: a Manage control (move, remove) for everyone else. */
  manage: boolean;
}

export function PlayerRow({ gamecode, teams, player, isYou, manage }: Props) {
  return (
    <li className="player-row">
      <div className="player-who">
        <span className={`presence ${player.online ? 'online' : 'offline'}`} aria-hidden="true" />
        <span className="player-name">{player.name}</span>
        {isYou && <span className="you-mark">(you)</span>}
        {player.host && <span className="badge">host</span>}
        <span className="visually-hidden">, {player.online ? 'online' : 'offline'}</span>
        {player.pendingTeam && (
          <span className="hint pending-move">moves to {teamLabel(player.pendingTeam)} after this turn</span>
        )}
      </div>
      {manage && !isYou && <ManagePlayer gamecode={gamecode} teams={teams} player={player} />}
    </li>
  );
}
