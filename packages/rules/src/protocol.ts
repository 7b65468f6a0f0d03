/**
 * The request catalogue: every request a browser may send, with the schema that parses its payload
 * and the data its acknowledgement carries, and the Socket.IO event maps both ends are typed with.
 * The browser and the server import these types, so a misspelled request type, a payload of the
 * wrong shape or a reply of the wrong shape is a compile error on either side.
 */
import * as z from 'zod';
import {
  CARD_STATUSES,
  DEFAULT_LANGUAGE,
  FLAG_REASONS,
  GAME_STATUSES,
  HALVES,
  ROUND_STATUSES,
} from './constants.ts';
import { deckChoiceSchema } from './deck-link.ts';
import type { MessageRef } from './message-keys.ts';
import {
  cardInputSchema,
  clueTextSchema,
  defaultSettings,
  forbiddenWordSchema,
  gamecodeSchema,
  guessTextSchema,
  languageSchema,
  nameSchema,
  playerIdSchema,
  settingsSchema,
  teamSchema,
} from './schemas.ts';
import { settingsChangeSchema } from './settings-change.ts';
import { playingTeamSchema, teamEmojiSchema, teamNameSchema } from './team-names.ts';
import type { GameStatus } from './types.ts';
import type { GameView, PlayedCardView } from './view.ts';
import type { ViewPatch } from './view-patch-apply.ts';

const game = { gamecode: gamecodeSchema };

/** Requests about one game that the rules decide (`decide`), sent by players. */
export const gameRequestSchemas = {
  joinGame: z.object({ ...game, name: nameSchema }),
  updateTeam: z.object({ ...game, team: teamSchema }),
  updatePlayer: z.object({ ...game, name: nameSchema }),
  updateGameStatus: z.object({ ...game, status: z.enum(GAME_STATUSES, { error: 'Unknown game status' }) }),
  updateRoundStatus: z.object({
    ...game,
    roundStatus: z.enum(ROUND_STATUSES, { error: 'Unknown round status' }),
  }),
  startTurn: z.object(game),
  updateCardStatus: z.object({
    ...game,
    index: z.number().int().min(0),
    status: z.enum(CARD_STATUSES),
    roundStatus: z.enum(ROUND_STATUSES),
  }),
  /** A watcher marks which forbidden word was said on a card their team buzzed this turn. */
  markBuzzedWord: z.object({ ...game, index: z.number().int().min(0), word: forbiddenWordSchema }),
  /**
   * The giver's typed clue for the card at `index` (a clue meant for one card never lands on the
   * next), held to the card by the referee before anyone else sees it.
   */
  sendClue: z.object({ ...game, index: z.number().int().min(0), text: clueTextSchema }),
  /** A guesser's typed guess at the card on screen, matched to its word by the referee. */
  sendGuess: z.object({ ...game, text: guessTextSchema }),
  /** `index` names the card to take back, so an Undo meant for one card never undoes another. */
  undoCardStatus: z.object({ ...game, index: z.number().int().min(0) }),
  pauseTurn: z.object(game),
  resumeTurn: z.object(game),
  /** `round` and `half` name the turn being confirmed, so a second confirm of it is a quiet no-op. */
  confirmScores: z.object({
    ...game,
    round: z.number().int().min(1).optional(),
    half: z.enum(HALVES, { error: 'Half must be top, bottom, third or fourth' }).optional(),
  }),
  skipTurn: z.object(game),
  /**
   * A player of the giving team contests a card of the turn under review (`contest: true`) or
   * withdraws their team's contest (`contest: false`).
   */
  contestCard: z.object({
    ...game,
    index: z.number({ error: 'Card index must be a number' }).int().min(0).max(1_000_000),
    contest: z.boolean({ error: 'Contest must be true or false' }),
  }),
  /** The host stops the review's countdown; the scores then wait for a reviewer's Confirm. */
  stopReviewCountdown: z.object(game),
  /**
   * The host closes the reveal of the confirmed turn `round`/`half` on every screen (a player's
   * own Close closes only their screen's); naming the turn keeps a late close off the next reveal.
   */
  closeReveal: z.object({
    ...game,
    round: z.number({ error: 'Round must be a number' }).int().min(1).max(1_000_000),
    half: z.enum(HALVES, { error: 'Half must be top, bottom, third or fourth' }),
  }),
  movePlayer: z.object({ ...game, playerId: playerIdSchema, team: teamSchema }),
  removePlayer: z.object({ ...game, playerId: playerIdSchema }),
  /** The host lets a player they removed join again. */
  readmitPlayer: z.object({ ...game, playerId: playerIdSchema }),
  shuffleTeams: z.object(game),
  addGameCard: z.object({ ...game, card: cardInputSchema }),
  removeGameCard: z.object({ ...game, cardId: z.string().min(1).max(64) }),
  /**
   * The host changes the game's settings in the lobby: the whole settings, as create takes them
   * (and, with a deck of its own, whether the built-in cards join it). `deck` changes the deck:
   * a player's deck by its link or code, as create takes it (the server reads it from the store
   * for the rules), or null for the built-in cards alone; left out, the game keeps its deck.
   */
  updateSettings: z
    .object({
      ...game,
      settings: settingsChangeSchema,
      builtInToo: z.boolean({ error: 'Built-in cards too must be on or off' }).optional(),
      deck: deckChoiceSchema.nullable().optional(),
    })
    .refine((change) => change.deck === undefined || change.builtInToo === undefined, {
      message: 'A new deck carries its own Built-in cards too',
      path: ['builtInToo'],
    }),
  /** The host gives a team a name and an emoji in the lobby. */
  renameTeam: z.object({ ...game, team: playingTeamSchema, name: teamNameSchema, emoji: teamEmojiSchema }),
  playAgain: z.object(game),
  leaveGame: z.object(game),
} as const;

