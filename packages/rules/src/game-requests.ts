/**
 * The catalogue of the requests the rules decide: one entry each (schema, fallback, who sends it,
 * decision), declared beside its decision in `handlers/`. Every other table is read from here: the
 * protocol's schemas, `decide`'s dispatch, the fallback messages, and the server's dispatch of game
 * requests. A new game request is one entry in a handler file and one line below.
 */
import { setAudience } from './handlers/audience.ts';
import { markBuzzedWord, updateCardStatus } from './handlers/cards.ts';
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

/** Requests about one game that the rules decide, sent by players. */
export const gameRequests = {
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
} as const;

/** Requests only the server itself makes (presence, spectators and deadlines): unknown to a browser. */
export const systemRequests = { setPresence, expireTurn, setAudience } as const;
