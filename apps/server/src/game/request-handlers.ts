import {
  type Ack,
  type DecisionAck,
  type ErrorLogEntry,
  errorEntry,
  fixedMessages,
  type GameLanguage,
  type GameRequest,
  type GameRequestType,
  type GameState,
  gameRequests,
  createGame as newGame,
  ownMessages,
  type ParsedPayload,
  playedCardsFor,
  type Refused,
  type RequestType,
  requestMessages,
  type SpectatorScreen,
  skipReasons,
  spectatorView,
  viewFor,
  withType,
} from '@unsayable/rules';
import type { AddressGate } from '../access/address-limits.ts';
import type { TokenBucket } from '../access/rate-limit.ts';
import { chooseDeck, DECK_CARD_PREFIX } from '../decks/deck-cards.ts';
import { CLIENT_LOG, SERVER_LOG } from '../errors/error-log.ts';
import type { GameService } from './game-service.ts';
import { newestGameOf } from './rematch-chain.ts';

// The texts live with the rules' other messages, where each has its key (message-keys.ts).
export { requestMessages } from '@unsayable/rules';

/** What a connection watches without a seat (the socket layer keeps it, one game at a time). */
export interface SpectatorSeat {
  current(): { gamecode: string; screen: SpectatorScreen } | null;
  /** Starts watching the game on this screen, leaving any other game this connection watched. */
  start(gamecode: string, screen: SpectatorScreen): Promise<void>;
  stop(): Promise<void>;
}

/** Who sent a request: the anonymous player of the connection's cookie, if any. */
export interface Sender {
  playerId: string | null;
  name: string | null;
  /** Card ideas have a tighter limit of their own than requests in general. */
  ideas?: TokenBucket;
  /** The limits of the connection's client address (all its connections, on every process, together). */
  limits?: AddressGate;
  /** Watching a game without a seat: only a connection has it (see `spectateGame`). */
  spectator?: SpectatorSeat;
  /**
   * This connection's device has opened the game (Join, or asking for its view): one device at a
   * time in a game, so the player's other devices leave it. Only a connection has it.
   */
  openedGame?(gamecode: string): void;
}

/** What a handler may use of the game service: reads, new codes, ideas, decks and flags. */
export type HandlerService = Pick<
  GameService,
  | 'now'
  | 'ack'
  | 'load'
  | 'gameExists'
  | 'freeGamecode'
  | 'catalogue'
  | 'catalogueHas'
  | 'addIdea'
  | 'deck'
  | 'deckUsed'
  | 'flagCard'
>;

/**
 * What a handler may use. The request path provides it: the game's reads and its one decide →
 * commit path, the error log, the catalogue; never the store or the queue themselves.
 */
export interface HandlerContext {
  readonly sender: Sender;
  readonly requestId: string;
  /** The game service's reads and writes a handler may use (never its queue or the store itself). */
  readonly service: HandlerService;
  /** Logs the refusal in the game's error log (source: this request's type), then refuses. */
  refuse(code: string, message: string): Promise<Refused>;
  /** Refuses without a new log entry: one like it was written a moment ago (a flood). */
  refuseQuietly(message: string): Refused;
  /** Decides a game request and commits it; the caller's path already holds the game's turn. */
  decide(request: GameRequest, actor: string): Promise<DecisionAck>;
  /**
   * Appends a browser's report to an error log: false if it was left out (its address or its log
   * has sent enough for now); a failure throws (the report was not kept).
   */
  appendErrors(code: string, entries: ErrorLogEntry[]): Promise<boolean>;
}

/** The context of a request from a player with a session. */
export interface PlayerContext extends HandlerContext {
  readonly playerId: string;
  /** Stores a new game with its acknowledgement; false if its code was taken meanwhile. */
  create(state: GameState, ack: Ack<'createGame'>): Promise<boolean>;
}

type Handler<K extends RequestType, C> = (ctx: C, payload: ParsedPayload<K>, type: K) => Promise<Ack<K>>;

/** Requests anyone may send, with or without a session. */
export type OpenRequestType =
  | 'verifyGame'
  | 'submitCardIdea'
  | 'reportError'
  | 'spectateGame'
  | 'stopSpectating';
export type PlayerRequestType = Exclude<RequestType, OpenRequestType>;

/** Whether a code leads to a game that can be joined: the newest of its chain of Play again. */
const verifyGame: Handler<'verifyGame', HandlerContext> = async (ctx, { gamecode: given }) => {
  const { gamecode, state } = await newestGameOf((code) => ctx.service.load(code), given);
  if (!state) return ctx.refuse(given, fixedMessages.codeDoesNotExist(given));
  if (state.status === 'finished')
    return ctx.refuse(gamecode, fixedMessages.notJoinable(gamecode, state.status));
  return { ...ctx.service.ack('unchanged'), data: { gamecode, status: state.status } };
};

