import type { Ack, ClientToServerEvents, Payload, RequestType, ServerToClientEvents } from '@unsayable/rules';
import { io, type Socket } from 'socket.io-client';
import { learnOffset } from './clock.ts';
import { gameOfPage, pathOf } from './connection-game.ts';
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

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a new socket is waited for before the one it replaces is let go all the same. */
const HELLO_WAIT_MS = 8000;

/** How a socket is replaced: see `replace`. */
interface ReplaceOptions {
  /** Let the old socket go only once the new one's hello came, however long that takes. */
  untilHello?: boolean;
  /** The server asked for it: the process the new socket reaches asks no other to move. */
  moved?: boolean;
}

export function connect(events: ConnectionEvents, url = '', page: () => string = pageAddress): Connection {
  let offset = 0;
  let playerId: string | null = null;
  /** What the page watches without a seat, as its address says; null: a player's page. */
  const pageScreen = () => seatlessScreen(pathOf(page()));
  /** What this connection watches on without a seat, as the page it was made for; null: a player's. */
  let screen = pageScreen();
  /** The game the newest socket named when it opened (a cluster's balancer places it by that), or null. */
  let game = gameOfPage(page());
  /** Whether the server is one process of a cluster, as its last hello said. */
  let cluster = false;
  /** The server took the game to another device of this player: its close is on purpose, not offline. */
  let displaced = false;
  /** Requests sent on each socket and not answered yet: a socket replaced closes once it has none. */
  const unanswered = new Map<AppSocket, number>();
  const retired = new Set<AppSocket>();
  const report = errorReporter((failure) => void request('reportError', failure));
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

  /**
   * A socket with the page's kind of connection, the game it is for and the cookie as it is now.
   * Only the newest socket speaks to the app: one being replaced only answers what was sent on it.
   */
  function open(moved = false): AppSocket {
    const opened: AppSocket = io(url, {
      forceNew: true,
      withCredentials: true,
      auth: screen ? { seat: 'none' } : {},
      // `moved`: opened because the server asked; the process it reaches then asks no other to move.
      query: game ? (moved ? { game, moved: '1' } : { game }) : {},
      ackTimeout: 8000,
      retries: 3,
      reconnectionDelayMax: 4000,
    });
    const current = () => opened === socket;
    opened.on('hello', (hello) => {
      if (!current()) return;
      offset = learnOffset(hello.serverTime, Date.now());
      playerId = hello.playerId;
      cluster = hello.cluster === true;
      events.onHello();
    });
    opened.on('view', (message) => {
      if (!current()) return;
      offset = learnOffset(message.serverTime, Date.now());
      viewReceived(message);
      // A view may be what led the app to another game's page (Play again): its players, who may
      // send no request for a whole game (guessers out loud), follow it to that game's process.
      if (followsPage()) void replace();
    });
    // Another process took a connection naming this game: the balancer places the game there now.
    opened.on('replaceConnection', () => {
      if (current() && cluster) void replace({ moved: true });
    });
    opened.on('otherDevice', () => {
      if (!current()) return;
      displaced = true;
      events.onDisplaced(DISPLACED);
    });
    opened.on('connect', () => {
      if (!current()) return;
      displaced = false;
      events.onState('online');
    });
    opened.on('disconnect', (reason) => {
      if (current() && !(displaced && reason === 'io server disconnect')) events.onState('offline');
    });
    opened.on('connect_error', () => {
      if (current()) events.onState('offline');
    });
    return opened;
  }

  let socket = open();
  events.onState('connecting');

  /** Closes a replaced socket once nothing sent on it waits for an answer. */
  function closeIfDone(old: AppSocket): void {
    if (!retired.has(old) || (unanswered.get(old) ?? 0) > 0) return;
    retired.delete(old);
    unanswered.delete(old);
    old.close();
  }

  // The single trust point of the protocol: the server answers a request of type K with an
  // acknowledgement of type K (the catalogue's reply types are what its handlers must return).
  function request<K extends RequestType>(type: K, payload: Payload<K>): Promise<Ack<K>>;
  async function request(type: RequestType, payload: Payload<RequestType>): Promise<Ack> {
    if (type !== 'reportError') await matchPage();
    const sentAt = Date.now();
    const via = socket;
    unanswered.set(via, (unanswered.get(via) ?? 0) + 1);
    try {
      const ack = await via.emitWithAck('request', { id: requestId(), type, payload });
      offset = learnOffset(ack.serverTime, sentAt);
      return ack;
    } catch (error) {
      // Never about a report itself: a report that cannot be sent is dropped, not reported.
      if (type !== 'reportError') report({ source: type, ...describeError(error) });
      return { ok: false, error: NETWORK_ERROR, serverTime: Date.now() + offset };
    } finally {
      unanswered.set(via, (unanswered.get(via) ?? 1) - 1);
      closeIfDone(via);
    }
  }

  /**
   * Opens a new socket and lets the old one go once the new one's hello came (or after
   * `HELLO_WAIT_MS`, unless `untilHello`): the player is connected throughout, so the others never
   * see them offline for it and a giver's clock does not stop. `moved`: the server asked for it.
   */
  async function replace({ untilHello = false, moved = false }: ReplaceOptions = {}): Promise<void> {
    const old = socket;
    socket = open(moved);
    const hello = new Promise<void>((resolve) => socket.once('hello', () => resolve()));
    await (untilHello
      ? hello
      : Promise.race([hello, new Promise((resolve) => setTimeout(resolve, HELLO_WAIT_MS))]));
    retired.add(old);
    closeIfDone(old);
  }

  /**
   * Whether the socket must follow the page to its game: in a cluster, when the page shows another
   * game than the one the socket named (a game just created or joined, or the new one Play again
   * led to). The page, not a request, decides: the app asks for the views of every game it holds
   * after a hello, the one it left too, and a socket that followed requests would go back and forth.
   */
  function followsPage(): boolean {
    // Read only in a cluster: a view comes through here, and a process alone never moves a socket.
    if (!cluster) return false;
    const shown = gameOfPage(page());
    if (shown === null || shown === game) return false;
    game = shown;
    return true;
  }

  /**
   * Before a request: a new socket when the app moved between a page with a seat and one without,
   * or to another game's page in a cluster, so that the request reaches the process holding that
   * game's other players.
   */
  async function matchPage(): Promise<void> {
    const wanted = pageScreen();
    const seatChanged = (wanted === null) !== (screen === null);
    screen = wanted;
    if (followsPage() || seatChanged) await replace();
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
      screen = pageScreen();
      // The socket was opened before the cookie existed: a new one carries it in its handshake.
      if (playerId !== answer.playerId) await replace({ untilHello: true });
      return answer;
    },
    reconnect: () => {
      screen = pageScreen();
      return replace();
    },
    warm: () => {},
    serverNow: () => Date.now() + offset,
    close: () => {
      for (const old of retired) old.close();
      retired.clear();
      socket.close();
    },
  };
}
