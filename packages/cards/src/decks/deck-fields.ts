import {
  cleanText,
  type DeckMessageRef,
  deckRef,
  deckText,
  hasVisibleCharacter,
  LANGUAGE_NAMES,
  MARKS_PER_CHARACTER_MAX,
  mostMarksOnOneCharacter,
  textLength,
  withinUnits,
} from '@unsayable/rules';
import { hasHiddenCharacters } from './deck-text.ts';
import { DECK_LANGUAGES, DECK_NAME_MAX, type DeckLanguage } from './deck-types.ts';

export const deckFieldMessages = {
  nameRequired: deckRef('deck.nameRequired'),
  nameTooLong: deckRef('deck.nameTooLong', { max: DECK_NAME_MAX }),
  nameHidden: deckRef('deck.nameHidden'),
  nameAccents: deckRef('deck.nameAccents', { max: MARKS_PER_CHARACTER_MAX }),
  nameNoLetters: deckRef('deck.nameNoLetters'),
  language: deckRef('deck.language'),
} as const;

/** A refusal: the English text (for the error log) and its key and values (for the player). */
export interface DeckRefusal {
  ok: false;
  error: string;
  errorRef: DeckMessageRef;
}

export const deckRefusal = (errorRef: DeckMessageRef): DeckRefusal => ({
  ok: false,
  error: deckText(errorRef),
  errorRef,
});

/** The deck's name as kept (spaces tidied), or why it cannot be: it is shown to others, so it reads. */
export function deckName(raw: unknown): { ok: true; name: string } | DeckRefusal {
  if (typeof raw !== 'string') return deckRefusal(deckFieldMessages.nameRequired);
  if (!withinUnits(raw, DECK_NAME_MAX)) return deckRefusal(deckFieldMessages.nameTooLong);
  if (hasHiddenCharacters(raw)) return deckRefusal(deckFieldMessages.nameHidden);
  const name = cleanText(raw);
  if (name === '') return deckRefusal(deckFieldMessages.nameRequired);
  if (textLength(name, DECK_NAME_MAX) > DECK_NAME_MAX) return deckRefusal(deckFieldMessages.nameTooLong);
  if (mostMarksOnOneCharacter(name) > MARKS_PER_CHARACTER_MAX)
    return deckRefusal(deckFieldMessages.nameAccents);
  if (!hasVisibleCharacter(name)) return deckRefusal(deckFieldMessages.nameNoLetters);
  return { ok: true, name };
}

export function isDeckLanguage(value: unknown): value is DeckLanguage {
  return DECK_LANGUAGES.includes(value as DeckLanguage);
}

/** How the editor and the deck page name each language. */
export const DECK_LANGUAGE_NAMES: Record<DeckLanguage, string> = Object.fromEntries(
  DECK_LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]]),
) as Record<DeckLanguage, string>;
