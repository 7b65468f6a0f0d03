import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import pino, { type Logger } from 'pino';
import { AddressLimits } from './access/address-limits.ts';
import { MemoryLimits } from './access/memory-limits.ts';
import { Sessions } from './access/sessions.ts';
import { accountSetup } from './accounts/account-setup.ts';
import { AccountAttempts } from './accounts/attempts.ts';
import type { PasswordChecker } from './accounts/passwords.ts';
import { Presence } from './audience/presence.ts';
import { LocalPresenceRegistry } from './audience/presence-registry.ts';
import { LocalSpectatorRegistry } from './audience/spectator-registry.ts';
import { Spectators } from './audience/spectators.ts';
import type { Config } from './config.ts';
import { ErrorLog } from './errors/error-log.ts';
import { DeadlineClaims } from './game/deadline-claims.ts';
import { Deadlines } from './game/deadlines.ts';
import { GameService } from './game/game-service.ts';
import { RequestPath } from './game/request-path.ts';
import { httpApp } from './http/http-app.ts';
import { EVERY_ADDRESS } from './http/join-origin.ts';
import type { Metrics } from './metrics.ts';
import { attachSockets } from './sockets/sockets.ts';
import { viewTransport } from './sockets/view-transport.ts';
import { refreshBuiltInCards } from './store/built-in-cards.ts';
import { openStore } from './store/open-store.ts';
import { startRetention } from './store/retention.ts';
import type { Store } from './store/store.ts';
import { deliverChanges, resendSpectatorViews, resendViews } from './views/view-delivery.ts';

export interface RunningServer {
  port: number;
  url: string;
  service: GameService;
  /** Turn timers of a process alone (a cluster's processes claim deadlines from the store instead). */
  deadlines: Deadlines | undefined;
  store: Store;
  log: Logger;
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  store?: Store;
  log?: Logger;
  now?: () => number;
  /** How fast cluster processes beat and are declared dead (tests make it quick). */
  clusterTiming?: { heartbeatMs: number; aliveMs: number };
  /** Password hashing (tests make it cheaper than production's scrypt cost). */
  passwords?: PasswordChecker;
}

