import { UNDO_WINDOW_MS } from './constants.ts';
import { cardsInPile, undrawnCards } from './deck.ts';
import { type GameHighlights, gameHighlights } from './game-highlights.ts';
import {
  canReview,
  findPlayer,
  givingTeam,
  type Role,
  roleOf,
  seesCardInPlay,
  watchingTeam,
} from './roles.ts';
import { clueModeOf, gameLanguage } from './schemas.ts';
import { guessersStream, openStream, type StreamLineView, withOwnCloseGuesses } from './stream-view.ts';
import { teamCountOf } from './team-count.ts';
import { startProblems } from './teams.ts';
import { pauseOf } from './turn-clock.ts';
import { type TurnTally, turnTally } from './turn-tally.ts';
import type {
  Card,
  CardStatus,
  GameResult,
  GameState,
  GameStatus,
  Half,
  PerTeam,
  PlayingTeam,
  RemovedPlayer,
  RoundStatus,
  Settings,
  StreamLine,
  Team,
  TurnPause,
} from './types.ts';

export interface VisibleCard {
  index: number;
  word: string;
  forbidden: string[];
  category: Card['category'];
}

export interface PlayedCardView extends VisibleCard {
  status: CardStatus;
  /** On a buzzed card of the turn's cards: the forbidden word a watcher marked as the one said. */
  buzzedWord?: string;
  /** On a card of the turn under review: the player of the giving team who contested it. */
  contestedBy?: string;
}

export interface PlayerView {
  playerId: string;
  name: string;
  team: Team;
  host: boolean;
  online: boolean;
  lastSeen: number;
  /** A host's move that takes effect when the current turn ends. */
  pendingTeam: Team | null;
}

/** A player the host removed, as the host's list shows them (to let them back in). */
export interface RemovedPlayerView {
  playerId: string;
  name: string;
}

export interface GameView {
  gamecode: string;
  status: GameStatus;
  version: number;
  createdAt: number;
  you: (PlayerView & { role: Role; canReview: boolean }) | null;
  players: PlayerView[];
  settings: Settings;
  /** Why Start game is disabled; empty when it can start. */
  startProblems: string[];
  /** The host's own added cards (lobby); everyone else gets only their number. */
  gameCards: Card[] | null;
  gameCardCount: number;
  /** Players the host removed and has not let back in: the host's alone; else null. */
  removedPlayers: RemovedPlayerView[] | null;
  /** How many watch on their phones without a seat (a TV board is not counted). */
  spectators: number;
  /** A player's deck the game deals from: its name and size, never its link (the list of cards). */
  chosenDeck: { name: string; cardCount: number; language: string; builtInToo: boolean } | null;
  gameplay: {
    roundStatus: RoundStatus;
    round: number;
    half: Half;
    givingTeam: PlayingTeam;
    watchingTeam: PlayingTeam;
    giverId: string | null;
    watcherId: string | null;
    score: PerTeam<number>;
    rotations: PerTeam<number>;
    /** When the running turn ends (server time); null while its clock is paused. */
    turnEndsAt: number | null;
    /** When the review confirms itself (server time); null without a countdown or once the host stopped it. */
    reviewEndsAt: number | null;
    /** The confirmed turn whose reveal the host closed on every screen; null until one is. */
    revealClosed: { round: number; half: Half } | null;
    /** The stopped clock of a paused turn: what is left, and why it stopped. */
    pause: TurnPause | null;
    /** Until when (server time) the giver may undo their last Correct or Skip; null when there is none. */
    undoUntil: number | null;
    startedAt: number | null;
    cardsGoneBy: number;
    /** This turn's cards by status (numbers only, for everyone): what lets every device hear a buzz. */
    tally: TurnTally;
    cardsLeft: number;
    /** The card on screen: only for the giver and the watching team. */
    card: VisibleCard | null;
    /** This turn's cards: the giver and watchers during play, everyone in review. */
    turnCards: PlayedCardView[] | null;
    /**
     * A typed turn's clues and guesses, each role's share (`stream-view.ts`): while the turn runs
     * and in its review, in games whose clues or guesses are typed; else null.
     */
    stream: StreamLineView[] | null;
  };
  result: GameResult | null;
  /** Once the game is finished: its best turn and each team's cards. */
  highlights: GameHighlights | null;
  previousGamecode: string | null;
  nextGamecode: string | null;
}

