import { TEAMS } from './constants.ts';
import { returnCardToPile } from './deck.ts';
import { membersOf } from './teams.ts';
import type { GameResult, GameState, GiverFigures, Half, PlayingTeam } from './types.ts';

export type EndReason = GameResult['reason'];

/**
 * Why the game ends after the half just completed, or null. Turns, time and score are checked
 * only after a bottom half, so both teams have had as many turns. An empty team or a dry deck
 * ends it after any half: no further half could be played.
 */
export function endReason(state: GameState, completedHalf: Half, now: number): EndReason | null {
  const gp = state.gameplay;
  if (gp.deckExhausted) return 'deck';
  if (TEAMS.some((t) => membersOf(state, t).length === 0)) return 'empty team';
  if (completedHalf !== 'bottom') return null;
  const { endGameMethod, endValue } = state.settings;
  if (endGameMethod === 'turns') {
    return TEAMS.every((t) => gp.rotations[t] >= endValue) ? 'turns' : null;
  }
  if (endGameMethod === 'time') {
    return gp.startedAt !== null && now - gp.startedAt >= endValue * 60_000 ? 'time' : null;
  }
  const [one, two] = [gp.score['team 1'], gp.score['team 2']];
  return Math.max(one, two) >= endValue && one !== two ? 'score' : null;
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
  gp.roundEndsAt = null;
  state.status = 'finished';
  const score = { ...gp.score };
  const winner: PlayingTeam | 'tie' =
    score['team 1'] === score['team 2'] ? 'tie' : score['team 1'] > score['team 2'] ? 'team 1' : 'team 2';
  const roster = (team: PlayingTeam) =>
    membersOf(state, team).map((p) => ({ playerId: p.playerId, name: p.name }));
  state.result = {
    winner,
    score,
    rosters: { 'team 1': roster('team 1'), 'team 2': roster('team 2') },
    givers: giverFigures(state),
    finishedAt: now,
    reason,
  };
}
