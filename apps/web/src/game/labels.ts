import type { GameView, Team } from '@unsayable/rules';

/** How people read a team: "Team 1", "Team 2", "Team 3", "Team 4", "Unassigned". */
export function teamLabel(team: Team): string {
  if (team === 'unassigned') return 'Unassigned';
  return `Team ${team.slice(-1)}`;
}

/** Teams as people read a list of them: "Team 1", "Team 1 and Team 3", "Team 1, Team 2 and Team 4". */
export function teamLabels(teams: readonly Team[]): string {
  const labels = teams.map(teamLabel);
  const last = labels.pop();
  return labels.length > 0 ? `${labels.join(', ')} and ${last}` : (last ?? '');
}

/** A player's name from the view, or a neutral word for someone who has left. */
export function nameOf(view: GameView, playerId: string | null): string {
  if (!playerId) return 'nobody';
  return view.players.find((p) => p.playerId === playerId)?.name ?? 'a player who left';
}

export function isOnline(view: GameView, playerId: string | null): boolean {
  return view.players.some((p) => p.playerId === playerId && p.online);
}