/** Requests only the server itself makes (presence, spectators and deadlines): unknown to a browser. */
export const systemRequestSchemas = {
  /**
   * `server restart`: a new process marks offline whoever has no connection to it yet. Those
   * connections were closed by the server, not lost by the players, so a giver's turn keeps its clock.
   */
  setPresence: z.object({
    ...game,
    playerId: playerIdSchema,
    online: z.boolean(),
    cause: z.enum(['connection', 'server restart']).default('connection'),
  }),
  expireTurn: z.object(game),
  /** How many watch the game without a seat, counted over every server process. */
  setAudience: z.object({
    ...game,
    spectators: z.number().int().min(0),
    screens: z.number().int().min(0),
  }),
} as const;

/**
 * What a spectator watches on: a phone (counted in the lobby's `Spectators: N`) or a TV board for
 * the room (`/tv/{gamecode}`), which is a screen, not a person, so it is not counted.
 */
export const SPECTATOR_SCREENS = ['phone', 'tv'] as const;
export type SpectatorScreen = (typeof SPECTATOR_SCREENS)[number];

/** Requests that decide nothing about a game: create one, read one, ideas and error reports. */
export const noGameRequestSchemas = {
  createGame: z.object({
    name: nameSchema,
    settings: settingsSchema.default(defaultSettings),
    /** A player's deck to deal from (Deck link or code, Built-in cards too). */
    deck: deckChoiceSchema.optional(),
  }),
  verifyGame: z.object(game),
  watchGame: z.object(game),
  fetchPlayedCards: z.object(game),
  /** Watch a game without a seat (button Watch, and the TV board): needs no session and no name. */
  spectateGame: z.object({
    ...game,
    screen: z.enum(SPECTATOR_SCREENS, { error: 'Screen must be phone or tv' }),
  }),
  /** Stop watching (the spectator's Leave). */
  stopSpectating: z.object(game),
  /** An idea in the language it is written in; clients from before ideas had one wrote English. */
  submitCardIdea: z.object({ card: cardInputSchema, language: languageSchema.default(DEFAULT_LANGUAGE) }),
  /**
   * A player flags a card of the game as bad, one they have been shown already (the review, the
   * reveal). Decides nothing about the game: the flag is kept for the card's deck owner or the operator.
   */
  flagCard: z.object({
    ...game,
    index: z.number({ error: 'Card index must be a number' }).int().min(0).max(1_000_000),
    reason: z.enum(FLAG_REASONS, { error: 'Reason must be wrong, offensive, too hard or duplicate' }),
  }),
  reportError: z.object({
    gamecode: gamecodeSchema.optional(),
    message: z.string().max(2000),
    name: z.string().max(200).optional(),
    source: z.string().max(200).optional(),
    additionalInfo: z.string().max(4000).optional(),
  }),
} as const;

/** Every request a browser may send, by its one name (the same from button to handler). */
export const requestSchemas = { ...noGameRequestSchemas, ...gameRequestSchemas } as const;

/** The schemas of every request `decide` takes. */
export const decidedRequestSchemas = { ...gameRequestSchemas, ...systemRequestSchemas } as const;

export type RequestType = keyof typeof requestSchemas;
export type NoGameRequestType = keyof typeof noGameRequestSchemas;
export type GameRequestType = keyof typeof gameRequestSchemas;
export type SystemRequestType = keyof typeof systemRequestSchemas;

/** What a browser sends as the payload of K (fields with a default may be left out). */
export type Payload<K extends RequestType> = z.input<(typeof requestSchemas)[K]>;
/** The payload of K once parsed: cleaned, normalized, defaults filled in. */
export type ParsedPayload<K extends RequestType> = z.output<(typeof requestSchemas)[K]>;

