import { gameRequests, systemRequests } from './game-requests.ts';
import { type FallbackOperation, fallbackMessages, fixedMessages, ownMessages } from './messages.ts';
import { type DecideContext, errorEntry, type Outcome, SYSTEM } from './outcome.ts';
import { type GameRequest, type NoGameRequestType, noGameRequests } from './protocol.ts';
import { randomFrom } from './random.ts';
import type { GameRequestEntry } from './request-entry.ts';
import { findPlayer } from './roles.ts';
import type { GameState } from './types.ts';

const decided = { ...gameRequests, ...systemRequests };

/** The fallback message of each operation, for failures that are not our own refusals. */
export const operationOf = Object.fromEntries(
  Object.entries({ ...noGameRequests, ...decided }).map(([type, entry]) => [type, entry.fallback]),
) as Record<GameRequest['type'] | NoGameRequestType, FallbackOperation>;

/** A game that is not there: the requests that take a typed-in code say so by code. */
function missingGame(request: GameRequest): string {
  const byCode = ['joinGame', 'updateTeam', 'updatePlayer'].includes(request.type);
  return byCode
    ? fixedMessages.codeDoesNotExist(request.gamecode)
    : fixedMessages.gameDoesNotExist(request.gamecode);
}

function refused(message: string, request: GameRequest, actor: string, now: number): Outcome {
  return {
    kind: 'refused',
    message,
    error: errorEntry({
      message,
      name: 'GameError',
      source: request.type,
      date: now,
      additionalInfo: JSON.stringify({ actor, request }),
    }),
  };
}

/**
 * The one decision of the game: (state, request, acting player, context) → accepted with the new
 * state, unchanged with a reason, or refused with the message the player sees. Never mutates
 * `state`; a refused or unchanged request leaves it exactly as it was.
 */
export function decide(
  state: GameState | undefined,
  request: GameRequest,
  actor: string,
  ctx: DecideContext,
): Outcome {
  if (!state) return refused(missingGame(request), request, actor, ctx.now);
  const entry = decided[request.type] as GameRequestEntry;
  if ((entry.by === 'server') !== (actor === SYSTEM)) {
    return refused(ownMessages.systemOnly, request, actor, ctx.now);
  }
  if (actor !== SYSTEM && request.type !== 'joinGame' && !findPlayer(state, actor)) {
    return refused(ownMessages.notInGame(state.gamecode), request, actor, ctx.now);
  }
  const result = entry.decide({ state, request, actor, ctx, random: randomFrom(ctx.seed) });
  return result.kind === 'refusal' ? refused(result.message, request, actor, ctx.now) : result;
}

/** What a player is shown when a request fails unexpectedly (not one of our own refusals). */
export function fallbackFor(type: GameRequest['type'] | NoGameRequestType): string {
  return fallbackMessages[operationOf[type]];
}
