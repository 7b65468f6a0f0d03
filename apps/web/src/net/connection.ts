import type { Ack, Payload, RequestType } from '@unsayable/rules';
import { type Connection, type ConnectionEvents, NETWORK_ERROR } from './connection-types.ts';

/**
 * The connection, loaded on first need: the home menu, the rules and the card form never open a
 * socket, which keeps the socket client out of the JavaScript that /home loads.
 */
export function lazyConnection(events: ConnectionEvents): Connection {
  let real: Promise<Connection> | undefined;
  let loaded: Connection | undefined;
  const get = () => {
    real ??= import('./socket.ts').then(({ connect }) => {
      loaded = connect(events);
      return loaded;
    });
    return real;
  };

  async function request<K extends RequestType>(type: K, payload: Payload<K>): Promise<Ack<K>> {
    let connection: Connection;
    try {
      connection = await get();
    } catch {
      // The socket module itself could not be loaded (offline, a new deployment): ask again next time.
      real = undefined;
      return { ok: false, error: NETWORK_ERROR, serverTime: Date.now() };
    }
    return connection.request(type, payload);
  }

  return {
    warm: () => void get().catch(() => (real = undefined)),
    request,
    ensureSession: async (name) => {
      try {
        return await (await get()).ensureSession(name);
      } catch (error) {
        real = undefined;
        return { ok: false, refusal: null, cause: `loading the connection: ${String(error)}` };
      }
    },
    report: (failure) =>
      void get().then(
        (c) => c.report(failure),
        () => (real = undefined),
      ),
    // A socket not opened yet will carry the cookie as it is when it opens: nothing to do.
    reconnect: async () => {
      if (!real) return;
      try {
        await (await real).reconnect();
      } catch {
        real = undefined;
      }
    },
    serverNow: () => (loaded ? loaded.serverNow() : Date.now()),
    close: () => loaded?.close(),
  };
}