/**
 * A part of the views made once for each object of the state it comes from, when that object is
 * frozen (every state the rules produce is, deeply: immer freezes it): consecutive versions of a
 * game share what did not change, so their views share the same parts too, which a patch then
 * skips without looking into them and the views kept for patches hold once. Being shared, a part
 * made once is frozen (with the arrays in it): changing it throws instead of changing every view
 * that holds it. An object of the state that is not frozen (a state read from the store, before its
 * first change) may still change: its part is made afresh every time.
 */
function madeOnce<K extends object, V>(made: WeakMap<K, V>, from: K, make: (from: K) => V): V {
  if (!Object.isFrozen(from)) return make(from);
  let value = made.get(from);
  if (value === undefined) {
    value = make(from);
    if (value !== null && typeof value === 'object') {
      for (const field of Object.values(value)) if (Array.isArray(field)) Object.freeze(field);
      Object.freeze(value);
    }
    made.set(from, value);
  }
  return value;
}

type DeckEntry = GameState['deck'][number];
type PlayerEntry = GameState['players'][number];

const visibleCards = new WeakMap<DeckEntry, VisibleCard>();
const playedCards = new WeakMap<DeckEntry, PlayedCardView>();
const playerViews = new WeakMap<PlayerEntry, PlayerView>();
const playerLists = new WeakMap<readonly PlayerEntry[], PlayerView[]>();
const settingsViews = new WeakMap<Settings, Settings>();
const perTeamCopies = new WeakMap<PerTeam<number>, PerTeam<number>>();
const removedLists = new WeakMap<readonly RemovedPlayer[], RemovedPlayerView[]>();
const streamViews = new WeakMap<readonly StreamLine[], NonNullable<SharedParts['stream']>>();

/** The turn's stream views, in a typed game while a turn runs or is reviewed. */
function streamParts(state: GameState): SharedParts['stream'] {
  const gp = state.gameplay;
  const shown = gp.roundStatus === 'in progress' || gp.roundStatus === 'postround';
  if (state.status !== 'active' || !shown || clueModeOf(state.settings) === 'out loud') return null;
  return madeOnce(streamViews, gp.stream ?? [], (stream) => ({
    open: openStream(stream),
    guessers: guessersStream(stream),
  }));
}

/** The host's list of removed players: ids and names only, field by field. */
function removedPlayers(state: GameState): RemovedPlayerView[] {
  const removed = state.removed;
  if (!removed) return [];
  return madeOnce(removedLists, removed, (list) => list.map(({ playerId, name }) => ({ playerId, name })));
}

/** A card's forbidden words as a view holds them: a frozen card's own list, else a copy. */
const forbiddenOf = (card: Card): string[] =>
  Object.isFrozen(card.forbidden) ? card.forbidden : [...card.forbidden];

/** The card at `index` of a deck as a view shows it. */
function visibleCard({ card }: DeckEntry, index: number): VisibleCard {
  return { index, word: card.word, forbidden: forbiddenOf(card), category: card.category };
}

/** The same with how it went, its fields written out: a spread with a field added stored it apart. */
function playedCard({ card }: DeckEntry, index: number, status: CardStatus): PlayedCardView {
  return { index, word: card.word, forbidden: forbiddenOf(card), category: card.category, status };
}

// An entry not dealt yet is shared by every deck holding its card, each at its own place (see
// `deckEntry`): a part made once for an entry is used only where its index is the one asked for.

function visible(state: GameState, index: number): VisibleCard | null {
  const entry = state.deck[index];
  if (!entry) return null;
  const card = madeOnce(visibleCards, entry, (e) => visibleCard(e, index));
  return card.index === index ? card : visibleCard(entry, index);
}

/** A card of this turn with how it went, or null when the deck has no such card. */
function played(state: GameState, index: number): PlayedCardView | null {
  const entry = state.deck[index];
  const status = entry?.status;
  if (!entry || !status) return null;
  const card = madeOnce(playedCards, entry, (e) => playedCard(e, index, status));
  return card.index === index ? card : playedCard(entry, index, status);
}

function publicPlayer(p: PlayerEntry): PlayerView {
  return madeOnce(playerViews, p, () => ({
    playerId: p.playerId,
    name: p.name,
    team: p.team,
    host: p.host,
    online: p.online,
    lastSeen: p.lastSeen,
    pendingTeam: p.pendingTeam,
  }));
}

type Gameplay = GameView['gameplay'];

