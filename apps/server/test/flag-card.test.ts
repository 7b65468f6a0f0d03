import { requestMessages, SYSTEM } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { hashDeckKey } from '../src/decks/deck-routes.ts';
import {
  allSee,
  type Client,
  clientOf,
  setUpGame,
  startTestServer,
  TestClock,
  testConfig,
} from './harness.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.cleanup();
  server = undefined;
});

const DECK_ID = 'Dk_0123456789abcdefghi';
const none = { wrong: 0, offensive: 0, 'too hard': 0, duplicate: 0 };

async function deckGame(options: { perAddress?: Record<string, number> } = {}) {
  const clock = new TestClock();
  server = await startTestServer({
    now: clock.now,
    ...(options.perAddress
      ? { config: { perAddress: { ...testConfig('').perAddress, ...options.perAddress } } }
      : {}),
  });
  await server.store.decks.saveDeck({
    id: DECK_ID,
    editKeyHash: hashDeckKey('the-key'),
    name: 'Zorblats',
    language: 'en',
    cards: Array.from({ length: 25 }, (_, i) => ({ word: `Zorblat ${i}`, forbidden: [`Quux ${i}`] })),
    now: clock.now(),
  });
  const game = await setUpGame(server.url, { deck: { id: DECK_ID, builtInToo: false }, track: clients });
  const gamecode = game.code;
  const view = game.host.view(gamecode);
  const giver = clientOf(game.clients, view.gameplay.giverId);
  const turn = await giver.ok('startTurn', { gamecode });
  await allSee(game.clients, gamecode, turn.version ?? 0);
  const guesser = game.clients.find((c) => c.view(gamecode).you?.role === 'guesser') as Client;
  const watcher = clientOf(game.clients, giver.view(gamecode).gameplay.watcherId);
  return { ...game, gamecode, clock, giver, guesser, watcher };
}

