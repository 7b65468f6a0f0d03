import type { Ack, GameView, Payload, RequestType } from '@unsayable/rules';
import { vi } from 'vitest';
import type { Connection, SessionAnswer } from '../net/connection-types.ts';

/** An accepted answer without data, for the requests whose acknowledgement carries none. */
export const accepted = (): Ack => ({ ok: true, outcome: 'accepted', serverTime: 0 });

/** The answer to createGame. */
export const created = (gamecode: string): Ack => ({
  ok: true,
  outcome: 'accepted',
  version: 1,
  data: { gamecode },
  serverTime: 0,
});

/** The answer to joinGame: the game joined. */
export const joined = (gamecode: string): Ack => ({
  ok: true,
  outcome: 'accepted',
  version: 1,
  data: { gamecode },
  serverTime: 0,
});

/** The answer to watchGame. */
export const watched = (view: GameView): Ack => ({
  ok: true,
  outcome: 'unchanged',
  version: view.version,
  data: view,
  serverTime: 0,
});

export const refused = (error: string): Ack => ({ ok: false, error, serverTime: 0 });

type Reply = (type: RequestType, payload: Payload<RequestType>) => Ack | Promise<Ack>;

/**
 * By default every request is accepted (a join, of the game asked for), and a view is asked for in
 * vain (a test gives the view).
 */
const defaultReply: Reply = (type, payload) => {
  if (type === 'watchGame') return new Promise<Ack>(() => {});
  if (type === 'joinGame' && 'gamecode' in payload && payload.gamecode) return joined(payload.gamecode);
  return accepted();
};

/** A connection that answers each request with the reply chosen by the test; nothing goes on a wire. */
export function fakeConnection(reply: Reply = defaultReply) {
  // Like the real connection, the fake trusts whoever answers to answer K with an Ack of K.
  function request<K extends RequestType>(type: K, payload: Payload<K>): Promise<Ack<K>>;
  async function request(type: RequestType, payload: Payload<RequestType>): Promise<Ack> {
    return reply(type, payload);
  }
  return {
    request: vi.fn(request),
    ensureSession: vi.fn(
      async (_name: string): Promise<SessionAnswer> => ({ ok: true, playerId: 'player-1' }),
    ),
    report: vi.fn<Connection['report']>(),
    warm: vi.fn(),
    reconnect: vi.fn(async () => {}),
    serverNow: vi.fn(() => 0),
    close: vi.fn(),
  } satisfies Connection;
}

/** A promise the test settles when it chooses, to look at a request while it is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
