import { type ErrorLogEntry, fallbackMessages, type GameLanguage, nameSchema } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_LOG } from '../src/errors/error-log.ts';
import { limits } from '../src/limits.ts';
import { socketMessages } from '../src/sockets/sockets.ts';
import { MemoryStore } from '../src/store/memory/memory-store.ts';
import { Client, startTestServer } from './harness.ts';

/** A store whose named operations fail, as a passing database error would. */
class FailingStore extends MemoryStore {
  readonly failing = new Set<'loadGame' | 'catalogue' | 'appendErrors' | 'createUser'>();

  private check(operation: 'loadGame' | 'catalogue' | 'appendErrors' | 'createUser'): void {
    if (this.failing.has(operation)) throw new Error(`${operation}: connection reset`);
  }
  override async loadGame(code: string) {
    this.check('loadGame');
    return super.loadGame(code);
  }
  override async catalogue(language: GameLanguage) {
    this.check('catalogue');
    return super.catalogue(language);
  }
  override async appendErrors(code: string, entries: ErrorLogEntry[]) {
    this.check('appendErrors');
    return super.appendErrors(code, entries);
  }
  override async createUser(user: Parameters<MemoryStore['createUser']>[0]) {
    this.check('createUser');
    return super.createUser(user);
  }
}

describe('the request path', () => {
  let store: FailingStore;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: Client;

  beforeEach(async () => {
    store = new FailingStore();
    server = await startTestServer({ store });
    client = await Client.connect(server.url);
  });
  afterEach(async () => {
    client.close();
    await server.cleanup();
  });

  describe('an unexpected failure gets the fallback of its own operation, logged first', () => {
    it.each([
      ['watchGame', { gamecode: 'QRST23' }, 'loadGame', fallbackMessages.watchGame],
      ['fetchPlayedCards', { gamecode: 'QRST23' }, 'loadGame', fallbackMessages.fetchPlayedCards],
      ['submitCardIdea', { card: { word: 'Kettle' } }, 'catalogue', fallbackMessages.submitCardIdea],
      ['verifyGame', { gamecode: 'QRST23' }, 'loadGame', fallbackMessages.verifyGame],
    ] as const)('%s', async (type, payload, operation, fallback) => {
      store.failing.add(operation);
      expect(await client.request(type, payload)).toMatchObject({ ok: false, error: fallback });
      const logged = await store.errorsOf('gamecode' in payload ? payload.gamecode : SERVER_LOG);
      expect(logged.at(-1)).toMatchObject({ message: `${operation}: connection reset`, source: type });
    });

    it('reportError: a report that could not be kept is not acknowledged', async () => {
      store.failing.add('appendErrors');
      expect(await client.request('reportError', { message: 'Screen failed' })).toMatchObject({
        ok: false,
        error: fallbackMessages.default,
      });
    });
  });

  it("sends the creator's view of a new game before the acknowledgement that names it", async () => {
    const created = await client.ok('createGame', { name: 'Ada' });
    const gamecode = created.data && 'gamecode' in created.data ? created.data.gamecode : '';
    const order = client.received.map((raw) => JSON.parse(raw) as [string, ...unknown[]]);
    const view = order.findIndex(([event, m]) => event === 'view' && JSON.stringify(m).includes(gamecode));
    const ack = order.findIndex(([event, name]) => event === 'ack' && name === 'request');
    expect(view).toBeGreaterThanOrEqual(0);
    expect(view).toBeLessThan(ack);
  });

  describe('failures about no game are written to the server error log', () => {
    it('a payload that fails validation', async () => {
      const ack = await client.request('createGame', { name: '' });
      expect(ack).toMatchObject({ ok: false, error: 'Your name is required' });
      expect((await store.errorsOf(SERVER_LOG)).at(-1)).toMatchObject({
        message: 'Your name is required',
        name: 'ValidationError',
        source: 'createGame',
      });
    });

    it('an unknown type, an unknown event and a malformed envelope', async () => {
      await client.request('launchRockets', {});
      await client.raw('launchRockets', {});
      await client.raw('request', { type: 'verifyGame' });
      const logged = await store.errorsOf(SERVER_LOG);
      expect(logged.map((e) => e.message)).toEqual([
        'Invalid request: unknown request "launchRockets"',
        socketMessages.unknownEvent('launchRockets'),
        socketMessages.malformed,
      ]);
    });

    it('a flood over the rate limit, once when it starts', async () => {
      const n = limits.rate.burst + 10;
      const acks = await Promise.all(Array.from({ length: n }, () => client.request('verifyGame', {})));
      expect(acks.filter((a) => !a.ok && a.error === socketMessages.tooFast).length).toBeGreaterThan(0);
      const floods = (await store.errorsOf(SERVER_LOG)).filter((e) => e.message === socketMessages.tooFast);
      expect(floods).toHaveLength(1);
    });

    it('a session refused for its name, and a session the store could not make', async () => {
      const tooLong = 'x'.repeat(100);
      const refused = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: tooLong }),
      });
      expect(refused.status).toBe(400);
      const message = nameSchema.safeParse(tooLong).error?.issues[0]?.message;
      store.failing.add('createUser');
      const failed = await fetch(`${server.url}/api/session`, { method: 'POST' });
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ error: fallbackMessages.addPlayer });
      expect((await store.errorsOf(SERVER_LOG)).map((e) => [e.source, e.message])).toEqual([
        ['session', message],
        ['session', 'createUser: connection reset'],
      ]);
    });
  });
});
