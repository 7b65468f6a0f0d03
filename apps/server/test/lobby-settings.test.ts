import { languageCards } from '@unsayable/cards';
import { defaultSettings, LANGUAGE_CATEGORIES } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allSee, type Client, setUpGame, startTestServer } from './harness.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the host changes the lobby’s settings over the wire', () => {
  let server: Server;
  let clients: Client[] = [];

  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const c of clients) c.close();
    clients = [];
    await server.cleanup();
  });

  it('every player receives the new settings and the teams’ names; the start plays by them', async () => {
    const table = await setUpGame(server.url, { start: false });
    clients = table.clients;
    const { code, host } = table;
    const changed = await host.ok('updateSettings', {
      gamecode: code,
      settings: { ...defaultSettings, turnSeconds: 90, endGameMethod: 'score', endValue: 20 },
    });
    const renamed = await host.ok('renameTeam', {
      gamecode: code,
      team: 'team 2',
      name: 'Night Owls',
      emoji: '🦉',
    });
    expect(renamed.version).toBeGreaterThan(changed.version ?? 0);
    for (const view of await allSee(clients, code, renamed.version ?? 0)) {
      expect(view.settings).toMatchObject({ turnSeconds: 90, endGameMethod: 'score', endValue: 20 });
      expect(view.settings.teamNames).toEqual({ 'team 2': { name: 'Night Owls', emoji: '🦉' } });
    }
    const started = await host.ok('updateGameStatus', { gamecode: code, status: 'active' });
    await allSee(clients, code, started.version ?? 0);
    const giver = clients.find((c) => c.playerId === host.view(code).gameplay.giverId) as Client;
    const turn = await giver.ok('startTurn', { gamecode: code });
    const running = await giver.untilView(code, (v) => v.version >= (turn.version ?? 0));
    expect((running.gameplay.turnEndsAt ?? 0) - turn.serverTime).toBeGreaterThan(85_000);
  });

  it('counts the cards of the new categories from the catalogue', async () => {
    const table = await setUpGame(server.url, { start: false });
    clients = table.clients;
    const { code, host } = table;
    const [first] = LANGUAGE_CATEGORIES.en;
    await host.ok('updateSettings', {
      gamecode: code,
      settings: { ...defaultSettings, categories: [first] },
    });
    const state = await server.store.loadGame(code);
    expect(state?.catalogueCardCount).toBe(languageCards('en').filter((c) => c.category === first).length);
  });

  it('refuses anyone but the host, and changes nothing', async () => {
    const table = await setUpGame(server.url, { start: false });
    clients = table.clients;
    const { code } = table;
    const other = clients[1] as Client;
    const before = JSON.stringify(await server.store.loadGame(code));
    const ack = await other.request('updateSettings', {
      gamecode: code,
      settings: { ...defaultSettings, turnSeconds: 90 },
    });
    expect(ack).toMatchObject({
      ok: false,
      error: 'Only the host can change the settings',
      errorRef: { key: 'own.hostOnly', params: { action: 'change the settings' } },
    });
    expect(JSON.stringify(await server.store.loadGame(code))).toBe(before);
  });
});
