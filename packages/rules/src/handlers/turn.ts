import { beginTurn, completeTurn, endTurnNow } from '../game-flow.ts';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { change, type HandlerResult, refuse, unchanged } from '../outcome.ts';
import { canReview, findPlayer, isHost } from '../roles.ts';
import { pauseOf } from '../turn-clock.ts';
import type { Call, Handler } from './context.ts';

function notActive(call: { state: { status: string; gamecode: string } }): HandlerResult | null {
  return call.state.status === 'active' ? null : refuse(fixedMessages.gameNotActive(call.state.gamecode));
}

export const startTurn: Handler<'startTurn'> = (call) => {
  const { state, actor, ctx, random } = call;
  const blocked = notActive(call);
  if (blocked) return blocked;
  if (state.gameplay.roundStatus === 'in progress') return unchanged(skipReasons.unchanged);
  if (state.gameplay.roundStatus !== 'preround') return refuse(ownMessages.notPreround);
  if (state.gameplay.giverId !== actor) return refuse(ownMessages.giverOnly('start the turn'));
  return change(state, 'turn started', (draft) => beginTurn(draft, ctx.now, random));
};

/**
 * A confirm that names its turn (round and half) and finds it already completed was sent at the
 * same moment as another reviewer's (or twice): a quiet no-op, like a second press on a card.
 */
function alreadyConfirmed({ state, request }: Call<'confirmScores'>): boolean {
  const { round, half } = request;
  if (round === undefined || half === undefined || state.status === 'new') return false;
  return state.gameplay.turns.some((t) => t.round === round && t.half === half);
}

export const confirmScores: Handler<'confirmScores'> = (call) => {
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
};

/** The generic round-status request: the same value does nothing; moves go through the turn's own steps. */
export const updateRoundStatus: Handler<'updateRoundStatus'> = (call) => {
  const { state, request } = call;
  const blocked = notActive(call);
  if (blocked) return blocked;
  const from = state.gameplay.roundStatus;
  if (request.roundStatus === from) return unchanged(skipReasons.unchanged);
  if (from === 'preround' && request.roundStatus === 'in progress') {
    return startTurn({ ...call, request: { type: 'startTurn', gamecode: request.gamecode } });
  }
  if (from === 'postround' && request.roundStatus === 'preround') {
    return confirmScores({ ...call, request: { type: 'confirmScores', gamecode: request.gamecode } });
  }
  return refuse(ownMessages.roundStatusNotAllowed(from, request.roundStatus));
};

export const skipTurn: Handler<'skipTurn'> = (call) => {
  const { state, actor, ctx } = call;
  const blocked = notActive(call);
  if (blocked) return blocked;
  if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('skip a turn'));
  if (state.gameplay.roundStatus !== 'preround') return refuse(ownMessages.notPreround);
  const giver = state.gameplay.giverId ? findPlayer(state, state.gameplay.giverId) : undefined;
  if (giver?.online) return refuse(ownMessages.giverOnline);
  return change(state, 'turn skipped', (draft) => completeTurn(draft, ctx.now, true));
};

/**
 * The server's deadline: at `roundEndsAt` the turn ends, whoever is connected. A paused turn has
 * no end while it is stopped, except when its giver has been away too long: then it ends the same way.
 * At `reviewEndsAt` a review with a countdown is confirmed, as a reviewer's Confirm would.
 */
export const expireTurn: Handler<'expireTurn'> = ({ state, ctx }: Call<'expireTurn'>) => {
  const gp = state.gameplay;
  if (state.status === 'active' && gp.roundStatus === 'postround') {
    const endsAt = gp.reviewEndsAt ?? null;
    if (endsAt === null) return unchanged(skipReasons.unchanged);
    if (ctx.now < endsAt) return unchanged(skipReasons.reviewNotOver);
    return change(state, 'review timed out', (draft) => completeTurn(draft, ctx.now, false));
  }
  if (state.status !== 'active' || gp.roundStatus !== 'in progress') return unchanged(skipReasons.unchanged);
  const pause = pauseOf(state);
  if (pause) {
    if (pause.giveUpAt === null || ctx.now < pause.giveUpAt) return unchanged(skipReasons.waitingForGiver);
    return change(state, 'turn ended: giver away', (draft) => endTurnNow(draft, ctx.now));
  }
  if (gp.roundEndsAt !== null && ctx.now < gp.roundEndsAt) return unchanged(skipReasons.turnNotOver);
  return change(state, 'turn expired', (draft) => endTurnNow(draft, ctx.now));
};
