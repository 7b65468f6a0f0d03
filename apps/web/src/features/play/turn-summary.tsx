import type { GameView, Role } from '@unsayable/rules';
import { isOnline, nameOf, teamLabel } from '../../game/labels.ts';

const ROLE_TEXT: Record<Role, string> = {
  giver: 'You are giving clues.',
  watcher: 'You are watching: buzz a forbidden word, then review the cards.',
  'watching team': 'Your team is watching: buzz when a forbidden word is said.',
  guesser: 'You are guessing.',
  'waiting team': 'Your team waits for its turn: listen, but let them guess.',
  unassigned: 'You are not on a team yet.',
  lobby: 'The game has not started.',
  none: 'You are not in this game.',
};

function roleText(role: Role): string {
  return ROLE_TEXT[role];
}

function Person({ view, playerId }: { view: GameView; playerId: string | null }) {
  const you = playerId !== null && playerId === view.you?.playerId;
  return (
    <strong>
      {nameOf(view, playerId)}
      {you && ' (you)'}
      {playerId && !isOnline(view, playerId) && <span className="offline-mark"> (offline)</span>}
    </strong>
  );
}

/** Who gives and who watches this turn, and what the viewer is. */
export function TurnSummary({ view }: { view: GameView }) {
  const gp = view.gameplay;
  return (
    <div className="turn-summary">
      <p>
        <span className={`team-tag team-${gp.givingTeam.slice(-1)}`}>{teamLabel(gp.givingTeam)}</span> gives:{' '}
        <Person view={view} playerId={gp.giverId} /> ·{' '}
        <span className={`team-tag team-${gp.watchingTeam.slice(-1)}`}>{teamLabel(gp.watchingTeam)}</span>{' '}
        watches: <Person view={view} playerId={gp.watcherId} />
      </p>
      {view.you && <p className="your-role">{roleText(view.you.role)}</p>}
    </div>
  );
}
