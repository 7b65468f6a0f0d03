import type { Ack, GameView } from '@unsayable/rules';
import { io, type Socket } from 'socket.io-client';

export type { Ack };

export type ConnectionState = 'connecting' | 'online' | 'offline';

export interface Connection {
  /** Sends a request with a fresh id and waits for its acknowledgement; retries keep the id. */
  request(type: string, payload: unknown): Promise<Ack>;
  /** Makes sure this browser has a player id (and the HttpOnly cookie), reconnecting if it was anonymous. */
  ensureSession(name: string): Promise<string>;
  /** The game whose view this tab follows: asked for again after every reconnection. */
  follow(gamecode: string | null): void;
  /** Server time now, corrected for this device's clock offset. */
  serverNow(): number;
  close(): void;
}

export interface ConnectionEvents {
  onView(gamecode: string, view: GameView): void;
  /** The server will not show this game to this player (not a member, no session, no such game). */
  onUnavailable(gamecode: string, message: string): void;
  onState(state: ConnectionState): void;
  onPlayer(playerId: string | null): void;
}

export const NETWORK_ERROR = 'Could not reach the game server. Check your connection and try again.';

/**
 * The one module that talks to the server. Views are whole, versioned snapshots: after any
 * reconnection the current one is asked for, so nothing depends on having seen every message.
 */
export function connect(events: ConnectionEvents, url = ''): Connection {
  let offset = 0;
  let followed: string | null = null;
  let playerId: string | null = null;
  const socket: Socket = io(url, {
    withCredentials: true,
    ackTimeout: 8000,
    retries: 3,
    reconnectionDelayMax: 4000,
  });

  const learnTime = (serverTime: number, sentAt = Date.now()) => {
    // Half the round trip is the best guess of how old the server's clock reading is.
    const now = Date.now();
    offset = serverTime + (now - sentAt) / 2 - now;
  };

  const watch = () => {
    if (!followed) return;
    const gamecode = followed;
    void request('watchGame', { gamecode }).then((ack) => {
      if (ack.ok && ack.data) events.onView(gamecode, ack.data as GameView);
      // A network failure is not a refusal: the next reconnection asks again.
      else if (!ack.ok && ack.error !== NETWORK_ERROR) events.onUnavailable(gamecode, ack.error);
    });
  };

  socket.on('hello', (hello: { playerId: string | null; serverTime: number }) => {
    learnTime(hello.serverTime);
    playerId = hello.playerId;
    events.onPlayer(playerId);
    watch();
  });
  socket.on('view', (message: { gamecode: string; view: GameView; serverTime: number }) => {
    learnTime(message.serverTime);
    events.onView(message.gamecode, message.view);
  });
  socket.on('connect', () => events.onState('online'));
  socket.on('disconnect', () => events.onState('offline'));
  socket.on('connect_error', () => events.onState('offline'));
  events.onState('connecting');

  async function request(type: string, payload: unknown): Promise<Ack> {
    const sentAt = Date.now();
    try {
      const ack = (await socket.emitWithAck('request', { id: crypto.randomUUID(), type, payload })) as Ack;
      learnTime(ack.serverTime, sentAt);
      return ack;
    } catch {
      return { ok: false, error: NETWORK_ERROR, serverTime: Date.now() + offset };
    }
  }

  function helloOnce(): Promise<void> {
    return new Promise((resolve) => socket.once('hello', () => resolve()));
  }

  return {
    request,
    async ensureSession(name: string) {
      const response = await fetch('/api/session', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      const body = (await response.json()) as { playerId?: string; error?: string };
      if (!response.ok || !body.playerId) throw new Error(body.error ?? NETWORK_ERROR);
      if (playerId !== body.playerId) {
        // The socket was opened before the cookie existed: reconnect so the handshake carries it.
        const hello = helloOnce();
        socket.disconnect().connect();
        await hello;
      }
      return body.playerId;
    },
    follow(gamecode) {
      followed = gamecode;
      watch();
    },
    serverNow: () => Date.now() + offset,
    close: () => socket.close(),
  };
}
