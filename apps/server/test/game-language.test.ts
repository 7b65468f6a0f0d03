import { languageCards } from '@unsayable/cards';
import type { GameState, Settings } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allSee, Client, setUpGame, startTestServer } from './harness.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The catalogue cards of a deck, the host's own left out. */
const catalogueIds = (state: GameState | undefined): string[] =>
  (state?.deck ?? []).filter((e) => e.card.category !== 'custom').map((e) => e.card.id);

describe('a game has a language', () => {
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

  it.each([
    ['Spanish', 'es', ['animals', 'places']],
    ['Italian', 'it', ['animals', 'italy']],
    ['Portuguese (Brazil)', 'pt-BR', ['football', 'brazil']],
  ] as const)('a %s game deals only its cards, of the categories chosen', async (_, language, categories) => {
    const table = await setUpGame(server.url, { settings: { language, categories: [...categories] } });
    clients = table.clients;
    const own = languageCards(language).filter((c) => (categories as readonly string[]).includes(c.category));
    const state = await server.store.loadGame(table.code);
    expect(state?.settings.language).toBe(language);
    // Every card of the two categories, and nothing else: the deck holds fewer than its limit.
    expect(new Set(catalogueIds(state))).toEqual(new Set(own.map((c) => c.id)));
    expect(catalogueIds(state).every((id) => id.startsWith(`${language}/`))).toBe(true);
    for (const c of table.clients) expect(c.view(table.code).settings.language).toBe(language);
  });

  it('a game created without a language (an older client) is English', async () => {
    const table = await setUpGame(server.url, { settings: { categories: ['animals'] } });
    clients = table.clients;
    const state = await server.store.loadGame(table.code);
    expect(state?.settings.language).toBe('en');
    const english = languageCards('en').filter((c) => c.category === 'animals');
    expect(new Set(catalogueIds(state))).toEqual(new Set(english.map((c) => c.id)));
  });

  it('refuses a language it has no cards for, with a clear message, and creates nothing', async () => {
    const host = await Client.connect(server.url);
    clients = [host];
    const ack = await host.request('createGame', { name: 'Ana', settings: { language: 'pt-PT' } });
    expect(ack).toMatchObject({
      ok: false,
      error:
        'Game language must be one of: English (en), Español (es), Français (fr), Deutsch (de), Italiano (it), Português (Brasil) (pt-BR)',
    });
    expect(await server.store.openGames()).toEqual([]);
  });

  it('Play again stays in the language and leaves out the Spanish cards already drawn', async () => {
    const table = await setUpGame(server.url, { settings: { language: 'es', categories: ['animals'] } });
    clients = table.clients;
    const { code, host } = table;
    const giver = table.clients.find((c) => c.playerId === host.view(code).gameplay.giverId) as Client;
    await giver.ok('startTurn', { gamecode: code });
    const shown = await giver.untilView(code, (v) => v.gameplay.card !== null);
    const drawn = (await server.store.loadGame(code))?.deck[shown.gameplay.card?.index as number]?.card;
    expect(drawn?.id).toMatch(/^es\/animals\//);
    await host.ok('updateGameStatus', { gamecode: code, status: 'finished' });
    await host.ok('playAgain', { gamecode: code });
    const next = (await server.store.loadGame(code))?.nextGamecode as string;
    const lobby = await host.untilView(next, (v) => v.status === 'new');
    expect(lobby.settings.language).toBe('es');
    const started = await host.ok('updateGameStatus', { gamecode: next, status: 'active' });
    await allSee(table.clients, next, started.version ?? 0);
    const ids = catalogueIds(await server.store.loadGame(next));
    expect(ids).not.toContain(drawn?.id);
    expect(ids.length).toBe(languageCards('es').filter((c) => c.category === 'animals').length - 1);
    expect(ids.every((id) => id.startsWith('es/animals/'))).toBe(true);
  });

  it('a game stored before games had a language deals English cards and says so', async () => {
    const table = await setUpGame(server.url, { start: false, settings: { categories: ['places'] } });
    clients = table.clients;
    const { code, host } = table;
    const stored = (await server.store.loadGame(code)) as GameState;
    const { language: _, ...old } = stored.settings;
    const before = { ...stored, settings: old as Settings, version: stored.version + 1 };
    expect(await server.store.commit({ previous: stored, next: before, now: Date.now() })).toBe(true);
    server.service.forget(code);
    const started = await host.ok('updateGameStatus', { gamecode: code, status: 'active' });
    const [view] = await allSee([host], code, started.version ?? 0);
    expect(view?.settings.language).toBe('en');
    const english = languageCards('en').filter((c) => c.category === 'places');
    expect(new Set(catalogueIds(await server.store.loadGame(code)))).toEqual(
      new Set(english.map((c) => c.id)),
    );
  });
});
