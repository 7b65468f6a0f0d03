import { DECK_MAX } from './constants.ts';
import { buildDeck, drawCard, returnCardToPile } from './deck.ts';
import { rememberDeparture, takeDeparture } from './departures.ts';
import { type EndReason, endReason, finishGame } from './end.ts';
import { shuffled } from './random.ts';
import { canReview, findPlayer, givingTeam, nextHalf } from './roles.ts';
import { addPoints, pointsFor } from './scoring.ts';
import { isPlayingTeam, playingTeams, teamCountOf } from './team-count.ts';
import { membersOf } from './teams.ts';
import {
  advance,
  assignRoles,
  initOrder,
  placeInOrder,
  removeFromOrder,
  returnToOrder,
} from './turn-order.ts';
import type { Card, GameState, Team } from './types.ts';

/** State changes shared by several requests. Each takes a draft inside `change`. */

export function startGame(
  state: GameState,
  catalogue: readonly Card[],
  now: number,
  random: () => number,
  deckCards: readonly Card[] = [],
): void {
  state.status = 'active';
  // A player's deck joins as the host's cards do: always dealt, the built-in cards filling what room is left.
  const own = shuffled(deckCards, random).slice(0, Math.max(0, DECK_MAX - state.gameCards.length));
  const dealt = [...state.gameCards, ...own];
  state.deck = buildDeck(catalogue, dealt, state.settings, state.excludedCardIds, random);
  const gp = state.gameplay;
  gp.pile = state.deck.map((_, index) => index);
  gp.pileDrawn = 0;
  gp.startedAt = now;
  gp.round = 1;
  gp.half = 'top';
  gp.roundStatus = 'preround';
  for (const p of state.players) p.pendingTeam = null;
  initOrder(state);
  assignRoles(state);
}

export function beginTurn(state: GameState, now: number, random: () => number): void {
  const gp = state.gameplay;
  gp.roundStatus = 'in progress';
  gp.turnEndsAt = now + state.settings.turnSeconds * 1000;
  gp.pause = null;
  gp.lastMark = null;
  gp.turnCards = [];
  gp.buzzedWords = [];
  if (gp.stream?.length) gp.stream = [];
  drawCard(state, random);
  if (gp.cardIndex === null) endTurnNow(state, now);
}

/**
 * Time is up, the giver left, or no card is left: the turn goes to review, which in a game with a
 * review countdown confirms itself `reviewSeconds` from now.
 */
export function endTurnNow(state: GameState, now: number): void {
  returnCardToPile(state);
  state.gameplay.roundStatus = 'postround';
  state.gameplay.turnEndsAt = null;
  state.gameplay.pause = null;
  state.gameplay.lastMark = null;
  const reviewSeconds = state.settings.reviewSeconds ?? 0;
  if (reviewSeconds > 0) state.gameplay.reviewEndsAt = now + reviewSeconds * 1000;
}

/**
 * A player's team: at once in the lobby, and for the unassigned outside a turn in progress;
 * otherwise from the end of the current turn, so nobody who may have seen the card in play
 * (say, a watcher who left and came back) lands among that turn's guessers.
 */
export function setTeam(state: GameState, playerId: string, team: Team): void {
  const player = findPlayer(state, playerId);
  if (!player) return;
  if (state.status !== 'active') {
    player.team = team;
    player.pendingTeam = null;
    return;
  }
  const midTurn = state.gameplay.roundStatus === 'in progress';
  if ((player.team === 'unassigned' && !midTurn) || player.team === team) {
    player.pendingTeam = null;
    if (player.team !== team) {
      player.team = team;
      placeInOrder(state.gameplay, playerId, team);
    }
    return;
  }
  player.pendingTeam = team;
}

/**
 * A player who left the game in play joins it again: back on the team they left, since during
 * play only the host moves players, at their place in its order, with a move the host made for
 * them still waiting. A team the game does not have leaves them unassigned, as a newcomer.
 */
export function returnToTeam(state: GameState, playerId: string): void {
  const record = takeDeparture(state, playerId);
  const player = findPlayer(state, playerId);
  if (!record || !player) return;
  if (isPlayingTeam(state.settings, record.team)) {
    player.team = record.team;
    returnToOrder(state.gameplay, playerId, record.team, record.place);
  }
  const move = record.pendingTeam;
  if (move !== null && (move === 'unassigned' || isPlayingTeam(state.settings, move)))
    setTeam(state, playerId, move);
}

function applyPendingMoves(state: GameState): void {
  for (const player of state.players) {
    if (player.pendingTeam === null) continue;
    player.team = player.pendingTeam;
    player.pendingTeam = null;
    placeInOrder(state.gameplay, player.playerId, player.team);
  }
}

