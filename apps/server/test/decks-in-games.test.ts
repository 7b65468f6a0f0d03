import { languageCards } from '@unsayable/cards';
import type { DeckLanguage } from '@unsayable/cards/decks';
import { defaultSettings } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenDeckMessages } from '../src/decks/deck-cards.ts';
import { allSee, Client, clientOf, setUpGame, startTestServer } from './harness.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.cleanup();
  server = undefined;
});

const DECK_ID = 'Dk_0123456789abcdefghi';
const OTHER_ID = 'Dk_9876543210abcdefghi';
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ word: `Zorblat ${i}`, forbidden: [`Quux ${i}`] }));

async function saveDeck(id: string, n: number, language: DeckLanguage = 'en') {
  await server?.store.decks.saveDeck({
    id,
    editKeyHash: 'k',
    name: `Deck <i>${n}</i>`,
    language,
    cards: words(n),
    now: Date.now(),
  });
}

describe('a game with a player’s deck, over the wire', () => {
  it('deals only the deck; the lobby shows its name and size, never its link; guessers never get the card', async () => {
    server = await startTestServer();
    await saveDeck(DECK_ID, 25);
    const game = await setUpGame(server.url, {
      deck: { id: `http://example.test/decks/${DECK_ID}`, builtInToo: false },
      start: false,
      track: clients,
    });
    const lobby = game.host.view(game.code);
    expect(lobby.chosenDeck).toEqual({
      name: 'Deck <i>25</i>',
      cardCount: 25,
      language: 'en',
      builtInToo: false,
    });
    expect(lobby.startProblems).toEqual([]);
    const started = await game.host.ok('updateGameStatus', { gamecode: game.code, status: 'active' });
    await allSee(game.clients, game.code, started.version ?? 0);
    const view = game.host.view(game.code);
    const giver = clientOf(game.clients, view.gameplay.giverId);
    const turn = await giver.ok('startTurn', { gamecode: game.code });
    await allSee(game.clients, game.code, turn.version ?? 0);
    const card = giver.view(game.code).gameplay.card;
    expect(card?.word).toMatch(/^Zorblat \d+$/);
    const guessers = game.clients.filter((c) => c.view(game.code).you?.role === 'guesser');
    expect(guessers.length).toBeGreaterThan(0);
    for (const g of guessers) expect(g.received.join('\n')).not.toContain(card?.word ?? '-');
    for (const c of game.clients) expect(c.received.join('\n')).not.toContain(DECK_ID);
    expect((await server.store.decks.deck(DECK_ID))?.usedAt).not.toBeNull();
  });

  it('refuses a deck link that is malformed, unknown, hidden, in another language with built-in cards, or too small alone', async () => {
    server = await startTestServer();
    await saveDeck(DECK_ID, 12);
    await saveDeck(OTHER_ID, 30, 'es');
    const host = await Client.connect(server.url);
    clients.push(host);
    const create = (deck: unknown) => host.request('createGame', { name: 'Ana', deck });
    expect(await create({ id: 'not a deck', builtInToo: true })).toMatchObject({
      ok: false,
      error: chosenDeckMessages.malformed,
    });
    expect(await create({ id: 'Zz_0123456789abcdefghi', builtInToo: true })).toMatchObject({
      ok: false,
      error: chosenDeckMessages.missing,
      errorRef: { key: 'request.deckMissing', params: {} },
    });
    expect(await create({ id: DECK_ID, builtInToo: false })).toMatchObject({
      ok: false,
      error: chosenDeckMessages.tooFewAlone(12),
      // By key, so the create form says it in each language.
      errorRef: { key: 'request.deckTooFewAlone', params: { have: 12, min: 20 } },
    });
    expect(await create({ id: OTHER_ID, builtInToo: true })).toMatchObject({
      ok: false,
      error: chosenDeckMessages.otherLanguage('es', 'en'),
      errorRef: { key: 'request.deckOtherLanguage', params: { deck: 'Español', game: 'English' } },
    });
    // Alone, a Spanish deck plays in Spanish: the game takes the deck's language.
    const alone = await host.ok('createGame', { name: 'Ana', deck: { id: OTHER_ID, builtInToo: false } });
    const aloneCode = (alone.data as { gamecode: string }).gamecode;
    expect((await server.store.loadGame(aloneCode))?.settings.language).toBe('es');
    // With the built-in cards, in a game chosen Spanish, it joins the Spanish categories.
    const mixed = await host.ok('createGame', {
      name: 'Ana',
      settings: { language: 'es' },
      deck: { id: OTHER_ID, builtInToo: true },
    });
    const mixedCode = (mixed.data as { gamecode: string }).gamecode;
    expect((await server.store.loadGame(mixedCode))?.settings.language).toBe('es');
    // Built-in cards too: the 12 cards join the chosen categories.
    expect(await create({ id: DECK_ID, builtInToo: true })).toMatchObject({ ok: true });
    await server.store.decks.setDeckHidden(DECK_ID, true);
    expect(await create({ id: DECK_ID, builtInToo: true })).toMatchObject({
      ok: false,
      error: chosenDeckMessages.hidden,
      errorRef: { key: 'own.deckUnavailable', params: {} },
    });
  });

  it('an Italian deck plays in Italian: alone, or with the Italian built-in cards of an Italian game', async () => {
    server = await startTestServer();
    await saveDeck(OTHER_ID, 30, 'it');
    const host = await Client.connect(server.url);
    clients.push(host);
    expect(
      await host.request('createGame', { name: 'Ana', deck: { id: OTHER_ID, builtInToo: true } }),
    ).toMatchObject({ ok: false, error: chosenDeckMessages.otherLanguage('it', 'en') });
    const alone = await host.ok('createGame', { name: 'Ana', deck: { id: OTHER_ID, builtInToo: false } });
    const aloneCode = (alone.data as { gamecode: string }).gamecode;
    expect((await server.store.loadGame(aloneCode))?.settings.language).toBe('it');
    host.close();
    const game = await setUpGame(server.url, {
      settings: { language: 'it', categories: ['italy'] },
      deck: { id: OTHER_ID, builtInToo: true },
      track: clients,
    });
    const dealt = (await server.store.loadGame(game.code))?.deck.map((e) => e.card) ?? [];
    const italy = languageCards('it').filter((c) => c.category === 'italy');
    expect(dealt.filter((c) => c.category === 'custom')).toHaveLength(30);
    expect(new Set(dealt.filter((c) => c.category !== 'custom').map((c) => c.id))).toEqual(
      new Set(italy.map((c) => c.id)),
    );
  });

  it('a deck hidden after the lobby opened is dealt no more: the start is refused', async () => {
    server = await startTestServer();
    await saveDeck(DECK_ID, 25);
    const game = await setUpGame(server.url, {
      deck: { id: DECK_ID, builtInToo: false },
      start: false,
      track: clients,
    });
    await server.store.decks.setDeckHidden(DECK_ID, true);
    expect(
      await game.host.request('updateGameStatus', { gamecode: game.code, status: 'active' }),
    ).toMatchObject({
      ok: false,
      error: 'This deck is no longer available.',
    });
  });
});

