import { deckRefusals, deckText } from '@unsayable/cards/decks';
import { afterEach, describe, expect, it } from 'vitest';
import { otherSiteMessage } from '../src/access/origin.ts';
import { deckMessages } from '../src/decks/deck-routes.ts';
import { startTestServer } from './harness.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

const cardLines = (n: number) =>
  Array.from({ length: n }, (_, i) => `Word${i}|clue${i}a:clue${i}b`).join('\n');

async function call(
  path: string,
  init: { method?: string; body?: unknown; key?: string; origin?: string } = {},
) {
  if (!server) throw new Error('no server');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.key) headers['x-deck-key'] = init.key;
  if (init.origin) headers.origin = init.origin;
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const save = (text: string, name = 'Week 3', language = 'en') =>
  call('/api/decks', { method: 'POST', body: { name, language, text } });

describe('deck routes', () => {
  it('saves the good cards, lists the rest, and serves the deck by its unguessable id', async () => {
    server = await startTestServer();
    const saved = await save(`${cardLines(3)}\nSun|sunny\n|::`);
    expect(saved.status).toBe(201);
    // A style finding (a forbidden word overlapping the target) is advice: the card is kept.
    expect(saved.body).toMatchObject({ saved: 4 });
    expect(saved.body.leftOut).toEqual([
      {
        at: 5,
        where: 'Line 5',
        place: 'line',
        message: 'has no target word',
        ref: { key: 'deck.problem.noTarget', params: {} },
      },
    ]);
    const id = String(saved.body.id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(String(saved.body.editKey).length).toBeGreaterThanOrEqual(32);
    const read = await call(`/api/decks/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: 'Week 3', language: 'en', cardCount: 4 });
    expect(read.body).not.toHaveProperty('editKey');
    expect(read.body).not.toHaveProperty('reports');
  });

  it('edits and deletes with the edit key only; a second device is refused and nothing changes', async () => {
    server = await startTestServer();
    const { body } = await save(cardLines(2));
    const id = String(body.id);
    const editKey = String(body.editKey);
    const edit = { name: 'Renamed', language: 'en', text: cardLines(5) };
    expect(await call(`/api/decks/${id}`, { method: 'PUT', body: edit })).toEqual({
      status: 403,
      body: { error: deckMessages.notYours, errorRef: { key: 'deck.route.notYours', params: {} } },
    });
    expect(await call(`/api/decks/${id}`, { method: 'PUT', body: edit, key: 'guess' })).toMatchObject({
      status: 403,
    });
    expect((await call(`/api/decks/${id}`)).body).toMatchObject({ name: 'Week 3', cardCount: 2 });
    expect(await call(`/api/decks/${id}`, { method: 'PUT', body: edit, key: editKey })).toMatchObject({
      status: 200,
      body: { saved: 5 },
    });
    expect((await call(`/api/decks/${id}`)).body).toMatchObject({ name: 'Renamed', cardCount: 5 });
    expect(await call(`/api/decks/${id}`, { method: 'DELETE' })).toMatchObject({ status: 403 });
    expect((await call(`/api/decks/${id}`, { method: 'DELETE', key: editKey })).status).toBe(204);
    expect(await call(`/api/decks/${id}`)).toEqual({
      status: 404,
      body: { error: deckMessages.missing, errorRef: { key: 'deck.route.missing', params: {} } },
    });
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    server = await startTestServer();
    expect(await save('')).toMatchObject({
      status: 400,
      body: { error: deckText(deckRefusals.empty), errorRef: deckRefusals.empty },
    });
    expect(await save('|::\n:::')).toMatchObject({
      status: 400,
      body: { error: deckMessages.nothingGood, errorRef: { key: 'deck.route.nothingGood', params: {} } },
    });
    expect(await save(cardLines(2), '  ')).toMatchObject({
      status: 400,
      body: { error: 'Give the deck a name.', errorRef: { key: 'deck.nameRequired', params: {} } },
    });
    expect(await save(cardLines(2), 'x', 'pt-PT')).toMatchObject({
      status: 400,
      body: { errorRef: { key: 'deck.language', params: {} } },
    });
    // A field of another type is refused by the deck's own checks, in their order: the name, the
    // language, then the text.
    const refusedWith = async (body: unknown) => {
      const answer = await call('/api/decks', { method: 'POST', body });
      expect(answer.status).toBe(400);
      return (answer.body.errorRef as { key: string }).key;
    };
    expect(await refusedWith({ name: 7, language: 'en', text: 'Sun' })).toBe('deck.nameRequired');
    expect(await refusedWith({ name: 'x'.repeat(61), language: 'xx', text: 3 })).toBe('deck.nameTooLong');
    expect(await refusedWith({ name: 'Mine', language: 5, text: 'Sun' })).toBe('deck.language');
    expect(await refusedWith({ name: 'Mine', language: 'en', text: ['Sun'] })).toBe('deck.empty');
    expect(await refusedWith(['Mine', 'en', 'Sun'])).toBe('deck.nameRequired');
    // Italian is a game language, so a deck may be written in it.
    const italian = await save(cardLines(2), 'Settimana 3', 'it');
    expect(italian.status).toBe(201);
    expect((await call(`/api/decks/${String(italian.body.id)}`)).body).toMatchObject({ language: 'it' });
    expect((await save('x'.repeat(1_200_000))).body).toEqual({
      error: 'A deck can be at most 1 MB of text; this is 1.2 MB.',
      errorRef: { key: 'deck.tooBig', params: { limit: 1, size: 1.2 } },
      problems: [],
    });
    expect(await call('/api/decks/not-an-id')).toEqual({
      status: 400,
      body: { error: deckMessages.malformed, errorRef: { key: 'deck.route.malformed', params: {} } },
    });
    expect(await call('/api/decks/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({
      status: 404,
      body: { error: deckMessages.missing, errorRef: { key: 'deck.route.missing', params: {} } },
    });
    expect(
      await call('/api/decks', {
        method: 'POST',
        body: { name: 'x', language: 'en', text: 'a' },
        origin: 'https://evil.example',
      }),
    ).toEqual({
      status: 403,
      body: { error: otherSiteMessage, errorRef: { key: 'deck.route.otherSite', params: {} } },
    });
  });

  it('takes a report; a hidden deck is no longer available', async () => {
    server = await startTestServer();
    const { body } = await save(cardLines(2));
    const id = String(body.id);
    expect((await call(`/api/decks/${id}/report`, { method: 'POST' })).status).toBe(202);
    expect((await server.store.decks.reportedDecks()).map((d) => d.id)).toEqual([id]);
    await server.store.decks.setDeckHidden(id, true);
    expect(await call(`/api/decks/${id}`)).toEqual({
      status: 410,
      body: {
        error: 'This deck is no longer available.',
        errorRef: { key: 'deck.route.hidden', params: {} },
      },
    });
  });

  it('counts saves per address', async () => {
    server = await startTestServer({
      config: {
        perAddress: { connections: 100, sessionsPerMinute: 100, gamesPerHour: 100, deckWritesPerHour: 2 },
      },
    });
    expect((await save(cardLines(1))).status).toBe(201);
    expect((await save(cardLines(1))).status).toBe(201);
    expect(await save(cardLines(1))).toEqual({
      status: 429,
      body: { error: deckMessages.tooMany, errorRef: { key: 'deck.route.tooMany', params: {} } },
    });
  });

  it('counts a report as a write of the address, and says so as a report', async () => {
    server = await startTestServer({
      config: {
        perAddress: { connections: 100, sessionsPerMinute: 100, gamesPerHour: 100, deckWritesPerHour: 2 },
      },
    });
    const id = String((await save(cardLines(1))).body.id);
    expect((await call(`/api/decks/${id}/report`, { method: 'POST' })).status).toBe(202);
    expect(await call(`/api/decks/${id}/report`, { method: 'POST' })).toEqual({
      status: 429,
      body: {
        error: deckMessages.tooManyReports,
        errorRef: { key: 'deck.route.tooManyReports', params: {} },
      },
    });
  });

  it('takes no report from the deck’s owner (here by its edit key; the owner’s cookie counts as the key does)', async () => {
    server = await startTestServer();
    const { body } = await save(cardLines(2));
    const id = String(body.id);
    const own = { key: 'deck.route.ownDeck', params: {} };
    expect(await call(`/api/decks/${id}/report`, { method: 'POST', key: String(body.editKey) })).toEqual({
      status: 403,
      body: { error: 'This is your own deck: edit or delete it instead of reporting it.', errorRef: own },
    });
    const owner = await server.store.decks.deck(id);
    expect(owner?.reports).toBe(0);
    expect((await call(`/api/decks/${id}/report`, { method: 'POST', key: 'not its key' })).status).toBe(202);
  });
});
