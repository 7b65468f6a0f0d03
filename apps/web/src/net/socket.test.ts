import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbyView } from '../testing/views.ts';
import { DISPLACED, NETWORK_ERROR } from './connection-types.ts';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the socket.io client: the test plays the server's side. */
class FakeSocket {
  listeners = new Map<string, Listener[]>();
  emitWithAck = vi.fn(async (_event: string, _envelope: unknown): Promise<unknown> => undefined);
  disconnect = vi.fn(() => this);
  connect = vi.fn(() => this);
  close = vi.fn();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    const wrapped: Listener = (...args) => {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== wrapped),
      );
      listener(...args);
    };
    return this.on(event, wrapped);
  }
  /** The server emits an event to this socket. */
  serverEmits(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: vi.fn(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  }),
}));

const { connect, requestId } = await import('./socket.ts');

/** A connection opened on a page; the test moves `page.path` as the app's navigation does. */
function connected(first = '/home') {
  const events = {
    onHello: vi.fn(),
    onView: vi.fn(),
    heldView: vi.fn(),
    onState: vi.fn(),
    onDisplaced: vi.fn(),
  };
  const page = { path: first };
  const connection = connect(events, '', () => page.path);
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  return { connection, socket, events, page };
}

const T0 = 1_700_000_000_000;

/** The server's greeting to a player's socket, from a process alone or one of a cluster. */
const hello = (playerId: string | null = 'p1', cluster = false) => ({
  playerId,
  serverTime: T0,
  instance: 'i',
  cluster,
});

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sockets.length = 0;
});

describe('the clock offset', () => {
  it("is learnt from hello: the server's clock read now", () => {
    const { connection, socket, events } = connected();
    expect(connection.serverNow()).toBe(T0);
    socket.serverEmits('hello', { playerId: null, serverTime: T0 + 5000 });
    expect(connection.serverNow()).toBe(T0 + 5000);
    expect(events.onHello).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 1000);
    expect(connection.serverNow()).toBe(T0 + 6000);
  });

  it("is learnt from an acknowledgement, taking half the round trip as the reading's age", async () => {
    const { connection, socket } = connected();
    socket.emitWithAck.mockImplementationOnce(async () => {
      vi.setSystemTime(T0 + 400); // the answer takes 400 ms to come back
      return { ok: true, outcome: 'accepted', serverTime: T0 - 3000 };
    });
    await connection.request('startTurn', { gamecode: 'ABCDEF' });
    // The server read T0 - 3000 at about the middle of the round trip, T0 + 200: its clock runs
    // 3200 ms behind this device's.
    expect(connection.serverNow()).toBe(T0 + 400 - 3200);
  });

  it('is learnt from a view the server pushed', () => {
    const { connection, socket, events } = connected();
    const view = lobbyView();
    socket.serverEmits('view', { gamecode: 'ABCDEF', view, serverTime: T0 - 2000 });
    expect(connection.serverNow()).toBe(T0 - 2000);
    expect(events.onView).toHaveBeenCalledWith('ABCDEF', view);
  });
});