const submitCardIdea: Handler<'submitCardIdea', HandlerContext> = async (ctx, { card, language }) => {
  if (ctx.sender.ideas && !ctx.sender.ideas.take(ctx.service.now()))
    return ctx.refuse(CLIENT_LOG, requestMessages.ideasTooFast);
  if (await ctx.service.catalogueHas(card.word, language))
    return ctx.refuse(CLIENT_LOG, requestMessages.ideaExists(card.word));
  await ctx.service.addIdea(card, language, ctx.sender.playerId);
  return ctx.service.ack('accepted');
};

/** A browser's own failure, kept in the same error log as the server's. */
const reportError: Handler<'reportError', HandlerContext> = async (ctx, { gamecode, ...entry }) => {
  const { playerId } = ctx.sender;
  const kept = await ctx.appendErrors(gamecode ?? CLIENT_LOG, [
    errorEntry({
      ...entry,
      date: ctx.service.now(),
      additionalInfo: entry.additionalInfo || (playerId ? `player ${playerId}` : ''),
    }),
  ]);
  return kept ? ctx.service.ack('accepted') : ctx.refuseQuietly(requestMessages.tooManyReports);
};

/**
 * Watch a game without a seat: the connection joins the game's spectator room and gets the
 * spectator's view (the view of someone in no team: never the card in play). Needs no session and
 * no name: a spectator is nobody the players deal with, only a number in the lobby. Any game that
 * exists may be watched, a finished one too (its end screen).
 */
const spectateGame: Handler<'spectateGame', HandlerContext> = async (ctx, { gamecode, screen }) => {
  const seat = ctx.sender.spectator;
  if (!seat) throw new Error('spectateGame needs a connection to watch on');
  // Starting to watch is limited per address; asking again for the view of the game this
  // connection watches (after a patch that did not fit) is not.
  const watching = seat.current();
  if (watching?.gamecode !== gamecode || watching.screen !== screen) {
    const verdict = (await ctx.sender.limits?.admitSpectate(ctx.service.now())) ?? 'allowed';
    if (verdict === 'refused') return ctx.refuse(SERVER_LOG, requestMessages.tooManyWatching);
    if (verdict === 'refused again') return ctx.refuseQuietly(requestMessages.tooManyWatching);
  }
  if (!(await ctx.service.gameExists(gamecode)))
    return ctx.refuse(gamecode, fixedMessages.codeDoesNotExist(gamecode));
  // In the room before the view is read, so no change between the two is missed.
  await seat.start(gamecode, screen);
  const state = await ctx.service.load(gamecode);
  if (!state) return ctx.refuse(gamecode, fixedMessages.codeDoesNotExist(gamecode));
  return { ...ctx.service.ack('unchanged', { version: state.version }), data: spectatorView(state) };
};

const stopSpectating: Handler<'stopSpectating', HandlerContext> = async (ctx, { gamecode }) => {
  const seat = ctx.sender.spectator;
  if (seat?.current()?.gamecode !== gamecode)
    return { ...ctx.service.ack('unchanged'), reason: skipReasons.unchanged };
  await seat.stop();
  return ctx.service.ack('accepted');
};

const createGame: Handler<'createGame', PlayerContext> = async (ctx, { name, settings, deck: choice }) => {
  const verdict = (await ctx.sender.limits?.admitGame(ctx.service.now())) ?? 'allowed';
  if (verdict === 'refused') return ctx.refuse(SERVER_LOG, requestMessages.tooManyGames);
  if (verdict === 'refused again') return ctx.refuseQuietly(requestMessages.tooManyGames);
  const deck = choice ? chooseDeck(await ctx.service.deck(choice.id), choice, settings.language) : undefined;
  if (deck && !deck.ok) return ctx.refuse(SERVER_LOG, deck.error);
  // A deck played alone makes the game its language (its cards are all the game deals).
  const language =
    deck && !deck.chosen.builtInToo ? (deck.chosen.language as GameLanguage) : settings.language;
  const gamecode = await ctx.service.freeGamecode();
  const catalogue = await ctx.service.catalogue(language);
  const state = newGame({
    gamecode,
    hostId: ctx.playerId,
    hostName: name,
    settings: { ...settings, language },
    now: ctx.service.now(),
    catalogue,
    ...(deck ? { deck } : {}),
  });
  const answer: Ack<'createGame'> = {
    ...ctx.service.ack('accepted', { version: state.version }),
    data: { gamecode },
  };
  if (!(await ctx.create(state, answer))) throw new Error(`game code ${gamecode} was taken meanwhile`);
  // Read the new game back before telling the creator it exists: a code is only given out once stored.
  if (!(await ctx.service.gameExists(gamecode))) return ctx.refuse(gamecode, fixedMessages.creationNotFound);
  if (deck) await ctx.service.deckUsed(deck.chosen.id);
  return answer;
};

/** The game a read request is about, if the player may read it; otherwise the logged refusal. */
async function readable(ctx: PlayerContext, code: string): Promise<GameState | Refused> {
  const state = await ctx.service.load(code);
  if (!state) return ctx.refuse(code, fixedMessages.gameDoesNotExist(code));
  if (!state.users.includes(ctx.playerId)) return ctx.refuse(code, ownMessages.notInGame(code));
  return state;
}

