import { languageCards } from '@unsayable/cards';
import { type Card, GAME_LANGUAGES, type GameLanguage } from '@unsayable/rules';
import type { Store } from './store.ts';

/**
 * Puts this release's built-in cards of every language in the catalogue and retires those a
 * release replaced or removed, so they are dealt no more. The server does it at start, and the
 * card tool before any command, so both always see the same cards.
 */
export async function refreshBuiltInCards(store: Store): Promise<Record<GameLanguage, Card[]>> {
  const byLanguage = {} as Record<GameLanguage, Card[]>;
  for (const language of GAME_LANGUAGES) {
    const cards = languageCards(language);
    await store.upsertCatalogue(cards, 'built-in', language);
    await store.retireCatalogue(
      'built-in',
      cards.map((c) => c.id),
      language,
    );
    byLanguage[language] = cards;
  }
  return byLanguage;
}
