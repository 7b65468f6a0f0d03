import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  type Ack,
  accountMessages,
  type ClientToServerEvents,
  fallbackMessages,
  type ServerToClientEvents,
  transientMessages,
  transportMessages,
} from '@unsayable/rules';
import type { Logger } from 'pino';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { AddressGate, type AddressLimits, type Verdict } from '../access/address-limits.ts';
import { clientAddress } from '../access/client-address.ts';
import { type OriginPolicy, originAllowed, otherSiteMessage } from '../access/origin.ts';
import { TokenBucket } from '../access/rate-limit.ts';
import { credentialFrom, hashCredential, type Sessions } from '../access/sessions.ts';
import type { Presence } from '../audience/presence.ts';
import type { Spectators } from '../audience/spectators.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import type { GameService } from '../game/game-service.ts';
import type { Sender, SpectatorSeat } from '../game/request-handlers.ts';
import type { RequestPath } from '../game/request-path.ts';
import { limits, type RequestRate } from '../limits.ts';
import type { Metrics } from '../metrics.ts';
import { playerRoom, spectatorRoom } from '../views/view-delivery.ts';
import type { Preencoded } from '../views/wire-json.ts';
import { envelopeSchema } from './envelope.ts';
import { type GameConnectionEvents, GameConnections } from './game-connections.ts';
import { GameDevices } from './game-devices.ts';
import { jsonOnlyParser } from './socket-parser.ts';

export const socketMessages = {
  tooLarge: transportMessages.tooLarge(limits.maxRequestBytes / 1024),
  tooFast: transientMessages.tooFast,
  malformed: transportMessages.malformed,
  unknownEvent: transportMessages.unknownEvent,
  otherSite: otherSiteMessage,
  tooManyConnections: transportMessages.tooManyConnections,
} as const;

type SocketData = Sender;
export type GameServer = Server<
  ClientToServerEvents,
  Preencoded<ServerToClientEvents>,
  GameConnectionEvents,
  SocketData
>;
type GameSocket = Socket<
  ClientToServerEvents,
  Preencoded<ServerToClientEvents>,
  GameConnectionEvents,
  SocketData
>;

export interface SocketDeps {
  /** This process's name, told to each connection (which process of a cluster serves it). */
  instance: string;
  service: GameService;
  requests: RequestPath;
  errors: ErrorLog;
  sessions: Sessions;
  presence: Presence;
  spectators: Spectators;
  log: Logger;
  /** Counts transport refusals. */
  metrics?: Pick<Metrics, 'transportRefusal'>;
  /** Carries views to other processes (a cluster); without it, this process is alone. */
  adapter?: ServerOptions['adapter'];
  /** Who may connect: pages of which sites, how many connections an address, how fast. */
  access: {
    origins: OriginPolicy;
    addresses: AddressLimits;
    maxConnectionsPerAddress: number;
    requestRate: RequestRate;
  };
}

/**
 * Socket.IO: authenticated by the session cookie in the handshake, one `request` event with an
 * acknowledgement for every request, and a `view` event carrying each player's own view.
 * Views go to a room per player (all their tabs), never one payload to a whole game.
 */
