import { builtInCards } from '@unsayable/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Io, runCardsTool } from '../src/cli/cards-tool.ts';
import { requestMessages } from '../src/game/request-handlers.ts';
import type { CardIdea } from '../src/store/store.ts';
import { Client, setUpGame, startTestServer, TestClock, tempDir } from './harness.ts';

/** An Io for the card tool that keeps what it writes. */
function collector() {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: () => {
      throw new Error('no files here');
    },
  };
  return { out, err, io };
}

describe('card ideas over the wire', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const clock = new TestClock();
  const clients: Client[] = [];
  const connect = async () => {
    const client = await Client.connect(server.url);
    clients.push(client);
    return client;
  };
  const ideaOf = async (word: string): Promise<CardIdea | undefined> =>
    (await server.store.ideas()).find((i) => i.word === word);

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  it('stores an idea as not reviewed, not added, with its time and sender', async () => {
    const client = await connect();
    const before = clock.now();
    const ack = await client.request('submitCardIdea', {
      card: { word: 'Pangolin', forbidden: ['scales', 'ant', 'curl'] },
    });
    expect(ack).toMatchObject({ ok: true, outcome: 'accepted' });
    const idea = await ideaOf('Pangolin');
    expect(idea).toEqual({
      id: expect.any(String),
      word: 'Pangolin',
      forbidden: ['scales', 'ant', 'curl'],
      reviewed: false,
      added: false,
      createdAt: expect.any(Number),
      playerId: client.playerId,
      language: 'en',
    });
    expect(idea?.createdAt).toBeGreaterThanOrEqual(before);
    expect(idea?.createdAt).toBeLessThanOrEqual(clock.now());
  });

  it('stores an idea in the language it was written in', async () => {
    const client = await connect();
    await client.ok('submitCardIdea', { card: { word: 'Ajolote', forbidden: ['México'] }, language: 'es' });
    expect(await ideaOf('Ajolote')).toMatchObject({ language: 'es', reviewed: false });
    await client.ok('submitCardIdea', { card: { word: 'Assiolo', forbidden: ['gufo'] }, language: 'it' });
    expect(await ideaOf('Assiolo')).toMatchObject({ language: 'it', reviewed: false });
    await client.ok('submitCardIdea', { card: { word: 'Tamanoir', forbidden: ['fourmis'] }, language: 'fr' });
    expect(await ideaOf('Tamanoir')).toMatchObject({ language: 'fr', reviewed: false });
    // A fourth idea within the minute would meet the per-connection limit: German comes from another.
    const second = await connect();
    await second.ok('submitCardIdea', {
      card: { word: 'Siebenschläfer', forbidden: ['Nager'] },
      language: 'de',
    });
    expect(await ideaOf('Siebenschläfer')).toMatchObject({ language: 'de', reviewed: false });
    await second.ok('submitCardIdea', {
      card: { word: 'Ariranha', forbidden: ['lontra'] },
      language: 'pt-BR',
    });
    expect(await ideaOf('Ariranha')).toMatchObject({ language: 'pt-BR', reviewed: false });
    const refused = await client.request('submitCardIdea', { card: { word: 'Axolotl' }, language: 'xx' });
    expect(refused).toMatchObject({
      ok: false,
      error:
        'Game language must be one of: English (en), Español (es), Français (fr), Deutsch (de), Italiano (it), Português (Brasil) (pt-BR)',
    });
    expect(await ideaOf('Axolotl')).toBeUndefined();
  });

  it("refuses a target its language's catalogue has, and takes one only another language has", async () => {
    const client = await connect();
    // "Gato" is a Spanish card, "Kangaroo" an English one.
    expect(await client.request('submitCardIdea', { card: { word: 'gatos' }, language: 'es' })).toMatchObject(
      {
        ok: false,
        error: '"gatos" is already a card',
      },
    );
    await client.ok('submitCardIdea', { card: { word: 'Gato' }, language: 'en' });
    expect(await ideaOf('Gato')).toMatchObject({ language: 'en' });
    await client.ok('submitCardIdea', { card: { word: 'Kangaroo' }, language: 'es' });
    expect(await ideaOf('Kangaroo')).toMatchObject({ language: 'es' });
  });

  it("refuses a target Italian's catalogue has by Italian's plurals, and takes a Spanish card", async () => {
    const client = await connect();
    // "Asino" is an Italian card, "Jirafa" a Spanish one.
    expect(await client.request('submitCardIdea', { card: { word: 'asini' }, language: 'it' })).toMatchObject(
      { ok: false, error: '"asini" is already a card' },
    );
    await client.ok('submitCardIdea', { card: { word: 'Jirafa' }, language: 'it' });
    expect(await ideaOf('Jirafa')).toMatchObject({ language: 'it' });
  });

  it("refuses a target Portuguese's catalogue has by Portuguese's plurals, and takes it in Spanish", async () => {
    const client = await connect();
    // "Limão" is a Portuguese (Brazil) card, and no Spanish one.
    expect(
      await client.request('submitCardIdea', { card: { word: 'limões' }, language: 'pt-BR' }),
    ).toMatchObject({ ok: false, error: '"limões" is already a card' });
    await client.ok('submitCardIdea', { card: { word: 'Limão' }, language: 'es' });
    expect(await ideaOf('Limão')).toMatchObject({ language: 'es' });
  });

  it('stores an idea with no forbidden words at all', async () => {
    const client = await connect();
    await client.ok('submitCardIdea', { card: { word: 'Tapir' } });
    expect(await ideaOf('Tapir')).toMatchObject({ forbidden: [], reviewed: false, added: false });
  });

  it('trims the word and the forbidden words', async () => {
    const client = await connect();
    await client.ok('submitCardIdea', {
      card: { word: '   Kettle \t lid  ', forbidden: ['  steam ', 'spout\n'] },
    });
    expect(await ideaOf('Kettle lid')).toMatchObject({ word: 'Kettle lid', forbidden: ['steam', 'spout'] });
  });

  it('refuses more than five forbidden words with a clear message, storing nothing', async () => {
    const client = await connect();
    const ack = await client.request('submitCardIdea', {
      card: { word: 'Quokka', forbidden: ['smile', 'Australia', 'island', 'cute', 'selfie', 'marsupial'] },
    });
    expect(ack).toMatchObject({ ok: false, error: 'At most 5 forbidden words' });
    expect(await ideaOf('Quokka')).toBeUndefined();
  });

  it.each([
    ['an empty word', { word: '   ', forbidden: [] }, 'The word is required'],
    ['a word too long', { word: 'W'.repeat(36), forbidden: [] }, 'The word can be at most 35 characters'],
    [
      'a forbidden word too long',
      { word: 'Ibex', forbidden: ['f'.repeat(36)] },
      'A forbidden word can be at most 35 characters',
    ],
  ])('refuses %s', async (_, card, message) => {
    const client = await connect();
    const ack = await client.request('submitCardIdea', { card });
    expect(ack.ok).toBe(false);
    if (!ack.ok) expect(ack.error).toBe(message);
    expect((await server.store.ideas()).some((i) => i.word === card.word.trim())).toBe(false);
  });

  it('refuses a target already in the catalogue, also in another case or as a plural', async () => {
    const giraffe = builtInCards().find((c) => c.word === 'Giraffe');
    expect(giraffe).toBeDefined();
    const client = await connect();
    const ack = await client.request('submitCardIdea', { card: { word: 'Giraffe', forbidden: ['neck'] } });
    expect(ack).toMatchObject({ ok: false, error: '"Giraffe" is already a card' });
    expect(ack).toMatchObject({ ok: false, error: requestMessages.ideaExists('Giraffe') });
    const plural = await client.request('submitCardIdea', { card: { word: ' giraffes ', forbidden: [] } });
    expect(plural).toMatchObject({ ok: false, error: '"giraffes" is already a card' });
    expect((await server.store.ideas()).some((i) => i.word.toLowerCase().startsWith('giraffe'))).toBe(false);
  });

  it('refuses the fourth idea within a minute from one connection, and takes one more after a minute', async () => {
    const client = await connect();
    for (const word of ['Idea one', 'Idea two', 'Idea three'])
      await client.ok('submitCardIdea', { card: { word, forbidden: [] } });
    const fourth = await client.request('submitCardIdea', { card: { word: 'Idea four', forbidden: [] } });
    expect(fourth).toMatchObject({ ok: false, error: requestMessages.ideasTooFast });
    expect(fourth).toMatchObject({
      ok: false,
      error: 'Thanks for all the ideas! Please wait a minute before sending another.',
    });
    expect(await ideaOf('Idea four')).toBeUndefined();

    // Another connection has a limit of its own.
    const other = await connect();
    await other.ok('submitCardIdea', { card: { word: 'Idea from elsewhere', forbidden: [] } });

    clock.advance(60_000);
    await client.ok('submitCardIdea', { card: { word: 'Idea four', forbidden: [] } });
    const sixth = await client.request('submitCardIdea', { card: { word: 'Idea five', forbidden: [] } });
    expect(sixth).toMatchObject({ ok: false, error: requestMessages.ideasTooFast });
  });

  it('review flow: an idea sent, approved with the tool, then drawn into a new game', async () => {
    const word = 'Okapi';
    const forbidden = ['giraffe', 'stripes', 'forest', 'Congo', 'hooves'];
    expect(builtInCards().some((c) => c.word === word)).toBe(false);

    const sender = await connect();
    await sender.ok('submitCardIdea', { card: { word, forbidden } });
    const idea = await ideaOf(word);
    if (!idea) throw new Error('the idea was not stored');
    expect(idea).toMatchObject({ reviewed: false, added: false });

    // The operator lists it, then approves it into animals, on the server's own store.
    const listed = collector();
    expect(await runCardsTool(['ideas'], server.store, listed.io)).toBe(0);
    expect(listed.out.some((l) => l.startsWith(idea.id) && l.includes(' new ') && l.includes(word))).toBe(
      true,
    );
    const approved = collector();
    const code = await runCardsTool(
      ['approve', idea.id, '--category', 'animals', '--difficulty', 'hard'],
      server.store,
      approved.io,
    );
    expect(approved.err).toEqual([]);
    expect(code).toBe(0);
    expect(await ideaOf(word)).toMatchObject({ reviewed: true, added: true });
    expect((await server.store.catalogue('en')).find((c) => c.word === word)).toEqual({
      id: 'animals/okapi',
      word,
      forbidden,
      category: 'animals',
      difficulty: 'hard',
    });

    // Once in the catalogue, the same word is no longer taken as an idea.
    const again = await (await connect()).request('submitCardIdea', {
      card: { word: 'okapis', forbidden: [] },
    });
    expect(again).toMatchObject({ ok: false, error: '"okapis" is already a card' });

    // A new game of animals alone: 60 built-in cards and the new one, all in the deck (at most 300).
    const game = await setUpGame(server.url, { settings: { categories: ['animals'] } });
    clients.push(...game.clients);
    const state = await server.store.loadGame(game.code);
    expect(state?.status).toBe('active');
    const deck = state?.deck ?? [];
    const animals = builtInCards().filter((c) => c.category === 'animals');
    expect(deck).toHaveLength(animals.length + 1);
    expect(deck.map((e) => e.card)).toContainEqual({
      id: 'animals/okapi',
      word,
      forbidden,
      category: 'animals',
      difficulty: 'hard',
    });
    expect(deck.every((e) => e.card.category === 'animals')).toBe(true);
  });
});

describe('the catalogue across restarts', () => {
  it('loads the built-in cards idempotently at each start and keeps approved cards', async () => {
    const dir = tempDir();
    try {
      const first = await startTestServer({ dataDir: dir.path });
      const count = builtInCards().length;
      expect(await first.store.catalogue('en')).toHaveLength(count);
      await first.store.addIdea({
        id: 'idea-1',
        word: 'Okapi',
        forbidden: ['giraffe', 'stripes', 'forest', 'Congo', 'hooves'],
        reviewed: false,
        added: false,
        createdAt: Date.now(),
        playerId: null,
        language: 'en',
      });
      expect(
        await runCardsTool(['approve', 'idea-1', '--category', 'animals'], first.store, collector().io),
      ).toBe(0);
      const before = await first.store.catalogue('en');
      await first.cleanup();

      const second = await startTestServer({ dataDir: dir.path });
      try {
        expect(await second.store.catalogue('en')).toEqual(before);
        expect(before).toHaveLength(count + 1);
        expect((await second.store.ideas())[0]).toMatchObject({ id: 'idea-1', reviewed: true, added: true });
      } finally {
        await second.cleanup();
      }
    } finally {
      dir.remove();
    }
  });
});
