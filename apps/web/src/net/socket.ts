import type { Ack, ClientToServerEvents, Payload, RequestType, ServerToClientEvents } from '@unsayable/rules';
import { io, type Socket } from 'socket.io-client';
import { learnOffset } from './clock.ts';
import { gameOfPage, gameOfRequest, pathOf } from './connection-game.ts';
import { type Connection, type ConnectionEvents, DISPLACED, NETWORK_ERROR } from './connection-types.ts';
import { describeError } from './describe-error.ts';
import { errorReporter } from './error-report.ts';
import { seatlessScreen } from './seat.ts';
import { postSession } from './session-request.ts';
import { viewStream } from './view-stream.ts';

/**
 * The one module that talks to the server. Views reach the app as whole, versioned snapshots (the
 * server may send a patch on the version before, which `viewStream` applies or, when it does not
 * fit, fetches the whole view instead): after any reconnection `onHello` tells the app to ask for
 * the current one, so nothing depends on having seen every message.
 */

/**
 * A request's id: 128 random bits, unique per request. Not `crypto.randomUUID`, which a browser
 * offers only in a secure context (HTTPS or localhost): phones on a home network reach the server
 * at its plain-HTTP network address, where `getRandomValues` works all the same.
 */
export function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The page's address, path and query: what the connection is opened for. */
function pageAddress(): string {
  const page = globalThis.location;
  return page ? page.pathname + page.search : '/';
}

export function connect(
  events: ConnectionEvents,
  url = '',
  pagePath: () => string = pageAddress,
): Connection {
  let offset = 0;
  let playerId: string | null = null;
  /** What this connection watches on without a seat, as the page it was made for; null: a player's. */
  let screen = seatlessScreen(pathOf(pagePath()));
  const seatAuth = () => (screen ? { seat: 'none' } : {});
  /** The game this connection named when it opened (a cluster's balancer places it by that), or null. */
  let game = gameOfPage(pagePath());
  const gameQuery = (): Record<string, string> => (game ? { game } : {});
  /** Whether the server is one process of a cluster, as its last hello said. */
  let cluster = false;
  /** The socket is closed on purpose, to open again at once: not offline. */
  let reopening = false;
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    withCredentials: true,
    auth: seatAuth(),
    query: gameQuery(),
    ackTimeout: 8000,
    retries: 3,
    reconnectionDelayMax: 4000,
  });
  const report = errorReporter((failure) => void request('reportError', failure));

  socket.on('hello', (hello) => {
    offset = learnOffset(hello.serverTime, Date.now());
    playerId = hello.playerId;
    cluster = hello.cluster === true;
    events.onHello();
  });
  const viewReceived = viewStream({
    deliver: (gamecode, view) => events.onView(gamecode, view),
    held: (gamecode) => events.heldView(gamecode),
    async fetchWhole(gamecode) {
      // A page without a seat has no player's view to ask for: it asks to watch again.
      const ack = screen
        ? await request('spectateGame', { gamecode, screen })
        : await request('watchGame', { gamecode });
      return ack.ok ? ack.data : undefined;
    },
  });
  socket.on('view', (message) => {
    offset = learnOffset(message.serverTime, Date.now());
    viewReceived(message);
  });
  /** The server took the game to another device of this player: its close is on purpose, not offline. */
  let displaced = false;
  socket.on('otherDevice', () => {
    displaced = true;
    events.onDisplaced(DISPLACED);
  });
  socket.on('connect', () => {
    displaced = false;
    reopening = false;
    events.onState('online');
  });
  socket.on('disconnect', (reason) => {
    if (reopening && reason === 'io client disconnect') events.onState('connecting');
    else if (!(displaced && reason === 'io server disconnect')) events.onState('offline');
  });
  socket.on('connect_error', () => {
    reopening = false;
    events.onState('offline');
  });
  events.onState('connecting');

  // The single trust point of the protocol: the server answers a request of type K with an
  // acknowledgement of type K (the catalogue's reply types are what its handlers must return).
  function request<K extends RequestType>(type: K, payload: Payload<K>): Promise<Ack<K>>;
  async function request(type: RequestType, payload: Payload<RequestType>): Promise<Ack> {
    if (type !== 'reportError') await matchRequest(type, payload);
    const sentAt = Date.now();
    try {
      const ack = await socket.emitWithAck('request', { id: requestId(), type, payload });
      offset = learnOffset(ack.serverTime, sentAt);
      return ack;
    } catch (error) {
      // Never about a report itself: a report that cannot be sent is dropped, not reported.
      if (type !== 'reportError') report({ source: type, ...describeError(error) });
      return { ok: false, error: NETWORK_ERROR, serverTime: Date.now() + offset };
    }
  }

  function helloOnce(): Promise<void> {
    return new Promise((resolve) => socket.once('hello', () => resolve()));
  }

  /**
   * Closes the socket and opens it again with the page's kind of connection, the game it is for
   * and the cookie as it is now; resolves with the server's hello.
   */
  function reopen(): Promise<void> {
    socket.auth = seatAuth();
    socket.io.opts.query = gameQuery();
    reopening = true;
    const hello = helloOnce();
    socket.disconnect().connect();
    return hello;
  }

  /** Reopens the socket, waiting for the server's hello at most 8 s. */
  async function reconnect(): Promise<void> {
    await Promise.race([reopen(), new Promise((resolve) => setTimeout(resolve, 8000))]);
  }

  /**
   * Before a request: reconnects when the app moved between a page with a seat and one without,
   * or, in a cluster, when the request is about another game than the one the connection named,
   * so that it reaches the process holding that game's other players (the retries of requests
   * sent before go with it).
   */
  async function matchRequest(type: RequestType, payload: Payload<RequestType>): Promise<void> {
    const wanted = seatlessScreen(pathOf(pagePath()));
    let changed = (wanted === null) !== (screen === null);
    screen = wanted;
    const asked = gameOfRequest(type, payload);
    if (asked !== null && asked !== game) {
      game = asked;
      changed ||= cluster;
    }
    if (changed) await reconnect();
  }

  return {
    request,
    report,
    async ensureSession(name) {
      const answer = await postSession(url, name);
      if (!answer.ok) {
        report({ source: 'POST /api/session', message: answer.cause, name: 'SessionError' });
        return answer;
      }
      screen = seatlessScreen(pathOf(pagePath()));
      socket.auth = seatAuth();
      // The socket was opened before the cookie existed: reconnect so the handshake carries it.
      if (playerId !== answer.playerId) await reopen();
      return answer;
    },
    reconnect: () => {
      screen = seatlessScreen(pathOf(pagePath()));
      return reconnect();
    },
    warm: () => {},
    serverNow: () => Date.now() + offset,
    close: () => socket.close(),
  };
}
