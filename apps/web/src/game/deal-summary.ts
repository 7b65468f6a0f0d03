import {
  builtInCardCount,
  type Category,
  dealCounts,
  GAME_LANGUAGES,
  type GameLanguage,
} from '@unsayable/rules';
import { translate } from '../i18n/i18n.ts';

/** What a game is set to deal from: built-in categories or none, a deck (its size known or not yet), the host's own. */
export interface DealSources {
  language: string;
  /** The chosen categories, or `null` when no built-in card is dealt. */
  categories: readonly Category[] | null;
  /** A player's deck: `cardCount` is unknown while its page is being asked for. */
  deck?: { name: string; cardCount: number } | { name?: undefined; cardCount?: undefined };
  hostCards?: number;
}

const isGameLanguage = (code: string): code is GameLanguage => GAME_LANGUAGES.some((l) => l === code);

/**
 * "The game deals 120 cards: 100 built-in in 3 categories + 20 from “My deck”.", or "300 cards
 * from 12 categories." when the built-in cards are all it deals. The numbers are
 * those the start deals (`dealCounts`), from the built-in cards' counts per category.
 */
export function dealSummary({ language, categories, deck, hostCards = 0 }: DealSources): string {
  const available = categories && isGameLanguage(language) ? builtInCardCount(language, categories) : 0;
  const counts = dealCounts({ builtIn: available, deck: deck?.cardCount ?? 0, host: hostCards });
  // Built-in cards alone: the short form, which a phone's lobby has room for.
  if (categories && !deck && counts.host === 0)
    return translate('deal.builtInOnly', { total: counts.total, categories: categories.length });
  const parts: string[] = [];
  if (categories) parts.push(translate('deal.builtIn', { n: counts.builtIn, categories: categories.length }));
  if (deck?.name !== undefined) parts.push(translate('deal.deck', { n: counts.deck, deck: deck.name }));
  else if (deck) parts.push(translate('deal.deckPending'));
  if (counts.host > 0) parts.push(translate('deal.host', { n: counts.host }));
  const joined = parts.join(' + ');
  return deck && deck.name === undefined
    ? translate('deal.summaryPending', { parts: joined })
    : translate('deal.summary', { total: counts.total, parts: joined });
}
