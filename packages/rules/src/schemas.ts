import * as z from 'zod';
import {
  ALL_TEAMS,
  CARD_TEXT_MAX,
  CATEGORIES,
  CLUE_MODES,
  CLUE_TEXT_MAX,
  CLUE_UNITS_MAX,
  CODE_ALPHABET,
  CODE_LENGTH,
  DEFAULT_LANGUAGE,
  END_METHODS,
  END_VALUE_RANGES,
  FORBIDDEN_MAX,
  GAME_LANGUAGES,
  GUESS_TEXT_MAX,
  GUESS_UNITS_MAX,
  LANGUAGE_CATEGORIES,
  LANGUAGE_NAMES,
  MARKS_PER_CHARACTER_MAX,
  NAME_MAX,
  REVIEW_SECONDS,
  SKIP_PENALTIES,
  TEAM_COUNT,
  TURN_SECONDS,
  UNITS_PER_CHARACTER,
} from './constants.ts';
import { textMessages } from './messages.ts';
import { cleanText, hasVisibleCharacter, mostMarksOnOneCharacter, textLength } from './text.ts';
import type { Category, GameLanguage, Settings } from './types.ts';

/**
 * Typed text: refused on its length in UTF-16 units before anything reads it (8 a character, which
 * only a text far longer than `max` characters passes), then cleaned and held to `max` characters
 * as people count them, to `MARKS_PER_CHARACTER_MAX` marks on one, and to what `readable` asks.
 */