describe('requests', () => {
  it('go as one request event with a fresh id, the type and the payload', async () => {
    const { connection, socket } = connected();
    socket.emitWithAck.mockResolvedValue({ ok: true, outcome: 'accepted', serverTime: T0 });
    const ack = await connection.request('updateTeam', { gamecode: 'ABCDEF', team: 'team 1' });
    await connection.request('updateTeam', { gamecode: 'ABCDEF', team: 'team 2' });
    expect(ack).toEqual({ ok: true, outcome: 'accepted', serverTime: T0 });
    const [first, second] = socket.emitWithAck.mock.calls.map(([event, envelope]) => ({ event, envelope }));
    expect(first).toEqual({
      event: 'request',
      envelope: {
        id: expect.any(String),
        type: 'updateTeam',
        payload: { gamecode: 'ABCDEF', team: 'team 1' },
      },
    });
    expect(second?.envelope).not.toEqual(
      expect.objectContaining({ id: Reflect.get(Object(first?.envelope), 'id') }),
    );
  });

  it('that get no answer fail with the network message, and the failure is reported', async () => {
    const { connection, socket } = connected();
    socket.emitWithAck.mockRejectedValueOnce(new Error('operation has timed out'));
    socket.emitWithAck.mockResolvedValueOnce({ ok: true, outcome: 'accepted', serverTime: T0 });
    const ack = await connection.request('confirmScores', { gamecode: 'ABCDEF' });
    expect(ack).toEqual({ ok: false, error: NETWORK_ERROR, serverTime: T0 });
    expect(socket.emitWithAck).toHaveBeenLastCalledWith('request', {
      id: expect.any(String),
      type: 'reportError',
      payload: { source: 'confirmScores', message: 'operation has timed out', name: 'Error' },
    });
  });

  it('never report the failure of a report', async () => {
    const { connection, socket } = connected();
    socket.emitWithAck.mockRejectedValue(new Error('operation has timed out'));
    connection.report({ message: 'boom' });
    await vi.waitFor(() => expect(socket.emitWithAck).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(socket.emitWithAck).toHaveBeenCalledTimes(1);
  });

  it('report at most a burst of failures: a failing page does not flood the log', async () => {
    const { connection, socket } = connected();
    socket.emitWithAck.mockResolvedValue({ ok: true, outcome: 'accepted', serverTime: T0 });
    for (let i = 0; i < 20; i++) connection.report({ message: `failure ${i}` });
    expect(socket.emitWithAck).toHaveBeenCalledTimes(5);
  });
});

describe('ensureSession', () => {
  function answering(status: number, body: unknown) {
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('opens a new socket after a new session, so that the handshake carries the new cookie', async () => {
    const { connection, socket, events } = connected();
    socket.serverEmits('hello', hello(null));
    const fetch = answering(201, { playerId: 'p1' });
    let settled = false;
    const session = connection.ensureSession('Ana').then((answer) => {
      settled = true;
      return answer;
    });
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    const opened = sockets[1] as FakeSocket;
    expect(settled).toBe(false); // it waits for the new connection's hello
    expect(socket.close).not.toHaveBeenCalled();
    opened.serverEmits('hello', hello());
    await expect(session).resolves.toEqual({ ok: true, playerId: 'p1' });
    expect(socket.close).toHaveBeenCalledTimes(1);
    expect(events.onHello).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'POST' }));
  });

  it('does not reconnect when the socket already belongs to that player', async () => {
    const { connection, socket } = connected();
    socket.serverEmits('hello', hello());
    answering(200, { playerId: 'p1' });
    await expect(connection.ensureSession('Ana')).resolves.toEqual({ ok: true, playerId: 'p1' });
    expect(sockets).toHaveLength(1);
    expect(socket.close).not.toHaveBeenCalled();
  });

  it('reports the real cause of a failure and hands the answer on', async () => {
    const { connection, socket } = connected();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const answer = await connection.ensureSession('Ana');
    expect(answer).toMatchObject({ ok: false, refusal: null });
    expect(socket.emitWithAck).toHaveBeenCalledWith('request', {
      id: expect.any(String),
      type: 'reportError',
      payload: expect.objectContaining({
        source: 'POST /api/session',
        message: expect.stringContaining('502'),
      }),
    });
  });
});

describe('the connection state', () => {
  it('a socket replaced on purpose speaks no more: its close is not offline, its views are not taken', async () => {
    const { connection, socket, events } = connected('/waiting/ABC234');
    socket.serverEmits('connect');
    const replaced = connection.reconnect();
    const opened = sockets[1] as FakeSocket;
    opened.serverEmits('connect');
    opened.serverEmits('hello', hello());
    await replaced;
    socket.serverEmits('disconnect', 'io client disconnect');
    socket.serverEmits('view', { gamecode: 'ABC234', serverTime: T0, view: lobbyView() });
    expect(events.onState).toHaveBeenLastCalledWith('online');
    expect(events.onView).not.toHaveBeenCalled();
    opened.serverEmits('disconnect', 'transport close');
    expect(events.onState).toHaveBeenLastCalledWith('offline');
  });

  it('a replaced socket closes only once what was sent on it is answered', async () => {
    const { connection, socket } = connected('/waiting/ABC234');
    let answer: (ack: unknown) => void = () => undefined;
    socket.emitWithAck.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const sent = connection.request('startTurn', { gamecode: 'ABC234' });
    await vi.waitFor(() => expect(socket.emitWithAck).toHaveBeenCalled());
    const replaced = connection.reconnect();
    (sockets[1] as FakeSocket).serverEmits('hello', hello('p1'));
    await replaced;
    expect(socket.close).not.toHaveBeenCalled();
    answer({ ok: true, outcome: 'accepted', serverTime: T0 });
    await expect(sent).resolves.toMatchObject({ ok: true });
    expect(socket.close).toHaveBeenCalledTimes(1);
  });

  it('follows the socket: connecting, online, offline', () => {
    const { socket, events } = connected();
    expect(events.onState).toHaveBeenLastCalledWith('connecting');
    socket.serverEmits('connect');
    expect(events.onState).toHaveBeenLastCalledWith('online');
    socket.serverEmits('disconnect');
    expect(events.onState).toHaveBeenLastCalledWith('offline');
    socket.serverEmits('connect_error');
    expect(events.onState).toHaveBeenLastCalledWith('offline');
  });
});

