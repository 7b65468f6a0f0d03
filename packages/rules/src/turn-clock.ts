import { GIVER_RETURN_MS } from './constants.ts';
import type { GameState, TurnPause } from './types.ts';

/**
 * The turn's clock: running toward `turnEndsAt`, or stopped with the time that was left kept in
 * `pause` (so it survives a restart). Each function takes a draft inside `change`.
 */

export function pauseOf(state: GameState): TurnPause | null {
  return state.gameplay.pause ?? null;
}

/** A turn in progress whose clock runs (not paused) and has not run out. */
export function clockRunning(state: GameState, now: number): boolean {
  const gp = state.gameplay;
  if (state.status !== 'active' || gp.roundStatus !== 'in progress' || pauseOf(state)) return false;
  return gp.turnEndsAt === null || now < gp.turnEndsAt;
}

/** Stops the running clock, keeping what was left. */
function stopClock(state: GameState, now: number, byHost: boolean, giveUpAt: number | null): void {
  const gp = state.gameplay;
  const remainingMs = Math.max(0, (gp.turnEndsAt ?? now) - now);
  gp.pause = { remainingMs, byHost, giveUpAt };
  gp.turnEndsAt = null;
}

/** Starts the stopped clock again with exactly the time it had left. */
function restartClock(state: GameState, now: number): void {
  const gp = state.gameplay;
  const pause = pauseOf(state);
  if (!pause) return;
  gp.turnEndsAt = now + pause.remainingMs;
  gp.pause = null;
}

/** The host's Pause turn: stops a running clock, or holds one the giver's absence stopped. */
export function pauseByHost(state: GameState, now: number): void {
  const pause = state.gameplay.pause;
  if (pause) pause.byHost = true;
  else stopClock(state, now, true, null);
}

/** The host's Resume turn (the giver connected): the clock goes on from where it stopped. */
export function resumeByHost(state: GameState, now: number): void {
  restartClock(state, now);
}

/** The giver lost their last connection: the clock stops, and waits for them `GIVER_RETURN_MS`. */
export function giverLeftConnection(state: GameState, now: number): void {
  const pause = state.gameplay.pause;
  if (pause) pause.giveUpAt = now + GIVER_RETURN_MS;
  else stopClock(state, now, false, now + GIVER_RETURN_MS);
}

/** The giver is back: the clock goes on, unless the host holds it paused. */
export function giverReturned(state: GameState, now: number): void {
  const pause = state.gameplay.pause;
  if (!pause) return;
  if (pause.byHost) pause.giveUpAt = null;
  else restartClock(state, now);
}

/**
 * The next moment the server must act on this game's turn (epoch ms), or null: the end of a
 * running turn, the give-up time of a turn waiting for its giver, the end of a review's countdown;
 * a turn the host paused (or a review whose countdown the host stopped) has none.
 * This is the deadline the stores keep and the server arms (`expireTurn` acts on each).
 */
export function turnDeadline(state: GameState): number | null {
  const gp = state.gameplay;
  if (state.status !== 'active') return null;
  if (gp.roundStatus === 'postround') return gp.reviewEndsAt ?? null;
  if (gp.roundStatus !== 'in progress') return null;
  const pause = pauseOf(state);
  return pause ? pause.giveUpAt : gp.turnEndsAt;
}
