import { HALVES, TEAMS } from './constants.ts';
import { teamCountOf } from './team-count.ts';
import type { GameState, Half, PlayerEntry, PlayingTeam } from './types.ts';

const position = (half: Half): number => HALVES.indexOf(half);

/** The team that gives clues in this turn of the round: team 1 in the top, team 2 in the bottom, … */
export function givingTeam(half: Half): PlayingTeam {
  return TEAMS[position(half)] ?? 'team 1';
}

/** The team after the giving team watches; the last team's turn is watched by team 1. */
export function watchingTeam(half: Half, teamCount: number): PlayingTeam {
  return TEAMS[(position(half) + 1) % teamCount] ?? 'team 1';
}

/** The turn after this one in the same round, or null when every team has given in it. */
export function nextHalf(half: Half, teamCount: number): Half | null {
  const next = position(half) + 1;
  return next < teamCount ? (HALVES[next] ?? null) : null;
}

/** The round's last turn: every team has given once in this round when it is complete. */
export function isLastHalf(half: Half, teamCount: number): boolean {
  return nextHalf(half, teamCount) === null;
}

export function findPlayer(state: GameState, playerId: string): PlayerEntry | undefined {
  // An indexed loop, neither find() nor for…of: on a frozen array (as immer leaves the players) V8
  // (Node 20) runs find() several times slower, and for…of makes an object for every step (it
  // does not for an unfrozen one). This runs twice for every player's view of every change.
  const players = state.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p?.playerId === playerId) return p;
  }
  return undefined;
}

export function isHost(state: GameState, playerId: string): boolean {
  return findPlayer(state, playerId)?.host === true;
}

/** What a player is during play; drives both permissions and what their view may hold. */
export type Role =
  | 'giver'
  | 'watcher'
  | 'watching team'
  | 'guesser'
  /** On a team that neither gives nor watches this turn (games of three or four teams). */
  | 'waiting team'
  | 'unassigned'
  | 'lobby'
  | 'none';

export function roleOf(state: GameState, playerId: string): Role {
  const player = findPlayer(state, playerId);
  if (!player) return 'none';
  if (state.status !== 'active') return 'lobby';
  const gp = state.gameplay;
  if (gp.giverId === playerId) return 'giver';
  if (gp.watcherId === playerId) return 'watcher';
  if (player.team === watchingTeam(gp.half, teamCountOf(state.settings))) return 'watching team';
  if (player.team === givingTeam(gp.half)) return 'guesser';
  return player.team === 'unassigned' ? 'unassigned' : 'waiting team';
}

/** The giver and the whole watching team see the card in play; guessers and the unassigned never. */
export function seesCardInPlay(role: Role): boolean {
  return role === 'giver' || role === 'watcher' || role === 'watching team';
}

/** A player who may stand in for an offline watcher: the watching team, and the host. */
function standsIn(state: GameState, player: PlayerEntry): boolean {
  return player.host || player.team === watchingTeam(state.gameplay.half, teamCountOf(state.settings));
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
