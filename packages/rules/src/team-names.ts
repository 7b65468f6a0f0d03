import * as z from 'zod';
import { MARKS_PER_CHARACTER_MAX, NAME_MAX, TEAMS, UNITS_PER_CHARACTER } from './constants.ts';
import { textMessages } from './messages.ts';
import { sameName } from './name-skeleton.ts';
import { cleanText, hasVisibleCharacter, mostMarksOnOneCharacter, textLength } from './text.ts';
import type { PlayingTeam, Settings, TeamName } from './types.ts';

/**
 * The emoji a team can wear: a fixed set, so every device draws each one and nobody can smuggle
 * a sequence of joiners in as "an emoji".
 */
export const TEAM_EMOJIS = [
  '🦊',
  '🐙',
  '🦉',
  '🐝',
  '🐢',
  '🦄',
  '🐸',
  '🐧',
  '🔥',
  '⚡',
  '🌵',
  '🍕',
  '🚀',
  '🎸',
  '🌈',
  '⭐',
] as const;

/** The longest emoji of the set, in UTF-16 units: anything longer is refused before it is compared. */
const EMOJI_UNITS_MAX = Math.max(...TEAM_EMOJIS.map((e) => e.length));

export const teamNameMessages = {
  required: 'Team name is required',
  tooLong: `Team name can be at most ${NAME_MAX} characters`,
  emoji: 'Pick one of the offered emoji',
} as const;

/**
 * A team's name, checked as a player's is: refused on its raw length first, then cleaned
 * (invisible characters out), held to `NAME_MAX` characters as people count them, to a few marks on
 * one letter, and to something that reads.
 */
export const teamNameSchema = z
  .string({ error: teamNameMessages.required })
  .max(NAME_MAX * UNITS_PER_CHARACTER, teamNameMessages.tooLong)
  .transform(cleanText)
  .superRefine((text, ctx) => {
    const problem =
      text === ''
        ? teamNameMessages.required
        : textLength(text, NAME_MAX) > NAME_MAX
          ? teamNameMessages.tooLong
          : mostMarksOnOneCharacter(text) > MARKS_PER_CHARACTER_MAX
            ? textMessages.teamNameMarks(MARKS_PER_CHARACTER_MAX)
            : hasVisibleCharacter(text)
              ? undefined
              : textMessages.teamNameNotVisible;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const teamEmojiSchema = z
  .string({ error: teamNameMessages.emoji })
  .max(EMOJI_UNITS_MAX, teamNameMessages.emoji)
  .pipe(z.enum(TEAM_EMOJIS, { error: teamNameMessages.emoji }));

/** The teams that can be renamed: the playing ones (Unassigned is no team). */
export const playingTeamSchema = z.enum(TEAMS, { error: 'Team must be team 1, team 2, team 3 or team 4' });

/** Each team's emoji until the host picks another. */
export const DEFAULT_TEAM_EMOJI: Record<PlayingTeam, (typeof TEAM_EMOJIS)[number]> = {
  'team 1': '🦊',
  'team 2': '🐙',
  'team 3': '🦉',
  'team 4': '🐝',
};

/** The English default of a team's name, which no other team may take ("Team 2" for team 1). */
export function defaultTeamName(team: PlayingTeam): string {
  return `Team ${team.slice(-1)}`;
}

/** A team's own name, if the host gave it one. */
export function teamNameOf(settings: Pick<Settings, 'teamNames'>, team: PlayingTeam): TeamName | undefined {
  return settings.teamNames?.[team];
}

/**
 * Whether `name` would read as another team of the game: its own name, or its default one. Two
 * teams called alike ("Reds" and "REDS", or with a look-alike letter) could not be told apart.
 */
export function nameOfAnotherTeam(
  settings: Pick<Settings, 'teamNames'>,
  teams: readonly PlayingTeam[],
  team: PlayingTeam,
  name: string,
): boolean {
  return teams.some((other) => {
    if (other === team) return false;
    const given = teamNameOf(settings, other)?.name;
    return sameName(given ?? defaultTeamName(other), name);
  });
}
