import type { GameState } from '@unsayable/rules';

/** A chain of Play again longer than any evening: past it, the code stays where the chain got to. */
const MOST_REMATCHES = 200;

/**
 * The game a code leads to now: the game itself, or, for a finished game followed by Play again,
 * the newest game of that chain. An invite, a lobby's address or a saved code outlives its game:
 * whoever comes with it arrives where the group went. A chain only ever grows at its end (a game's
 * next game is set once), so it may be read outside the games' turns.
 */
export async function newestGameOf(
  load: (code: string) => Promise<GameState | undefined>,
  gamecode: string,
): Promise<{ gamecode: string; state: GameState | undefined }> {
  let state = await load(gamecode);
  let code = gamecode;
  const seen = new Set([code]);
  while (state?.status === 'finished' && state.nextGamecode && seen.size < MOST_REMATCHES) {
    const next = state.nextGamecode;
    if (seen.has(next)) break;
    const nextState = await load(next);
    if (!nextState) break;
    seen.add(next);
    code = next;
    state = nextState;
  }
  return { gamecode: code, state };
}
