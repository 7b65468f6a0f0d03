import type { Connection } from '../net/connection-types.ts';
import { isPassingFailure } from '../state/failures.ts';

/**
 * Whether the game a saved session names can still be gone back to, asked of the server
 * (`verifyGame`) before the start-up rule sends the player to its lobby. An app opened from the
 * home screen days later must not land on a game that has ended or no longer exists, every time
 * it is opened. `over` only on the server's considered answer; a passing failure (the network,
 * a busy server) counts as `open`: the game screen then asks again by itself.
 */
export async function savedGameStatus(connection: Connection, gamecode: string): Promise<'open' | 'over'> {
  const answer = await connection.request('verifyGame', { gamecode });
  return answer.ok || isPassingFailure(answer.error, answer.errorRef) ? 'open' : 'over';
}
