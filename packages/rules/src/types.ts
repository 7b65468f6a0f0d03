import type {
  ALL_TEAMS,
  CARD_STATUSES,
  CATEGORIES,
  CLUE_MODES,
  DIFFICULTIES,
  END_METHODS,
  GAME_LANGUAGES,
  GAME_STATUSES,
  HALVES,
  LANGUAGES_IN_WRITING,
  ROUND_STATUSES,
  SKIP_PENALTIES,
  TEAMS,
} from './constants.ts';

export type GameStatus = (typeof GAME_STATUSES)[number];
export type Team = (typeof ALL_TEAMS)[number];
/** A team that plays: `team 1` to `team 4` (a game has the first `teamCount` of them). */
export type PlayingTeam = (typeof TEAMS)[number];
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export type Half = (typeof HALVES)[number];
/** How a played card went: guessed, skipped, or buzzed (the watching team caught a forbidden word). */
export type CardStatus = (typeof CARD_STATUSES)[number];
/** How clues are given (`CLUE_MODES`). */
export type ClueMode = (typeof CLUE_MODES)[number];
export type EndGameMethod = (typeof END_METHODS)[number];
export type SkipPenalty = keyof typeof SKIP_PENALTIES;
export type Category = (typeof CATEGORIES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type GameLanguage = (typeof GAME_LANGUAGES)[number];
/** A language the built-in catalogue holds cards of: one games are offered in, or one in writing. */
export type CardLanguage = GameLanguage | (typeof LANGUAGES_IN_WRITING)[number];
/**
 * One value per team of the game: teams 1 and 2 always, teams 3 and 4 only in games that have
 * them (so a two-team game's state is what it was before games could have more).
 */
export type PerTeam<T> = { 'team 1': T; 'team 2': T; 'team 3'?: T; 'team 4'?: T };

export interface Settings {
  endGameMethod: EndGameMethod;
  endValue: number;
  turnSeconds: number;
  skipPenalty: SkipPenalty;
  /** The language of the game's cards; games stored before games had one are English. */
  language: GameLanguage;
  categories: Category[];
  /** 2 to 4. Absent in games stored before there could be more than two: those have two. */
  teamCount?: number;
  /** Each buzzed card earns the watching team a point, as in the boxed game. Absent: off. */
  buzzedCardsScoreForWatchers?: boolean;
  /** How clues are given; absent in games stored before clues could be typed: out loud. */
  clueMode?: ClueMode;
  /** Names the host gave teams in the lobby; a team without one is "Team N". Absent in older games. */
  teamNames?: Partial<Record<PlayingTeam, TeamName>>;
  /**
   * Seconds the review waits before the server confirms the scores by itself (`REVIEW_SECONDS`);
   * absent or 0: off, a reviewer confirms.
   */
  reviewSeconds?: number;
}

/** A team's own name, given by the host: checked like a player's name, with one emoji of a fixed set. */
export interface TeamName {
  name: string;
  emoji: string;
}

export interface Card {
  /** Stable id: catalogue cards keep theirs, game cards get `game-N`. */
  id: string;
  word: string;
  forbidden: string[];
  category: Category | 'custom';
  difficulty: Difficulty;
}

/**
 * A card of the game's deck (`games/{gamecode}/deck/{index}`; the index is its place in the deck).
 * Frozen; an entry not dealt yet is one object per card, shared by every deck that holds the card
 * (`deckEntry`).
 */
export interface DeckEntry {
  card: Card;
  status: CardStatus | null;
  /** `{round}-{half}` of the turn that last played it, e.g. `2-top`. */
  roundPlayed: string | null;
  /** Drawn at least once, so someone has seen it (Play again leaves it out). */
  seen: boolean;
}

export interface PlayerEntry {
  playerId: string;
  name: string;
  team: Team;
  host: boolean;
  online: boolean;
  /** When the server last saw this player connect or disconnect (epoch ms). */
  lastSeen: number;
  joinedAt: number;
  /** A host's move of a player already on a team during play waits for the turn to end. */
  pendingTeam: Team | null;
}

/** A player who left the game in play (or was removed): what they come back to. */
export interface DepartedPlayer {
  playerId: string;
  team: Team;
  /** A host's move that was waiting for the end of a turn. */
  pendingTeam: Team | null;
  /** Their place in their team's turn order when they left. */
  place: number;
}

/** A player the host removed: refused in the game until the host lets them back in. */
export interface RemovedPlayer {
  playerId: string;
  /** Their name when removed, for the host's list. */
  name: string;
}

/** One card as the turn's reviewers left it, kept when the turn is confirmed. */
export interface PlayRecord {
  index: number;
  cardId: string;
  status: CardStatus;
  round: number;
  half: Half;
  /** Which pass through the deck (0, then +1 at each reshuffle). */
  pass: number;
  givingTeam: PlayingTeam;
  giverId: string;
  /**
   * How long the card was on screen before it was marked (ms of the turn's clock, so a pause does
   * not count). Absent in plays stored before it was kept.
   */
  msOnScreen?: number;
  /** What was left on the turn's clock when the card was marked (ms); absent as above. */
  msLeft?: number;
  /** The watcher whose Buzz took the card off the screen; absent for a card buzzed only in review. */
  buzzerId?: string;
}

export interface TurnCard {
  index: number;
  pass: number;
  /** What was left on the turn's clock when the card was marked (ms); absent in older games. */
  msLeft?: number;
  /** The watcher who pressed Buzz on it. */
  buzzerId?: string;
}

/** The last card marked in the turn running, kept so the giver can take back a mistap. */
export interface CardMark {
  index: number;
  status: CardStatus;
  /** Server time of the mark (epoch ms): an undo must come within `UNDO_WINDOW_MS` of it. */
  at: number;
  /** The card's status and `roundPlayed` before the mark (a card of an earlier pass has them), given back by an undo. */
  statusBefore: CardStatus | null;
  roundPlayedBefore: string | null;
}

/** The forbidden word a watcher marked as the one said, on a card the watching team buzzed this turn. */
export interface BuzzedWord {
  index: number;
  word: string;
}

/** A card of the turn in review that a player of the giving team thinks the reviewers got wrong. */
export interface ReviewContest {
  index: number;
  playerId: string;
}

/**
 * One line of a typed turn's stream: a clue the giver sent or a guess a guesser sent, as the
 * server judged it. Secret like the card it was sent on: views show each role only its share.
 */
export interface StreamLine {
  kind: 'clue' | 'guess';
  playerId: string;
  /** As sent, once cleaned. */
  text: string;
  /** The card on screen when it came (deck index). */
  index: number;
  /** Server time it came (epoch ms): what the per-player limits count. */
  at: number;
  /** A clue the referee refused: the card's word or forbidden word it used, and what said it. */
  tripped?: { word: string; as: string };
  /** A guess's verdict; a miss has none. */
  verdict?: 'correct' | 'close';
  /** A Correct scored by this guess that the giver took back. */
  undone?: boolean;
}

/** The turn's clock while it is stopped: by the host, because the giver is away, or both. */
export interface TurnPause {
  /** What was left on the clock when it stopped (ms); the turn resumes with exactly this. */
  remainingMs: number;
  /** The host paused the turn: only the host's Resume turn lets it go on. */
  byHost: boolean;
  /**
   * The giver lost their last connection: the turn ends at this time (epoch ms) unless they come
   * back first. Null while the giver is connected.
   */
  giveUpAt: number | null;
}

export interface TurnRecord {
  round: number;
  half: Half;
  givingTeam: PlayingTeam;
  giverId: string;
  giverName: string;
  /** The host skipped the turn of an absent giver. */
  skipped: boolean;
}

export interface Gameplay {
  roundStatus: RoundStatus;
  round: number;
  half: Half;
  /** Each team's turn order (player ids), join order, late joiners appended. */
  order: PerTeam<string[]>;
  /** Index into `order` of who gives next for each team. */
  turnIndex: PerTeam<number>;
  /** Completed passes through each team's order. */
  rotations: PerTeam<number>;
  score: PerTeam<number>;
  giverId: string | null;
  /** Kept with the id, so a giver who leaves mid-turn still has a name in the end figures. */
  giverName: string | null;
  watcherId: string | null;
  /** Epoch ms at which the turn in progress ends; null while its clock is paused. */
  turnEndsAt: number | null;
  /** The stopped clock of a paused turn (absent in games stored before pausing existed). */
  pause?: TurnPause | null;
  /** The last card marked in this turn, while it may still be undone (absent in older games). */
  lastMark?: CardMark | null;
  /**
   * This turn's marked words, one per buzzed card at most (absent in older games). Secret like
   * the turn's cards: a view shows them only beside the cards (`turnCards`).
   */
  buzzedWords?: BuzzedWord[];
  /**
   * When the review confirms itself (epoch ms), in a game with a review countdown; null when it
   * has none or the host stopped it (absent in older games).
   */
  reviewEndsAt?: number | null;
  /** The review's contested cards, one entry per card at most (absent in older games). */
  contests?: ReviewContest[];
  /**
   * The confirmed turn whose reveal the host closed for every screen; absent until a host closes
   * one (and in older games). A turn is named by its round and half, which no other turn has.
   */
  revealClosed?: { round: number; half: Half };
  /** This turn's typed clues and guesses, in order (absent in spoken games and older ones). */
  stream?: StreamLine[];
  /** Deck index of the card on screen. */
  cardIndex: number | null;
  /** Cards played in this turn, in order, with the pass through the deck they were drawn in. */
  turnCards: TurnCard[];
  /**
   * This pass's deck indexes in the order they are drawn; those past `pileDrawn` are the pile, the
   * next card first (`undrawnCards`). Secret: never in a view.
   */
  pile: number[];
  /**
   * How many of `pile` have been drawn. A draw moves it on instead of copying the pile; the pile is
   * copied only when a card goes back into it, at most once a turn (absent in games stored before
   * it was kept, whose pile held the undrawn cards alone: none drawn).
   */
  pileDrawn?: number;
  pass: number;
  /** The deck ran dry with nothing left to reshuffle: the game ends after this turn. */
  deckExhausted: boolean;
  startedAt: number | null;
  turns: TurnRecord[];
  plays: PlayRecord[];
}

export interface GiverFigures {
  playerId: string;
  name: string;
  team: PlayingTeam;
  correct: number;
  skipped: number;
  buzzed: number;
}

export interface GameResult {
  winner: PlayingTeam | 'tie';
  score: PerTeam<number>;
  rosters: PerTeam<{ playerId: string; name: string }[]>;
  givers: GiverFigures[];
  finishedAt: number;
  reason: 'turns' | 'time' | 'score' | 'empty team' | 'deck' | 'ended by host';
  /** Turns each team had (skipped ones too); absent in results stored before they were counted. */
  turns?: PerTeam<number>;
}

export interface GameState {
  gamecode: string;
  createdAt: number;
  status: GameStatus;
  /** Goes up by one with every accepted change; views carry it. */
  version: number;
  players: PlayerEntry[];
  users: string[];
  settings: Settings;
  gameplay: Gameplay;
  deck: DeckEntry[];
  /** Cards the host added in the lobby; they join the deck at start. Secret like the deck. */
  gameCards: Card[];
  nextGameCardId: number;
  /** Card ids seen in earlier games of this group (Play again). */
  excludedCardIds: string[];
  /**
   * How many catalogue cards this game's deck could draw on (its categories, less the cards this
   * group has seen), counted when the lobby opened, so the lobby can say when too few are left;
   * the start counts again from the live catalogue. Absent in games stored before it was kept.
   */
  catalogueCardCount?: number;
  /**
   * Who watches without a seat, over every server process: spectators on their phones and TV
   * boards. Kept by the server (`setAudience`); absent in games stored before it was kept.
   */
  audience?: Audience;
  /** A player's deck this game deals from; absent for built-in cards alone. */
  chosenDeck?: ChosenDeck;
  /**
   * Who left during play, latest last, kept for when they join again. Secret: never in a view.
   * Absent in games stored before it was kept (and in games nobody left during play).
   */
  departed?: DepartedPlayer[];
  /** Whom the host removed and has not let back in, latest last; absent in games stored before it was kept. */
  removed?: RemovedPlayer[];
  result: GameResult | null;
  previousGamecode: string | null;
  nextGamecode: string | null;
}

export interface Audience {
  spectators: number;
  screens: number;
}

/**
 * A player's deck chosen at create. Its cards stay in the deck store and are read at start (and at
 * Play again), so a 2,000-card deck never rides along in every commit of the game. The id is the
 * deck's link: never in a view (guessers are not handed the list).
 */
export interface ChosenDeck {
  id: string;
  name: string;
  cardCount: number;
  /** The deck's language ('en' | 'es'), as written by its owner. */
  language: string;
  /** The chosen built-in categories are mixed in. */
  builtInToo: boolean;
}

/** An entry of a game's error log (`errors/{gamecode}`), with the log's fixed defaults. */
export interface ErrorLogEntry {
  message: string;
  name: string;
  source: string;
  date: number;
  additionalInfo: string;
}
