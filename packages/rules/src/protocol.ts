/**
 * The request catalogue: every request a browser may send, with the schema that parses its payload
 * and the data its acknowledgement carries, and the Socket.IO event maps both ends are typed with.
 * The browser and the server import these types, so a misspelled request type, a payload of the
 * wrong shape or a reply of the wrong shape is a compile error on either side.
 */
import * as z from 'zod';
import { DEFAULT_LANGUAGE, FLAG_REASONS } from './constants.ts';
import { deckChoiceSchema } from './deck-link.ts';
import { gameRequests, systemRequests } from './game-requests.ts';
import type { MessageRef } from './message-keys.ts';
import { type RequestEntry, schemasOf } from './request-entry.ts';
import {
  cardInputSchema,
  defaultSettings,
  gamecodeSchema,
  gameField,
  languageSchema,
  nameSchema,
  settingsSchema,
} from './schemas.ts';
import type { GameStatus } from './types.ts';
import type { GameView, PlayedCardView } from './view.ts';
import type { ViewPatch } from './view-patch-apply.ts';

/** The schemas of the requests about one game that the rules decide, sent by players (`game-requests.ts`). */
export const gameRequestSchemas = /* @__PURE__ */ schemasOf(gameRequests);

/** The schemas of the requests only the server itself makes (`game-requests.ts`). */
export const systemRequestSchemas = /* @__PURE__ */ schemasOf(systemRequests);

/**
 * What a spectator watches on: a phone (counted in the lobby's `Spectators: N`) or a TV board for
 * the room (`/tv/{gamecode}`), which is a screen, not a person, so it is not counted.
 */
export const SPECTATOR_SCREENS = ['phone', 'tv'] as const;
export type SpectatorScreen = (typeof SPECTATOR_SCREENS)[number];

/** Requests that decide nothing about a game: create one, read one, ideas and error reports. */
export const noGameRequests = {
  createGame: {
    schema: z.object({
      name: nameSchema,
      settings: settingsSchema.default(defaultSettings),
      /** A player's deck to deal from (Deck link or code, Built-in cards too). */
      deck: deckChoiceSchema.optional(),
    }),
    fallback: 'createGame',
  },
  verifyGame: { schema: z.object(gameField), fallback: 'verifyGame' },
  watchGame: { schema: z.object(gameField), fallback: 'watchGame' },
  /**
   * The cards played so far, as the player may see them. No screen sends it (the view carries the
   * turn's cards); kept because it is one of the calls the game's protocol has always had ("fetch
   * deck"), so a client written to it still works.
   */
  fetchPlayedCards: { schema: z.object(gameField), fallback: 'fetchPlayedCards' },
  /** Watch a game without a seat (button Watch, and the TV board): needs no session and no name. */
  spectateGame: {
    schema: z.object({
      ...gameField,
      screen: z.enum(SPECTATOR_SCREENS, { error: 'Screen must be phone or tv' }),
    }),
    fallback: 'watchGame',
  },
  /** Stop watching (the spectator's Leave). */
  stopSpectating: { schema: z.object(gameField), fallback: 'default' },
  /** An idea in the language it is written in; clients from before ideas had one wrote English. */
  submitCardIdea: {
    schema: z.object({ card: cardInputSchema, language: languageSchema.default(DEFAULT_LANGUAGE) }),
    fallback: 'submitCardIdea',
  },
  /**
   * A player flags a card of the game as bad, one they have been shown already (the review, the
   * reveal). Decides nothing about the game: the flag is kept for the card's deck owner or the operator.
   */
  flagCard: {
    schema: z.object({
      ...gameField,
      index: z.number({ error: 'Card index must be a number' }).int().min(0).max(1_000_000),
      reason: z.enum(FLAG_REASONS, { error: 'Reason must be wrong, offensive, too hard or duplicate' }),
    }),
    fallback: 'default',
  },
  reportError: {
    schema: z.object({
      gamecode: gamecodeSchema.optional(),
      message: z.string().max(2000),
      name: z.string().max(200).optional(),
      source: z.string().max(200).optional(),
      additionalInfo: z.string().max(4000).optional(),
    }),
    fallback: 'default',
  },
} as const satisfies Record<string, RequestEntry>;

/** The schemas of the requests that decide nothing about a game. */
export const noGameRequestSchemas = /* @__PURE__ */ schemasOf(noGameRequests);

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
export interface AckData {
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

/** What every acknowledgement that did not fail has, before its type's data. */
export interface OkAckBase {
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

/** The acknowledgement of a request of type K that did not fail (accepted or unchanged). */
export type OkAck<K extends RequestType> = OkAckBase &
  (K extends keyof AckData ? { data: AckData[K] } : { data?: never });

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
export type Ack<K extends RequestType = RequestType> = OkAck<K> | Refused;

/**
 * What a decision on a game acknowledges with: never data (Join's names its game, added by the server's
 * handler after the decision).
 */
export type DecisionAck = Ack<Exclude<GameRequestType, keyof AckData>>;

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
  /**
   * Whether other processes serve games too (a cluster): a browser whose page comes to show
   * another game then opens a connection naming it (the balancer places it by the game it names).
   */
  cluster: boolean;
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
  /**
   * In a cluster: another process took a connection naming this connection's game, so the
   * balancer now places the game there; the browser opens a new connection, which goes there too.
   */
  replaceConnection: () => void;
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
