import type { GameState, Half, PlayerEntry, PlayingTeam } from './types.ts';

export function givingTeam(half: Half): PlayingTeam {
  return half === 'top' ? 'team 1' : 'team 2';
}

export function watchingTeam(half: Half): PlayingTeam {
  return half === 'top' ? 'team 2' : 'team 1';
}

export function findPlayer(state: GameState, playerId: string): PlayerEntry | undefined {
  return state.players.find((p) => p.playerId === playerId);
}

export function isHost(state: GameState, playerId: string): boolean {
  return findPlayer(state, playerId)?.host === true;
}

/** What a player is during play; drives both permissions and what their view may hold. */
export type Role = 'giver' | 'watcher' | 'watching team' | 'guesser' | 'unassigned' | 'lobby' | 'none';

export function roleOf(state: GameState, playerId: string): Role {
  const player = findPlayer(state, playerId);
  if (!player) return 'none';
  if (state.status !== 'active') return 'lobby';
  const gp = state.gameplay;
  if (gp.giverId === playerId) return 'giver';
  if (gp.watcherId === playerId) return 'watcher';
  if (player.team === watchingTeam(gp.half)) return 'watching team';
  if (player.team === givingTeam(gp.half)) return 'guesser';
  return 'unassigned';
}

/** The giver and the whole watching team see the card in play; guessers and the unassigned never. */
export function seesCardInPlay(role: Role): boolean {
  return role === 'giver' || role === 'watcher' || role === 'watching team';
}

/** A player who may stand in for an offline watcher: the watching team, and the host. */
function standsIn(state: GameState, player: PlayerEntry): boolean {
  return player.host || player.team === watchingTeam(state.gameplay.half);
}

/**
 * Who reviews the turn's cards and confirms the scores: the watcher; if the watcher is offline
 * or gone, any player of the watching team or the host; if none of them is online either, any
 * player on a team. Never the giver: nobody confirms their own turn (not even a host who gave the clues).
 */
export function canReview(state: GameState, playerId: string): boolean {
  const gp = state.gameplay;
  const player = findPlayer(state, playerId);
  if (!player || playerId === gp.giverId) return false;
  const watcher = gp.watcherId ? findPlayer(state, gp.watcherId) : undefined;
  if (watcher?.online) return playerId === watcher.playerId;
  const standInOnline = state.players.some(
    (p) => p.online && p.playerId !== gp.giverId && standsIn(state, p),
  );
  return standInOnline ? standsIn(state, player) : player.team !== 'unassigned';
}
