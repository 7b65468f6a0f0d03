import { readdirSync, readFileSync } from 'node:fs';
import { fixedMessages, MESSAGE_ACTIONS, ownMessages, skipReasons, textMessages } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketMessages } from '../src/sockets/sockets.ts';
import { type Client, setUpGame, startTestServer } from './harness.ts';

describe('acknowledgements name their message by key, beside the English text', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let code: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ clients, code } = await setUpGame(server.url));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  it('a refusal of the rules: the key and its values; the error log keeps the English text', async () => {
    const guesser = clients.find((c) => c.view(code).you?.role === 'guesser') as Client;
    const ack = await guesser.request('startTurn', { gamecode: code });
    expect(ack).toMatchObject({
      ok: false,
      error: ownMessages.giverOnly('start the turn'),
      errorRef: { key: 'own.giverOnly', params: { action: 'start the turn' } },
    });
    const logged = (await server.store.errorsOf(code)).map((e) => e.message);
    expect(logged).toContain('Only the clue giver can start the turn');
  });

  it('a refusal of the server itself: a game that does not exist', async () => {
    const ack = await clients[0]?.request('verifyGame', { gamecode: 'BCDFGH' });
    expect(ack).toMatchObject({
      ok: false,
      error: fixedMessages.codeDoesNotExist('BCDFGH'),
      errorRef: { key: 'fixed.codeDoesNotExist', params: { code: 'BCDFGH' } },
    });
  });

  it('a refusal of the envelope, before any request is read', async () => {
    const ack = await clients[0]?.request('launchRockets', {});
    expect(ack).toMatchObject({ ok: false, errorRef: { key: 'own.invalidRequest' } });
    const raw = await clients[0]?.raw('launch', {});
    expect(raw).toMatchObject({
      ok: false,
      error: socketMessages.unknownEvent('launch'),
      errorRef: { key: 'transport.unknownEvent', params: { name: 'launch' } },
    });
  });

  it('a name that would not read as text: refused by the schema, with the key of its message', async () => {
    const player = clients[1] as Client;
    const zalgo = await player.request('updatePlayer', { gamecode: code, name: `Ben${'\u0336'.repeat(9)}` });
    expect(zalgo).toMatchObject({
      ok: false,
      error: textMessages.nameMarks(4),
      errorRef: { key: 'text.nameMarks', params: { max: 4 } },
    });
    const blank = await player.request('updatePlayer', { gamecode: code, name: '\u3164\u2800\u3164' });
    expect(blank).toMatchObject({ ok: false, error: 'Your name is required' });
    const dots = await player.request('updatePlayer', { gamecode: code, name: '...' });
    expect(dots).toMatchObject({ ok: false, errorRef: { key: 'text.nameNotVisible', params: {} } });
    expect(player.view(code).players.find((p) => p.playerId === player.playerId)?.name).toBe('Ben');
  });

  it('a request that changes nothing says why by key too', async () => {
    const player = clients[1] as Client;
    const ack = await player.request('joinGame', { gamecode: code, name: 'Ben' });
    expect(ack).toMatchObject({
      ok: true,
      outcome: 'unchanged',
      reason: skipReasons.alreadyInGame,
      reasonRef: { key: 'skip.alreadyInGame', params: {} },
    });
  });
});

describe('the action phrases of messages', () => {
  it('lists every action phrase the rules fill into a message', () => {
    const folder = new URL('../../../packages/rules/src/handlers/', import.meta.url);
    const source = readdirSync(folder)
      .map((f) => readFileSync(new URL(f, folder), 'utf8'))
      .join('\n');
    const calls = [...source.matchAll(/(?:hostOnly|lobbyOnly|giverOnly)\(([^;]*?)\)\s*[,)]/g)];
    // Phrases of two words or more: a single word there is a value compared, not a phrase shown.
    const phrases = new Set([
      ...calls.flatMap((m) => [...(m[1] ?? '').matchAll(/'([^' ]+ [^']+)'/g)].map((q) => q[1])),
      // The host's pause and resume name their action through one helper (handlers/pause.ts).
      ...[...source.matchAll(/hostDuringTurn\(call, '([^']+)'\)/g)].map((m) => m[1]),
    ]);
    expect(calls.length).toBeGreaterThan(10);
    expect([...phrases].sort()).toEqual([...MESSAGE_ACTIONS].sort());
  });
});
