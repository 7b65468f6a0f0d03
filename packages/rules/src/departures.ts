import { MAX_REMEMBERED_LEAVERS } from './constants.ts';
import type { DepartedPlayer, GameState, PlayerEntry } from './types.ts';

/**
 * What a game remembers of the players who are gone, by player id (a browser, or an account,
 * comes back with the same one): the team a leaver of the game in play comes back to, so that
 * leaving and joining again gets round neither the team lock nor the turn order; and whom the host
 * removed, refused until the host lets them back in. Each list keeps its latest entries only.
 */

const latest = <T>(list: T[]): T[] => list.slice(-MAX_REMEMBERED_LEAVERS);

/** A player leaving the game in play: their team, a move waiting for them, their place in the order. */
export function rememberDeparture(state: GameState, player: PlayerEntry): void {
  // Someone unassigned with no pick waiting comes back unassigned anyway.
  if (player.team === 'unassigned' && player.pendingTeam === null) return;
  const order = player.team === 'unassigned' ? undefined : state.gameplay.order[player.team];
  const record: DepartedPlayer = {
    playerId: player.playerId,
    team: player.team,
    pendingTeam: player.pendingTeam,
    place: Math.max(0, order?.indexOf(player.playerId) ?? 0),
  };
  const others = (state.departed ?? []).filter((d) => d.playerId !== player.playerId);
  state.departed = latest([...others, record]);
}

/** The record of a player who joins again, taken out of the list; undefined for a newcomer. */
export function takeDeparture(state: GameState, playerId: string): DepartedPlayer | undefined {
  const record = state.departed?.find((d) => d.playerId === playerId);
  if (!record) return undefined;
  const taken = { ...record };
  state.departed = state.departed?.filter((d) => d.playerId !== playerId) ?? [];
  return taken;
}

export function wasRemoved(state: GameState, playerId: string): boolean {
  return state.removed?.some((r) => r.playerId === playerId) ?? false;
}

export function rememberRemoval(state: GameState, player: PlayerEntry): void {
  const others = (state.removed ?? []).filter((r) => r.playerId !== player.playerId);
  state.removed = latest([...others, { playerId: player.playerId, name: player.name }]);
}

/** The host lets a removed player back in: they may join again like anyone. */
export function forgetRemoval(state: GameState, playerId: string): void {
  state.removed = (state.removed ?? []).filter((r) => r.playerId !== playerId);
}
