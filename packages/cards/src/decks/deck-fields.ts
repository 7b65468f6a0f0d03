import { cleanText, textLength } from '@unsayable/rules';
import { hasHiddenCharacters } from './deck-text.ts';
import { DECK_LANGUAGES, DECK_NAME_MAX, type DeckLanguage } from './deck-types.ts';

export const deckFieldMessages = {
  nameRequired: 'Give the deck a name.',
  nameTooLong: `A deck name can be at most ${DECK_NAME_MAX} characters.`,
  nameHidden: 'The deck name has control or invisible characters.',
  language: 'Choose the deck’s language: English or Español.',
} as const;

/** The deck's name as kept (spaces tidied), or why it cannot be. */
export function deckName(raw: unknown): { ok: true; name: string } | { ok: false; error: string } {
  if (typeof raw !== 'string') return { ok: false, error: deckFieldMessages.nameRequired };
  if (hasHiddenCharacters(raw)) return { ok: false, error: deckFieldMessages.nameHidden };
  const name = cleanText(raw);
  if (name === '') return { ok: false, error: deckFieldMessages.nameRequired };
  if (textLength(name) > DECK_NAME_MAX) return { ok: false, error: deckFieldMessages.nameTooLong };
  return { ok: true, name };
}

export function isDeckLanguage(value: unknown): value is DeckLanguage {
  return DECK_LANGUAGES.includes(value as DeckLanguage);
}

/** How the editor and the deck page name each language. */
export const DECK_LANGUAGE_NAMES: Record<DeckLanguage, string> = { en: 'English', es: 'Español' };
