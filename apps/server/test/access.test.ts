import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCredential, newCredential, SESSION_COOKIE } from '../src/access/sessions.ts';
import { requestMessages } from '../src/game/request-handlers.ts';
import { sessionMessages } from '../src/http/http-app.ts';
import { socketMessages } from '../src/sockets/sockets.ts';
import { Client, newSession, startTestServer } from './harness.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A Socket.IO handshake as a browser makes it, with the headers given; resolves with the socket or the refusal. */
function handshake(
  url: string,
  headers: Record<string, string>,
  transport: 'websocket' | 'polling' = 'websocket',
): Promise<{ socket: Socket } | { refused: string }> {
  const socket = io(url, { transports: [transport], extraHeaders: headers, reconnection: false });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (err: Error & { context?: { responseText?: string } }) => {
      socket.close();
      resolve({ refused: err.context?.responseText ?? err.message });
    });
  });
}

/** The engine's handshake by hand (long-polling): what a refused browser is told, as text. */
async function pollingHandshake(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers });
  return { status: res.status, body: await res.text() };
}

async function postSession(url: string, headers: Record<string, string>, body = '{}') {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { error?: string; playerId?: string },
    cookie: res.headers.get('set-cookie'),
  };
}

const EVIL = 'https://evil.example';

describe('origin check', () => {
  let server: TestServer;
  let session: { cookie: string; playerId: string };
  beforeAll(async () => {
    server = await startTestServer({ config: { allowedOrigins: ['https://party.example'] } });
    session = await newSession(server.url);
  });
  afterAll(() => server.cleanup());

  const ownOrigin = () => `http://127.0.0.1:${server.port}`;

  it('refuses a handshake from another site even with a valid cookie, and records it', async () => {
    const before = (await server.store.errorsOf('server')).length;
    for (const transport of ['websocket', 'polling'] as const) {
      const result = await handshake(server.url, { cookie: session.cookie, origin: EVIL }, transport);
      expect('refused' in result, transport).toBe(true);
    }
    const refused = await pollingHandshake(server.url, { cookie: session.cookie, origin: EVIL });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: socketMessages.otherSite });
    // Recorded once for the address, not once per attempt.
    const logged = (await server.store.errorsOf('server')).slice(before);
    expect(logged.map((e) => [e.message, e.source])).toEqual([[socketMessages.otherSite, 'origin']]);
    expect(await server.store.gamesOf(session.playerId)).toEqual([]);
  });

  it("accepts the server's own origin and the listed ones; a page of the server acts as usual", async () => {
    for (const origin of [ownOrigin(), 'https://party.example']) {
      const result = await handshake(server.url, { cookie: session.cookie, origin });
      if (!('socket' in result)) throw new Error(`${origin} refused: ${result.refused}`);
      const ack = await result.socket.timeout(5_000).emitWithAck('request', {
        id: `own-${origin}`,
        type: 'createGame',
        payload: { name: 'Owen' },
      });
      expect(ack).toMatchObject({ ok: true, outcome: 'accepted' });
      result.socket.close();
    }
    expect(await server.store.gamesOf(session.playerId)).toHaveLength(2);
  });

  it('refuses "null" and unreadable origins; a client that sends none (not a browser) is served', async () => {
    for (const origin of ['null', 'not an origin', 'https://party.example.evil.example']) {
      expect((await pollingHandshake(server.url, { origin })).status, origin).toBe(403);
    }
    const client = await Client.connect(server.url, session);
    expect(await client.request('verifyGame', { gamecode: 'BCDFGH' })).toMatchObject({ ok: false });
    client.close();
  });

  it('refuses POST /api/session from another site, without a cookie; its own site signs in', async () => {
    const refused = await postSession(server.url, { origin: EVIL });
    expect(refused).toMatchObject({ status: 403, body: { error: socketMessages.otherSite }, cookie: null });
    const own = await postSession(server.url, { origin: ownOrigin() });
    expect(own.status).toBe(201);
    expect(own.cookie).toMatch(/^unsayable_session=/);
    expect((await postSession(server.url, { origin: 'https://party.example' })).status).toBe(201);
  });

  it('ignores forwarded headers unless the server is told it is behind a proxy', async () => {
    const behindProxy = {
      origin: 'https://play.example',
      'x-forwarded-host': 'play.example',
      'x-forwarded-proto': 'https',
    };
    expect((await pollingHandshake(server.url, behindProxy)).status).toBe(403);
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      expect((await pollingHandshake(proxied.url, behindProxy)).status).toBe(200);
      expect((await postSession(proxied.url, behindProxy)).status).toBe(201);
      // The Host it came to no longer counts once a proxy says where the browser connected.
      expect(
        (await postSession(proxied.url, { ...behindProxy, origin: `http://127.0.0.1:${proxied.port}` }))
          .status,
      ).toBe(403);
    } finally {
      await proxied.cleanup();
    }
  });
});

