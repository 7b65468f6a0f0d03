/**
 * Protocol fuzzing against a live server: at least 100,000 generated and mutated requests over
 * Socket.IO from several connections at once (see fuzz-requests.ts), then malformed Engine.IO and
 * Socket.IO frames on a bare WebSocket, then a smaller run at the real per-connection rate limit.
 * No crash, no unhandled rejection, every request answered (or its connection closed), no
 * unexpected failure, and every stored game still sound by the rules' invariants.
 *
 * FUZZ_REQUESTS sets the count, FUZZ_SEED the seed (printed on failure, to run the same again).
 */
import { type Ack, fallbackMessages, SYSTEM } from '@unsayable/rules';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { secrecyProblems, stateProblems } from '../../../packages/rules/src/testing/invariants.ts';
import { socketMessages } from '../src/sockets/sockets.ts';
import type { Store } from '../src/store/store.ts';
import { type FuzzEmit, type FuzzWorld, fuzzEmit, rawFrame } from './fuzz-requests.ts';
import { type Client, setUpGame, startTestServer, TestClock } from './harness.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const FALLBACKS = new Set<string>(Object.values(fallbackMessages));
/** Requests in flight per connection: enough to keep the server busy, few enough to stay fair. */
const IN_FLIGHT = 25;

type Session = { cookie: string; playerId: string | null };

interface Tally {
  sent: number;
  answered: number;
  /** Requests whose connection closed before the answer (a frame over the limit closes it). */
  closedBefore: number;
  accepted: number;
  /** Refused by the per-connection rate limit. */
  slowedDown: number;
  problems: string[];
}

const describeEmit = (emit: FuzzEmit) =>
  JSON.stringify([emit.event, ...emit.args])?.slice(0, 300) ?? '(not JSON)';

