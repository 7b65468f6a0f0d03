import { TEAM_COUNT, TEAMS } from './constants.ts';
import type { PerTeam, PlayingTeam, Settings } from './types.ts';

/** How many teams a game has; a game stored before the setting existed has two. */
export function teamCountOf(settings: Pick<Settings, 'teamCount'>): number {
  return settings.teamCount ?? TEAM_COUNT.default;
}

/** The teams a game plays with, in giving order. */
export function playingTeams(settings: Pick<Settings, 'teamCount'>): PlayingTeam[] {
  return TEAMS.slice(0, teamCountOf(settings));
}

/** Whether `team` is one of the game's teams (`unassigned` is not). */
export function isPlayingTeam(settings: Pick<Settings, 'teamCount'>, team: string): team is PlayingTeam {
  return (playingTeams(settings) as string[]).includes(team);
}

/** One value per team of the game, made by `make`. */
export function perTeam<T>(teams: readonly PlayingTeam[], make: (team: PlayingTeam) => T): PerTeam<T> {
  const values: Partial<Record<PlayingTeam, T>> = {};
  for (const team of teams) values[team] = make(team);
  return values as PerTeam<T>;
}
