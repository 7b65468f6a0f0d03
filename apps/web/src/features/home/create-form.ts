import {
  CATEGORIES,
  type Category,
  defaultSettings,
  END_METHODS,
  END_VALUE_RANGES,
  type EndGameMethod,
  nameSchema,
  type Settings,
  SKIP_PENALTIES,
  type SkipPenalty,
  settingsSchema,
} from '@unsayable/rules';
import type { MessageKey } from '../../i18n/i18n.ts';

/** The create form as typed: numbers stay text until they are checked. */
export interface CreateForm {
  name: string;
  endGameMethod: EndGameMethod;
  endValue: string;
  turnSeconds: string;
  skipPenalty: SkipPenalty;
  categories: readonly Category[];
}

type CreateField = 'name' | 'endValue' | 'turnSeconds' | 'skipPenalty' | 'categories';
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

export function initialCreateForm(name = ''): CreateForm {
  return {
    name,
    endGameMethod: defaultSettings.endGameMethod,
    endValue: String(defaultSettings.endValue),
    turnSeconds: String(defaultSettings.turnSeconds),
    skipPenalty: defaultSettings.skipPenalty,
    categories: [...CATEGORIES],
  };
}

/** A typed whole number, or NaN: "2.5", "", "1e1" and "12abc" are not whole numbers here. */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The same checks the server makes (the rules' own schemas), with each message placed on the
 * field it belongs to.
 */
export function validateCreate(
  form: CreateForm,
): { ok: true; name: string; settings: Settings } | { ok: false; errors: CreateErrors } {
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
    categories: [...form.categories],
  });
  if (!settings.success) {
    for (const issue of settings.error.issues) {
      const field = issue.path[0];
      if (field === 'turnSeconds' || field === 'skipPenalty' || field === 'categories') {
        errors[field] ??= issue.message;
      }
    }
  }
  if (!name.success || !settings.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, name: name.data, settings: settings.data };
}
