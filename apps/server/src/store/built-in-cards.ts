import { builtInCards } from '@unsayable/cards';
import type { Card } from '@unsayable/rules';
import type { Store } from './store.ts';

/**
 * Puts this release's built-in cards in the catalogue and retires those a release replaced or
 * removed, so they are dealt no more. The server does it at start, and the card tool before any
 * command, so both always see the same cards.
 */
export async function refreshBuiltInCards(store: Store): Promise<Card[]> {
  const cards = builtInCards();
  await store.upsertCatalogue(cards, 'built-in');
  await store.retireCatalogue(
    'built-in',
    cards.map((c) => c.id),
  );
  return cards;
}
