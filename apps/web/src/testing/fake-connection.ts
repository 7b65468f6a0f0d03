import { vi } from 'vitest';
import type { Ack, Connection } from '../net/socket.ts';

export const accepted = (data?: unknown): Ack => ({
  ok: true,
  outcome: 'accepted',
  ...(data === undefined ? {} : { data }),
  serverTime: 0,
});

export const refused = (error: string): Ack => ({ ok: false, error, serverTime: 0 });

/** A connection that answers each request with the reply chosen by the test; nothing goes on a wire. */
export function fakeConnection(
  reply: (type: string, payload: unknown) => Ack | Promise<Ack> = () => accepted(),
) {
  return {
    request: vi.fn(async (type: string, payload: unknown) => reply(type, payload)),
    ensureSession: vi.fn(async (_name: string) => 'player-1'),
    follow: vi.fn<Connection['follow']>(),
    serverNow: () => 0,
    close: vi.fn(),
    warm: vi.fn(),
  } satisfies Connection & { warm(): void };
}

/** A promise the test settles when it chooses, to look at a request while it is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