export function attachSockets(httpServer: HttpServer, deps: SocketDeps): GameServer {
  const { sessions, access } = deps;
  const { addresses } = access;
  const addressOf = (req: IncomingMessage) => clientAddress(req, access.origins.trustProxy);
  const io: GameServer = new Server(httpServer, {
    maxHttpBufferSize: limits.maxFrameBytes,
    parser: jsonOnlyParser,
    serveClient: false,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    // Refused before any connection exists: the browser's handshake gets 403 with the message.
    allowRequest: (req, answer) => {
      admitHandshake(req, addressOf(req), deps).then(
        (refusal) => answer(refusal ?? null, refusal === undefined),
        () => answer(fallbackMessages.default, false),
      );
    },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  // Counted once open, uncounted when closed, whatever the transport and however it ends.
  io.engine.on(
    'connection',
    (connection: { request: IncomingMessage; once(e: 'close', f: () => void): void }) => {
      const address = addressOf(connection.request);
      void addresses.opened(address);
      connection.once('close', () => void addresses.closed(address));
    },
  );

  io.use((socket, next) => {
    const address = addressOf(socket.request);
    // A page that watches without a seat (a TV board, a spectator's phone) asks for a connection
    // that is nobody: its cookie is not read, so it is never a player's connection (presence,
    // views with the card) even on the laptop of a player of the game it shows.
    const seatless = (socket.handshake.auth as { seat?: unknown } | undefined)?.seat === 'none';
    (seatless ? Promise.resolve(undefined) : sessions.resolve(socket.request.headers.cookie))
      .then((user) => {
        socket.data.playerId = user?.id ?? null;
        socket.data.name = user?.name ?? null;
        socket.data.limits = addressGate(addresses, address);
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  const devices = new GameDevices<GameSocket>();
  // A process alone has no other to send a game's connections to.
  const games = deps.adapter
    ? new GameConnections({
        serverSideEmit: (event, gamecode) => io.serverSideEmit(event, gamecode),
        on: (event, listener) => io.of('/').on(event, listener),
      })
    : null;
  io.on('connection', (socket) => {
    games?.opened(socket);
    onConnection(socket, deps, devices);
  });

  return io;
}

/**
 * A handshake's refusal message, or undefined if it may connect: a page of another site never; an
 * address at its limit of connections not until one closes. A refusal is recorded (once a minute
 * per address and kind, so a flood of handshakes writes little) before it is answered.
 */
async function admitHandshake(
  req: IncomingMessage,
  address: string,
  { access, errors, service, metrics }: SocketDeps,
): Promise<string | undefined> {
  const now = service.now();
  let message: string;
  let verdict: Verdict;
  if (!originAllowed(req, access.origins)) {
    message = socketMessages.otherSite;
    verdict = access.addresses.refuse(address, 'origin', now);
  } else {
    verdict = await access.addresses.admitConnection(address, now);
    if (verdict === 'allowed') return undefined;
    message = socketMessages.tooManyConnections(access.maxConnectionsPerAddress);
  }
  metrics?.transportRefusal();
  if (verdict === 'refused')
    await errors.refuse(SERVER_LOG, message, {
      name: 'TransportError',
      source: message === socketMessages.otherSite ? 'origin' : 'address limit',
      additionalInfo: JSON.stringify({ address, origin: req.headers.origin?.slice(0, 200) ?? null }),
    });
  return message;
}

/**
 * The limits a connection from `address` counts against. Made outside the handshake's middleware,
 * so that what each connection keeps for its life is the address alone, not the middleware's
 * scope (its continuation, and Socket.IO's state of the handshake behind it).
 */
function addressGate(addresses: AddressLimits, address: string): AddressGate {
  return new AddressGate(addresses, address);
}

/**
 * What this connection watches without a seat: one game at a time, in the game's spectator room,
 * counted by `Spectators` until it stops or the connection closes.
 */
function spectatorSeat(socket: GameSocket, spectators: Spectators, errors: ErrorLog): SpectatorSeat {
  let watching: ReturnType<SpectatorSeat['current']> = null;
  const seat: SpectatorSeat = {
    current: () => watching,
    async start(gamecode, screen) {
      if (watching && watching.gamecode !== gamecode) await seat.stop();
      watching = { gamecode, screen };
      await socket.join(spectatorRoom(gamecode));
      // Counted after the answer is on its way: the count reaches everyone as a view of its own.
      void spectators
        .joined(gamecode, socket.id, screen)
        .catch((err: unknown) => errors.failed(err, 'spectator count failed'));
    },
    async stop() {
      if (!watching) return;
      const { gamecode } = watching;
      watching = null;
      await socket.leave(spectatorRoom(gamecode));
      await spectators.left(gamecode, socket.id);
    },
  };
  socket.on('disconnect', () => {
    void seat.stop().catch((err: unknown) => errors.failed(err, 'spectator count failed'));
  });
  return seat;
}

/**
 * How often an open connection's session is looked up again (on its next request after this
 * long): a device signed out meanwhile (an account disabled from the command line, deleted, or
 * its password reset on another device) stops acting within this time, on any process.
 */
export const SESSION_RECHECK_MS = 30_000;

/**
 * The device (session credential) of `socket` opened `gamecode`: each connection of another
 * device of the same player that had it open is told so, then closed.
 */
function openedOnDevice(socket: GameSocket, gamecode: string, devices: GameDevices<GameSocket>): void {
  const { playerId } = socket.data;
  const credential = credentialFrom(socket.request.headers.cookie);
  if (!playerId || !credential) return;
  for (const older of devices.opened(playerId, gamecode, hashCredential(credential), socket)) {
    const error = accountMessages.otherDevice;
    older.emit('otherDevice', { gamecode, error, errorRef: { key: 'account.otherDevice', params: {} } });
    older.disconnect(true);
  }
}

function onConnection(socket: GameSocket, deps: SocketDeps, devices: GameDevices<GameSocket>): void {
  const { instance, service, requests, errors, presence, log, metrics } = deps;
  const { playerId } = socket.data;
  socket.on('disconnect', () => devices.closed(socket));
  socket.data.spectator = spectatorSeat(socket, deps.spectators, errors);
  socket.data.openedGame = (gamecode) => openedOnDevice(socket, gamecode, devices);
  const rate = deps.access.requestRate;
  const bucket = new TokenBucket(rate.perSecond, rate.burst, service.now());
  socket.data.ideas = new TokenBucket(limits.ideas.perSecond, limits.ideas.burst, service.now());
  if (playerId) {
    void socket.join(playerRoom(playerId));
    void presence
      .connected(playerId, socket.id)
      .catch((err: unknown) => errors.failed(err, 'presence failed'));
    socket.on('disconnect', () => {
      void presence
        .disconnected(playerId, socket.id)
        .catch((err: unknown) => errors.failed(err, 'presence failed'));
    });
  }
  socket.emit('hello', {
    playerId,
    serverTime: service.now(),
    instance,
    cluster: deps.adapter !== undefined,
  });

  /** A refusal of the transport layer, in the server's error log like every other failure. */
  const refuse = (message: string, source: string) => {
    metrics?.transportRefusal();
    const fields = {
      name: 'TransportError',
      source,
      additionalInfo: JSON.stringify({ actor: playerId, socket: socket.id }),
    };
    return errors.refuse(SERVER_LOG, message, fields, socket.data.limits);
  };
  // A flood is logged once when it starts, not once per refused request.
  let flooding = false;

  /** Whether this connection's cookie still names its player (looked up again every SESSION_RECHECK_MS). */
  let sessionCheckedAt = service.now();
  const stillSignedIn = async (): Promise<boolean> => {
    if (!playerId || service.now() - sessionCheckedAt < SESSION_RECHECK_MS) return true;
    sessionCheckedAt = service.now();
    return (await deps.sessions.resolve(socket.request.headers.cookie))?.id === playerId;
  };

  socket.onAny((event: string, ...args: unknown[]) => {
    if (event === 'request') return;
    const ack = args.at(-1);
    if (typeof ack === 'function')
      void refuse(socketMessages.unknownEvent(event), 'socket').then((a) => ack(a));
  });

  // The types say what a well-behaved browser sends; anything may arrive, so all of it is checked.
  // Socket.IO puts the acknowledgement last, after however many arguments the client sent.
  socket.on('request', async (...args: unknown[]) => {
    const ack = args.at(-1);
    if (typeof ack !== 'function') return; // nobody to answer: a request without acknowledgement is not one of ours
    const reply = (answer: Ack) => ack(answer);
    if (!bucket.take(service.now())) {
      if (flooding) {
        metrics?.transportRefusal();
        return reply(errors.refusedQuietly(socketMessages.tooFast));
      }
      flooding = true;
      return reply(await refuse(socketMessages.tooFast, 'rate limit'));
    }
    flooding = false;
    if (args.length !== 2) return reply(await refuse(socketMessages.malformed, 'envelope'));
    const raw = args[0];
    let size: number;
    try {
      size = Buffer.byteLength(JSON.stringify(raw) ?? '');
    } catch {
      return reply(await refuse(socketMessages.malformed, 'envelope'));
    }
    if (size > limits.maxRequestBytes) return reply(await refuse(socketMessages.tooLarge, 'size limit'));
    const envelope = envelopeSchema.safeParse(raw);
    if (!envelope.success) return reply(await refuse(socketMessages.malformed, 'envelope'));
    try {
      if (!(await stillSignedIn())) {
        reply(errors.refusedQuietly(accountMessages.sessionEnded));
        socket.disconnect(true);
        return;
      }
      reply(await requests.handle(socket.data, envelope.data));
    } catch (err) {
      log.error({ err }, 'request handler failed');
      reply(errors.refusedQuietly(fallbackMessages.default));
    }
  });
}
