import * as z from 'zod';
import { HALVES } from '../constants.ts';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { change, refuse, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { isHost } from '../roles.ts';
import { gameField } from '../schemas.ts';
import type { GameState } from '../types.ts';

/**
 * Whether the reveal of the turn `round`/`half` is the one every screen may be showing: the turn
 * confirmed last (a skipped turn had no review, so no reveal), before the next turn starts.
 */
function revealShowing(state: GameState, round: number, half: string): boolean {
  const gp = state.gameplay;
  const last = gp.turns.at(-1);
  return (
    gp.roundStatus === 'preround' &&
    last !== undefined &&
    !last.skipped &&
    last.round === round &&
    last.half === half
  );
}

/**
 * The host closes the reveal of a confirmed turn on every screen (their Close, or Skip): the view
 * says so, and each screen closes its own. A close that comes after the next turn started, or
 * names another turn, changes nothing: the reveal it meant is gone already.
 */
export const closeReveal = gameRequest({
  /**
   * The host closes the reveal of the confirmed turn `round`/`half` on every screen (a player's
   * own Close closes only their screen's); naming the turn keeps a late close off the next reveal.
   */
  schema: z.object({
    ...gameField,
    round: z.number({ error: 'Round must be a number' }).int().min(1).max(1_000_000),
    half: z.enum(HALVES, { error: 'Half must be top, bottom, third or fourth' }),
  }),
  fallback: 'default',
  decide: ({ state, request, actor }) => {
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('close the reveal'));
    const { round, half } = request;
    if (!revealShowing(state, round, half)) return unchanged(skipReasons.revealOver);
    const closed = state.gameplay.revealClosed;
    if (closed?.round === round && closed.half === half) return unchanged(skipReasons.unchanged);
    return change(state, 'reveal closed', (draft) => {
      draft.gameplay.revealClosed = { round, half };
    });
  },
});
