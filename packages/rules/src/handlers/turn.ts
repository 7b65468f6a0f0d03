import * as z from 'zod';
import { HALVES, ROUND_STATUSES } from '../constants.ts';
import { beginTurn, completeTurn, endTurnNow } from '../game-flow.ts';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { change, type HandlerResult, refuse, unchanged } from '../outcome.ts';
import { type Call, gameRequest } from '../request-entry.ts';
import { canReview, findPlayer, isHost } from '../roles.ts';
import { gameField } from '../schemas.ts';
import { pauseOf } from '../turn-clock.ts';
import type { Half } from '../types.ts';

function notActive(call: { state: { status: string; gamecode: string } }): HandlerResult | null {
  return call.state.status === 'active' ? null : refuse(fixedMessages.gameNotActive(call.state.gamecode));
}

export const startTurn = gameRequest({
  schema: z.object(gameField),
  fallback: 'roundStatus',
  decide: (call) => {
    const { state, actor, ctx, random } = call;
    const blocked = notActive(call);
    if (blocked) return blocked;
    if (state.gameplay.roundStatus === 'in progress') return unchanged(skipReasons.unchanged);
    if (state.gameplay.roundStatus !== 'preround') return refuse(ownMessages.notPreround);
    if (state.gameplay.giverId !== actor) return refuse(ownMessages.giverOnly('start the turn'));
    return change(state, 'turn started', (draft) => beginTurn(draft, ctx.now, random));
  },
});

/**
 * A confirm that names its turn (round and half) and finds it already completed was sent at the
 * same moment as another reviewer's (or twice): a quiet no-op, like a second press on a card.
 */
function alreadyConfirmed({ state, request }: Call<{ round?: number; half?: Half }>): boolean {
  const { round, half } = request;
  if (round === undefined || half === undefined || state.status === 'new') return false;
  return state.gameplay.turns.some((t) => t.round === round && t.half === half);
}

export const confirmScores = gameRequest({
  /** `round` and `half` name the turn being confirmed, so a second confirm of it is a quiet no-op. */
  schema: z.object({
    ...gameField,
    round: z.number().int().min(1).optional(),
    half: z.enum(HALVES, { error: 'Half must be top, bottom, third or fourth' }).optional(),
  }),
  fallback: 'roundStatus',
  decide: (call) => {
    const { state, actor, ctx } = call;
    if (alreadyConfirmed(call)) return unchanged(skipReasons.alreadyConfirmed);
    const blocked = notActive(call);
    if (blocked) return blocked;
    if (state.gameplay.roundStatus !== 'postround') return refuse(ownMessages.notPostround);
    if (!canReview(state, actor)) {
      const giver = actor === state.gameplay.giverId;
      return refuse(giver ? ownMessages.giverCannotReview : ownMessages.reviewersOnly);
    }
    return change(state, 'scores confirmed', (draft) => completeTurn(draft, ctx.now, false));
  },
});

/**
 * The generic round-status request: the same value does nothing; moves go through the turn's own
 * steps. No screen sends it (they send Start turn and Confirm); kept because it is one of the calls
 * the game's protocol has always had ("update round status"), so a client written to it still works.
 */
export const updateRoundStatus = gameRequest({
  schema: z.object({
    ...gameField,
    roundStatus: z.enum(ROUND_STATUSES, { error: 'Unknown round status' }),
  }),
  fallback: 'roundStatus',
  decide: (call) => {
    const { state, request } = call;
    const blocked = notActive(call);
    if (blocked) return blocked;
    const from = state.gameplay.roundStatus;
    if (request.roundStatus === from) return unchanged(skipReasons.unchanged);
    if (from === 'preround' && request.roundStatus === 'in progress') {
      return startTurn.decide({ ...call, request: { type: 'startTurn', gamecode: request.gamecode } });
    }
    if (from === 'postround' && request.roundStatus === 'preround') {
      return confirmScores.decide({
        ...call,
        request: { type: 'confirmScores', gamecode: request.gamecode },
      });
    }
    return refuse(ownMessages.roundStatusNotAllowed(from, request.roundStatus));
  },
});

export const skipTurn = gameRequest({
  schema: z.object(gameField),
  fallback: 'roundStatus',
  decide: (call) => {
    const { state, actor, ctx } = call;
    const blocked = notActive(call);
    if (blocked) return blocked;
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('skip a turn'));
    if (state.gameplay.roundStatus !== 'preround') return refuse(ownMessages.notPreround);
    const giver = state.gameplay.giverId ? findPlayer(state, state.gameplay.giverId) : undefined;
    if (giver?.online) return refuse(ownMessages.giverOnline);
    return change(state, 'turn skipped', (draft) => completeTurn(draft, ctx.now, true));
  },
});

/**
 * The server's deadline: at `turnEndsAt` the turn ends, whoever is connected. A paused turn has
 * no end while it is stopped, except when its giver has been away too long: then it ends the same way.
 * At `reviewEndsAt` a review with a countdown is confirmed, as a reviewer's Confirm would.
 */
export const expireTurn = gameRequest({
  schema: z.object(gameField),
  fallback: 'roundStatus',
  by: 'server',
  decide: ({ state, ctx }) => {
    const gp = state.gameplay;
    if (state.status === 'active' && gp.roundStatus === 'postround') {
      const endsAt = gp.reviewEndsAt ?? null;
      if (endsAt === null) return unchanged(skipReasons.unchanged);
      if (ctx.now < endsAt) return unchanged(skipReasons.reviewNotOver);
      return change(state, 'review timed out', (draft) => completeTurn(draft, ctx.now, false));
    }
    if (state.status !== 'active' || gp.roundStatus !== 'in progress')
      return unchanged(skipReasons.unchanged);
    const pause = pauseOf(state);
    if (pause) {
      if (pause.giveUpAt === null || ctx.now < pause.giveUpAt) return unchanged(skipReasons.waitingForGiver);
      return change(state, 'turn ended: giver away', (draft) => endTurnNow(draft, ctx.now));
    }
    if (gp.turnEndsAt !== null && ctx.now < gp.turnEndsAt) return unchanged(skipReasons.turnNotOver);
    return change(state, 'turn expired', (draft) => endTurnNow(draft, ctx.now));
  },
});
