import type { Server as HttpServer } from 'node:http';
import { fallbackMessages, type GameState, type viewFor, viewsFor } from '@unsayable/rules';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { type Ack, envelopeSchema } from './envelope.ts';
import type { GameService } from './game-service.ts';
import { limits } from './limits.ts';
import type { Presence } from './presence.ts';
import { TokenBucket } from './rate-limit.ts';
import { handleRequest } from './requests.ts';
import type { Sessions } from './sessions.ts';
import { jsonOnlyParser } from './socket-parser.ts';
import { EncodedJson, encodeSharing } from './wire-json.ts';

export const socketMessages = {
  tooLarge: `Request too large (at most ${limits.maxRequestBytes / 1024} KB)`,
  tooFast: 'Too many requests: slow down and try again in a moment',
  malformed: 'Malformed request: expected { id, type, payload }',
  unknownEvent: (name: string) => `Unknown event "${name}": send requests as "request"`,
} as const;

const playerRoom = (playerId: string) => `player:${playerId}`;

interface SocketData {
  playerId: string | null;
  name: string | null;
  ideas?: TokenBucket;
}

export interface ViewMessage {
  gamecode: string;
  view: ReturnType<typeof viewFor>;
  serverTime: number;
}

interface ClientEvents {
  /** The acknowledgement is whatever the client passed last; a misbehaving client may pass none. */
  request: (raw: unknown, ack?: unknown) => void;
}

interface ServerEvents {
  /** A `ViewMessage`, encoded ahead (see `sendViews`). */
  view: (message: EncodedJson) => void;
  hello: (message: { playerId: string | null; serverTime: number }) => void;
}

type GameServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type GameSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

/**
 * Socket.IO: authenticated by the session cookie in the handshake, one `request` event with an
 * acknowledgement for every request, and a `view` event carrying each player's own view.
 * Views go to a room per player (all their tabs), never one payload to a whole game.
 */
export function attachSockets(
  httpServer: HttpServer,
  deps: { service: GameService; sessions: Sessions; presence: Presence; log: Logger },
): GameServer {
  const { service, sessions } = deps;
  const io: GameServer = new Server(httpServer, {
    maxHttpBufferSize: limits.maxFrameBytes,
    parser: jsonOnlyParser,
    serveClient: false,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });

  io.use((socket, next) => {
    sessions
      .resolve(socket.request.headers.cookie)
      .then((user) => {
        socket.data.playerId = user?.id ?? null;
        socket.data.name = user?.name ?? null;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  io.on('connection', (socket) => onConnection(socket, deps));

  service.onChange((previous, next) => {
    // Those who just left get the view of a game they are no longer in, so their screen moves on.
    sendViews(io, next, new Set([...(previous?.users ?? []), ...next.users]), service.now());
  });

  return io;
}

/**
 * Every player their own view, to their own room: never one payload to the whole game, since what
 * players may see differs. The views share what everybody may see, and each shared part is
 * encoded once for all of them.
 */
function sendViews(io: GameServer, state: GameState, playerIds: Set<string>, serverTime: number): void {
  const memo = new WeakMap<object, string>();
  const head = `{"gamecode":${JSON.stringify(state.gamecode)},"view":`;
  const tail = `,"serverTime":${serverTime}}`;
  for (const [playerId, view] of viewsFor(state, playerIds)) {
    // The same text as JSON.stringify({ gamecode, view, serverTime }): a ViewMessage.
    io.to(playerRoom(playerId)).emit('view', new EncodedJson(head + encodeSharing(view, memo) + tail));
  }
}

function onConnection(
  socket: GameSocket,
  { service, presence, log }: { service: GameService; presence: Presence; log: Logger },
): void {
  const { playerId } = socket.data;
  const bucket = new TokenBucket(limits.rate.perSecond, limits.rate.burst, service.now());
  socket.data.ideas = new TokenBucket(limits.ideas.perSecond, limits.ideas.burst, service.now());
  if (playerId) {
    void socket.join(playerRoom(playerId));
    void presence
      .connected(playerId, socket.id)
      .catch((err: unknown) => log.error({ err }, 'presence failed'));
    socket.on('disconnect', () => {
      void presence
        .disconnected(playerId, socket.id)
        .catch((err: unknown) => log.error({ err }, 'presence failed'));
    });
  }
  socket.emit('hello', { playerId, serverTime: service.now() });

  socket.onAny((event: string, ...args: unknown[]) => {
    if (event === 'request') return;
    const ack = args.at(-1);
    if (typeof ack === 'function')
      (ack as (a: Ack) => void)(service.fail(socketMessages.unknownEvent(event)));
  });

  socket.on('request', async (raw, ack) => {
    if (typeof ack !== 'function') return; // nobody to answer: a request without acknowledgement is not one of ours
    const reply = ack as (a: Ack) => void;
    if (!bucket.take(service.now())) return reply(service.fail(socketMessages.tooFast));
    let size: number;
    try {
      size = Buffer.byteLength(JSON.stringify(raw) ?? '');
    } catch {
      return reply(service.fail(socketMessages.malformed));
    }
    if (size > limits.maxRequestBytes) return reply(service.fail(socketMessages.tooLarge));
    const envelope = envelopeSchema.safeParse(raw);
    if (!envelope.success) return reply(service.fail(socketMessages.malformed));
    try {
      reply(await handleRequest(service, socket.data, envelope.data));
    } catch (err) {
      log.error({ err }, 'request handler failed');
      reply(service.fail(fallbackMessages.default));
    }
  });
}