describe('flagging a card, over the wire', () => {
  it('lets a player flag only a card already shown to them, with one refusal for every other index', async () => {
    const { gamecode, giver, guesser, watcher, clock } = await deckGame();
    const inPlay = giver.view(gamecode).gameplay.card?.index ?? -1;
    const flag = (c: Client, index: number, reason = 'wrong') =>
      c.request('flagCard', { gamecode, index, reason });
    // The card in play is played by nobody yet; a pile card and an index past the deck get the
    // very same answer.
    const unseen = { ok: false, error: requestMessages.flagUnseen, errorRef: { key: 'request.flagUnseen' } };
    expect(await flag(guesser, inPlay)).toMatchObject(unseen);
    expect(await flag(guesser, inPlay + 1)).toMatchObject(unseen);
    expect(await flag(guesser, 99_999)).toMatchObject(unseen);
    expect(await flag(giver, inPlay + 1)).toMatchObject(unseen);
    expect(await flag(giver, inPlay)).toMatchObject(unseen);
    const word = giver.view(gamecode).gameplay.card?.word ?? '-';
    // Marked correct, the card is the giver's to flag; the guesser still has not been shown it.
    await giver.ok('updateCardStatus', {
      gamecode,
      index: inPlay,
      status: 'correct',
      roundStatus: 'in progress',
    });
    expect(await flag(giver, inPlay)).toMatchObject({ ok: true, outcome: 'accepted' });
    expect(await flag(guesser, inPlay)).toMatchObject(unseen);
    expect(guesser.received.join('\n')).not.toContain(word);
    // The turn ends: in the review the guesser has been shown the card.
    clock.advance(120_000);
    await server?.service.apply({ type: 'expireTurn', gamecode }, SYSTEM);
    await guesser.untilView(gamecode, (v) => v.gameplay.roundStatus === 'postround');
    expect(await flag(guesser, inPlay, 'offensive')).toMatchObject({ ok: true });
    expect(await flag(watcher, inPlay, 'too hard')).toMatchObject({ ok: true });
    // A second flag of the same card replaces the first.
    expect(await flag(guesser, inPlay, 'duplicate')).toMatchObject({ ok: true });
    expect(await server?.store.flags.deckFlags(DECK_ID)).toEqual([
      {
        deckId: DECK_ID,
        cardId: expect.stringMatching(/^deck\//),
        language: 'en',
        word,
        counts: { ...none, wrong: 1, duplicate: 1, 'too hard': 1 },
        total: 3,
      },
    ]);
    expect(await server?.store.flags.builtInFlags()).toEqual([]);
  }, 20_000);

  it('refuses a reason it does not know and a bad index, on their shape, keeping nothing', async () => {
    const { gamecode, giver } = await deckGame();
    const inPlay = giver.view(gamecode).gameplay.card?.index ?? -1;
    expect(await giver.request('flagCard', { gamecode, index: inPlay, reason: 'boring' })).toMatchObject({
      ok: false,
      error: 'Reason must be wrong, offensive, too hard or duplicate',
    });
    expect(await giver.request('flagCard', { gamecode, index: -1, reason: 'wrong' })).toMatchObject({
      ok: false,
    });
    expect(
      await giver.request('flagCard', { gamecode, index: 'x'.repeat(9000), reason: 'wrong' }),
    ).toMatchObject({
      ok: false,
    });
    expect(await server?.store.flags.deckFlags(DECK_ID)).toEqual([]);
  }, 20_000);

  it('keeps a built-in card’s flag under its game’s language, and refuses the host’s own card', async () => {
    server = await startTestServer();
    const game = await setUpGame(server.url, { start: false, track: clients, settings: { language: 'es' } });
    const gamecode = game.code;
    await game.host.ok('addGameCard', { gamecode, card: { word: 'Kazoo', forbidden: ['hum'] } });
    const started = await game.host.ok('updateGameStatus', { gamecode, status: 'active' });
    await allSee(game.clients, gamecode, started.version ?? 0);
    const giver = clientOf(game.clients, game.host.view(gamecode).gameplay.giverId);
    await giver.ok('startTurn', { gamecode });
    // The host's card is shuffled in with the built-in ones: when it comes first, it is played
    // and the next card is the built-in one flagged.
    const playCard = async () => {
      const index = (await server?.store.loadGame(gamecode))?.gameplay.cardIndex ?? -1;
      await giver.ok('updateCardStatus', { gamecode, index, status: 'correct', roundStatus: 'in progress' });
      return index;
    };
    let inPlay = await playCard();
    if ((await server.store.loadGame(gamecode))?.deck[inPlay]?.card.word === 'Kazoo')
      inPlay = await playCard();
    const state = await server.store.loadGame(gamecode);
    expect(await giver.request('flagCard', { gamecode, index: inPlay, reason: 'too hard' })).toMatchObject({
      ok: true,
    });
    const card = state?.deck[inPlay]?.card;
    expect(await server.store.flags.builtInFlags()).toMatchObject([
      { deckId: null, cardId: card?.id, language: 'es', word: card?.word, total: 1 },
    ]);
    // The host's own card, put in the place of the card just played (in the store, for the test),
    // then flagged.
    const played = structuredClone(state);
    const kazoo = played?.deck.find((e) => e.card.word === 'Kazoo');
    const entry = played?.deck[inPlay];
    if (!played || !kazoo || !entry) throw new Error('no Kazoo');
    played.deck[inPlay] = { ...entry, card: kazoo.card };
    played.version += 1;
    await server.store.commit({ previous: state ?? null, next: played, now: Date.now() });
    server.service.forget(gamecode);
    const ack = await giver.request('flagCard', { gamecode, index: inPlay, reason: 'wrong' });
    expect(ack).toMatchObject({ ok: false, error: requestMessages.flagHostCard });
  }, 20_000);

  it('holds a player to their share of flags, and the address to its own', async () => {
    const { gamecode, giver, watcher } = await deckGame({
      perAddress: { flagsPerPlayerPerHour: 2, flagsPerHour: 3 },
    });
    const inPlay = giver.view(gamecode).gameplay.card?.index ?? -1;
    await giver.ok('updateCardStatus', {
      gamecode,
      index: inPlay,
      status: 'correct',
      roundStatus: 'in progress',
    });
    const flag = (c: Client) => c.request('flagCard', { gamecode, index: inPlay, reason: 'wrong' });
    const answers = [await flag(giver), await flag(giver), await flag(giver)];
    expect(answers.map((a) => a.ok)).toEqual([true, true, false]);
    expect(answers[2]).toMatchObject({
      error: requestMessages.tooManyFlags,
      errorRef: { key: 'request.tooManyFlags', params: {} },
    });
    // The address's third flag is the watcher's; its fourth is refused whoever sends it.
    expect((await flag(watcher)).ok).toBe(true);
    expect(await flag(watcher)).toMatchObject({ ok: false, error: requestMessages.tooManyFlags });
    expect(await server?.store.errorsOf(gamecode)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: requestMessages.tooManyFlags, source: 'flagCard' }),
      ]),
    );
  }, 20_000);
});

describe('a deck’s flags on its page', () => {
  it('are its owner’s alone (by the edit key), with counts per reason and never who flagged', async () => {
    const { gamecode, giver, watcher } = await deckGame();
    const inPlay = giver.view(gamecode).gameplay.card?.index ?? -1;
    const word = giver.view(gamecode).gameplay.card?.word;
    await giver.ok('updateCardStatus', {
      gamecode,
      index: inPlay,
      status: 'correct',
      roundStatus: 'in progress',
    });
    await giver.ok('flagCard', { gamecode, index: inPlay, reason: 'too hard' });
    await watcher.ok('flagCard', { gamecode, index: inPlay, reason: 'wrong' });
    const read = async (key?: string) => {
      const res = await fetch(`${server?.url}/api/decks/${DECK_ID}/flags`, {
        headers: key ? { 'x-deck-key': key } : {},
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const owner = await read('the-key');
    expect(owner).toEqual({
      status: 200,
      body: { flags: [{ word, counts: { ...none, wrong: 1, 'too hard': 1 }, total: 2 }] },
    });
    expect(JSON.stringify(owner.body)).not.toContain(giver.playerId);
    for (const key of [undefined, 'another-key']) {
      const refused = await read(key);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorRef: { key: 'deck.route.notYours' } });
      expect(JSON.stringify(refused.body)).not.toContain(word ?? '-');
    }
  }, 20_000);
});
