import { type GameView, playingTeams } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { PlayerList } from '../../game/player-list.tsx';
import { RemovedPlayers } from '../../game/removed-players.tsx';
import { TeamPicker } from '../../game/team-picker.tsx';
import { useText } from '../../i18n/i18n.ts';

/**
 * The players during play. Someone still unassigned picks a team here (it counts from the next
 * turn); the host can move anyone, also effective from the next turn, and let back in whom they
 * removed.
 */
export function PlayersPanel({ view }: { view: GameView }) {
  const you = view.you;
  const { t } = useText();
  if (!you) return null;
  const unassigned = you.team === 'unassigned';
  const picked = you.pendingTeam === 'unassigned' ? null : you.pendingTeam;

  return (
    <>
      {unassigned && (
        <section className="panel" aria-label={t('play.pickTeam')}>
          <p className="phase-lead">
            {picked ? t('play.joinAfterTurn', { team: teamLabel(picked) }) : t('play.pickTeamLead')}
          </p>
          <TeamPicker gamecode={view.gamecode} teams={playingTeams(view.settings)} current={picked} />
        </section>
      )}
      <details className="panel players-panel disclosure">
        <summary>{t('play.players', { n: view.players.length })}</summary>
        <PlayerList view={view} gamecode={view.gamecode} manage={you.host} />
        <RemovedPlayers gamecode={view.gamecode} players={view.removedPlayers} />
      </details>
    </>
  );
}
