import {
  type DeckChoice,
  deckChoiceSchema,
  defaultSettings,
  type GameLanguage,
  LANGUAGE_CATEGORIES,
  nameSchema,
  type Settings,
} from '@unsayable/rules';
import {
  checkSettings,
  type SettingsErrors,
  type SettingsForm,
  settingsFormOf,
} from '../../game/settings-form.ts';
import { MALFORMED_DECK_LINK } from '../../state/deck-refusal.ts';

export {
  END_METHOD_LABELS,
  END_VALUE_LABELS,
  isEndGameMethod,
  isSkipPenalty,
  SKIP_PENALTY_LABELS,
  withLanguage,
} from '../../game/settings-form.ts';

/** The create form as typed: the player's name, the game's settings, and a deck of their own. */
export interface CreateForm extends SettingsForm {
  name: string;
  /** A player's deck, as pasted (a deck page's link or its code); empty for built-in cards alone. */
  deckLink: string;
  builtInToo: boolean;
}

export type CreateErrors = SettingsErrors & { name?: string; deckLink?: string };

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
    ...settingsFormOf({ ...defaultSettings, language, categories: [...LANGUAGE_CATEGORIES[language]] }),
  };
}

/** Whether the game deals built-in cards: without a deck always, with one only when asked. */
export function dealsBuiltIn(form: Pick<CreateForm, 'deckLink' | 'builtInToo'>): boolean {
  return form.deckLink.trim() === '' || form.builtInToo;
}

/**
 * The same checks the server makes (the rules' own schemas), with each message placed on the
 * field it belongs to.
 */
export function validateCreate(
  form: CreateForm,
): { ok: true; name: string; settings: Settings; deck?: DeckChoice } | { ok: false; errors: CreateErrors } {
  const name = nameSchema.safeParse(form.name);
  const settings = checkSettings(form, dealsBuiltIn(form));
  const errors: CreateErrors = settings.ok ? {} : { ...settings.errors };
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Check your name';
  const deck =
    form.deckLink.trim() === ''
      ? undefined
      : deckChoiceSchema.safeParse({ id: form.deckLink, builtInToo: form.builtInToo });
  // The form sends the switch as a boolean: the link is all that may be refused.
  if (deck && !deck.success) errors.deckLink = MALFORMED_DECK_LINK.message;
  if (!name.success || !settings.ok || !(deck?.success ?? true)) return { ok: false, errors };
  return {
    ok: true,
    name: name.data,
    settings: settings.settings,
    ...(deck?.data ? { deck: deck.data } : {}),
  };
}
