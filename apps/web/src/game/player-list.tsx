import { type GameView, playingTeams, type Team } from '@unsayable/rules';
import { useId } from 'react';
import { teamLabel } from './labels.ts';
import './players.css';
import { useText } from '../i18n/i18n.ts';
import { PlayerRow } from './player-row.tsx';

function TeamList({ view, gamecode, team, manage }: Props & { team: Team }) {
  const headingId = useId();
  const { t } = useText();
  const members = view.players.filter((p) => p.team === team);
  const className = team === 'unassigned' ? 'team-list unassigned' : `team-list team-${team.slice(-1)}`;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {teamLabel(team)} <span className="count">({members.length})</span>
      </h2>
      {members.length === 0 ? (
        <p className="hint">{t('game.players.nobodyYet')}</p>
      ) : (
        <ul className="players">
          {members.map((p) => (
            <PlayerRow
              key={p.playerId}
              gamecode={gamecode}
              teams={playingTeams(view.settings)}
              player={p}
              isYou={p.playerId === view.you?.playerId}
              manage={manage}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface Props {
  view: GameView;
  gamecode: string;
  /** Show the host's move and remove controls. */
  manage: boolean;
}

/**
 * The players in lists: Unassigned, then each of the game's teams (Team 1, Team 2, …), each marked
 * online or offline. During play the Unassigned list shows only while someone is in it.
 */
export function PlayerList(props: Props) {
  const anyUnassigned = props.view.players.some((p) => p.team === 'unassigned');
  const lists: Team[] = ['unassigned', ...playingTeams(props.view.settings)];
  const shown = lists.filter((t) => t !== 'unassigned' || anyUnassigned || props.view.status === 'new');
  return (
    <div className="team-lists">
      {shown.map((team) => (
        <TeamList key={team} {...props} team={team} />
      ))}
    </div>
  );
}