function connect(url: string, session: Session): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    ...(session.cookie ? { extraHeaders: { cookie: session.cookie } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends one emit and checks its answer: a well-formed acknowledgement, never an unexpected failure. */
async function sendOne(socket: Socket, emit: FuzzEmit, tally: Tally): Promise<void> {
  tally.sent += 1;
  if (!emit.ack) {
    socket.emit(emit.event, ...emit.args);
    return;
  }
  let answer: unknown;
  try {
    answer = await socket.timeout(5_000).emitWithAck(emit.event, ...emit.args);
  } catch (err) {
    if (!socket.connected) tally.closedBefore += 1;
    else tally.problems.push(`no answer (${String(err)}): ${describeEmit(emit)}`);
    return;
  }
  tally.answered += 1;
  const ack = answer as Partial<Ack> & { error?: unknown };
  if (
    typeof ack !== 'object' ||
    ack === null ||
    typeof ack.ok !== 'boolean' ||
    typeof ack.serverTime !== 'number'
  )
    tally.problems.push(`malformed answer ${JSON.stringify(answer)}: ${describeEmit(emit)}`);
  else if (!ack.ok && (typeof ack.error !== 'string' || ack.error === '' || FALLBACKS.has(ack.error)))
    tally.problems.push(`unexpected failure "${String(ack.error)}": ${describeEmit(emit)}`);
  else if (ack.ok && ack.outcome === 'accepted') tally.accepted += 1;
  else if (!ack.ok && ack.error === socketMessages.tooFast) tally.slowedDown += 1;
}

/** One connection sending its share, `IN_FLIGHT` at a time, reconnecting whenever the server closed it. */
async function worker(url: string, session: Session, emits: Iterator<FuzzEmit>, quota: number, tally: Tally) {
  let socket = await connect(url, session);
  let sent = 0;
  try {
    while (sent < quota) {
      const batch: FuzzEmit[] = [];
      while (batch.length < IN_FLIGHT && sent + batch.length < quota)
        batch.push(emits.next().value as FuzzEmit);
      sent += batch.length;
      await Promise.all(batch.map((emit) => sendOne(socket, emit, tally)));
      if (!socket.connected) {
        socket.close();
        socket = await connect(url, session);
      }
    }
  } finally {
    socket.close();
  }
}

/** Endless emits from the arbitrary, in samples of a thousand, each sample from the next seed. */
function* emitsFrom(arbitrary: fc.Arbitrary<FuzzEmit>, seed: number): Generator<FuzzEmit> {
  for (let round = 0; ; round++) yield* fc.sample(arbitrary, { numRuns: 1_000, seed: seed + round });
}

/** Every game any of the players is in, each checked against the rules' invariants. */
async function unsoundGames(store: Store, playerIds: readonly string[]): Promise<string[]> {
  const codes = new Set<string>();
  for (const id of playerIds) for (const code of await store.gamesOf(id)) codes.add(code);
  const problems: string[] = [];
  for (const code of codes) {
    const state = await store.loadGame(code);
    if (!state) problems.push(`${code}: listed but not stored`);
    else
      for (const problem of [...stateProblems(state), ...secrecyProblems(state)])
        problems.push(`${code}: ${problem}`);
  }
  expect(codes.size).toBeGreaterThan(0);
  return problems;
}

/** Two games (one in play, one in the lobby) and the sessions of their players, their test clients closed. */
async function fuzzTables(url: string): Promise<{ world: FuzzWorld; sessions: Session[] }> {
  const playing = await setUpGame(url, { settings: { turnSeconds: 30 } });
  const lobby = await setUpGame(url, { start: false, names: ['Lia', 'Mo', 'Noor', 'Oz'] });
  const clients: Client[] = [...playing.clients, ...lobby.clients];
  for (const c of clients) c.close();
  const sessions: Session[] = clients.map((c) => ({ cookie: c.cookie, playerId: c.playerId }));
  return {
    world: {
      codes: [playing.code, lobby.code, 'BCDFGH'],
      playerIds: [...clients.map((c) => c.playerId), '00000000-0000-4000-8000-000000000000'],
    },
    sessions,
  };
}

describe('protocol fuzzing against a live server', () => {
  const clock = new TestClock();
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let world: FuzzWorld;
  let sessions: Session[];

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
    server = await startTestServer({
      now: clock.now,
      // The fuzz is about what arrives, not how fast: the per-connection limit would refuse most.
      config: { requestRate: { perSecond: 1_000_000, burst: 1_000_000 } },
    });
    ({ world, sessions } = await fuzzTables(server.url));
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
    await server.cleanup();
  });

  it(`${REQUESTS} generated and mutated requests: all answered, none failing unexpectedly, games sound`, async () => {
    const tally: Tally = { sent: 0, answered: 0, closedBefore: 0, accepted: 0, slowedDown: 0, problems: [] };
    const arbitrary = fuzzEmit(world);
    // Each game player has a connection, and one connection has no session; turns end now and then.
    const all = [...sessions, { cookie: '', playerId: null }];
    const quota = Math.ceil(REQUESTS / all.length);
    const ticking = setInterval(() => {
      clock.advance(31_000);
      for (const gamecode of world.codes.slice(0, 2))
        void server.service.apply({ type: 'expireTurn', gamecode }, SYSTEM);
    }, 500);
    const started = Date.now();
    try {
      await Promise.all(
        all.map((s, i) => worker(server.url, s, emitsFrom(arbitrary, SEED + i * 100_003), quota, tally)),
      );
    } finally {
      clearInterval(ticking);
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `fuzz seed ${SEED}: ${tally.sent} sent in ${seconds.toFixed(1)} s, ${tally.answered} answered, ` +
        `${tally.accepted} accepted, ${tally.closedBefore} lost to a closed connection`,
    );
    expect(tally.problems.slice(0, 20), `seed ${SEED}`).toEqual([]);
    expect(tally.sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(tally.slowedDown).toBe(0);
    expect(unhandled).toEqual([]);
    // Still serving, and correctly (the fuzz may have ended or left any game: a new one is certain).
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const probe = await connect(server.url, sessions[0] as Session);
    const created = await probe
      .timeout(5_000)
      .emitWithAck('request', { id: 'after-fuzz', type: 'createGame', payload: { name: 'Probe' } });
    expect(created).toMatchObject({ ok: true, outcome: 'accepted' });
    probe.close();
    expect(await unsoundGames(server.store, world.playerIds), `seed ${SEED}`).toEqual([]);
  }, 240_000);

  it('malformed Engine.IO and Socket.IO frames on a bare WebSocket: each answered or the connection closed', async () => {
    const frames = fc.sample(rawFrame, { numRuns: 3_000, seed: SEED });
    const url = `ws://127.0.0.1:${server.port}/socket.io/?EIO=4&transport=websocket`;
    const cookie = (sessions[0] as Session).cookie;
    let closes = 0;
    let probes = 0;
    // After each frame a proper request on the same socket: answered, unless the frame closed it.
    let socket = await openSocketIo(url, cookie);
    expect(await probe(socket, world.codes[0] as string)).toMatchObject({ serverTime: expect.any(Number) });
    for (const frame of frames) {
      socket.send(frame);
      // DISCONNECT of the main namespace: the client itself left, so nothing more is answered there.
      if (typeof frame === 'string' && frame.startsWith('41')) {
        socket.terminate();
        socket = await openSocketIo(url, cookie);
        continue;
      }
      const answer = await probe(socket, world.codes[0] as string);
      if (answer === 'closed') {
        closes += 1;
        socket.terminate();
        socket = await openSocketIo(url, cookie);
        continue;
      }
      probes += 1;
      // The game may be finished by now: a well-formed answer, never an unexpected failure.
      expect(answer, JSON.stringify(String(frame).slice(0, 200))).toMatchObject({
        ok: expect.any(Boolean),
        serverTime: expect.any(Number),
      });
      expect(FALLBACKS.has((answer as { error?: string }).error ?? '')).toBe(false);
    }
    socket.terminate();
    console.info(
      `raw frames: ${frames.length} sent, ${closes} connections closed by the server, ${probes} answered after junk`,
    );
    expect(unhandled).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await unsoundGames(server.store, world.playerIds)).toEqual([]);
  }, 120_000);
});

