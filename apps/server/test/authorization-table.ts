/**
 * Who may send which request in which phase, written from docs/PROTOCOL.md (its "who" columns and
 * the rules under them), not from the server's code: the matrix test holds the server to it.
 *
 * The game of every cell: a host, four players on two teams (three and two) and one unassigned
 * player, all online, with one added card, and one player the host removed from it (in the lobby). In play it is the second round's first half, so that
 * the host is a guesser and the giver, guesser, watcher and watching-team player are four others.
 * In the lobby and after the end those four are simply players on a team. A spectator is no role:
 * watching is a connection's (see `spectateGame`), and the matrix sends those on a connection of
 * their own.
 */
import type { RequestType } from '@unsayable/rules';

export const ROLES = [
  'host',
  'giver',
  'guesser',
  'watcher',
  'watching team',
  'unassigned',
  'non-member',
  'no session',
] as const;
export type Role = (typeof ROLES)[number];

export const PHASES = ['lobby', 'preround', 'in progress', 'postround', 'finished'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * `not accepted`: refused or a deliberate no-op, where PROTOCOL.md names both a refusal and a no-op
 * that apply and does not say which check comes first. Either way nothing may change.
 */
export type Expected = 'accepted' | 'unchanged' | 'refused' | 'not accepted';

const inPlay = (phase: Phase) => phase === 'preround' || phase === 'in progress' || phase === 'postround';
const hasSession = (role: Role) => role !== 'no session';
const isMember = (role: Role) => hasSession(role) && role !== 'non-member';
const only = (allowed: boolean): Expected => (allowed ? 'accepted' : 'refused');

export const expectations: { [K in RequestType]: (role: Role, phase: Phase) => Expected } = {
  // "known player": a session, nothing about the game.
  createGame: (role) => only(hasSession(role)),
  // "player of the game; a card already shown to them": the matrix flags the card the watcher
  // buzzed, shown in progress to the giver and the watching team only, and in the review to every
  // player of the game. In the other phases no card of that index has been played.
  flagCard: (role, phase) => {
    if (!isMember(role)) return 'refused';
    if (phase === 'in progress') return only(['giver', 'watcher', 'watching team'].includes(role));
    return only(phase === 'postround');
  },
  // "anyone"; "refuses a missing or finished game".
  verifyGame: (_role, phase) => (phase === 'finished' ? 'refused' : 'unchanged'),
  // "player of the game".
  watchGame: (role) => (isMember(role) ? 'unchanged' : 'refused'),
  fetchPlayedCards: (role) => (isMember(role) ? 'unchanged' : 'refused'),
  // "anyone", any game that exists; stopping when not watching is "Nothing to change".
  spectateGame: () => 'unchanged',
  stopSpectating: () => 'unchanged',
  // "anyone".
  submitCardIdea: () => 'accepted',
  reportError: () => 'accepted',
  // "anyone; game new or active"; a player already in it is a no-op ("You are already in this game").
  joinGame: (role, phase) => {
    if (!hasSession(role) || phase === 'finished') return 'refused';
    return isMember(role) ? 'unchanged' : 'accepted';
  },
  // "self; game not finished"; during play only an unassigned player may pick (a pick while a turn
  // is in progress waits as `pendingTeam`, still a change).
  updateTeam: (role, phase) => {
    if (!isMember(role) || phase === 'finished') return 'refused';
    return only(phase === 'lobby' || role === 'unassigned');
  },
  // "self", in any phase.
  updatePlayer: (role) => only(isMember(role)),
  // "host": active → finished ends. In the lobby the unassigned player stops the start ("everyone
  // on a team"); a finished game takes no status.
  updateGameStatus: (role, phase) => only(role === 'host' && inPlay(phase)),
  // "preround → in progress is startTurn; postround → preround is confirmScores"; nothing else.
  updateRoundStatus: (role, phase) =>
    only((phase === 'preround' && role === 'giver') || (phase === 'postround' && role === 'watcher')),
  // "giver; preround"; "startTurn during the turn" is a no-op ("Nothing to change"), for the giver
  // surely; for the others PROTOCOL.md also names "Only the clue giver can start the turn" and
  // does not say which check comes first.
  startTurn: (role, phase) => {
    if (phase === 'in progress' && isMember(role)) return role === 'giver' ? 'unchanged' : 'not accepted';
    return only(role === 'giver' && phase === 'preround');
  },
  // In progress: correct by the giver, Buzz by the watching team. In review: the reviewers, who are
  // the watcher alone while online. In preround a member's update is a no-op ("Cards can't be
  // updated while the round is preround") unless the role check comes first.
  updateCardStatus: (role, phase) => {
    if (!isMember(role) || !inPlay(phase)) return 'refused';
    if (phase === 'preround') return 'not accepted';
    if (phase === 'in progress') return only(['giver', 'watcher', 'watching team'].includes(role));
    return only(role === 'watcher');
  },
  // "watching team; in progress or postround; a card buzzed this turn; once": every cell in play
  // has a buzzed card nobody marked yet, so the watcher and their teammate may mark it then.
  markBuzzedWord: (role, phase) =>
    only(
      (phase === 'in progress' || phase === 'postround') && (role === 'watcher' || role === 'watching team'),
    ),
  // "giver; in progress; typed clues": the giver's clue for the card on screen.
  sendClue: (role, phase) => only(role === 'giver' && phase === 'in progress'),
  // "guessers; in progress; typed or typed-guess games": the host is a guesser in every cell of play.
  sendGuess: (role, phase) => only((role === 'guesser' || role === 'host') && phase === 'in progress'),
  // "giver; in progress; their last Correct or Skip, within 3 seconds": no cell has a mark that
  // recent (the in-progress game has none), so every cell is refused; the rules tests accept it.
  undoCardStatus: () => 'refused',
  // "host; in progress": Pause turn stops the running clock; Resume turn finds it running (a no-op).
  pauseTurn: (role, phase) => only(role === 'host' && phase === 'in progress'),
  resumeTurn: (role, phase) => (role === 'host' && phase === 'in progress' ? 'unchanged' : 'refused'),
  confirmScores: (role, phase) => only(phase === 'postround' && role === 'watcher'),
  // "giving team; postround; a card of this turn": the host is a guesser in every cell of play.
  contestCard: (role, phase) => only(phase === 'postround' && ['giver', 'guesser', 'host'].includes(role)),
  // "host; postround; a countdown running": the matrix game counts its reviews down.
  stopReviewCountdown: (role, phase) => only(role === 'host' && phase === 'postround'),
  // "host; the reveal of the turn confirmed last, before the next turn starts": in preround the
  // matrix game's last confirmed turn is the one the cell names; in the other phases of play
  // there is no reveal (a no-op, "This turn's reveal is over"), and in the lobby or at the end
  // there is no game being played.
  closeReveal: (role, phase) => {
    if (role !== 'host' || !inPlay(phase)) return 'refused';
    return phase === 'preround' ? 'accepted' : 'unchanged';
  },
  // "host; preround; giver offline": the giver is online in every cell.
  skipTurn: () => 'refused',
  // "host; game not finished" (the mover's target: the guesser; the removed: the unassigned player).
  movePlayer: (role, phase) => only(role === 'host' && phase !== 'finished'),
  removePlayer: (role, phase) => only(role === 'host' && phase !== 'finished'),
  // "host; game not finished; a player the host removed" (the one removed in the lobby).
  readmitPlayer: (role, phase) => only(role === 'host' && phase !== 'finished'),
  // "host; lobby".
  shuffleTeams: (role, phase) => only(role === 'host' && phase === 'lobby'),
  addGameCard: (role, phase) => only(role === 'host' && phase === 'lobby'),
  removeGameCard: (role, phase) => only(role === 'host' && phase === 'lobby'),
  // "host; lobby": new settings (the cell's asks for other seconds per turn) and a team's name.
  updateSettings: (role, phase) => only(role === 'host' && phase === 'lobby'),
  renameTeam: (role, phase) => only(role === 'host' && phase === 'lobby'),
  // "host; game finished".
  playAgain: (role, phase) => only(role === 'host' && phase === 'finished'),
  // "self", in any phase.
  leaveGame: (role) => only(isMember(role)),
};

/**
 * A request widened past its row's payload has a row of its own for what it may now ask, held to
 * the same documented "who" and "when": each is sent in every role and phase like a request.
 */
export const VARIANTS = {
  // "host; lobby": new settings with a player's deck by its link (Built-in cards too on).
  'updateSettings with a deck': {
    type: 'updateSettings',
    expected: (role, phase) => only(role === 'host' && phase === 'lobby'),
  },
  // "host; lobby": new settings with no deck, the built-in cards alone.
  'updateSettings without a deck': {
    type: 'updateSettings',
    expected: (role, phase) => only(role === 'host' && phase === 'lobby'),
  },
} as const satisfies Record<string, { type: RequestType; expected: (role: Role, phase: Phase) => Expected }>;
export type Variant = keyof typeof VARIANTS;
