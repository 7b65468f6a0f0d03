import { SKIP_PENALTIES } from './constants.ts';
import { watchingTeam } from './roles.ts';
import type { CardStatus, Half, PerTeam, PlayRecord, SkipPenalty } from './types.ts';

/**
 * Points one card earns: correct +1 to the giving team; skipped the skip penalty to the watching
 * team; buzzed nothing. Halves stay exact in binary floating point, so sums never drift.
 */
export function pointsFor(status: CardStatus, half: Half, penalty: SkipPenalty): PerTeam<number> {
  const points = { 'team 1': 0, 'team 2': 0 };
  if (status === 'correct') points[half === 'top' ? 'team 1' : 'team 2'] += 1;
  if (status === 'skipped') points[watchingTeam(half)] += SKIP_PENALTIES[penalty];
  return points;
}

export function addPoints(score: PerTeam<number>, points: PerTeam<number>): void {
  score['team 1'] += points['team 1'];
  score['team 2'] += points['team 2'];
}

/** The score as the sum over every confirmed play: what the running score must always equal. */
export function scoreOfPlays(plays: readonly PlayRecord[], penalty: SkipPenalty): PerTeam<number> {
  const score = { 'team 1': 0, 'team 2': 0 };
  for (const play of plays) addPoints(score, pointsFor(play.status, play.half, penalty));
  return score;
}

/** Scores as people read them: 2.5, never 2.50. */
export function formatScore(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
