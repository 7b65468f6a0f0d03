import {
  type Category,
  CLUE_MODES,
  type ClueMode,
  type DeckChoice,
  deckChoiceSchema,
  defaultSettings,
  END_METHODS,
  END_VALUE_RANGES,
  type EndGameMethod,
  type GameLanguage,
  LANGUAGE_CATEGORIES,
  nameSchema,
  type Settings,
  SKIP_PENALTIES,
  type SkipPenalty,
  settingsSchema,
  TEAM_COUNT,
} from '@unsayable/rules';
import type { MessageKey } from '../../i18n/i18n.ts';

/** The create form as typed: numbers stay text until they are checked. */
export interface CreateForm {
  name: string;
  endGameMethod: EndGameMethod;
  endValue: string;
  turnSeconds: string;
  skipPenalty: SkipPenalty;
  buzzedCardsScoreForWatchers: boolean;
  clueMode: ClueMode;
  language: GameLanguage;
  categories: readonly Category[];
  teamCount: string;
  /** A player's deck, as pasted (a deck page's link or its code); empty for built-in cards alone. */
  deckLink: string;
  builtInToo: boolean;
}

type CreateField =
  | 'name'
  | 'endValue'
  | 'turnSeconds'
  | 'skipPenalty'
  | 'categories'
  | 'teamCount'
  | 'deckLink';
export type CreateErrors = Partial<Record<CreateField, string>>;

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

export function initialCreateForm(
  name = '',
  language: GameLanguage = defaultSettings.language,
  deckLink = '',
): CreateForm {
  return {
    deckLink,
    // Play this deck means this deck: its cards alone, unless the player asks for ours too.
    builtInToo: deckLink.trim() === '',
    name,
    endGameMethod: defaultSettings.endGameMethod,
    endValue: String(defaultSettings.endValue),
    turnSeconds: String(defaultSettings.turnSeconds),
    skipPenalty: defaultSettings.skipPenalty,
    buzzedCardsScoreForWatchers: defaultSettings.buzzedCardsScoreForWatchers ?? false,
    clueMode: 'out loud',
    language,
    categories: [...LANGUAGE_CATEGORIES[language]],
    teamCount: String(TEAM_COUNT.default),
  };
}

/**
 * Another game language: every one of its categories when every one of the old language's was
 * chosen (each language has categories of its own); otherwise the chosen ones it has stay chosen,
 * and if it has none of them, all of its own are (a choice of nothing would only be refused).
 */
export function withLanguage(form: CreateForm, language: GameLanguage): Partial<CreateForm> {
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
 * The same checks the server makes (the rules' own schemas), with each message placed on the
 * field it belongs to.
 */
/** Whether the game deals built-in cards: without a deck always, with one only when asked. */
export function dealsBuiltIn(form: Pick<CreateForm, 'deckLink' | 'builtInToo'>): boolean {
  return form.deckLink.trim() === '' || form.builtInToo;
}

export function validateCreate(
  form: CreateForm,
): { ok: true; name: string; settings: Settings; deck?: DeckChoice } | { ok: false; errors: CreateErrors } {
  const errors: CreateErrors = {};
  const name = nameSchema.safeParse(form.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Check your name';

  const range = END_VALUE_RANGES[form.endGameMethod];
  const endValue = wholeNumber(form.endValue);
  if (!(endValue >= range.min && endValue <= range.max)) {
    errors.endValue = `${END_VALUE_NAMES[form.endGameMethod]} must be a whole number from ${range.min} to ${range.max}`;
  }

  const settings = settingsSchema.safeParse({
    endGameMethod: form.endGameMethod,
    endValue,
    turnSeconds: wholeNumber(form.turnSeconds),
    skipPenalty: form.skipPenalty,
    buzzedCardsScoreForWatchers: form.buzzedCardsScoreForWatchers,
    clueMode: form.clueMode,
    language: form.language,
    // A deck's cards have no built-in category: without built-in cards the choice is hidden and
    // every category stands, so nothing hidden can be refused.
    categories: dealsBuiltIn(form) ? [...form.categories] : [...LANGUAGE_CATEGORIES[form.language]],
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
  const deck =
    form.deckLink.trim() === ''
      ? undefined
      : deckChoiceSchema.safeParse({ id: form.deckLink, builtInToo: form.builtInToo });
  if (deck && !deck.success) errors.deckLink = deck.error.issues[0]?.message ?? 'Check the deck link';
  if (!name.success || !settings.success || !(deck?.success ?? true) || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return { ok: true, name: name.data, settings: settings.data, ...(deck?.data ? { deck: deck.data } : {}) };
}
