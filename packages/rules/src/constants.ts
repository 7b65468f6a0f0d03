/** Limits and fixed values of the game: codes, names, teams, settings, cards. */

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

export const NAME_MAX = 25;
export const CARD_TEXT_MAX = 35;
/**
 * A typed clue (a word or a short phrase) and a typed guess, in characters as people count them
 * and in UTF-16 units, the referee's own bounds (`CLUE_MAX` and `GUESS_MAX` of the cards' referee
 * equal these units: it reads nothing longer).
 */
export const CLUE_TEXT_MAX = 60;
export const CLUE_UNITS_MAX = 200;
export const GUESS_TEXT_MAX = 35;
export const GUESS_UNITS_MAX = 100;
/**
 * UTF-16 units a typed text may hold per character it may have, checked before anything else
 * reads it. A character as people see it is one to a few units (é typed as e and an accent 2, 👍🏽
 * 4, a family of four 11), so no name or word people type comes near; counting characters costs
 * more than the text's length (`textLength`), so a text past this is refused on its length alone.
 */
export const UNITS_PER_CHARACTER = 8;
/**
 * Marks (accents, vowel signs, tone marks) in a row on one character: Vietnamese stacks two,
 * Tibetan and Myanmar up to four; dozens (Zalgo text) draw over the lines around the text.
 */
export const MARKS_PER_CHARACTER_MAX = 4;
export const FORBIDDEN_MAX = 5;
export const MAX_PLAYERS = 20;
/** Players each team needs to start; a game of N teams needs N times this. */
export const MIN_PLAYERS_PER_TEAM = 2;
/**
 * Leavers and removed players a game remembers (the team a leaver comes back to, whom the host
 * removed): the latest this many of each, so players coming and going cannot grow its state.
 */
export const MAX_REMEMBERED_LEAVERS = 40;
/** Cards a host may add to one game in the lobby. */
export const MAX_GAME_CARDS = 100;
/**
 * A deck larger than any game can use only makes every state write heavier: a 60-second game of
 * 5 turns per player rarely sees more than 150 cards, and the reshuffle covers the rest.
 */
export const DECK_MAX = 300;
/** Fewer cards than this cannot carry even one round for two teams. */
export const DECK_MIN = 20;

