import { fixedMessages } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, setUpGame, startTestServer } from './harness.ts';

/**
 * An invite outlives its game: a finished game's code, followed by Play again (and again), leads
 * a newcomer to the newest game of the chain, by Join and by the join form's check alike.
 */
describe('invites that follow Play again', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const clients: Client[] = [];
  let first: string;
  let second: string;
  let third: string;

  /** The host ends the game at once and plays again; the code of the game that follows. */
  async function endAndPlayAgain(host: Client, gamecode: string): Promise<string> {
    await host.ok('updateGameStatus', { gamecode, status: 'finished' });
    await host.ok('playAgain', { gamecode });
    const next = host.view(gamecode).nextGamecode;
    if (!next) throw new Error('no game followed');
    await host.untilView(next, (v) => v.status === 'new');
    return next;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const table = await setUpGame(server.url, { settings: { endGameMethod: 'turns', endValue: 1 } });
    clients.push(...table.clients);
    first = table.code;
    second = await endAndPlayAgain(table.host, first);
    await table.host.ok('updateGameStatus', { gamecode: second, status: 'active' });
    third = await endAndPlayAgain(table.host, second);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  it('checking the first game’s code names the newest game of the chain, open to join', async () => {
    const visitor = await Client.connect(server.url);
    clients.push(visitor);
    expect(await visitor.ok('verifyGame', { gamecode: first })).toMatchObject({
      data: { gamecode: third, status: 'new' },
    });
    expect(await visitor.ok('verifyGame', { gamecode: third })).toMatchObject({
      data: { gamecode: third, status: 'new' },
    });
  });

  it('joining by the first game’s code joins the newest game, and says which', async () => {
    const newcomer = await Client.connect(server.url);
    clients.push(newcomer);
    const ack = await newcomer.ok('joinGame', { gamecode: first, name: 'Eve' });
    expect(ack.data).toEqual({ gamecode: third });
    const joined = await server.store.loadGame(third);
    expect(joined?.players.map((p) => p.name)).toContain('Eve');
    for (const code of [first, second])
      expect((await server.store.loadGame(code))?.players.map((p) => p.name)).not.toContain('Eve');
  });

  it('a finished game nobody played again is still refused as finished', async () => {
    const table = await setUpGame(server.url, { names: ['Fay', 'Gus', 'Hal', 'Ivy'] });
    clients.push(...table.clients);
    await table.host.ok('updateGameStatus', { gamecode: table.code, status: 'finished' });
    const late = await Client.connect(server.url);
    clients.push(late);
    expect(await late.request('joinGame', { gamecode: table.code, name: 'Jo' })).toMatchObject({
      ok: false,
      error: fixedMessages.notJoinable(table.code, 'finished'),
    });
  });
});
