import type { GameView, Team } from '@unsayable/rules';

/** How people read a team: "Team 1", "Team 2", "Unassigned". */
export function teamLabel(team: Team): string {
  if (team === 'unassigned') return 'Unassigned';
  return team === 'team 1' ? 'Team 1' : 'Team 2';
}

/** A player's name from the view, or a neutral word for someone who has left. */
export function nameOf(view: GameView, playerId: string | null): string {
  if (!playerId) return 'nobody';
  return view.players.find((p) => p.playerId === playerId)?.name ?? 'a player who left';
}

export function isOnline(view: GameView, playerId: string | null): boolean {
  return view.players.some((p) => p.playerId === playerId && p.online);
}
