import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer } from './harness.ts';

describe('a game over the wire', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.cleanup();
  });

  it('creates, joins, picks teams and starts with four clients', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => Client.connect(server.url)));
    const [host, ...others] = clients as [Client, Client, Client, Client];
    const created = await host.ok('createGame', {
      name: 'Ana',
      settings: { endGameMethod: 'turns', endValue: 1 },
    });
    const code = (created.data as { gamecode: string }).gamecode;
    expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
    for (const [i, c] of others.entries())
      await c.ok('joinGame', { gamecode: code.toLowerCase(), name: `P${i + 2}` });
    for (const [i, c] of clients.entries())
      await c.ok('updateTeam', { gamecode: code, team: i % 2 ? 'team 2' : 'team 1' });
    await host.ok('updateGameStatus', { gamecode: code, status: 'active' });
    const view = await host.untilView(code, (v) => v.status === 'active');
    expect(view.gameplay.giverId).toBe(host.playerId);
    for (const c of clients) c.close();
  });
});