describe('per-address limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: { perAddress: { connections: 3, sessionsPerMinute: 2, gamesPerHour: 2, deckWritesPerHour: 1 } },
    });
  });
  afterAll(() => server.cleanup());

  it('connections: one over the limit is refused with a message until one closes', async () => {
    const session = await newSession(server.url);
    const open = await Promise.all([1, 2, 3].map(() => Client.connect(server.url, session)));
    const refused = await pollingHandshake(server.url, {});
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: socketMessages.tooManyConnections(3) });
    expect('refused' in (await handshake(server.url, { cookie: session.cookie }))).toBe(true);
    // The open ones are served meanwhile.
    expect(await open[0]?.request('verifyGame', { gamecode: 'BCDFGH' })).toMatchObject({ ok: false });
    open[0]?.close();
    const deadline = Date.now() + 5_000;
    let again = await handshake(server.url, { cookie: session.cookie });
    while (!('socket' in again) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await handshake(server.url, { cookie: session.cookie });
    }
    expect('socket' in again).toBe(true);
    if ('socket' in again) again.socket.close();
    for (const c of open) c.close();
  });

  it('sessions: past the limit a new one is refused, an existing cookie still signs in', async () => {
    // The first test made one session from this address: one more is allowed.
    const first = await postSession(server.url, {});
    expect(first.status).toBe(201);
    const refused = await postSession(server.url, {});
    expect(refused).toMatchObject({ status: 429, body: { error: sessionMessages.tooMany }, cookie: null });
    const cookie = (first.cookie ?? '').split(';')[0] ?? '';
    expect(await postSession(server.url, { cookie })).toMatchObject({
      status: 200,
      body: { playerId: first.body.playerId },
    });
  });

  it('games: past the limit createGame is refused with a message, recorded once, and nothing is stored', async () => {
    const client = await Client.connect(server.url, await storedSession(server));
    try {
      for (const name of ['Gia', 'Gus']) await client.ok('createGame', { name });
      const logged = (await server.store.errorsOf('server')).length;
      for (let i = 0; i < 3; i++) {
        expect(await client.request('createGame', { name: 'Gil' })).toMatchObject({
          ok: false,
          error: requestMessages.tooManyGames,
        });
      }
      const entries = (await server.store.errorsOf('server')).slice(logged);
      expect(entries.map((e) => [e.message, e.source])).toEqual([
        [requestMessages.tooManyGames, 'createGame'],
      ]);
      expect(await server.store.gamesOf(client.playerId)).toHaveLength(2);
      // Other requests of the same player go on.
      const [code] = await server.store.gamesOf(client.playerId);
      expect(await client.request('watchGame', { gamecode: code })).toMatchObject({ ok: true });
    } finally {
      client.close();
    }
  });
});

/** A session written straight into the store: the sessions limit of this address is spent by now. */
async function storedSession(server: TestServer): Promise<{ cookie: string; playerId: string }> {
  const credential = newCredential();
  const playerId = randomUUID();
  await server.store.createUser({
    id: playerId,
    credentialHash: hashCredential(credential),
    name: '',
    now: Date.now(),
  });
  return { cookie: `${SESSION_COOKIE}=${credential}`, playerId };
}

describe('a flood of bad sign-ins', () => {
  it('is refused every time and recorded once a minute per address, not once each', async () => {
    const server = await startTestServer();
    try {
      const before = (await server.store.errorsOf('server')).length;
      for (let i = 0; i < 3; i++) {
        expect((await postSession(server.url, {}, '{"name": ')).status).toBe(400);
        expect((await postSession(server.url, {}, JSON.stringify({ name: 'x'.repeat(40) }))).status).toBe(
          400,
        );
      }
      const logged = (await server.store.errorsOf('server')).slice(before);
      expect(logged.map((e) => [e.message, e.source])).toEqual([
        ['The request body is not valid JSON', 'session'],
      ]);
    } finally {
      await server.cleanup();
    }
  });
});

describe('per-address limits behind a proxy', () => {
  it('count the last X-Forwarded-For hop with TRUST_PROXY, and the connection address without', async () => {
    const limited = {
      perAddress: { connections: 100, sessionsPerMinute: 1, gamesPerHour: 100, deckWritesPerHour: 1 },
    };
    const proxied = await startTestServer({ config: { ...limited, trustProxy: true } });
    const direct = await startTestServer({ config: limited });
    try {
      const from = (chain: string) => ({ 'x-forwarded-for': chain });
      // Two clients behind the proxy: each has its own allowance; what a client writes before the
      // proxy's own hop changes nothing.
      expect((await postSession(proxied.url, from('203.0.113.1'))).status).toBe(201);
      expect((await postSession(proxied.url, from('203.0.113.2'))).status).toBe(201);
      expect((await postSession(proxied.url, from('198.51.100.9, 203.0.113.1'))).status).toBe(429);
      // IPv6 counts by its /64.
      expect((await postSession(proxied.url, from('2001:db8:1:2::1'))).status).toBe(201);
      expect((await postSession(proxied.url, from('2001:db8:1:2:ffff::9'))).status).toBe(429);
      // Without TRUST_PROXY the header is anyone's to write: ignored, the connection's address counts.
      expect((await postSession(direct.url, from('203.0.113.1'))).status).toBe(201);
      expect((await postSession(direct.url, from('203.0.113.2'))).status).toBe(429);
    } finally {
      await proxied.cleanup();
      await direct.cleanup();
    }
  });
});

describe('the session cookie and the page headers', () => {
  it('HttpOnly and SameSite=Lax; Secure over HTTPS, which behind a proxy only TRUST_PROXY believes', async () => {
    const direct = await startTestServer();
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const plain = await postSession(direct.url, https);
      expect(plain.cookie).toMatch(
        /^unsayable_session=[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const secure = await postSession(proxied.url, https);
      expect(secure.cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      // The credential itself is not stored: only its hash finds the player.
      const credential = (plain.cookie ?? '').split(';')[0]?.split('=')[1] ?? '';
      expect(await direct.store.userByCredential(credential)).toBeUndefined();
      expect(await direct.store.userByCredential(hashCredential(credential))).toMatchObject({
        id: plain.body.playerId,
      });
      const page = await fetch(`${direct.url}/`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    } finally {
      await direct.cleanup();
      await proxied.cleanup();
    }
  });
});
