import { setAudience } from './handlers/audience.ts';
import { markBuzzedWord, updateCardStatus } from './handlers/cards.ts';
import type { Call, Handler } from './handlers/context.ts';
import {
  addGameCard,
  movePlayer,
  readmitPlayer,
  removeGameCard,
  removePlayer,
  shuffleTeams,
  updateGameStatus,
  updateTeam,
} from './handlers/lobby.ts';
import { pauseTurn, resumeTurn } from './handlers/pause.ts';
import { joinGame, leaveGame, setPresence, updatePlayer } from './handlers/players.ts';
import { playAgain } from './handlers/rematch.ts';
import { closeReveal } from './handlers/reveal.ts';
import { contestCard, stopReviewCountdown } from './handlers/review.ts';
import { renameTeam, updateSettings } from './handlers/settings.ts';
import { confirmScores, expireTurn, skipTurn, startTurn, updateRoundStatus } from './handlers/turn.ts';
import { sendClue, sendGuess } from './handlers/typed.ts';
import { undoCardStatus } from './handlers/undo.ts';
import { type FallbackOperation, fallbackMessages, fixedMessages, ownMessages } from './messages.ts';
import { type DecideContext, errorEntry, type Outcome, SYSTEM } from './outcome.ts';
import type { GameRequest, NoGameRequestType } from './protocol.ts';
import { randomFrom } from './random.ts';
import { findPlayer } from './roles.ts';
import type { GameState } from './types.ts';

type Handlers = { [K in GameRequest['type']]: Handler<K> };

const handlers: Handlers = {
  joinGame,
  updateTeam,
  updatePlayer,
  updateGameStatus,
  updateRoundStatus,
  startTurn,
  updateCardStatus,
  markBuzzedWord,
  sendClue,
  sendGuess,
  undoCardStatus,
  pauseTurn,
  resumeTurn,
  confirmScores,
  skipTurn,
  contestCard,
  stopReviewCountdown,
  closeReveal,
  movePlayer,
  removePlayer,
  readmitPlayer,
  shuffleTeams,
  addGameCard,
  removeGameCard,
  updateSettings,
  renameTeam,
  playAgain,
  leaveGame,
  setPresence,
  expireTurn,
  setAudience,
};

const systemOnly = new Set<GameRequest['type']>(['setPresence', 'expireTurn', 'setAudience']);

/** The fallback message of each operation, for failures that are not our own refusals. */
export const operationOf: Record<GameRequest['type'] | NoGameRequestType, FallbackOperation> = {
  createGame: 'createGame',
  verifyGame: 'verifyGame',
  watchGame: 'watchGame',
  fetchPlayedCards: 'fetchPlayedCards',
  spectateGame: 'watchGame',
  stopSpectating: 'default',
  submitCardIdea: 'submitCardIdea',
  reportError: 'default',
  flagCard: 'default',
  joinGame: 'addPlayer',
  updateTeam: 'updateTeam',
  movePlayer: 'updateTeam',
  shuffleTeams: 'updateTeam',
  removePlayer: 'updateTeam',
  readmitPlayer: 'updateTeam',
  updatePlayer: 'updatePlayer',
  leaveGame: 'updatePlayer',
  updateGameStatus: 'updateGameStatus',
  updateRoundStatus: 'roundStatus',
  startTurn: 'roundStatus',
  confirmScores: 'roundStatus',
  skipTurn: 'roundStatus',
  expireTurn: 'roundStatus',
  contestCard: 'default',
  stopReviewCountdown: 'roundStatus',
  closeReveal: 'default',
  updateCardStatus: 'default',
  markBuzzedWord: 'default',
  sendClue: 'default',
  sendGuess: 'default',
  undoCardStatus: 'default',
  pauseTurn: 'roundStatus',
  resumeTurn: 'roundStatus',
  addGameCard: 'default',
  removeGameCard: 'default',
  updateSettings: 'default',
  renameTeam: 'updateTeam',
  playAgain: 'default',
  setPresence: 'default',
  setAudience: 'default',
};

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
  if (systemOnly.has(request.type) !== (actor === SYSTEM)) {
    return refused(ownMessages.systemOnly, request, actor, ctx.now);
  }
  if (actor !== SYSTEM && request.type !== 'joinGame' && !findPlayer(state, actor)) {
    return refused(ownMessages.notInGame(state.gamecode), request, actor, ctx.now);
  }
  const call = { state, request, actor, ctx, random: randomFrom(ctx.seed) } as Call<typeof request.type>;
  const result = (handlers[request.type] as Handler<typeof request.type>)(call);
  return result.kind === 'refusal' ? refused(result.message, request, actor, ctx.now) : result;
}

/** What a player is shown when a request fails unexpectedly (not one of our own refusals). */
export function fallbackFor(type: GameRequest['type'] | NoGameRequestType): string {
  return fallbackMessages[operationOf[type]];
}
