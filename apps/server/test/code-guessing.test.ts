import { CODE_ALPHABET, fixedMessages } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, newSession, startTestServer, testConfig } from './harness.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const GUESSER = '203.0.113.7';
const FRIEND = '198.51.100.4';
const MISSES = 5;

/** A connection from `address` (behind the proxy the server trusts), with a session of its own. */
async function from(server: TestServer, address: string): Promise<Client> {
  const session = await newSession(server.url);
  return Client.connect(server.url, session, {
    extraHeaders: { cookie: session.cookie, 'x-forwarded-for': address },
  });
}

/** Valid game codes that name no game (the letters of the code alphabet, never the real code). */
function unusedCodes(count: number, real: string): string[] {
  const codes: string[] = [];
  for (let i = 0; codes.length < count; i++) {
    const code = Array.from(
      { length: 6 },
      (_, j) => CODE_ALPHABET[(i * 7 + j * 13) % CODE_ALPHABET.length],
    ).join('');
    if (code !== real && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** The requests that name a code, each the way a guesser would send it. */
const LOOK_UPS = [
  (gamecode: string) => ['verifyGame', { gamecode }] as const,
  (gamecode: string) => ['joinGame', { gamecode, name: 'Gus' }] as const,
  (gamecode: string) => ['spectateGame', { gamecode, screen: 'phone' }] as const,
  (gamecode: string) => ['watchGame', { gamecode }] as const,
  (gamecode: string) => ['updateTeam', { gamecode, team: 'team 1' }] as const,
];

describe('game codes tried from one address', () => {
  let server: TestServer;
  let code: string;
  const open: Client[] = [];

  beforeAll(async () => {
    const lifted = testConfig('').perAddress;
    server = await startTestServer({
      config: { trustProxy: true, perAddress: { ...lifted, codeMisses: MISSES } },
    });
    const host = await from(server, '192.0.2.1');
    open.push(host);
    code = ((await host.ok('createGame', { name: 'Hana' })).data as { gamecode: string }).gamecode;
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await server.cleanup();
  });

  it('are refused past the limit, across new connections, and a real code is refused to that address too', async () => {
    const answers = [];
    for (const [i, guess] of unusedCodes(MISSES + 4, code).entries()) {
      // A fresh connection for every guess: reconnecting must not start the count again.
      const guesser = await from(server, GUESSER);
      const [type, payload] = (LOOK_UPS[i % LOOK_UPS.length] as (c: string) => readonly [string, object])(
        guess,
      );
      answers.push(await guesser.request(type, payload));
      guesser.close();
    }
    for (const ack of answers.slice(0, MISSES)) {
      expect(ack.ok).toBe(false);
      expect(ack.ok ? '' : ack.error).toMatch(/does not exist/);
    }
    for (const ack of answers.slice(MISSES))
      expect(ack).toMatchObject({
        ok: false,
        error: 'Too many game codes tried from your network: wait a minute',
        errorRef: { key: 'request.tooManyCodes', params: {} },
      });
    // Hitting the real code now would tell the guesser it exists: refused the same way.
    const guesser = await from(server, GUESSER);
    open.push(guesser);
    for (const make of LOOK_UPS) {
      const [type, payload] = make(code);
      expect(await guesser.request(type, payload), type).toMatchObject({
        ok: false,
        errorRef: { key: 'request.tooManyCodes' },
      });
    }
    expect((await server.store.loadGame(code))?.players).toHaveLength(1);
  });

  it('another address is not held back: its real code works, its misses are its own', async () => {
    const friend = await from(server, FRIEND);
    open.push(friend);
    expect(await friend.request('verifyGame', { gamecode: unusedCodes(1, code)[0] })).toMatchObject({
      ok: false,
      error: fixedMessages.codeDoesNotExist(unusedCodes(1, code)[0] ?? ''),
    });
    expect(await friend.request('verifyGame', { gamecode: code })).toMatchObject({ ok: true });
    expect(await friend.request('joinGame', { gamecode: code, name: 'Fay' })).toMatchObject({
      ok: true,
      outcome: 'accepted',
    });
  });
});