/**
 * What does not depend on who looks, built once per state for all its players. The views of one
 * `viewsFor` call share these objects, which lets the server encode each of them once for
 * everybody. Those made from a part of the state that is the same object as the version before's
 * are the very objects of that version's views, frozen (`madeOnce`); the rest are not frozen
 * (freezing them cost more than building them): no view is ever changed.
 */
interface SharedParts {
  players: readonly PlayerView[];
  settings: Settings;
  startProblems: readonly string[];
  hostCards: readonly Card[] | null;
  gameplay: Omit<Gameplay, 'card' | 'turnCards' | 'stream'>;
  /** The card on screen and this turn's cards, for those who may see them. */
  card: VisibleCard | null;
  turnCards: readonly PlayedCardView[];
  /** The turn's stream as the card's viewers and as guessers see it; null when none is shown. */
  stream: { open: StreamLineView[]; guessers: StreamLineView[] } | null;
  highlights: GameHighlights | null;
  /** The gameplay part of the views, one per what a role sees of the turn's cards (`gameplayView`). */
  gameplayViews: (Gameplay | undefined)[];
}

/**
 * A card of the turn with its marked word, when a watcher marked one, and who contested it in the
 * review. Only the turn's cards carry them, so they are seen by exactly those who see the cards:
 * never a guesser before the review.
 */
function withMarks(state: GameState, card: PlayedCardView): PlayedCardView {
  const mark =
    card.status === 'buzzed' ? state.gameplay.buzzedWords?.find((m) => m.index === card.index) : undefined;
  const contest = state.gameplay.contests?.find((c) => c.index === card.index);
  if (!mark && !contest) return card;
  return {
    ...card,
    ...(mark ? { buzzedWord: mark.word } : {}),
    ...(contest ? { contestedBy: contest.playerId } : {}),
  };
}

/** The end of the giver's window to undo their last Correct or Skip, while the turn runs. */
function undoUntil(state: GameState): number | null {
  const mark = state.gameplay.lastMark;
  if (!mark || mark.status === 'buzzed' || state.gameplay.roundStatus !== 'in progress') return null;
  return mark.at + UNDO_WINDOW_MS;
}

function sharedParts(state: GameState): SharedParts {
  const gp = state.gameplay;
  const pause = pauseOf(state);
  const turnCards = gp.turnCards.flatMap(({ index }) => {
    const card = played(state, index);
    return card ? [withMarks(state, card)] : [];
  });
  return {
    players: madeOnce(playerLists, state.players, (players) => players.map(publicPlayer)),
    settings: madeOnce(settingsViews, state.settings, (settings) => ({
      ...settings,
      language: gameLanguage(settings),
      categories: [...settings.categories],
    })),
    startProblems: state.status === 'new' ? startProblems(state) : [],
    hostCards:
      state.status === 'new' ? state.gameCards.map((c) => ({ ...c, forbidden: [...c.forbidden] })) : null,
    gameplay: {
      roundStatus: gp.roundStatus,
      round: gp.round,
      half: gp.half,
      givingTeam: givingTeam(gp.half),
      watchingTeam: watchingTeam(gp.half, teamCountOf(state.settings)),
      giverId: gp.giverId,
      watcherId: gp.watcherId,
      score: madeOnce(perTeamCopies, gp.score, (score) => ({ ...score })),
      rotations: madeOnce(perTeamCopies, gp.rotations, (rotations) => ({ ...rotations })),
      turnEndsAt: gp.turnEndsAt,
      reviewEndsAt: gp.roundStatus === 'postround' ? (gp.reviewEndsAt ?? null) : null,
      revealClosed: gp.revealClosed ? { ...gp.revealClosed } : null,
      pause: pause ? { ...pause } : null,
      undoUntil: undoUntil(state),
      startedAt: gp.startedAt,
      cardsGoneBy: gp.turnCards.length,
      tally: turnTally(state),
      cardsLeft: cardsInPile(gp),
    },
    card: gp.cardIndex === null ? null : visible(state, gp.cardIndex),
    turnCards,
    stream: streamParts(state),
    highlights: state.status === 'finished' ? gameHighlights(state) : null,
    gameplayViews: [],
  };
}

/**
 * The gameplay part of a view, with the card on screen and this turn's cards or without: made once
 * per state for the players who see the same (a guesser's is every guesser's), so their views
 * share it and a patch compares it once for all of them.
 */
