import type { Ack, GameView, Payload, RequestType } from '@unsayable/rules';
import { accountMessages } from '@unsayable/rules';

export type ConnectionState = 'connecting' | 'online' | 'offline';

/** A browser-side failure for the server's error log (the `reportError` request's payload). */
export type FailureReport = Payload<'reportError'>;

/**
 * The answer to "make sure this browser has a player": its id, or why not. `refusal` is the
 * server's own message for a request it turned down on purpose (shown as written); anything else
 * (no network, a proxy's HTML page, a server error) has only a `cause`, which is logged, and the
 * player sees the operation's fallback message.
 */
export type SessionAnswer =
  | { ok: true; playerId: string }
  | { ok: false; refusal: string | null; cause: string };

export interface Connection {
  /** Sends a request with a fresh id and waits for its acknowledgement; retries keep the id. */
  request<K extends RequestType>(type: K, payload: Payload<K>): Promise<Ack<K>>;
  /** Makes sure this browser has a player id (and the HttpOnly cookie), reconnecting if it was anonymous. */
  ensureSession(name: string): Promise<SessionAnswer>;
  /** Sends a browser-side failure to the error log, a few at most: a failing page must not flood it. */
  report(failure: FailureReport): void;
  /** Start loading and connecting now: a form that will need the server soon calls this. */
  warm(): void;
  /**
   * Opens a new socket (if one is open), so its handshake carries the cookie as it is now: after
   * signing in or out the player may be another, and after "Play here" the game is taken back from
   * another device. Resolves once the server has said hello to it (or after 8 s); the old socket
   * closes then, once what was sent on it is answered.
   */
  reconnect(): Promise<void>;
  /** Server time now, corrected for this device's clock offset. */
  serverNow(): number;
  close(): void;
}

export interface ConnectionEvents {
  /** A (re)connection: views sent while disconnected were missed. */
  onHello(): void;
  onView(gamecode: string, view: GameView): void;
  /** The newest view of a game the app holds: the server's patches apply to it. */
  heldView(gamecode: string): GameView | undefined;
  onState(state: ConnectionState): void;
  /** The server took the game from this device: the player opened it on another (the server's words). */
  onDisplaced(message: string): void;
}

/**
 * What the server tells a device whose player opened the same game on another device
 * (the `otherDevice` event), in English: the screens show it in the player's language.
 */
export const DISPLACED = accountMessages.otherDevice;

/** Made by the browser, not the server: the request never got an answer. */
export const NETWORK_ERROR = 'Could not reach the game server. Check your connection and try again.';
