import { type CATEGORIES, DECK_MAX, type GAME_LANGUAGES } from './constants.ts';

type GameLanguage = (typeof GAME_LANGUAGES)[number];
type Category = (typeof CATEGORIES)[number];

/**
 * How many built-in cards each category of each game language holds: counts only, never a word,
 * so the create form and the lobby can say how many cards a game deals. A test in
 * `packages/cards` holds this table to the data files (it prints the table to paste when a
 * release adds or removes cards).
 */
export const BUILT_IN_CARD_COUNTS: {
  readonly [L in GameLanguage]: Readonly<Partial<Record<Category, number>>>;
} = {
  en: {
    animals: 84,
    'food and drink': 84,
    places: 84,
    'people and jobs': 84,
    'things at home': 84,
    actions: 84,
    'nature and weather': 84,
    'sports and games': 84,
    'film music and books': 84,
    'science and technology': 84,
    'history and society': 84,
    'everyday life': 84,
  },
  es: {
    animals: 59,
    'food and drink': 56,
    places: 53,
    'people and jobs': 53,
    'things at home': 55,
    actions: 54,
    'nature and weather': 53,
    'sports and games': 49,
    'film music and books': 51,
    'science and technology': 53,
    'history and society': 47,
    'everyday life': 50,
    'festivals and traditions': 31,
    football: 29,
    'sayings and expressions': 30,
    'spain and latin america': 31,
  },
  fr: {
    animals: 52,
    'food and drink': 52,
    places: 43,
    'people and jobs': 42,
    'things at home': 45,
    actions: 42,
    'nature and weather': 43,
    'sports and games': 42,
    'film music and books': 49,
    'science and technology': 45,
    'history and society': 41,
    'everyday life': 41,
    'festivals and traditions': 38,
    football: 42,
    'sayings and expressions': 39,
    'the french-speaking world': 43,
  },
  de: {
    animals: 48,
    'food and drink': 47,
    places: 38,
    'people and jobs': 42,
    'things at home': 44,
    actions: 49,
    'nature and weather': 40,
    'sports and games': 38,
    'film music and books': 40,
    'science and technology': 40,
    'history and society': 40,
    'everyday life': 42,
    'festivals and traditions': 38,
    football: 38,
    'sayings and expressions': 38,
    'the german-speaking world': 42,
  },
  it: {
    animals: 45,
    'food and drink': 46,
    places: 44,
    'people and jobs': 44,
    'things at home': 42,
    actions: 40,
    'nature and weather': 41,
    'sports and games': 42,
    'film music and books': 42,
    'science and technology': 40,
    'history and society': 40,
    'everyday life': 40,
    'festivals and traditions': 40,
    football: 40,
    'sayings and expressions': 38,
    italy: 46,
  },
  'pt-BR': {
    animals: 61,
    'food and drink': 55,
    places: 48,
    'people and jobs': 52,
    'things at home': 42,
    actions: 43,
    'nature and weather': 45,
    'sports and games': 42,
    'film music and books': 48,
    'science and technology': 42,
    'history and society': 41,
    'everyday life': 40,
    'festivals and traditions': 43,
    football: 65,
    'sayings and expressions': 41,
    brazil: 55,
  },
};

/** The built-in cards of these categories in a game language. */
export function builtInCardCount(language: GameLanguage, categories: readonly Category[]): number {
  return categories.reduce((n, c) => n + (BUILT_IN_CARD_COUNTS[language][c] ?? 0), 0);
}

/** How many cards a game deals and from where. */
export interface DealCounts {
  total: number;
  builtIn: number;
  /** A player's deck's cards. */
  deck: number;
  /** The host's own cards, written in the lobby. */
  host: number;
}

/**
 * The cards a game deals, as its start builds the deck (`startGame`, `buildDeck`): the host's own
 * cards and then the deck's always, up to the most a game holds, the built-in cards filling what
 * room is left.
 */
export function dealCounts(available: { builtIn: number; deck: number; host: number }): DealCounts {
  const host = Math.min(available.host, DECK_MAX);
  const deck = Math.min(available.deck, DECK_MAX - host);
  const builtIn = Math.min(available.builtIn, DECK_MAX - host - deck);
  return { total: host + deck + builtIn, builtIn, deck, host };
}
