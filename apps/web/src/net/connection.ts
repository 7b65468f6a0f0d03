import type { Ack, Connection, ConnectionEvents } from './socket.ts';

export type LazyConnection = Connection & {
  /** Start loading and connecting now (a form that will need the server soon calls this). */
  warm(): void;
};

/**
 * The connection, loaded on first need: the home menu, the rules and the card form never open a
 * socket, which keeps the socket client out of the JavaScript that /home loads.
 */
export function lazyConnection(events: ConnectionEvents): LazyConnection {
  let real: Promise<Connection> | undefined;
  let followed: string | null = null;
  const get = () => {
    real ??= import('./socket.ts').then(({ connect }) => {
      const connection = connect(events);
      if (followed) connection.follow(followed);
      return connection;
    });
    return real;
  };
  let now: (() => number) | undefined;
  return {
    warm: () => void get().then((c) => (now = c.serverNow)),
    request: async (type: string, payload: unknown): Promise<Ack> => (await get()).request(type, payload),
    ensureSession: async (name: string) => (await get()).ensureSession(name),
    follow(gamecode) {
      followed = gamecode;
      if (gamecode)
        void get().then((c) => {
          now = c.serverNow;
          c.follow(gamecode);
        });
      else if (real) void real.then((c) => c.follow(null));
    },
    serverNow: () => (now ? now() : Date.now()),
    close: () => void real?.then((c) => c.close()),
  };
}
