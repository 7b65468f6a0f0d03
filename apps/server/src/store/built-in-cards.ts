import { languageCards } from '@unsayable/cards';
import { type Card, GAME_LANGUAGES, type GameLanguage } from '@unsayable/rules';
import type { Store } from './store.ts';

/** Whether the catalogue holds `card` as this release has it. */
function sameCard(held: Card | undefined, card: Card): boolean {
  return (
    held !== undefined &&
    held.word === card.word &&
    held.category === card.category &&
    held.difficulty === card.difficulty &&
    held.forbidden.length === card.forbidden.length &&
    held.forbidden.every((word, i) => word === card.forbidden[i])
  );
}

/**
 * Puts this release's built-in cards of every language in the catalogue and retires those a
 * release replaced or removed, so they are dealt no more. The server does it at start, and the
 * card tool before any command, so both always see the same cards. Only what differs from the
 * catalogue is written: a restart of the same release writes nothing (on SQLite its writer's
 * threads are not started for it), and neither do the processes of a cluster starting together.
 */
export async function refreshBuiltInCards(store: Store): Promise<Record<GameLanguage, Card[]>> {
  const byLanguage = {} as Record<GameLanguage, Card[]>;
  for (const language of GAME_LANGUAGES) {
    const cards = languageCards(language);
    const held = new Map((await store.unsharedCatalogue(language)).map((card) => [card.id, card]));
    const changed = cards.filter((card) => !sameCard(held.get(card.id), card));
    if (changed.length > 0) await store.upsertCatalogue(changed, 'built-in', language);
    const kept = new Set(cards.map((card) => card.id));
    // Cards of other sources (an approved idea, say) are held too: retiring leaves those alone.
    if ([...held.keys()].some((id) => !kept.has(id)))
      await store.retireCatalogue('built-in', [...kept], language);
    byLanguage[language] = cards;
  }
  return byLanguage;
}
