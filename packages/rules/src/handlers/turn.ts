import { beginTurn, completeTurn, endTurnNow } from '../game-flow.ts';
import { ownMessages, seedMessages, skipReasons } from '../messages.ts';
import { change, type HandlerResult, refuse, unchanged } from '../outcome.ts';
import { canReview, findPlayer, isHost } from '../roles.ts';
import type { Call, Handler } from './context.ts';

function notActive(call: { state: { status: string; gamecode: string } }): HandlerResult | null {
  return call.state.status === 'active' ? null : refuse(seedMessages.gameNotActive(call.state.gamecode));
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

export const confirmScores: Handler<'confirmScores'> = (call) => {
  const { state, actor, ctx } = call;
  const blocked = notActive(call);
  if (blocked) return blocked;
  if (state.gameplay.roundStatus !== 'postround') return refuse(ownMessages.notPostround);
  if (!canReview(state, actor)) return refuse(ownMessages.reviewersOnly);
  return change(state, 'scores confirmed', (draft) => completeTurn(draft, ctx.now, false));
};

/** The seed's generic round-status call: the same value does nothing; moves go through the turn's own steps. */
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

/** The server's deadline: at `roundEndsAt` the turn ends, whoever is connected. */
export const expireTurn: Handler<'expireTurn'> = ({ state, ctx }: Call<'expireTurn'>) => {
  const gp = state.gameplay;
  if (state.status !== 'active' || gp.roundStatus !== 'in progress') return unchanged(skipReasons.unchanged);
  if (gp.roundEndsAt !== null && ctx.now < gp.roundEndsAt) return unchanged(skipReasons.turnNotOver);
  return change(state, 'turn expired', (draft) => endTurnNow(draft));
};
