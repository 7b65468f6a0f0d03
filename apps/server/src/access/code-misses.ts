import type { Ack, RequestType } from '@unsayable/rules';
import type { AddressGate } from './address-limits.ts';

/**
 * The refusals that tell whoever sent a code that it names no game they may see: a game that does
 * not exist, or one they are not in. Each is a miss of the sender's address, whatever the request.
 */
const MISSES: ReadonlySet<string> = new Set([
  'fixed.codeDoesNotExist',
  'fixed.gameDoesNotExist',
  'own.notInGame',
]);

/** Requests that show a game to someone not in it (join it, see that it exists, watch it). */
const OPENS_A_GAME: ReadonlySet<string> = new Set(['verifyGame', 'joinGame', 'spectateGame']);

/**
 * Before a request that names a game: refused at once, with no look-up, when its address has
 * used up its misses and the request would show the game to someone not in it; a game found then
 * would tell a guesser as much as a miss. Memory of this process alone: no shared count is asked.
 */
export function codesHeld(limits: AddressGate, type: RequestType, now: number): boolean {
  return OPENS_A_GAME.has(type) && limits.codesHeld(now);
}

/** Whether an answer tells its sender that the code names no game they may see. */
export function isMiss(answer: Ack): boolean {
  return !answer.ok && answer.errorRef !== undefined && MISSES.has(answer.errorRef.key);
}

/**
 * After a miss (`isMiss`): whether it may be answered as it is. It counts against the address
 * (shared over a cluster: asked only on a miss, never for a game found); past the limit, or while
 * the address is held, it is refused as a guess instead. A player's own game is never a miss, so
 * a party's play is not held back by one of its phones guessing.
 */
export function missAllowed(limits: AddressGate, now: number): Promise<boolean> {
  return limits.codesHeld(now) ? Promise.resolve(false) : limits.codeMiss(now);
}
