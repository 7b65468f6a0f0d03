import { playingTeams } from '@unsayable/rules';
import { useState } from 'react';
import { GameLoading, NotMember } from '../../game/game-gate.tsx';
import { teamLabel } from '../../game/labels.ts';
import { PlayHere, useDisplaced } from '../../game/play-here.tsx';
import { useGame } from '../../game/use-game.ts';
import { GameCards } from './game-cards.tsx';
import { HostPanel } from './host-panel.tsx';
import { Invite } from './invite.tsx';
import './lobby.css';
import { PlayerList } from '../../game/player-list.tsx';
import { RemovedPlayers } from '../../game/removed-players.tsx';
import { TeamPicker } from '../../game/team-picker.tsx';
import { useText } from '../../i18n/i18n.ts';
import { SettingsEditor } from './settings-editor.tsx';
import { SettingsSummary } from './settings-summary.tsx';
import { WatchingPanel } from './watching-panel.tsx';

/** The lobby (/waiting/{gamecode}): invite, teams, and the host's start. */
export default function LobbyScreen() {
  const { gamecode, view } = useGame();
  const displaced = useDisplaced(gamecode);
  const { t } = useText();
  const [editing, setEditing] = useState(false);
  if (displaced) return <PlayHere gamecode={gamecode} />;
  if (!view) return <GameLoading gamecode={gamecode} />;
  const { you } = view;
  if (!you) return <NotMember gamecode={gamecode} />;
  const team = you.team === 'unassigned' ? null : you.team;

  return (
    <div className="lobby">
      {/* The host's Change settings beside the title, where a line has room for it: a full lobby
          still fits a phone in two screens; the editor opens right under the summary it changes. */}
      <div className="lobby-title">
        <h1>{t('lobby.title')}</h1>
        {you.host && (
          <button
            type="button"
            className="button change-settings"
            aria-expanded={editing}
            aria-controls="settings-editor"
            onClick={() => setEditing((open) => !open)}
          >
            {t('lobby.host.settings')}
          </button>
        )}
      </div>
      <SettingsSummary settings={view.settings} deck={view.chosenDeck} hostCards={view.gameCardCount} />
      {you.host && editing && <SettingsEditor view={view} />}
      <Invite gamecode={gamecode}>
        <WatchingPanel gamecode={gamecode} spectators={view.spectators} />
      </Invite>
      <section className="panel" aria-label={t('lobby.teams')}>
        <p className="your-team">
          {team ? t('lobby.yourTeam', { team: teamLabel(team) }) : t('lobby.pickTeam')}
        </p>
        <TeamPicker gamecode={gamecode} teams={playingTeams(view.settings)} current={team} unassign />
        <PlayerList view={view} gamecode={gamecode} manage={you.host} />
        <RemovedPlayers gamecode={gamecode} players={view.removedPlayers} />
      </section>
      {you.host ? (
        <>
          <HostPanel gamecode={gamecode} problems={view.startProblems} />
          {view.gameCards && <GameCards gamecode={gamecode} cards={view.gameCards} />}
        </>
      ) : (
        <p className="panel waiting" role="status">
          {t('lobby.waiting')}
          {view.gameCardCount > 0 && (
            <span className="hint"> · {t('lobby.hostCards', { count: view.gameCardCount })}</span>
          )}
        </p>
      )}
    </div>
  );
}
