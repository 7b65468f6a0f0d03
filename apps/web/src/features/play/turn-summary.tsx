import type { GameView, Role } from '@unsayable/rules';
import { isOnline, nameOf, teamLabel } from '../../game/labels.ts';
import { type MessageKey, useText } from '../../i18n/i18n.ts';

const ROLE_TEXT = {
  giver: 'play.role.giver',
  watcher: 'play.role.watcher',
  'watching team': 'play.role.watchingTeam',
  guesser: 'play.role.guesser',
  'waiting team': 'play.role.waitingTeam',
  unassigned: 'play.role.unassigned',
  lobby: 'play.role.lobby',
  none: 'play.role.none',
} as const satisfies Record<Role, MessageKey>;

function Person({ view, playerId }: { view: GameView; playerId: string | null }) {
  const you = playerId !== null && playerId === view.you?.playerId;
  const { t } = useText();
  return (
    <strong>
      {nameOf(view, playerId)}
      {you && ` ${t('game.players.you')}`}
      {playerId && !isOnline(view, playerId) && (
        <span className="offline-mark"> {t('play.offlineMark')}</span>
      )}
    </strong>
  );
}

/** What the viewer is this turn, in a line. */
export function RoleLine({ view }: { view: GameView }) {
  const { t } = useText();
  if (!view.you) return null;
  return <p className="your-role">{t(ROLE_TEXT[view.you.role])}</p>;
}

/** Who gives and who watches this turn, and (unless `showRole` is off) what the viewer is. */
export function TurnSummary({ view, showRole = true }: { view: GameView; showRole?: boolean }) {
  const gp = view.gameplay;
  const { t } = useText();
  return (
    <div className="turn-summary">
      <p>
        <span className={`team-tag team-${gp.givingTeam.slice(-1)}`}>{teamLabel(gp.givingTeam)}</span>{' '}
        {t('play.summary.gives')} <Person view={view} playerId={gp.giverId} /> ·{' '}
        <span className={`team-tag team-${gp.watchingTeam.slice(-1)}`}>{teamLabel(gp.watchingTeam)}</span>{' '}
        {t('play.summary.watches')} <Person view={view} playerId={gp.watcherId} />
      </p>
      {showRole && <RoleLine view={view} />}
    </div>
  );
}