/** The player's own current view: asked for on (re)connection, so nothing depends on missed views. */
const watchGame: Handler<'watchGame', PlayerContext> = async (ctx, { gamecode }) => {
  const state = await readable(ctx, gamecode);
  if ('ok' in state) return state;
  ctx.sender.openedGame?.(gamecode);
  return {
    ...ctx.service.ack('unchanged', { version: state.version }),
    data: viewFor(state, ctx.playerId),
  };
};

const fetchPlayedCards: Handler<'fetchPlayedCards', PlayerContext> = async (ctx, { gamecode }) => {
  const state = await readable(ctx, gamecode);
  if ('ok' in state) return state;
  return {
    ...ctx.service.ack('unchanged', { version: state.version }),
    data: playedCardsFor(state, ctx.playerId),
  };
};

/**
 * A player flags a card as bad. Only a card the player has been shown already may be flagged (the
 * cards their played-cards view holds): a card of the pile, the card in play for a guesser, or an
 * index past the deck all get the same refusal, so a flag never tells what a card is. A deck's
 * card goes to the deck's owner, a built-in card to the operator's card tool; the host's own cards
 * of one game go to nobody and are refused.
 */
const flagCard: Handler<'flagCard', PlayerContext> = async (ctx, { gamecode, index, reason }) => {
  const verdict = (await ctx.sender.limits?.admitFlag(ctx.playerId, ctx.service.now())) ?? 'allowed';
  if (verdict === 'refused') return ctx.refuse(gamecode, requestMessages.tooManyFlags);
  if (verdict === 'refused again') return ctx.refuseQuietly(requestMessages.tooManyFlags);
  const state = await readable(ctx, gamecode);
  if ('ok' in state) return state;
  const shown = playedCardsFor(state, ctx.playerId).some((c) => c.index === index);
  const card = shown ? state.deck[index]?.card : undefined;
  if (!card) return ctx.refuse(gamecode, requestMessages.flagUnseen);
  const deck = state.chosenDeck;
  const fromDeck = card.id.startsWith(DECK_CARD_PREFIX) && deck !== undefined;
  if (!fromDeck && card.category === 'custom') return ctx.refuse(gamecode, requestMessages.flagHostCard);
  await ctx.service.flagCard({
    playerId: ctx.playerId,
    deckId: fromDeck ? deck.id : null,
    cardId: card.id,
    language: fromDeck ? deck.language : state.settings.language,
    word: card.word,
    reason,
    flaggedAt: ctx.service.now(),
  });
  return ctx.service.ack('accepted');
};

/** Join names the game joined: the code's own, or the newest of its chain of Play again (request-path.ts). */
const joinGame: Handler<'joinGame', PlayerContext> = async (ctx, payload) => {
  const ack = await ctx.decide(withType('joinGame', payload), ctx.playerId);
  if (!ack.ok) return ack;
  ctx.sender.openedGame?.(payload.gamecode);
  return { ...ack, data: { gamecode: payload.gamecode } };
};

/**
 * The host's new settings in the lobby; a deck they name is read by the game service for the
 * rules (see its context), and counts as used once the game has it, as at create.
 */
const updateSettings: Handler<'updateSettings', PlayerContext> = async (ctx, payload) => {
  const ack = await ctx.decide(withType('updateSettings', payload), ctx.playerId);
  if (ack.ok && ack.outcome === 'accepted' && payload.deck) await ctx.service.deckUsed(payload.deck.id);
  return ack;
};

/** Every other game request: the rules decide it (its entry in the rules' catalogue), and the path commits it. */
const decideOnGame = (
  ctx: PlayerContext,
  payload: ParsedPayload<GameRequestType>,
  type: GameRequestType,
): Promise<DecisionAck> => ctx.decide(withType(type, payload), ctx.playerId);

export const openHandlers: { [K in OpenRequestType]: Handler<K, HandlerContext> } = {
  verifyGame,
  submitCardIdea,
  reportError,
  spectateGame,
  stopSpectating,
};

type PlayerHandlers = { [K in PlayerRequestType]: Handler<K, PlayerContext> };
type GameRequestHandlers = { [K in GameRequestType]: Handler<K, PlayerContext> };

/**
 * A player's requests by type: every game request of the rules' catalogue is decided by the rules
 * (`decideOnGame`); the server answers the others itself, and Join, whose answer names the game,
 * and the lobby's settings, whose new deck counts as used.
 */
export const playerHandlers: PlayerHandlers = {
  ...(Object.fromEntries(
    Object.keys(gameRequests).map((type) => [type, decideOnGame]),
  ) as GameRequestHandlers),
  createGame,
  watchGame,
  fetchPlayedCards,
  flagCard,
  joinGame,
  updateSettings,
};

export function isOpenRequestType(type: RequestType): type is OpenRequestType {
  return Object.hasOwn(openHandlers, type);
}