/** The turn's cards as the reviewers left them become plays and points; the turn is recorded. */
function scoreTurn(state: GameState, skipped: boolean): void {
  const gp = state.gameplay;
  const team = givingTeam(gp.half);
  const giverId = gp.giverId ?? '';
  // Each card's time on screen runs from the mark before it (or the turn's start) to its own.
  let shownAt: number | undefined = state.settings.turnSeconds * 1000;
  for (const { index, pass, msLeft, buzzerId } of gp.turnCards) {
    const entry = state.deck[index];
    const msOnScreen = shownAt !== undefined && msLeft !== undefined ? shownAt - msLeft : undefined;
    shownAt = msLeft;
    if (!entry?.status) continue;
    gp.plays.push({
      index,
      cardId: entry.card.id,
      status: entry.status,
      round: gp.round,
      half: gp.half,
      pass,
      givingTeam: team,
      giverId,
      ...(msOnScreen !== undefined && msLeft !== undefined ? { msOnScreen, msLeft } : {}),
      // A buzz that review moved to another list is no catch.
      ...(buzzerId !== undefined && entry.status === 'buzzed' ? { buzzerId } : {}),
    });
    addPoints(gp.score, pointsFor(entry.status, gp.half, state.settings, teamCountOf(state.settings)));
  }
  const giverName = state.players.find((p) => p.playerId === giverId)?.name ?? gp.giverName ?? '';
  gp.turns.push({ round: gp.round, half: gp.half, givingTeam: team, giverId, giverName, skipped });
  gp.turnCards = [];
  gp.buzzedWords = [];
  if (gp.stream?.length) gp.stream = [];
  gp.turnEndsAt = null;
  // Fields of games with a review countdown or a contest: older games' state keeps its shape.
  if (gp.reviewEndsAt != null) gp.reviewEndsAt = null;
  if (gp.contests?.length) gp.contests = [];
}

/**
 * Confirm scores (or the host's skip of an absent giver): score, rotation, end check, then the
 * next team's turn, or after the last team's the next round's first.
 */
export function completeTurn(state: GameState, now: number, skipped: boolean): void {
  const gp = state.gameplay;
  scoreTurn(state, skipped);
  advance(gp, givingTeam(gp.half), gp.giverId);
  applyPendingMoves(state);
  const completed = gp.half;
  const reason = endReason(state, completed, now);
  if (reason) {
    gp.roundStatus = 'preround';
    finishGame(state, now, reason);
    return;
  }
  const next = nextHalf(completed, teamCountOf(state.settings));
  if (next === null) gp.round += 1;
  gp.half = next ?? 'top';
  gp.roundStatus = 'preround';
  assignRoles(state);
}

/**
 * The host ends the game early. A turn in review counts as if confirmed: its points are scored
 * first. A turn still running does not count (nobody has reviewed its cards).
 */
export function endEarly(state: GameState, now: number): void {
  finishMidTurn(state, now, 'ended by host');
}

/** The game ends before its turn is confirmed: a turn in review is scored, a running one is not. */
function finishMidTurn(state: GameState, now: number, reason: EndReason): void {
  const gp = state.gameplay;
  if (gp.roundStatus === 'postround') {
    scoreTurn(state, false);
    gp.roundStatus = 'preround';
  }
  finishGame(state, now, reason);
}

/** Leave or removal by the host: the host role passes on; the turn adapts to who is left. */
export function dropPlayer(state: GameState, playerId: string, now: number): void {
  const at = state.players.findIndex((p) => p.playerId === playerId);
  const leaving = state.players[at];
  if (!leaving) return;
  state.players.splice(at, 1);
  state.users = state.users.filter((id) => id !== playerId);
  const heir = state.players[0];
  if (leaving.host && heir) heir.host = true;
  if (state.status !== 'active') return;
  rememberDeparture(state, leaving);
  const gp = state.gameplay;
  removeFromOrder(gp, playerId);
  if (gp.roundStatus === 'in progress' && gp.giverId === playerId) endTurnNow(state, now);
  if (gp.roundStatus === 'preround') {
    assignRoles(state);
    if (gp.giverId === null || playingTeams(state.settings).some((t) => membersOf(state, t).length === 0)) {
      finishGame(state, now, 'empty team');
    }
    return;
  }
  if (gp.watcherId === playerId) gp.watcherId = null;
  if (state.players.length === 0) {
    finishGame(state, now, 'empty team');
    return;
  }
  // A team left empty mid-turn ends the game when the turn is confirmed. With the watching team
  // gone and nobody else on a team but the giver, nobody may ever confirm it: the game ends now.
  if (!state.players.some((p) => canReview(state, p.playerId))) finishMidTurn(state, now, 'empty team');
}