/** Starts everything: store, catalogue, service, deadlines, HTTP, sockets and retention. */
export async function startServer({
  config,
  store: given,
  log: givenLog,
  now = Date.now,
  clusterTiming,
  passwords,
}: StartOptions): Promise<RunningServer> {
  const log = givenLog ?? pino({ level: config.logLevel });
  const store = given ?? (await openStore(config, log));
  const cards = await refreshBuiltInCards(store);
  const errors = new ErrorLog(store, log, now);
  // Only measured when someone may read it (METRICS_TOKEN); prom-client is not even loaded otherwise.
  const metrics: Metrics | undefined = config.metricsToken
    ? new (await import('./metrics.ts')).Metrics({
        connectedSockets: () => io.engine.clientsCount,
        playersHere: () => presence.playersHere().length,
        openGames: async () => (await store.openGames()).length,
        deadlinesPending: (): number => deadlines?.armed ?? 0,
      })
    : undefined;
  const service = new GameService({
    store,
    errors,
    now,
    // In a cluster another process may change a game at any time: every request reads it afresh.
    cacheGames: !config.redisUrl,
    ...(metrics ? { timeCommit: () => metrics.commitTimer() } : {}),
    onListenerError: (err) => log.error({ err }, 'change listener failed'),
    queueBounds: config.queueBounds,
  });
  const requests = new RequestPath(service, errors, metrics, log);
  // Alone, a timer per turn; in a cluster, claims on the shared store, so that a turn ends once
  // even when the process that started it has died.
  const deadlines = config.redisUrl ? undefined : new Deadlines(service, store);
  const restored = (await deadlines?.restore()) ?? 0;
  const claims = config.redisUrl ? new DeadlineClaims(service, store, log) : undefined;
  claims?.start();
  const sessions = new Sessions(store);
  const instance = randomUUID();
  // Loaded only for a cluster: a process alone never holds the Redis client (some 3 MB of heap).
  const cluster = config.redisUrl
    ? await (await import('./cluster/cluster.ts')).Cluster.join({
        processId: instance,
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        log,
        ...clusterTiming,
        onOrphans: async (playerIds) => {
          for (const playerId of playerIds) await presence.settleOrphan(playerId);
        },
        playersHere: () => presence.playersHere(),
        onAudienceOrphans: async (gamecodes) => {
          for (const gamecode of gamecodes) await spectators.recount(gamecode);
        },
        audienceHere: () => spectators.audienceHere(),
      })
    : undefined;
  const presence: Presence = new Presence(service, store, cluster?.registry ?? new LocalPresenceRegistry());
  const wentOffline = await presence.resetAfterStart();
  const spectators: Spectators = new Spectators(
    service,
    store,
    cluster?.spectators ?? new LocalSpectatorRegistry(),
    (err) => errors.failed(err, 'spectator count failed'),
    config.audienceCommitMs,
  );
  await spectators.resetAfterStart();
  const startedAt = now();
  let stopping = false;
  const origins = { trustProxy: config.trustProxy, allowedOrigins: config.allowedOrigins };
  // Alone, the limits' counts are this process's; in a cluster, every process's (Redis).
  const counts = cluster?.limits ?? new MemoryLimits();
  const addresses = new AddressLimits(config.perAddress, counts);
  const accounts = accountSetup(config.accounts, log);
  // Sign-in with an OpenID Connect provider, and openid-client, are loaded only when configured.
  const oidcRoutes =
    accounts.settings.oidc && accounts.mailer
      ? (await import('./accounts/oidc-routes.ts')).oidcRoutes
      : undefined;
  const app = httpApp({
    store,
    sessions,
    errors,
    webDist: config.webDist,
    log,
    access: { origins, addresses },
    now,
    startedAt,
    instance,
    isStopping: () => stopping,
    hstsMaxAge: config.hstsMaxAge,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    network: { listensEverywhere: EVERY_ADDRESS.has(config.host), interfaces: networkInterfaces },
    accounts: {
      ...accounts,
      attempts: new AccountAttempts(counts),
      ...(passwords ? { passwords } : {}),
      ...(oidcRoutes ? { oidcRoutes } : {}),
    },
    ...(metrics && config.metricsToken ? { metrics: { token: config.metricsToken, source: metrics } } : {}),
  });
  const http: HttpServer = createServer(app);
  const io = attachSockets(http, {
    instance,
    ...(metrics ? { metrics } : {}),
    service,
    requests,
    errors,
    sessions,
    presence,
    spectators,
    log,
    ...(cluster ? { adapter: cluster.adapter } : {}),
    access: {
      origins,
      addresses,
      maxConnectionsPerAddress: config.perAddress.connections,
      requestRate: config.requestRate,
    },
  });
  // Each change's views go out through the sockets: the game path knows only ViewTransport.
  const views = viewTransport(io);
  deliverChanges(service, views, metrics ? (bytes) => metrics.viewSent(bytes) : undefined);
  // Views published while Redis was away may be lost: every player here gets theirs again.
  cluster?.onRecovered(() => {
    resendViews(views, service, store, presence.playersHere())
      .then(() => resendSpectatorViews(views, service, spectators.gamesHere()))
      .catch((err: unknown) => log.warn({ err }, 'views not sent again'));
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  log.info(
    {
      port,
      store: store.kind,
      cards: Object.fromEntries(Object.entries(cards).map(([language, list]) => [language, list.length])),
      deadlines: restored,
      wentOffline,
    },
    'Unsayable is listening',
  );
  const retention = startRetention({
    store,
    days: config.retentionDays,
    deckDays: config.deckRetentionDays,
    now,
    log,
  });

  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    service,
    deadlines,
    store,
    log,
    /** Graceful: stop taking requests, let queued ones commit, then close the store. */
    close() {
      stopping = true;
      closing ??= (async () => {
        if (config.drainMs > 0) await delay(config.drainMs);
        deadlines?.stop();
        const claimsStopped = claims?.stop();
        presence.stop();
        spectators.stop();
        const retentionStopped = retention.stop();
        const closed = new Promise<void>((resolve) => io.close(() => resolve()));
        // Kept-alive HTTP connections with no request under way would hold the close up to their timeout.
        http.closeIdleConnections();
        await closed;
        await service.idle();
        await retentionStopped;
        await claimsStopped;
        accounts.mailer?.close();
        await cluster?.close();
        await store.close();
      })();
      return closing;
    },
  };
}
