import {
  type Category,
  CLUE_MODES,
  type ClueMode,
  END_METHODS,
  END_VALUE_RANGES,
  type EndGameMethod,
  type GameLanguage,
  LANGUAGE_CATEGORIES,
  REVIEW_SECONDS,
  type Settings,
  SKIP_PENALTIES,
  type SkipPenalty,
  settingsSchema,
  TEAM_COUNT,
  teamCountOf,
} from '@unsayable/rules';
import type { MessageKey } from '../i18n/i18n.ts';

/**
 * A game's settings as a form holds them (create's More settings, the host's lobby editor):
 * numbers stay text until they are checked. A new setting is one field here, its value in
 * `settingsFormOf` and `settingsToCheck`, and its control in `SettingsFields`.
 */
export interface SettingsForm {
  endGameMethod: EndGameMethod;
  endValue: string;
  turnSeconds: string;
  skipPenalty: SkipPenalty;
  buzzedCardsScoreForWatchers: boolean;
  clueMode: ClueMode;
  /** The review's countdown in seconds, as the select gives it; "0" is off. */
  reviewSeconds: string;
  language: GameLanguage;
  categories: readonly Category[];
  teamCount: string;
}

export type SettingsField = 'endValue' | 'turnSeconds' | 'skipPenalty' | 'categories' | 'teamCount';
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const END_METHOD_LABELS = {
  turns: 'create.end.turns',
  time: 'create.end.time',
  score: 'create.end.score',
} as const satisfies Record<EndGameMethod, MessageKey>;

/** The value field's label for each method: tests and screen readers find the field by it. */
export const END_VALUE_LABELS = {
  turns: 'create.end.turns',
  time: 'create.value.minutes',
  score: 'create.end.score',
} as const satisfies Record<EndGameMethod, MessageKey>;

/** The field's name in the English check message (the rules' own words; shown translated). */
const END_VALUE_NAMES: Record<EndGameMethod, string> = {
  turns: 'Turns per player',
  time: 'Minutes',
  score: 'Target score',
};

export const CLUE_MODE_LABELS = {
  'out loud': 'create.clueMode.outLoud',
  typed: 'create.clueMode.typed',
  'typed guesses': 'create.clueMode.typedGuesses',
} as const satisfies Record<ClueMode, MessageKey>;

export function isClueMode(value: string): value is ClueMode {
  return CLUE_MODES.some((mode) => mode === value);
}

export const SKIP_PENALTY_LABELS = {
  none: 'create.penalty.none',
  half: 'create.penalty.half',
  full: 'create.penalty.full',
} as const satisfies Record<SkipPenalty, MessageKey>;

/** What a select gives is text: these say which of it is a choice of the rules. */
export function isEndGameMethod(value: string): value is EndGameMethod {
  return END_METHODS.some((method) => method === value);
}

export function isSkipPenalty(value: string): value is SkipPenalty {
  return Object.hasOwn(SKIP_PENALTIES, value);
}

/** A game's settings (a new game's defaults, or a lobby's own) as the form shows them. */
export function settingsFormOf(settings: Settings): SettingsForm {
  return {
    endGameMethod: settings.endGameMethod,
    endValue: String(settings.endValue),
    turnSeconds: String(settings.turnSeconds),
    skipPenalty: settings.skipPenalty,
    buzzedCardsScoreForWatchers: settings.buzzedCardsScoreForWatchers ?? false,
    clueMode: settings.clueMode ?? 'out loud',
    reviewSeconds: String(settings.reviewSeconds ?? 0),
    language: settings.language,
    categories: [...settings.categories],
    teamCount: String(teamCountOf(settings)),
  };
}

/**
 * Another game language: every one of its categories when every one of the old language's was
 * chosen (each language has categories of its own); otherwise the chosen ones it has stay chosen,
 * and if it has none of them, all of its own are (a choice of nothing would only be refused).
 */
export function withLanguage(form: SettingsForm, language: GameLanguage): Partial<SettingsForm> {
  const offered = LANGUAGE_CATEGORIES[language];
  const hadAll = LANGUAGE_CATEGORIES[form.language].every((c) => form.categories.includes(c));
  const kept = offered.filter((c) => form.categories.includes(c));
  return { language, categories: hadAll || kept.length === 0 ? [...offered] : kept };
}

/** A typed whole number, or NaN: "2.5", "", "1e1" and "12abc" are not whole numbers here. */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The same checks the server makes (the rules' own schema), with each message placed on the
 * field it belongs to. `builtIn`: whether the game deals built-in cards; without them the choice
 * of categories is hidden and every category stands, so nothing hidden can be refused.
 */
export function checkSettings(
  form: SettingsForm,
  builtIn = true,
): { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const range = END_VALUE_RANGES[form.endGameMethod];
  const endValue = wholeNumber(form.endValue);
  if (!(endValue >= range.min && endValue <= range.max)) {
    errors.endValue = `${END_VALUE_NAMES[form.endGameMethod]} must be a whole number from ${range.min} to ${range.max}`;
  }
  const reviewSeconds = wholeNumber(form.reviewSeconds);
  const settings = settingsSchema.safeParse({
    endGameMethod: form.endGameMethod,
    endValue,
    turnSeconds: wholeNumber(form.turnSeconds),
    skipPenalty: form.skipPenalty,
    buzzedCardsScoreForWatchers: form.buzzedCardsScoreForWatchers,
    clueMode: form.clueMode,
    // Off is left out, as in games made before the countdown existed.
    ...(reviewSeconds === 0 ? {} : { reviewSeconds }),
    language: form.language,
    categories: builtIn ? [...form.categories] : [...LANGUAGE_CATEGORIES[form.language]],
    teamCount: wholeNumber(form.teamCount),
  });
  if (!settings.success) {
    for (const issue of settings.error.issues) {
      const field = issue.path[0];
      if (
        field === 'turnSeconds' ||
        field === 'skipPenalty' ||
        field === 'categories' ||
        field === 'teamCount'
      ) {
        errors[field] ??= issue.message;
      }
    }
  }
  if (!settings.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: settings.data };
}

/** The review countdown's choices, off first. */
export const REVIEW_SECONDS_OPTIONS: readonly number[] = REVIEW_SECONDS;

export const TEAM_COUNT_OPTIONS = Array.from(
  { length: TEAM_COUNT.max - TEAM_COUNT.min + 1 },
  (_, i) => TEAM_COUNT.min + i,
);
