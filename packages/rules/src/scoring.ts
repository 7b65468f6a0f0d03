import { SKIP_PENALTIES, TEAMS } from './constants.ts';
import { givingTeam, watchingTeam } from './roles.ts';
import { perTeam } from './team-count.ts';
import type { CardStatus, Half, PerTeam, PlayRecord, Settings } from './types.ts';

/** The settings that decide what a card earns. */
export type ScoringSettings = Pick<Settings, 'skipPenalty' | 'buzzedCardsScoreForWatchers'>;

/**
 * Points one card earns, for each of the game's teams: correct +1 to the giving team; skipped the
 * skip penalty to the watching team; buzzed +1 to the watching team where the game says so, else
 * nothing. Halves stay exact in binary floating point, so sums never drift.
 */
export function pointsFor(
  status: CardStatus,
  half: Half,
  scoring: ScoringSettings,
  teamCount: number,
): PerTeam<number> {
  const points = perTeam(TEAMS.slice(0, teamCount), () => 0);
  if (status === 'correct') points[givingTeam(half)] = 1;
  if (status === 'skipped') points[watchingTeam(half, teamCount)] = SKIP_PENALTIES[scoring.skipPenalty];
  if (status === 'buzzed' && scoring.buzzedCardsScoreForWatchers) points[watchingTeam(half, teamCount)] = 1;
  return points;
}

export function addPoints(score: PerTeam<number>, points: PerTeam<number>): void {
  for (const team of TEAMS) {
    const gained = points[team];
    if (gained !== undefined) score[team] = (score[team] ?? 0) + gained;
  }
}

/** The score as the sum over every confirmed play: what the running score must always equal. */
export function scoreOfPlays(
  plays: readonly PlayRecord[],
  scoring: ScoringSettings,
  teamCount: number,
): PerTeam<number> {
  const score = perTeam(TEAMS.slice(0, teamCount), () => 0);
  for (const play of plays) addPoints(score, pointsFor(play.status, play.half, scoring, teamCount));
  return score;
}

/** Scores as people read them: 2.5, never 2.50. */
export function formatScore(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