describe('protocol fuzzing at the real rate limit', () => {
  it('a smaller run: floods are slowed down with a message, everything else as before', async () => {
    const server = await startTestServer();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { world, sessions } = await fuzzTables(server.url);
      const tally: Tally = {
        sent: 0,
        answered: 0,
        closedBefore: 0,
        accepted: 0,
        slowedDown: 0,
        problems: [],
      };
      const arbitrary = fuzzEmit(world);
      await Promise.all(
        sessions
          .slice(0, 4)
          .map((s, i) => worker(server.url, s, emitsFrom(arbitrary, SEED + 7 + i), 1_000, tally)),
      );
      expect(tally.problems.slice(0, 20), `seed ${SEED}`).toEqual([]);
      expect(tally.sent).toBe(4_000);
      expect(tally.slowedDown).toBeGreaterThan(1_000);
      expect(unhandled).toEqual([]);
      expect(await unsoundGames(server.store, world.playerIds)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await server.cleanup();
    }
  }, 60_000);
});

/** A bare WebSocket through the Engine.IO open packet and the Socket.IO connect of the main namespace. */
function openSocketIo(url: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', function opening(data) {
      const text = String(data);
      if (text.startsWith('0')) socket.send('40');
      if (text.startsWith('40')) {
        socket.off('message', opening);
        resolve(socket);
      }
    });
  });
}

let probeId = 1;
/** A proper request on a bare socket: its acknowledgement, or `closed` if the server closed the socket. */
function probe(socket: WebSocket, gamecode: string): Promise<unknown> {
  if (socket.readyState !== WebSocket.OPEN) return Promise.resolve('closed');
  const id = probeId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('no answer'), 10_000);
    const finish = (value: unknown) => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (data: WebSocket.RawData) => {
      const text = String(data);
      if (text === '2') socket.send('3');
      const match = /^43(\d+)(\[.*)$/s.exec(text);
      if (match && Number(match[1]) === id) finish((JSON.parse(match[2] as string) as unknown[])[0]);
    };
    socket.on('message', onMessage);
    socket.once('close', () => finish('closed'));
    socket.send(
      `42${id}${JSON.stringify(['request', { id: `probe-${id}`, type: 'verifyGame', payload: { gamecode } }])}`,
    );
  });
}
