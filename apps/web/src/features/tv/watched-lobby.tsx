import { type GameView, playingTeams } from '@unsayable/rules';
import { inviteLink, typedJoinAddress } from '../../game/invite-link.ts';
import { teamLabel } from '../../game/labels.ts';
import { LinkQr } from '../../game/link-qr.tsx';
import { useText } from '../../i18n/i18n.ts';

/** Who is in the lobby so far, by the game's own teams. */
function Roster({ view }: { view: GameView }) {
  const { t } = useText();
  const groups = [...playingTeams(view.settings), 'unassigned' as const].map((team) => ({
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
              <p className="hint">{t('tv.nobodyYet')}</p>
            )}
          </section>
        ))}
    </div>
  );
}

/**
 * The lobby as the room sees it: the game code, the invite's QR code and the short address to
 * type, large, for phones to join from; who is in which team; how many watch.
 */
export function WatchedLobby({ view, qrSize }: { view: GameView; qrSize: number }) {
  const { gamecode } = view;
  const { t, number } = useText();
  return (
    <div className="watched-lobby">
      <section className="watch-invite" aria-label={t('tv.joinThisGame')}>
        <h1 className="watch-title">
          <span className="watch-label">{t('lobby.invite.code')}</span>{' '}
          <span className="watch-code">{gamecode}</span>
        </h1>
        <LinkQr
          className="watch-qr"
          link={inviteLink(gamecode)}
          size={qrSize}
          title={t('lobby.invite.qr', { gamecode })}
        />
        <p className="watch-hint">{t('tv.scanToJoin')}</p>
        <p className="watch-address">{typedJoinAddress(gamecode)}</p>
      </section>
      <div className="watch-side">
        <Roster view={view} />
        <p className="watch-status" role="status">
          {t('lobby.waiting')}
        </p>
        <p className="watch-spectators">{t('lobby.spectators', { count: number(view.spectators) })}</p>
      </div>
    </div>
  );
}