describe('a game opened on another device of the same player', () => {
  it('is heard on the server’s otherDevice event, and the close that follows is not offline', () => {
    const { socket, events } = connected('/waiting/ABC234');
    socket.serverEmits('connect');
    socket.serverEmits('otherDevice', {
      gamecode: 'ABC234',
      error: DISPLACED,
      errorRef: { key: 'account.otherDevice', params: {} },
    });
    expect(events.onDisplaced).toHaveBeenCalledWith(DISPLACED);
    socket.serverEmits('disconnect', 'io server disconnect');
    expect(events.onState).toHaveBeenLastCalledWith('online');
    socket.serverEmits('connect');
    socket.serverEmits('disconnect', 'transport close');
    expect(events.onState).toHaveBeenLastCalledWith('offline');
  });

  it('a refusal with the same words, or a close by the server without it, is not a displacement', async () => {
    const { connection, socket, events } = connected('/play/ABC234');
    socket.emitWithAck.mockResolvedValueOnce({ ok: false, error: DISPLACED, serverTime: T0 });
    await connection.request('watchGame', { gamecode: 'ABC234' });
    socket.serverEmits('connect');
    socket.serverEmits('disconnect', 'io server disconnect');
    expect(events.onDisplaced).not.toHaveBeenCalled();
    expect(events.onState).toHaveBeenLastCalledWith('offline');
  });

  it('reconnect opens a new socket, waits for its hello, then closes the old one', async () => {
    const { connection, socket } = connected('/waiting/ABC234');
    let done = false;
    const reconnecting = connection.reconnect().then(() => {
      done = true;
    });
    expect(sockets).toHaveLength(2);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(socket.close).not.toHaveBeenCalled();
    (sockets[1] as FakeSocket).serverEmits('hello', hello('p2'));
    await reconnecting;
    expect(done).toBe(true);
    expect(socket.close).toHaveBeenCalledTimes(1);
  });
});

describe('pages that watch without a seat', () => {
  it('a TV board and a spectator’s page connect as nobody; a player’s page with its cookie', async () => {
    const { io } = await import('socket.io-client');
    connected('/tv/ABC234');
    expect(vi.mocked(io).mock.lastCall?.[1]).toMatchObject({ auth: { seat: 'none' } });
    connected('/watch/ABC234');
    expect(vi.mocked(io).mock.lastCall?.[1]).toMatchObject({ auth: { seat: 'none' } });
    connected('/waiting/ABC234');
    expect(vi.mocked(io).mock.lastCall?.[1]).toMatchObject({ auth: {} });
  });

  it('moving from a TV board to a player’s page reconnects with the cookie before the next request', async () => {
    const { io } = await import('socket.io-client');
    const { connection, socket, page } = connected('/tv/ABC234');
    socket.emitWithAck.mockResolvedValue({ ok: true, outcome: 'accepted', serverTime: T0 });
    await connection.request('stopSpectating', { gamecode: 'ABC234' });
    expect(sockets).toHaveLength(1);
    page.path = '/home/create';
    const sent = connection.request('verifyGame', { gamecode: 'ABC234' });
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(vi.mocked(io).mock.lastCall?.[1]).toMatchObject({ auth: {} });
    const opened = sockets[1] as FakeSocket;
    opened.emitWithAck.mockResolvedValue({ ok: true, outcome: 'accepted', serverTime: T0 });
    opened.serverEmits('hello', hello());
    await sent;
    expect(socket.emitWithAck).toHaveBeenCalledTimes(1);
    expect(opened.emitWithAck).toHaveBeenCalledTimes(1);
  });

  it('a patch that does not fit makes a TV board ask to watch again, never for a player’s view', async () => {
    const { socket } = connected('/tv/ABC234');
    const view = lobbyView();
    socket.emitWithAck.mockResolvedValue({
      ok: true,
      outcome: 'unchanged',
      version: 3,
      data: view,
      serverTime: T0,
    });
    socket.serverEmits('view', {
      gamecode: view.gamecode,
      serverTime: T0,
      patch: { from: 7, to: 8, ops: [] },
    });
    await vi.waitFor(() => expect(socket.emitWithAck).toHaveBeenCalled());
    const [, envelope] = socket.emitWithAck.mock.calls[0] as [string, { type: string; payload: unknown }];
    expect(envelope.type).toBe('spectateGame');
    expect(envelope.payload).toEqual({ gamecode: view.gamecode, screen: 'tv' });
  });
});

