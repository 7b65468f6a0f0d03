import { TEAMS } from './constants.ts';
import { cardsInPile, returnCardToPile } from './deck.ts';
import { isLastHalf } from './roles.ts';
import { perTeam, playingTeams } from './team-count.ts';
import { membersOf } from './teams.ts';
import type { GameResult, GameState, GiverFigures, Half, PerTeam, PlayingTeam } from './types.ts';

export type EndReason = GameResult['reason'];

/** Whether another turn could have a card: one in the pile, or a skipped or buzzed one to reshuffle. */
function canDeal(state: GameState): boolean {
  const gp = state.gameplay;
  if (cardsInPile(gp) > 0) return true;
  const open = new Set(gp.turnCards.map((t) => t.index));
  return state.deck.some((e, index) => (e.status === 'skipped' || e.status === 'buzzed') && !open.has(index));
}

/** How many turns each player has given (a turn the host skipped for an absent giver counts). */
function turnsGiven(state: GameState): Map<string, number> {
  const given = new Map<string, number>();
  for (const turn of state.gameplay.turns) given.set(turn.giverId, (given.get(turn.giverId) ?? 0) + 1);
  return given;
}

/**
 * The team with the highest score alone, or null when two or more share the highest.
 */
export function leadingTeam(score: PerTeam<number>, teams: readonly PlayingTeam[]): PlayingTeam | null {
  const best = Math.max(...teams.map((t) => score[t] ?? 0));
  const leaders = teams.filter((t) => (score[t] ?? 0) === best);
  return leaders.length === 1 ? (leaders[0] ?? null) : null;
}

/**
 * Why the game ends after the half (turn) just completed, or null. Turns, time and score are
 * checked only after the round's last turn (the bottom half with two teams), so every team has
 * had as many turns. Cards that ran out earlier in a round still leave the round's remaining
 * turns to the other teams if any card can be dealt (the skipped and buzzed ones come back);
 * only when none can does the game end mid-round. An empty team ends it after any turn: no
 * further round could be played.
 *
 * `turns` counts each player's own turns: the game ends when every player on a team has given
 * clues `endValue` times, so a late joiner gets their turns too.
 */
export function endReason(state: GameState, completedHalf: Half, now: number): EndReason | null {
  const gp = state.gameplay;
  const teams = playingTeams(state.settings);
  const roundComplete = isLastHalf(completedHalf, teams.length);
  if (gp.deckExhausted && (roundComplete || !canDeal(state))) return 'deck';
  if (teams.some((t) => membersOf(state, t).length === 0)) return 'empty team';
  if (!roundComplete) return null;
  const { endGameMethod, endValue } = state.settings;
  if (endGameMethod === 'turns') {
    const given = turnsGiven(state);
    const players = teams.flatMap((t) => membersOf(state, t));
    return players.every((p) => (given.get(p.playerId) ?? 0) >= endValue) ? 'turns' : null;
  }
  if (endGameMethod === 'time') {
    return gp.startedAt !== null && now - gp.startedAt >= endValue * 60_000 ? 'time' : null;
  }
  const leader = leadingTeam(gp.score, teams);
  return leader !== null && (gp.score[leader] ?? 0) >= endValue ? 'score' : null;
}

function giverFigures(state: GameState): GiverFigures[] {
  const byGiver = new Map<string, GiverFigures>();
  for (const turn of state.gameplay.turns) {
    if (byGiver.has(turn.giverId)) continue;
    const name = state.players.find((p) => p.playerId === turn.giverId)?.name ?? turn.giverName;
    byGiver.set(turn.giverId, {
      playerId: turn.giverId,
      name,
      team: turn.givingTeam,
      correct: 0,
      skipped: 0,
      buzzed: 0,
    });
  }
  for (const play of state.gameplay.plays) {
    const figures = byGiver.get(play.giverId);
    if (!figures) continue;
    if (play.status === 'correct') figures.correct += 1;
    else if (play.status === 'skipped') figures.skipped += 1;
    else figures.buzzed += 1;
  }
  return [...byGiver.values()];
}

export function finishGame(state: GameState, now: number, reason: EndReason): void {
  returnCardToPile(state);
  const gp = state.gameplay;
  gp.turnEndsAt = null;
  gp.pause = null;
  gp.lastMark = null;
  state.status = 'finished';
  const score = { ...gp.score };
  const teams = playingTeams(state.settings);
  const winner: PlayingTeam | 'tie' = leadingTeam(score, teams) ?? 'tie';
  const roster = (team: PlayingTeam) =>
    membersOf(state, team).map((p) => ({ playerId: p.playerId, name: p.name }));
  const turns = perTeam(teams, (team) => gp.turns.filter((turn) => turn.givingTeam === team).length);
  state.result = {
    winner,
    score,
    rosters: perTeam(teams, roster),
    givers: giverFigures(state),
    finishedAt: now,
    reason,
    turns,
  };
}

/**
 * The teams that had fewer turns than another when the game ended (ended early by the host, or
 * by a team emptying mid-round); none when every team had as many, and in results stored before
 * turns were counted. A leader wins only when there are none: otherwise the game ended with a
 * lead, not a win.
 */
export function teamsShortOfTurns(result: GameResult): PlayingTeam[] {
  const turns = result.turns;
  if (!turns) return [];
  const teams = TEAMS.filter((team) => turns[team] !== undefined);
  const most = Math.max(...teams.map((team) => turns[team] ?? 0));
  return teams.filter((team) => (turns[team] ?? 0) < most);
}
