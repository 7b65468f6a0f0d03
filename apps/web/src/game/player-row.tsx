import type { PlayerView, PlayingTeam } from '@unsayable/rules';
import { useText } from '../i18n/i18n.ts';
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
  const { t } = useText();
  return (
    <li className="player-row">
      <div className="player-who">
        <span className={`presence ${player.online ? 'online' : 'offline'}`} aria-hidden="true" />
        <span className="player-name">{player.name}</span>
        {isYou && <span className="you-mark">{t('game.players.you')}</span>}
        {player.host && <span className="badge">{t('game.players.host')}</span>}
        <span className="visually-hidden">
          , {player.online ? t('game.players.online') : t('game.players.offline')}
        </span>
        {player.pendingTeam && (
          <span className="hint pending-move">
            {t('game.players.pendingMove', { team: teamLabel(player.pendingTeam) })}
          </span>
        )}
      </div>
      {manage && !isYou && <ManagePlayer gamecode={gamecode} teams={teams} player={player} />}
    </li>
  );
}