function gameplayView(shared: SharedParts, showCard: boolean, showTurn: boolean): Gameplay {
  const variant = (showCard ? 2 : 0) + (showTurn ? 1 : 0);
  let gameplay = shared.gameplayViews[variant];
  if (!gameplay) {
    gameplay = {
      ...shared.gameplay,
      card: showCard ? shared.card : null,
      turnCards: showTurn ? (shared.turnCards as PlayedCardView[]) : null,
      stream: shared.stream ? (showTurn ? shared.stream.open : shared.stream.guessers) : null,
    };
    shared.gameplayViews[variant] = gameplay;
  }
  return gameplay;
}

/** The gameplay a player sees, with their own near misses marked when they have any. */
function ownGameplay(state: GameState, gameplay: Gameplay, playerId: string | null): Gameplay {
  const stream = state.gameplay.stream;
  if (playerId === null || !gameplay.stream || !stream) return gameplay;
  const own = withOwnCloseGuesses(gameplay.stream, stream, playerId);
  return own ? { ...gameplay, stream: own } : gameplay;
}

/** `playerId` null: a spectator, who is in no team and has no seat. */
function viewWith(state: GameState, shared: SharedParts, playerId: string | null): GameView {
  const me = playerId === null ? undefined : findPlayer(state, playerId);
  const role: Role = playerId === null ? 'none' : roleOf(state, playerId);
  const gp = state.gameplay;
  const playing = state.status === 'active';
  const showCard = playing && gp.roundStatus === 'in progress' && seesCardInPlay(role);
  const showTurn = showCard || (playing && gp.roundStatus === 'postround');
  return {
    gamecode: state.gamecode,
    status: state.status,
    version: state.version,
    createdAt: state.createdAt,
    you: me
      ? {
          ...publicPlayer(me),
          role,
          canReview: playing && gp.roundStatus === 'postround' && canReview(state, me.playerId),
        }
      : null,
    players: shared.players as PlayerView[],
    settings: shared.settings,
    startProblems: shared.startProblems as string[],
    gameCards: me?.host ? (shared.hostCards as Card[] | null) : null,
    gameCardCount: state.gameCards.length,
    removedPlayers: me?.host ? removedPlayers(state) : null,
    spectators: state.audience?.spectators ?? 0,
    chosenDeck: state.chosenDeck
      ? {
          name: state.chosenDeck.name,
          cardCount: state.chosenDeck.cardCount,
          language: state.chosenDeck.language,
          builtInToo: state.chosenDeck.builtInToo,
        }
      : null,
    gameplay: ownGameplay(state, gameplayView(shared, showCard, showTurn), playerId),
    result: state.result,
    highlights: shared.highlights,
    previousGamecode: state.previousGamecode,
    nextGamecode: state.nextGamecode,
  };
}

/**
 * Exactly what one player may see. Built field by field (never by copying the state and deleting)
 * so that a field added to the state later stays private until it is added here on purpose.
 */
export function viewFor(state: GameState, playerId: string): GameView {
  return viewWith(state, sharedParts(state), playerId);
}

/**
 * What a spectator sees (a phone's Watch, or a TV board): the view of someone in no team and
 * without a seat. Never the card in play, never this turn's cards before the review makes them
 * public to every player: at most what a guesser sees, never the host's added cards.
 */
export function spectatorView(state: GameState): GameView {
  return viewWith(state, sharedParts(state), null);
}

/**
 * The views of several players of one state (each exactly `viewFor`), sharing the parts that do
 * not depend on who looks: the same objects, built once. Read them; never change them.
 */
export function viewsFor(state: GameState, playerIds: Iterable<string>): Map<string, GameView> {
  const shared = sharedParts(state);
  const views = new Map<string, GameView>();
  for (const id of playerIds) views.set(id, viewWith(state, shared, id));
  return views;
}

/**
 * The played cards one player may list (`fetchPlayedCards`): every card with a status except
 * those back in the pile or on screen, and this turn's only for those who may see them.
 */
export function playedCardsFor(state: GameState, playerId: string): PlayedCardView[] {
  const gp = state.gameplay;
  const hidden = new Set(undrawnCards(gp));
  if (gp.cardIndex !== null) hidden.add(gp.cardIndex);
  const role = roleOf(state, playerId);
  const turnOpen = state.status === 'active' && gp.roundStatus === 'in progress' && !seesCardInPlay(role);
  if (turnOpen) for (const t of gp.turnCards) hidden.add(t.index);
  if (role === 'none') return [];
  return state.deck.flatMap((e, index) => {
    const card = e.status === null || hidden.has(index) ? null : played(state, index);
    return card ? [card] : [];
  });
}
