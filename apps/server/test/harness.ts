import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Ack, type GameView, type Hello, patchedView, type ViewMessage } from '@unsayable/rules';
import pino, { type Logger } from 'pino';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { PasswordChecker } from '../src/accounts/passwords.ts';
import type { Config } from '../src/config.ts';
import { limits } from '../src/limits.ts';
import { type RunningServer, type StartOptions, startServer } from '../src/server.ts';
import type { Store } from '../src/store/store.ts';

export function tempDir(prefix = 'unsayable-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function testConfig(dataDir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'silent',
    trustProxy: false,
    hstsMaxAge: 31_536_000,
    allowedOrigins: [],
    // Every test client comes from 127.0.0.1: the per-address limits have tests of their own.
    perAddress: {
      connections: 10_000,
      sessionsPerMinute: 10_000,
      gamesPerHour: 10_000,
      deckWritesPerHour: 10_000,
      spectatesPerMinute: 10_000,
      // Fuzzed and matrix requests name codes of no game by the thousand.
      codeMisses: 1_000_000,
      errorLogEntriesPerHour: 1_000_000,
      flagsPerHour: 1_000_000,
      flagsPerPlayerPerHour: 1_000_000,
    },
    queueBounds: limits.queued,
    requestRate: limits.rate,
    webDist: join(dataDir, 'no-web'),
    retentionDays: 30,
    deckRetentionDays: 180,
    databasePoolSize: 20,
    redisPrefix: 'unsayable',
    drainMs: 0,
  };
}

/** A real server on a free port with a temporary SQLite file (or the given store). */
export async function startTestServer(
  options: {
    store?: Store;
    now?: () => number;
    dataDir?: string;
    /** How long a graceful stop reports itself stopping before it closes. */
    drainMs?: number;
    /** Settings beyond the test defaults (real per-address limits, a raised request rate, origins). */
    config?: Partial<Config>;
    /** Serve `/metrics` to this bearer token. */
    metricsToken?: string;
    /** Where the server logs (silent unless given). */
    log?: Logger;
    /** Password hashing (account tests use a cheaper scrypt cost). */
    passwords?: PasswordChecker;
    /** One process of a cluster on this Redis, its keys under `prefix`. */
    cluster?: { redisUrl: string; prefix: string; heartbeatMs?: number; aliveMs?: number };
  } = {},
): Promise<
  RunningServer & {
    cleanup: () => Promise<void>;
    /** The Redis and the prefix a cluster's process keeps its keys under (`dropKeys` after the test, `services.ts`). */
    redisKeys: { url: string; prefix: string } | undefined;
  }
> {
  const dir = options.dataDir ? { path: options.dataDir, remove: () => {} } : tempDir();
  const config = { ...testConfig(dir.path), ...options.config };
  if (options.drainMs) config.drainMs = options.drainMs;
  if (options.metricsToken) config.metricsToken = options.metricsToken;
  if (options.cluster) {
    config.redisUrl = options.cluster.redisUrl;
    config.redisPrefix = options.cluster.prefix;
  }
  const start: StartOptions = { config, log: options.log ?? pino({ level: 'silent' }) };
  if (options.cluster?.heartbeatMs && options.cluster.aliveMs)
    start.clusterTiming = { heartbeatMs: options.cluster.heartbeatMs, aliveMs: options.cluster.aliveMs };
  if (options.store) start.store = options.store;
  if (options.now) start.now = options.now;
  if (options.passwords) start.passwords = options.passwords;
  const server = await startServer(start);
  return {
    ...server,
    cleanup: async () => {
      await server.close();
      dir.remove();
    },
    redisKeys: options.cluster
      ? { url: options.cluster.redisUrl, prefix: options.cluster.prefix }
      : undefined,
  };
}

/** Asks the server for an anonymous session; returns its cookie. */
export async function newSession(url: string, name = ''): Promise<{ cookie: string; playerId: string }> {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(name ? { name } : {}),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const body = (await res.json()) as { playerId: string };
  return { cookie: setCookie.split(';')[0] ?? '', playerId: body.playerId };
}

let nextId = 0;

/**
 * A player's browser as the server sees it: a session cookie, a socket, requests with ids and
 * acknowledgements, and the latest view of each game. `received` keeps every raw message, for
 * secrecy checks on exactly what crossed the wire.
 */
export class Client {
  readonly views = new Map<string, GameView>();
  readonly received: string[] = [];
  /** Why the connection dropped, each time it did (Socket.IO's reason), for a failure's report. */
  readonly disconnects: string[] = [];
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  /** Whole views had by `watch`, with how many messages had arrived then: what later patches apply to. */
  private readonly fetched: { at: number; view: GameView }[] = [];