/** Every team a game can have; a game plays the first `teamCount` of them. */
export const TEAMS = ['team 1', 'team 2', 'team 3', 'team 4'] as const;
export const ALL_TEAMS = ['team 1', 'team 2', 'team 3', 'team 4', 'unassigned'] as const;
/** How many teams a game has (`settings.teamCount`); games stored before it was kept have two. */
export const TEAM_COUNT = { min: 2, max: 4, default: 2 } as const;
export const GAME_STATUSES = ['new', 'active', 'finished'] as const;
export const JOINABLE_STATUSES = ['new', 'active'] as const;
export const ROUND_STATUSES = ['preround', 'in progress', 'postround'] as const;
export const CARD_UPDATE_ROUND_STATUSES = ['in progress', 'postround'] as const;
export const CARD_STATUSES = ['correct', 'skipped', 'buzzed'] as const;
/** Why a player flags a card as bad: its words are wrong, it offends, it is too hard, it repeats another. */
export const FLAG_REASONS = ['wrong', 'offensive', 'too hard', 'duplicate'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
/**
 * A round's turns, one per team in giving order: team 1 gives in the `top`, team 2 in the `bottom`
 * (the words of the two-team game, kept), team 3 in the `third`, team 4 in the `fourth`.
 */
export const HALVES = ['top', 'bottom', 'third', 'fourth'] as const;
export const END_METHODS = ['turns', 'time', 'score'] as const;
export const SKIP_PENALTIES = { none: 0, half: 0.5, full: 1 } as const;
/**
 * How clues are given: out loud (the spoken game), typed (clues held to the card by the referee,
 * guesses matched to its word), or typed guesses alone (clues out loud, guesses typed and matched).
 */
export const CLUE_MODES = ['out loud', 'typed', 'typed guesses'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** English's card categories, and every other language's shared ones: the catalogue files use these ids. */
export const ENGLISH_CATEGORIES = [
  'animals',
  'food and drink',
  'places',
  'people and jobs',
  'things at home',
  'actions',
  'nature and weather',
  'sports and games',
  'film music and books',
  'science and technology',
  'history and society',
  'everyday life',
] as const;

/** The categories of the Spanish-speaking world that Spanish has beside the shared ones. */
export const SPANISH_WORLD_CATEGORIES = [
  'festivals and traditions',
  'football',
  'sayings and expressions',
  'spain and latin america',
] as const;

/** The Spanish world's categories that every language in writing has too. */
const SHARED_WORLD_CATEGORIES = ['festivals and traditions', 'football', 'sayings and expressions'] as const;

/**
 * The category of its own part of the world that each language in writing has beside the shared
 * ones and three of the Spanish world's (festivals, football, sayings), as Spanish has Spain and
 * Latin America.
 */
export const OWN_WORLD_CATEGORIES = {
  fr: 'the french-speaking world',
  de: 'the german-speaking world',
  it: 'italy',
  'pt-BR': 'brazil',
} as const;

/**
 * Every card category of every language (a category id means one thing in every language; each
 * language has its own list of them, `LANGUAGE_CATEGORIES`).
 */
export const CATEGORIES = [
  ...ENGLISH_CATEGORIES,
  ...SPANISH_WORLD_CATEGORIES,
  ...Object.values(OWN_WORLD_CATEGORIES),
] as const;

/**
 * The languages a game can be played in: a game's cards all come from its language's catalogue.
 * `packages/cards` keeps each language's cards (its `LANGUAGES`, which a test holds to this list).
 */
export const GAME_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt-BR'] as const;
/**
 * Languages whose cards are being written and judged: the card tool checks and samples their
 * catalogues, but no game is offered in them until a reader who did not write their cards finds a
 * seeded sample good enough (docs/CARDS.md); then a language moves to `GAME_LANGUAGES`.
 */
export const LANGUAGES_IN_WRITING = [] as const;
/** Each language by its own name, as a speaker of it looks for it in a list. */
export const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
} as const;
/** Stored games and clients from before games had a language are English. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * The categories each language's catalogue holds (its data files; a test in `packages/cards` holds
 * this table to them), in the order the create form offers them. A game may only choose categories
 * of its own language. Spanish has the shared ones and four of the Spanish-speaking world.
 */
export const LANGUAGE_CATEGORIES: {
  readonly [L in
    | (typeof GAME_LANGUAGES)[number]
    | (typeof LANGUAGES_IN_WRITING)[number]]: readonly (typeof CATEGORIES)[number][];
} = {
  en: ENGLISH_CATEGORIES,
  es: [...ENGLISH_CATEGORIES, ...SPANISH_WORLD_CATEGORIES],
  fr: [...ENGLISH_CATEGORIES, ...SHARED_WORLD_CATEGORIES, OWN_WORLD_CATEGORIES.fr],
  de: [...ENGLISH_CATEGORIES, ...SHARED_WORLD_CATEGORIES, OWN_WORLD_CATEGORIES.de],
  it: [...ENGLISH_CATEGORIES, ...SHARED_WORLD_CATEGORIES, OWN_WORLD_CATEGORIES.it],
  'pt-BR': [...ENGLISH_CATEGORIES, ...SHARED_WORLD_CATEGORIES, OWN_WORLD_CATEGORIES['pt-BR']],
};

/** Ranges of `endValue` per end method: turns per player, minutes of play, target score. */
export const END_VALUE_RANGES = {
  turns: { min: 1, max: 5, step: 1, default: 2 },
  time: { min: 10, max: 90, step: 1, default: 30 },
  score: { min: 10, max: 100, step: 1, default: 30 },
} as const;

/** How long after marking a card Correct or Skip the giver may take it back. */
export const UNDO_WINDOW_MS = 3_000;
/** How long a turn waits, paused, for a giver who lost their last connection before it ends. */
export const GIVER_RETURN_MS = 60_000;

export const TURN_SECONDS = { min: 30, max: 180, step: 15 } as const;

/** The review's countdown choices (seconds); 0 is off: the scores wait for a reviewer's Confirm. */
export const REVIEW_SECONDS = [0, 15, 30, 60] as const;
