import { FORBIDDEN_MAX } from '@unsayable/rules';
import { readDeck, withoutBom } from './deck-parse.ts';
import type { DeckCard, DeckFix, DeckLanguage } from './deck-types.ts';

/** A card with one fix applied; `null` when the fix takes the card out. */
export function fixedCard(card: DeckCard, fix: DeckFix): DeckCard | null {
  switch (fix.kind) {
    case 'dropForbidden': {
      // The later one goes: a word said twice keeps its first place.
      const at = card.forbidden.lastIndexOf(fix.word);
      return at < 0 ? card : { ...card, forbidden: card.forbidden.filter((_, i) => i !== at) };
    }
    case 'firstFive':
      return { ...card, forbidden: card.forbidden.slice(0, FORBIDDEN_MAX) };
    case 'tidySpaces':
      // The card as read is tidied already: written back, the text is too.
      return card;
    case 'dropCard':
      return null;
  }
}

/**
 * The text with one warning's fix applied to the card read at `at`, written back in the text's own
 * format (its line, its CSV row, its JSON entry); the rest of the text as it was. The text
 * unchanged when no kept card is read there (it was edited since).
 */
export function fixDeckText(text: string, language: DeckLanguage, at: number, fix: DeckFix): string {
  const read = readDeck(withoutBom(text), language);
  if (!('reading' in read)) return text;
  const kept = read.checked.kept.find((k) => k.at === at);
  if (!kept) return text;
  return read.reading.rewrite(at, fixedCard(kept.given, fix));
}
