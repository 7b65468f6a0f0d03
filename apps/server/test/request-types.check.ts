/**
 * Compile-time checks of the request catalogue, run by `npm run typecheck` (never executed): each
 * line marked `@ts-expect-error` must stay an error, or tsc fails on the unused directive.
 */
import type { Ack, Payload, RequestType } from '@unsayable/rules';
import type {
  HandlerContext,
  openHandlers,
  PlayerContext,
  playerHandlers,
} from '../src/game/request-handlers.ts';

type Handlers = typeof openHandlers & typeof playerHandlers;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Every request type has a handler, and nothing else does.
export const everyTypeHandled: Same<keyof Handlers, RequestType> = true;
// @ts-expect-error the check above can fail: a type without a handler is told apart
export const checkCanFail: Same<keyof Handlers, RequestType | 'launchRockets'> = true;
// @ts-expect-error a misspelled request type is not in the catalogue
export const misspelled: RequestType = 'startTrun';

// A payload of the wrong shape for its type.
// @ts-expect-error joinGame needs a name
export const joinWithoutName: Payload<'joinGame'> = { gamecode: 'ABCDEF' };

// Replies of the wrong shape for their type.
export const verifyReply = (ctx: HandlerContext): Ack<'verifyGame'> => ({
  ...ctx.service.ack('unchanged'),
  // @ts-expect-error verifyGame's data names the status too
  data: { gamecode: 'ABCDEF' },
});
export const joinReply = (ctx: PlayerContext): Ack<'joinGame'> => ({
  ...ctx.service.ack('accepted'),
  // @ts-expect-error a game request's acknowledgement carries no data: the view does
  data: { nextGamecode: 'ABCDEF' },
});
