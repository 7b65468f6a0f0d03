import * as z from 'zod';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { change, type HandlerResult, refuse, unchanged } from '../outcome.ts';
import { type Call, gameRequest } from '../request-entry.ts';
import { isHost } from '../roles.ts';
import { gameField } from '../schemas.ts';
import { pauseByHost, pauseOf, resumeByHost } from '../turn-clock.ts';

/** What both the host's Pause turn and Resume turn need: the host, and a turn in progress. */
function hostDuringTurn({ state, actor }: Call, what: string): HandlerResult | null {
  if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
  if (!isHost(state, actor)) return refuse(ownMessages.hostOnly(what));
  if (state.gameplay.roundStatus !== 'in progress') return refuse(ownMessages.notInProgress);
  return null;
}

/** The host stops the turn's clock for everyone; what was left is kept for Resume turn. */
export const pauseTurn = gameRequest({
  schema: z.object(gameField),
  fallback: 'roundStatus',
  decide: (call) => {
    const { state, ctx } = call;
    const blocked = hostDuringTurn(call, 'pause the turn');
    if (blocked) return blocked;
    const pause = pauseOf(state);
    if (pause?.byHost) return unchanged(skipReasons.alreadyPaused);
    const endsAt = state.gameplay.turnEndsAt;
    if (!pause && endsAt !== null && ctx.now >= endsAt) return refuse(ownMessages.timeIsUp);
    return change(state, 'turn paused', (draft) => pauseByHost(draft, ctx.now));
  },
});

/** The host lets the clock go on with the time it had left, unless it waits for an absent giver. */
export const resumeTurn = gameRequest({
  schema: z.object(gameField),
  fallback: 'roundStatus',
  decide: (call) => {
    const { state, ctx } = call;
    const blocked = hostDuringTurn(call, 'resume the turn');
    if (blocked) return blocked;
    const pause = pauseOf(state);
    if (!pause) return unchanged(skipReasons.notPaused);
    // The giver's lost connection holds the clock until they are back (or their wait runs out).
    if (pause.giveUpAt !== null) return refuse(ownMessages.giverAwayCannotResume);
    return change(state, 'turn resumed', (draft) => resumeByHost(draft, ctx.now));
  },
});