describe('the game a connection names (a cluster’s balancer places it by that)', () => {
  it('is the page’s: a game’s page, the short invite, the join form with a code; none elsewhere', async () => {
    const { io } = await import('socket.io-client');
    for (const [page, query] of [
      ['/play/ABC234', { game: 'ABC234' }],
      ['/tv/abc234', { game: 'ABC234' }],
      ['/ABC234', { game: 'ABC234' }],
      ['/home/join?code=abc234', { game: 'ABC234' }],
      ['/home/join', {}],
      ['/home', {}],
    ] as const) {
      connected(page);
      expect(vi.mocked(io).mock.lastCall?.[1]?.query, page).toEqual(query);
    }
  });

  /** A connection on a page whose requests are all accepted. */
  function onPage(first: string) {
    const opened = connected(first);
    opened.socket.emitWithAck.mockResolvedValue({ ok: true, outcome: 'accepted', serverTime: T0 });
    return opened;
  }
  const viewOf = (gamecode: string) => ({ gamecode, serverTime: T0, view: { ...lobbyView(), gamecode } });

  it('in a cluster, a request from another game’s page first opens a socket naming that game', async () => {
    const { io } = await import('socket.io-client');
    const { page, connection, socket } = onPage('/home/create');
    socket.serverEmits('hello', hello('p1', true));
    await connection.request('createGame', { name: 'Ana', settings: {} });
    expect(sockets).toHaveLength(1);

    page.path = '/waiting/ABC234';
    const sent = connection.request('watchGame', { gamecode: 'ABC234' });
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(vi.mocked(io).mock.lastCall?.[1]?.query).toEqual({ game: 'ABC234' });
    const opened = sockets[1] as FakeSocket;
    opened.emitWithAck.mockResolvedValue({ ok: true, outcome: 'accepted', serverTime: T0 });
    opened.serverEmits('hello', hello('p1', true));
    await sent;
    expect(socket.emitWithAck).toHaveBeenCalledTimes(1);
    expect(opened.emitWithAck).toHaveBeenCalledTimes(1);
    expect(socket.close).toHaveBeenCalledTimes(1);
    // A request about the game left behind (the app asks again for every view it holds) stays put.
    await connection.request('watchGame', { gamecode: 'DEF567' });
    expect(sockets).toHaveLength(2);
  });

  it('in a cluster, a view that comes while the page shows another game opens a socket naming it', async () => {
    const { io } = await import('socket.io-client');
    const { page, socket } = onPage('/end/ABC234');
    socket.serverEmits('hello', hello('p1', true));
    // Play again: the new game's view comes while the page still shows the old game's end.
    socket.serverEmits('view', viewOf('DEF567'));
    expect(sockets).toHaveLength(1);
    page.path = '/waiting/DEF567';
    socket.serverEmits('view', viewOf('DEF567'));
    expect(sockets).toHaveLength(2);
    expect(vi.mocked(io).mock.lastCall?.[1]?.query).toEqual({ game: 'DEF567' });
    (sockets[1] as FakeSocket).serverEmits('view', viewOf('ABC234'));
    expect(sockets).toHaveLength(2);
  });

  it('in a cluster, a socket the server asks to move is replaced by one naming the game as moved', async () => {
    const { io } = await import('socket.io-client');
    const { events, socket } = onPage('/play/ABC234');
    socket.serverEmits('hello', hello('p1', true));
    socket.serverEmits('replaceConnection');
    expect(sockets).toHaveLength(2);
    expect(vi.mocked(io).mock.lastCall?.[1]?.query).toEqual({ game: 'ABC234', moved: '1' });
    // The old socket closes once the new one has said hello, and the player was never offline.
    expect(socket.close).not.toHaveBeenCalled();
    (sockets[1] as FakeSocket).serverEmits('hello', hello('p1', true));
    await vi.waitFor(() => expect(socket.close).toHaveBeenCalled());
    expect(events.onState).not.toHaveBeenCalledWith('offline');
    // The old socket speaks no more: asked again, it moves nothing.
    socket.serverEmits('replaceConnection');
    expect(sockets).toHaveLength(2);
  });

  it('a server alone is never asked to move, and a socket asked anyway stays', async () => {
    const { socket } = onPage('/play/ABC234');
    socket.serverEmits('hello', hello('p1', false));
    socket.serverEmits('replaceConnection');
    expect(sockets).toHaveLength(1);
  });

  it('a server alone: no new socket for another game’s page', async () => {
    const { page, connection, socket } = onPage('/end/ABC234');
    socket.serverEmits('hello', hello('p1', false));
    page.path = '/waiting/DEF567';
    socket.serverEmits('view', viewOf('DEF567'));
    await connection.request('watchGame', { gamecode: 'DEF567' });
    expect(sockets).toHaveLength(1);
  });
});

describe('a request’s id', () => {
  it('is made without crypto.randomUUID, which a page on a plain-HTTP network address lacks', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    try {
      const ids = new Set(Array.from({ length: 100 }, () => requestId()));
      expect(ids.size).toBe(100);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
