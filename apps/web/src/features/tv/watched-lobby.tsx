import { type GameView, TEAMS } from '@unsayable/rules';
import { inviteLink } from '../../game/invite-link.ts';
import { teamLabel } from '../../game/labels.ts';
import { LinkQr } from '../../game/link-qr.tsx';

/** Who is in the lobby so far, by team. */
function Roster({ view }: { view: GameView }) {
  const groups = [...TEAMS, 'unassigned' as const].map((team) => ({
    team,
    names: view.players.filter((p) => p.team === team).map((p) => p.name),
  }));
  return (
    <div className="watch-roster">
      {groups
        .filter((g) => g.team !== 'unassigned' || g.names.length > 0)
        .map(({ team, names }) => (
          <section key={team} className={`watch-team team-${team.slice(-1)}`} aria-label={teamLabel(team)}>
            <h2>{teamLabel(team)}</h2>
            {names.length > 0 ? (
              <ul>
                {names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p className="hint">Nobody yet</p>
            )}
          </section>
        ))}
    </div>
  );
}

/**
 * The lobby as the room sees it: the game code and the invite's QR code, large, for phones to
 * join from; who is in which team; how many watch.
 */
export function WatchedLobby({ view, qrSize }: { view: GameView; qrSize: number }) {
  const { gamecode } = view;
  return (
    <div className="watched-lobby">
      <section className="watch-invite" aria-label="Join this game">
        <h1 className="watch-title">
          <span className="watch-label">Game code</span> <span className="watch-code">{gamecode}</span>
        </h1>
        <LinkQr
          className="watch-qr"
          link={inviteLink(gamecode)}
          size={qrSize}
          title={`QR code of the invite link to game ${gamecode}`}
        />
        <p className="watch-hint">Scan to join, or open the game and type the code.</p>
      </section>
      <div className="watch-side">
        <Roster view={view} />
        <p className="watch-status" role="status">
          Waiting for the host to start
        </p>
        <p className="watch-spectators">Spectators: {view.spectators}</p>
      </div>
    </div>
  );
}
