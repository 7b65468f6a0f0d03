import { type PerTeam, type PlayingTeam, TEAMS } from '@unsayable/rules';

export interface PodiumPlace {
  team: PlayingTeam;
  /** 1 for the most points; teams level share a rank, and the next rank skips (1, 1, 3). */
  rank: number;
  /** Another team has the same rank. */
  shared: boolean;
  points: number;
}

/** The game's teams (those the score has) ranked by points, the best first, level teams in team order. */
export function podiumPlaces(score: PerTeam<number>): PodiumPlace[] {
  const teams = TEAMS.filter((team) => score[team] !== undefined);
  const pointsOf = (team: PlayingTeam) => score[team] ?? 0;
  const places = teams.map((team) => ({
    team,
    rank: 1 + teams.filter((other) => pointsOf(other) > pointsOf(team)).length,
    shared: teams.some((other) => other !== team && pointsOf(other) === pointsOf(team)),
    points: pointsOf(team),
  }));
  return places.sort((a, b) => a.rank - b.rank);
}

/**
 * Where each place stands on the podium, left to right: the first in the middle, the second on
 * its left, the third on its right, the fourth at the far left; two teams stand first, second.
 */
export function standingOrder(count: number): number[] {
  if (count <= 2) return [0, 1].slice(0, count);
  return count === 3 ? [1, 0, 2] : [3, 1, 0, 2];
}