const boundedText = (
  label: string,
  max: number,
  marksMessage: string,
  readable: (text: string) => string | undefined = () => undefined,
) => {
  const tooLong = `${label} can be at most ${max} characters`;
  return z
    .string({ error: `${label} is required` })
    .max(max * UNITS_PER_CHARACTER, tooLong)
    .transform(cleanText)
    .superRefine((text, ctx) => {
      const problem =
        text === ''
          ? `${label} is required`
          : textLength(text, max) > max
            ? tooLong
            : mostMarksOnOneCharacter(text) > MARKS_PER_CHARACTER_MAX
              ? marksMessage
              : readable(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
};

/** A name shown to others: something in it must read (a name of marks or dots alone does not). */
export const nameSchema = boundedText(
  'Your name',
  NAME_MAX,
  textMessages.nameMarks(MARKS_PER_CHARACTER_MAX),
  (name) => (hasVisibleCharacter(name) ? undefined : textMessages.nameNotVisible),
);

const codePattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
const codeShape = `A game code is ${CODE_LENGTH} letters and digits`;
/** Entry is case-insensitive and trimmed. */
export const gamecodeSchema = z
  .string({ error: 'Game code is required' })
  .max(CODE_LENGTH * UNITS_PER_CHARACTER, codeShape)
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => codePattern.test(v), codeShape);

/** The one field of every request about a game. */
export const gameField = { gamecode: gamecodeSchema };

export const teamSchema = z.enum(ALL_TEAMS, {
  error: 'Team must be team 1, team 2, team 3, team 4 or unassigned',
});
export const playerIdSchema = z.string().min(1).max(64);

export const cardWordSchema = boundedText(
  'The word',
  CARD_TEXT_MAX,
  textMessages.wordMarks(MARKS_PER_CHARACTER_MAX),
);
export const forbiddenWordSchema = boundedText(
  'A forbidden word',
  CARD_TEXT_MAX,
  textMessages.forbiddenMarks(MARKS_PER_CHARACTER_MAX),
);

/**
 * A typed clue or guess: held to its characters, then to the referee's units, so the referee
 * reads every text the schema lets through.
 */
const typedText = (label: string, max: number, units: number) =>
  boundedText(label, max, textMessages.typedMarks(MARKS_PER_CHARACTER_MAX)).refine(
    (text) => text.length <= units,
    `${label} can be at most ${max} characters`,
  );
export const clueTextSchema = typedText('Your clue', CLUE_TEXT_MAX, CLUE_UNITS_MAX);
export const guessTextSchema = typedText('Your guess', GUESS_TEXT_MAX, GUESS_UNITS_MAX);

/** A card idea or a game card: a target word and up to five forbidden words. */
export const cardInputSchema = z.object({
  word: cardWordSchema,
  forbidden: z
    .array(forbiddenWordSchema, { error: 'Forbidden words must be a list' })
    .max(FORBIDDEN_MAX, `At most ${FORBIDDEN_MAX} forbidden words`)
    .default([]),
});
export type CardInput = z.infer<typeof cardInputSchema>;

const endValueMessage = (method: keyof typeof END_VALUE_RANGES) => {
  const { min, max } = END_VALUE_RANGES[method];
  const what = { turns: 'Turns per player', time: 'Minutes', score: 'Target score' }[method];
  return `${what} must be a whole number from ${min} to ${max}`;
};

export const defaultSettings: Settings = {
  endGameMethod: 'turns',
  endValue: 2,
  turnSeconds: 60,
  skipPenalty: 'none',
  language: DEFAULT_LANGUAGE,
  categories: [...LANGUAGE_CATEGORIES[DEFAULT_LANGUAGE]],
  teamCount: TEAM_COUNT.default,
  buzzedCardsScoreForWatchers: false,
};

/** How a game's clues are given; games stored before clues could be typed: out loud. */
export function clueModeOf(settings: { clueMode?: Settings['clueMode'] }): NonNullable<Settings['clueMode']> {
  return settings.clueMode ?? 'out loud';
}

const reviewSecondsMessage = `The review countdown must be off (0) or ${REVIEW_SECONDS.filter((s) => s > 0).join(', ')} seconds`;

const teamCountMessage = `Number of teams must be a whole number from ${TEAM_COUNT.min} to ${TEAM_COUNT.max}`;

/** A game's language; games stored (and clients written) before games had one are English. */
export function gameLanguage(settings: { language?: GameLanguage | undefined }): GameLanguage {
  return settings.language ?? DEFAULT_LANGUAGE;
}

const languageList = GAME_LANGUAGES.map((l) => `${LANGUAGE_NAMES[l]} (${l})`).join(', ');
export const languageSchema = z.enum(GAME_LANGUAGES, {
  error: `Game language must be one of: ${languageList}`,
});

/** The categories a language's catalogue holds, per language. */
export type LanguageCategories = { readonly [L in GameLanguage]: readonly Category[] };

/**
 * The settings of a new game, checked against the categories each language has (`table`, the
 * built-in one unless a test gives another): a game only chooses among its own language's.
 */
export function settingsSchemaFor(table: LanguageCategories) {
  return (
    z
      .object({
        endGameMethod: z.enum(END_METHODS, { error: 'End game by must be turns, time or score' }),
        endValue: z.number({ error: 'The end value must be a number' }).int('The end value must be whole'),
        turnSeconds: z
          .number({ error: 'Seconds per turn must be a number' })
          .int(`Seconds per turn go in steps of ${TURN_SECONDS.step}`)
          .min(TURN_SECONDS.min, `Seconds per turn must be ${TURN_SECONDS.min} to ${TURN_SECONDS.max}`)
          .max(TURN_SECONDS.max, `Seconds per turn must be ${TURN_SECONDS.min} to ${TURN_SECONDS.max}`)
          .refine((v) => v % TURN_SECONDS.step === 0, `Seconds per turn go in steps of ${TURN_SECONDS.step}`),
        skipPenalty: z.enum(Object.keys(SKIP_PENALTIES) as [keyof typeof SKIP_PENALTIES], {
          error: 'Skip penalty must be none, half or full',
        }),
        language: languageSchema,
        categories: z
          .array(z.enum(CATEGORIES, { error: 'Unknown card category' }))
          .min(1, 'Choose at least one card category')
          .transform((list) => CATEGORIES.filter((c) => list.includes(c))),
        teamCount: z
          .number({ error: teamCountMessage })
          .int(teamCountMessage)
          .min(TEAM_COUNT.min, teamCountMessage)
          .max(TEAM_COUNT.max, teamCountMessage),
        buzzedCardsScoreForWatchers: z.boolean({
          error: 'Buzzed cards score for the watchers must be on or off',
        }),
        clueMode: z.enum(CLUE_MODES, { error: 'Clues are given out loud, typed or with typed guesses' }),
        reviewSeconds: z
          .number({ error: reviewSecondsMessage })
          .refine((v) => (REVIEW_SECONDS as readonly number[]).includes(v), reviewSecondsMessage),
      })
      .partial()
      // A method chosen without a value gets that method's own default, not the turns default; a
      // language chosen without categories gets all of that language's.
      .transform((given): Settings => {
        const language = given.language ?? DEFAULT_LANGUAGE;
        return {
          ...defaultSettings,
          ...(given.endGameMethod ? { endValue: END_VALUE_RANGES[given.endGameMethod].default } : {}),
          categories: [...table[language]],
          ...given,
          language,
        };
      })
      .superRefine((s, ctx) => {
        const range = END_VALUE_RANGES[s.endGameMethod];
        if (s.endValue < range.min || s.endValue > range.max) {
          ctx.addIssue({ code: 'custom', path: ['endValue'], message: endValueMessage(s.endGameMethod) });
        }
        const own = new Set<Category>(table[s.language]);
        const foreign = s.categories.find((c) => !own.has(c));
        if (foreign !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories'],
            message: `${LANGUAGE_NAMES[s.language]} cards have no category "${foreign}"`,
          });
        }
      })
  );
}

export const settingsSchema = settingsSchemaFor(LANGUAGE_CATEGORIES);
