import type { GameStatus } from '@unsayable/rules';

/** Where a game's view belongs: the waiting screen forwards to play or end when the game moves on. */
export function screenForStatus(status: GameStatus, gamecode: string): string {
  if (status === 'active') return `/play/${gamecode}`;
  if (status === 'finished') return `/end/${gamecode}`;
  return `/waiting/${gamecode}`;
}
