import { TEAMS } from './constants.ts';
import { returnCardToPile } from './deck.ts';
import { membersOf } from './teams.ts';
import type { GameResult, GameState, GiverFigures, Half, PlayingTeam } from './types.ts';

export type EndReason = GameResult['reason'];

/** Whether another turn could have a card: one in the pile, or a skipped or buzzed one to reshuffle. */
function canDeal(state: GameState): boolean {
  const gp = state.gameplay;
  if (gp.pile.length > 0) return true;
  const open = new Set(gp.turnCards.map((t) => t.index));
  return state.deck.some((e) => (e.status === 'skipped' || e.status === 'discard') && !open.has(e.index));
}

/** How many turns each player has given (a turn the host skipped for an absent giver counts). */
function turnsGiven(state: GameState): Map<string, number> {
  const given = new Map<string, number>();
  for (const turn of state.gameplay.turns) given.set(turn.giverId, (given.get(turn.giverId) ?? 0) + 1);
  return given;
}

/**
 * Why the game ends after the half just completed, or null. Turns, time and score are checked
 * only after a bottom half, so both teams have had as many turns. Cards that ran out during a top
 * half still leave the bottom half to the other team if any card can be dealt (the skipped and
 * buzzed ones come back); only when none can does the game end after a top half. An empty team
 * ends it after any half: no further half could be played.
 *
 * `turns` counts each player's own turns: the game ends when every player on a team has given
 * clues `endValue` times, so a late joiner gets their turns too.
 */
export function endReason(state: GameState, completedHalf: Half, now: number): EndReason | null {
  const gp = state.gameplay;
  if (gp.deckExhausted && (completedHalf === 'bottom' || !canDeal(state))) return 'deck';
  if (TEAMS.some((t) => membersOf(state, t).length === 0)) return 'empty team';
  if (completedHalf !== 'bottom') return null;
  const { endGameMethod, endValue } = state.settings;
  if (endGameMethod === 'turns') {
    const given = turnsGiven(state);
    const players = TEAMS.flatMap((t) => membersOf(state, t));
    return players.every((p) => (given.get(p.playerId) ?? 0) >= endValue) ? 'turns' : null;
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
  gp.pause = null;
  gp.lastMark = null;
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
