import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { builtInCards } from '@unsayable/cards';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { Deadlines } from './deadlines.ts';
import { GameService } from './game-service.ts';
import { httpApp } from './http-app.ts';
import { Presence } from './presence.ts';
import { Sessions } from './sessions.ts';
import { attachSockets } from './sockets.ts';
import { SqliteStore } from './store/sqlite-store.ts';
import type { Store } from './store/store.ts';

export interface RunningServer {
  port: number;
  url: string;
  service: GameService;
  deadlines: Deadlines;
  store: Store;
  log: Logger;
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  store?: Store;
  log?: Logger;
  now?: () => number;
}

/** Starts everything: store, catalogue, service, deadlines, HTTP and sockets. */
export async function startServer({
  config,
  store: given,
  log: givenLog,
  now = Date.now,
}: StartOptions): Promise<RunningServer> {
  const log = givenLog ?? pino({ level: config.logLevel });
  const store = given ?? new SqliteStore(join(config.dataDir, 'unsayable.sqlite'));
  const cards = builtInCards();
  await store.upsertCatalogue(cards, 'built-in');
  const service = new GameService({ store, log, now });
  const deadlines = new Deadlines(service);
  const restored = await deadlines.restore();
  const sessions = new Sessions(store);
  const presence = new Presence(service);
  const wentOffline = await presence.resetAfterStart();
  const startedAt = now();
  const app = httpApp({
    store,
    sessions,
    log,
    webDist: config.webDist,
    trustProxy: config.trustProxy,
    now,
    startedAt,
  });
  const http: HttpServer = createServer(app);
  const io = attachSockets(http, { service, sessions, presence, log });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  log.info(
    { port, store: store.kind, cards: cards.length, deadlines: restored, wentOffline },
    'Unsayable is listening',
  );

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
      closing ??= (async () => {
        deadlines.stop();
        presence.stop();
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await service.queue.idle();
        await store.close();
      })();
      return closing;
    },
  };
}
