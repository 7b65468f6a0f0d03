import { TEAMS } from './constants.ts';
import { givingTeam, watchingTeam } from './roles.ts';
import { playingTeams, teamCountOf } from './team-count.ts';
import type { Gameplay, GameState, PlayingTeam, Team } from './types.ts';

/** At start each team's order is its players in join order. */
export function initOrder(state: GameState): void {
  for (const team of playingTeams(state.settings)) {
    state.gameplay.order[team] = state.players.filter((p) => p.team === team).map((p) => p.playerId);
    state.gameplay.turnIndex[team] = 0;
    state.gameplay.rotations[team] = 0;
  }
}

/** Past the end of the order means everyone has had their go: wrap, and count a rotation. */
function wrap(gp: Gameplay, team: PlayingTeam): void {
  const order = gp.order[team] ?? [];
  if (order.length > 0 && (gp.turnIndex[team] ?? 0) >= order.length) {
    gp.turnIndex[team] = 0;
    gp.rotations[team] = (gp.rotations[team] ?? 0) + 1;
  }
}

export function currentOf(gp: Gameplay, team: PlayingTeam): string | null {
  wrap(gp, team);
  return gp.order[team]?.[gp.turnIndex[team] ?? 0] ?? null;
}

/** Who gives and who watches the half about to be played. */
export function assignRoles(state: GameState): void {
  const gp = state.gameplay;
  gp.giverId = currentOf(gp, givingTeam(gp.half));
  gp.giverName = state.players.find((p) => p.playerId === gp.giverId)?.name ?? null;
  gp.watcherId = currentOf(gp, watchingTeam(gp.half, teamCountOf(state.settings)));
}

/** Leavers are skipped: removing one before the pointer keeps the pointer on the same next player. */
export function removeFromOrder(gp: Gameplay, playerId: string): void {
  for (const team of TEAMS) {
    const order = gp.order[team];
    const at = order?.indexOf(playerId) ?? -1;
    if (!order || at < 0) continue;
    order.splice(at, 1);
    if (at < (gp.turnIndex[team] ?? 0)) gp.turnIndex[team] = (gp.turnIndex[team] ?? 0) - 1;
  }
}

/** Late joiners are appended to their team's order. */
export function placeInOrder(gp: Gameplay, playerId: string, team: Team): void {
  removeFromOrder(gp, playerId);
  if (team === 'unassigned') return;
  const order = gp.order[team] ?? [];
  order.push(playerId);
  gp.order[team] = order;
}

/**
 * A player back on their team at the place they left (the end, if the order is shorter now). Back
 * at or before the pointer, they count as having had their go this rotation: the pointer moves on
 * with them, so whoever gives next (or gives now) still does, and nobody gives twice in a rotation
 * by leaving and coming back. One who left when they were next gives in the next rotation.
 */
export function returnToOrder(gp: Gameplay, playerId: string, team: PlayingTeam, place: number): void {
  removeFromOrder(gp, playerId);
  const order = gp.order[team] ?? [];
  const at = Math.min(place, order.length);
  order.splice(at, 0, playerId);
  gp.order[team] = order;
  const pointer = gp.turnIndex[team] ?? 0;
  if (at <= pointer) gp.turnIndex[team] = pointer + 1;
}

/**
 * After a half, the giving team's pointer moves past its giver. A giver who left meanwhile is no
 * longer at the pointer, which already points at the next player; one who came back since (same
 * id) is a late joiner at the end of the order, and jumping there would skip everyone in between.
 */
export function advance(gp: Gameplay, team: PlayingTeam, giverId: string | null): void {
  const at = gp.turnIndex[team] ?? 0;
  if (giverId !== null && gp.order[team]?.[at] === giverId) gp.turnIndex[team] = at + 1;
  wrap(gp, team);
}