describe('the host changes the deck in the lobby, over the wire', () => {
  const THIRD_ID = 'Dk_abcdefghi0123456789';
  const settings = { ...defaultSettings };
  const change = (deck: unknown, extra: Record<string, unknown> = {}) => ({
    gamecode: '',
    settings,
    deck,
    ...extra,
  });

  it('a player’s deck by its link, then alone: every lobby shows it, the start deals it', async () => {
    server = await startTestServer();
    await saveDeck(DECK_ID, 25);
    const game = await setUpGame(server.url, { start: false, track: clients });
    const sent = {
      ...change({ id: `http://example.test/decks/${DECK_ID}`, builtInToo: true }),
      gamecode: game.code,
    };
    const chosen = await game.host.ok('updateSettings', sent);
    for (const view of await allSee(game.clients, game.code, chosen.version ?? 0))
      expect(view.chosenDeck).toEqual({
        name: 'Deck <i>25</i>',
        cardCount: 25,
        language: 'en',
        builtInToo: true,
      });
    const stored = await server.store.loadGame(game.code);
    expect(stored?.chosenDeck?.id).toBe(DECK_ID);
    expect(stored?.catalogueCardCount).toBe(languageCards('en').length + 25);
    expect((await server.store.decks.deck(DECK_ID))?.usedAt).not.toBeNull();
    const alone = await game.host.ok('updateSettings', {
      gamecode: game.code,
      settings,
      builtInToo: false,
    });
    await allSee(game.clients, game.code, alone.version ?? 0);
    expect((await server.store.loadGame(game.code))?.catalogueCardCount).toBe(25);
    for (const c of game.clients) expect(c.received.join('\n')).not.toMatch(/Zorblat|Dk_0123/);
    const started = await game.host.ok('updateGameStatus', { gamecode: game.code, status: 'active' });
    await allSee(game.clients, game.code, started.version ?? 0);
    const dealt = (await server.store.loadGame(game.code))?.deck ?? [];
    expect(dealt.map((e) => e.card.word).every((w) => /^Zorblat \d+$/.test(w))).toBe(true);
    for (const c of game.clients) expect(c.received.join('\n')).not.toMatch(/Zorblat|Dk_0123/);
  });

  it('drops the deck: the built-in cards alone', async () => {
    server = await startTestServer();
    await saveDeck(DECK_ID, 25);
    const game = await setUpGame(server.url, {
      deck: { id: DECK_ID, builtInToo: false },
      start: false,
      track: clients,
    });
    const dropped = await game.host.ok('updateSettings', { gamecode: game.code, settings, deck: null });
    for (const view of await allSee(game.clients, game.code, dropped.version ?? 0))
      expect(view.chosenDeck).toBeNull();
    expect((await server.store.loadGame(game.code))?.catalogueCardCount).toBe(languageCards('en').length);
  });

  it('refuses an unknown, hidden, other-language or too small deck by key, and changes nothing', async () => {
    server = await startTestServer();
    await saveDeck(DECK_ID, 12);
    await saveDeck(OTHER_ID, 30, 'es');
    await saveDeck(THIRD_ID, 30);
    await server.store.decks.setDeckHidden(THIRD_ID, true);
    const game = await setUpGame(server.url, { start: false, track: clients });
    const before = JSON.stringify(await server.store.loadGame(game.code));
    const send = (deck: unknown) =>
      game.host.request('updateSettings', {
        gamecode: game.code,
        settings: { ...settings, turnSeconds: 90 },
        deck,
      });
    expect(await send({ id: 'Zz_0123456789abcdefghi', builtInToo: true })).toMatchObject({
      ok: false,
      errorRef: { key: 'request.deckMissing', params: {} },
    });
    expect(await send({ id: THIRD_ID, builtInToo: true })).toMatchObject({
      ok: false,
      errorRef: { key: 'own.deckUnavailable', params: {} },
    });
    expect(await send({ id: OTHER_ID, builtInToo: true })).toMatchObject({
      ok: false,
      errorRef: { key: 'request.deckOtherLanguage', params: { deck: 'Español', game: 'English' } },
    });
    expect(await send({ id: DECK_ID, builtInToo: false })).toMatchObject({
      ok: false,
      errorRef: { key: 'request.deckTooFewAlone', params: { have: 12, min: 20 } },
    });
    expect(await send({ id: 'not a deck', builtInToo: true })).toMatchObject({
      ok: false,
      error: chosenDeckMessages.malformed,
    });
    expect(JSON.stringify(await server.store.loadGame(game.code))).toBe(before);
    expect((await server.store.decks.deck(OTHER_ID))?.usedAt).toBeNull();
    // A player who is not the host has no deck read for them, and is refused as before.
    expect(
      await (game.clients[1] as Client).request('updateSettings', {
        gamecode: game.code,
        settings,
        deck: { id: OTHER_ID, builtInToo: false },
      }),
    ).toMatchObject({ ok: false, errorRef: { key: 'own.hostOnly' } });
  });
});