  private constructor(
    readonly url: string,
    readonly playerId: string,
    readonly cookie: string,
    readonly socket: Socket,
    /** The server's greeting on the first connection (which process of a cluster took it). */
    readonly hello: Hello,
  ) {
    socket.on('disconnect', (reason, details) => {
      this.disconnects.push(`${reason}${details ? ` ${JSON.stringify(details).slice(0, 300)}` : ''}`);
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      this.received.push(JSON.stringify([event, ...args]));
      if (event === 'view') this.viewReceived(args[0] as ViewMessage);
      this.wakeWaiters();
    });
  }

  /** Resolves the waits whose condition now holds. */
  private wakeWaiters(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }

  static async connect(
    url: string,
    session?: { cookie: string; playerId: string },
    options: Partial<ManagerOptions & SocketOptions> = {},
  ): Promise<Client> {
    const s = session ?? (await newSession(url));
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: { cookie: s.cookie },
      reconnection: true,
      // A restarted server is found again quickly (the defaults wait 1 to 5 s between tries).
      reconnectionDelay: 50,
      reconnectionDelayMax: 250,
      ...options,
    });
    // The greeting comes right after the connection: listened for before either can arrive.
    const hello = new Promise<Hello>((resolve) => socket.once('hello', resolve));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return new Client(url, s.playerId, s.cookie, socket, await hello);
  }

  /**
   * Sends a request and returns its acknowledgement; `id` defaults to a fresh one. The
   * acknowledgement is kept in `received` too, as `["ack", "request", ack]`.
   */
  async request(type: string, payload: unknown, id = `req-${++nextId}`): Promise<Ack> {
    return this.raw('request', { id, type, payload }) as Promise<Ack>;
  }

  /** Emits any event with an acknowledgement, exactly as given; the answer lands in `received`. */
  async raw(event: string, ...args: unknown[]): Promise<unknown> {
    const ack: unknown = await this.socket.timeout(10_000).emitWithAck(event, ...args);
    this.received.push(JSON.stringify(['ack', event, ack]));
    return ack;
  }

  /** What this connection watches without a seat, once `spectate` was asked: refetches use it. */
  private spectating: { gamecode: string; screen: 'phone' | 'tv' } | null = null;

  /**
   * A page that watches without a seat (a spectator's phone, a TV board): its connection asks to
   * be nobody (`auth: { seat: 'none' }`), so even with a player's cookie it is no player's.
   */
  static async seatless(url: string, cookie = ''): Promise<Client> {
    return Client.connect(url, { cookie, playerId: '' }, { auth: { seat: 'none' } });
  }

  /** Watches a game without a seat and keeps the spectator's view. */
  async spectate(gamecode: string, screen: 'phone' | 'tv' = 'phone'): Promise<GameView> {
    this.spectating = { gamecode, screen };
    return this.watch(gamecode);
  }

  /** Asks for the current view of a game (as a browser does after reconnecting) and keeps it. */
  async watch(gamecode: string): Promise<GameView> {
    const ack = this.spectating
      ? await this.ok('spectateGame', this.spectating)
      : await this.ok('watchGame', { gamecode });
    const view = ack.data as GameView;
    this.fetched.push({ at: this.received.length, view });
    const known = this.views.get(gamecode);
    if (!known || known.version <= view.version) this.views.set(gamecode, view);
    this.wakeWaiters();
    return view;
  }

  /**
   * Keeps the newest view of each game, as a browser does: a whole view, or a patch on the view
   * held; a patch that does not fit asks for the whole view.
   */
  private viewReceived(message: ViewMessage): void {
    const { gamecode } = message;
    const known = this.views.get(gamecode);
    if (message.view) {
      if (!known || known.version <= message.view.version) this.views.set(gamecode, message.view);
      return;
    }
    const view = patchedView(known, message.patch);
    if (view) this.views.set(gamecode, view);
    else if ((known?.version ?? -1) < message.patch.to) this.watch(gamecode).catch(() => undefined);
  }

  /**
   * Every `view` message received so far, in arrival order, each with its place in `received` and
   * the whole view it made (a patch applied to the newest view of its game before it; one that did
   * not fit is left out).
   */
  wholeViews(): { at: number; gamecode: string; view: GameView; serverTime: number }[] {
    const held = new Map<string, GameView>();
    const keep = (view: GameView) => {
      const before = held.get(view.gamecode);
      if (!before || before.version <= view.version) held.set(view.gamecode, view);
    };
    let nextFetched = 0;
    return this.received.flatMap((raw, at) => {
      for (; (this.fetched[nextFetched]?.at ?? Infinity) <= at; nextFetched++)
        keep((this.fetched[nextFetched] as { view: GameView }).view);
      const [event, message] = JSON.parse(raw) as [string, ViewMessage];
      if (event !== 'view') return [];
      const { gamecode, serverTime } = message;
      const before = held.get(gamecode);
      const view = message.view ? message.view : patchedView(before, message.patch);
      if (!view) return [];
      keep(view);
      return [{ at, gamecode, view, serverTime }];
    });
  }

  /** Every `view` message of a game received so far, in arrival order, as whole views. */
  viewMessages(gamecode: string): { view: GameView; serverTime: number }[] {
    return this.wholeViews()
      .filter((m) => m.gamecode === gamecode)
      .map(({ view, serverTime }) => ({ view, serverTime }));
  }

  /** Resolves on the next (re)connection of the socket. */
  reconnected(timeoutMs = 15_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting to reconnect')), timeoutMs);
      this.socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Like request, but the acknowledgement must be ok. */
  async ok(type: string, payload: unknown): Promise<Ack & { ok: true }> {
    const ack = await this.request(type, payload);
    if (!ack.ok) throw new Error(`${type} failed: ${ack.error}`);
    return ack;
  }

  view(gamecode: string): GameView {
    const view = this.views.get(gamecode);
    if (!view) throw new Error(`no view of ${gamecode} yet`);
    return view;
  }

  /**
   * Resolves when a received message makes `test` true (checked at once, then on every message).
   * The wait is generous: on a busy 2-core machine a message through a cluster's processes can take
   * seconds, and only a message that never comes should fail a test.
   */
  until(test: () => boolean, timeoutMs = 15_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  untilView(gamecode: string, test: (view: GameView) => boolean, timeoutMs = 15_000): Promise<GameView> {
    return this.until(() => {
      const v = this.views.get(gamecode);
      return v !== undefined && test(v);
    }, timeoutMs).then(() => this.view(gamecode));
  }

  close(): void {
    this.socket.close();
  }
}

/** A server clock the test moves by hand: real time plus an offset. */
export class TestClock {
  offset = 0;
  readonly now = (): number => Date.now() + this.offset;
  advance(ms: number): void {
    this.offset += ms;
  }
}

export const PLAYER_NAMES = ['Ana', 'Ben', 'Cleo', 'Dev'] as const;

/**
 * Four (or more) clients in one game, on one server or spread over several: the first creates it
 * and is host, the others join; players alternate between team 1 and team 2 in join order. With `start`, the host starts the game and
 * every client has seen it active.
 */
export async function setUpGame(
  url: string | readonly string[],
  options: {
    settings?: Record<string, unknown>;
    /** A player's deck (Deck link or code, Built-in cards too). */
    deck?: { id: string; builtInToo: boolean };
    names?: readonly string[];
    start?: boolean;
    /** Filled with the clients as soon as they are connected (for a report if the set-up fails). */
    track?: Client[];
  } = {},
): Promise<{ code: string; clients: Client[]; host: Client }> {
  const names = options.names ?? PLAYER_NAMES;
  // Several servers (a cluster): the players take them in turn.
  const urls = typeof url === 'string' ? [url] : url;
  const clients = await Promise.all(names.map((_, i) => Client.connect(urls[i % urls.length] ?? '')));
  options.track?.push(...clients);
  const host = clients[0] as Client;
  const created = await host.ok('createGame', {
    name: names[0],
    settings: options.settings ?? {},
    ...(options.deck ? { deck: options.deck } : {}),
  });
  const code = (created.data as { gamecode: string }).gamecode;
  for (const [i, c] of clients.entries())
    if (i > 0) await c.ok('joinGame', { gamecode: code, name: names[i] });
  // Dealt into the teams in turn: with two, the first player in team 1, the second in team 2, …
  const teamCount = Number(options.settings?.teamCount ?? 2);
  for (const [i, c] of clients.entries())
    await c.ok('updateTeam', { gamecode: code, team: `team ${(i % teamCount) + 1}` });
  if (options.start !== false) {
    const started = await host.ok('updateGameStatus', { gamecode: code, status: 'active' });
    await allSee(clients, code, started.version ?? 0);
  }
  return { code, clients, host };
}

/** Resolves when every client holds a view of the game at `version` or later. */
export async function allSee(clients: readonly Client[], code: string, version: number): Promise<GameView[]> {
  return Promise.all(clients.map((c) => c.untilView(code, (v) => v.version >= version)));
}

/** The client of a player id. */
export function clientOf(clients: readonly Client[], playerId: string | null): Client {
  const client = clients.find((c) => c.playerId === playerId);
  if (!client) throw new Error(`no client for player ${playerId}`);
  return client;
}