type DecidedSchemas = typeof gameRequestSchemas & typeof systemRequestSchemas;
/** The types `decide` takes: the players' game requests and the server's own. */
export type DecidedType = keyof DecidedSchemas;
/** The parsed payload of a request that `decide` takes. */
export type DecidedPayload<K extends DecidedType> = z.output<DecidedSchemas[K]>;
/** A parsed request that `decide` takes, with its type; of any such type when K is left out. */
export type RequestOf<K extends DecidedType = DecidedType> = { [P in K]: DecidedPayload<P> & { type: P } }[K];
/** Any request that `decide` takes, already parsed. */
export type GameRequest = RequestOf;

/** The data an accepted or unchanged acknowledgement carries; requests not named here carry none. */
export interface ReplyData {
  createGame: { gamecode: string };
  /** The game joined: the code's own, or the newest game of its chain of Play again. */
  joinGame: { gamecode: string };
  /** The game the code leads to (the newest of its chain of Play again) and its status. */
  verifyGame: { gamecode: string; status: GameStatus };
  watchGame: GameView;
  fetchPlayedCards: PlayedCardView[];
  /** What a spectator may see: the view of someone in no team and no seat (`you: null`). */
  spectateGame: GameView;
}

/** What every answer that did not fail has, before its type's data. */
export interface AnswerBase {
  ok: true;
  /** accepted: applied; unchanged: deliberately nothing to do (a skip with its reason). */
  outcome: 'accepted' | 'unchanged';
  reason?: string;
  /** The reason's key and values (message-keys.ts), for a browser that shows it in its language. */
  reasonRef?: MessageRef;
  /** The game's version after the request, where there is a game. */
  version?: number;
  /** The server's clock when it answered (epoch ms), for the browser's clock offset. */
  serverTime: number;
}

/** The answer to a request of type K that did not fail. */
export type Answer<K extends RequestType> = AnswerBase &
  (K extends keyof ReplyData ? { data: ReplyData[K] } : { data?: never });

/** A request that failed: the message is what the player sees. */
export interface Refused {
  ok: false;
  /** The English text, as the error log keeps it. */
  error: string;
  /**
   * The text's key and values (message-keys.ts), for a browser that shows it in its own language;
   * absent for a text of no catalogue (a schema's own wording).
   */
  errorRef?: MessageRef;
  serverTime: number;
}

/** The acknowledgement of a request of type K (of any type when K is left out). */
export type Ack<K extends RequestType = RequestType> = Answer<K> | Refused;

/**
 * What a decision on a game answers: never data (Join's names its game, added by the server's
 * handler after the decision).
 */
export type DecisionAck = Ack<Exclude<GameRequestType, keyof ReplyData>>;

/** One request on the wire: a client-made id (retries keep it), its type and its payload. */
export interface RequestEnvelope<K extends RequestType = RequestType> {
  id: string;
  type: K;
  payload: Payload<K>;
}

/** Sent on every connection: who the cookie made this socket, and the server's clock. */
export interface Hello {
  playerId: string | null;
  serverTime: number;
  /** Which server process holds this connection (one of a cluster's), for operators' traces. */
  instance: string;
}

/**
 * A player's own view of a game after a committed change: the whole view, or, when smaller, what
 * changed since the view of the version before (see `patchedView`).
 */
export type ViewMessage = { gamecode: string; serverTime: number } & (
  | { view: GameView; patch?: never }
  | { patch: ViewPatch; view?: never }
);

/** Events the server emits. */
export interface ServerToClientEvents {
  hello: (message: Hello) => void;
  view: (message: ViewMessage) => void;
  /** The same player opened this game on another device: this one is disconnected (see `OtherDevice`). */
  otherDevice: (message: OtherDevice) => void;
}

/**
 * A player is in a game from one device at a time (a device is one session credential: its tabs
 * share it). When another device of the same player opens the game, each connection of the older
 * device gets this, then the server closes it; its screen shows `error` with a way to take the
 * game back (connecting again and opening the game displaces the other device in turn).
 */
export interface OtherDevice {
  gamecode: string;
  /** `accountMessages.otherDevice`. */
  error: string;
  errorRef: { key: string; params: Record<string, string | number> };
}

/** Events a browser emits: every request is one `request` event with an acknowledgement. */
export interface ClientToServerEvents {
  request: (envelope: RequestEnvelope, ack: (ack: Ack) => void) => void;
}

export function isRequestType(type: string): type is RequestType {
  return Object.hasOwn(requestSchemas, type);
}

export function isGameRequestType(type: RequestType): type is GameRequestType {
  return Object.hasOwn(gameRequestSchemas, type);
}
