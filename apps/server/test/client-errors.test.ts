import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer } from './harness.ts';

describe("a browser's own error reports", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.cleanup();
  });

  it("go to the game's error log with the log's defaults for what is not given", async () => {
    const client = await Client.connect(server.url);
    const before = Date.now();
    await client.ok('reportError', { gamecode: 'abcdef', message: 'Screen failed' });
    await client.ok('reportError', {
      gamecode: 'ABCDEF',
      message: 'Chunk missing',
      name: 'ScreenLoadError',
      source: 'lobby',
      additionalInfo: 'missing',
    });
    const [plain, full] = await server.store.errorsOf('ABCDEF');
    expect(plain).toEqual({
      message: 'Screen failed',
      name: 'No name provided',
      source: 'Function name not available',
      date: expect.any(Number),
      additionalInfo: `player ${client.playerId}`,
    });
    expect(plain?.date).toBeGreaterThanOrEqual(before);
    expect(full).toMatchObject({ name: 'ScreenLoadError', source: 'lobby', additionalInfo: 'missing' });
    client.close();
  });

  it("without a game or a session, under 'client' with additionalInfo 'none'", async () => {
    const client = await Client.connect(server.url, { cookie: '', playerId: '' });
    await client.ok('reportError', { message: 'Offline before joining' });
    expect((await server.store.errorsOf('client')).at(-1)).toMatchObject({
      message: 'Offline before joining',
      additionalInfo: 'none',
    });
    expect((await client.request('reportError', { message: 'x'.repeat(2001) })).ok).toBe(false);
    client.close();
  });
});
