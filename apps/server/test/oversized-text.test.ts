import { randomBytes } from 'node:crypto';
import { accountMessages } from '@unsayable/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchUnicodeWork } from '../../../packages/rules/src/testing/unicode-work.ts';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { Device, startInbox } from './account-kit.ts';
import { Client, startTestServer } from './harness.ts';

/**
 * Every way a text reaches the server, each given one far past its limit: refused with its
 * message before any Unicode work on it (counting characters, normalising, a Unicode pattern),
 * which grows faster than the text and held the whole server (`/livez` included) for minutes.
 */
describe('a text far past its limit, at every entry point', () => {
  let inbox: Awaited<ReturnType<typeof startInbox>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let device: Device;
  const clients: Client[] = [];

  beforeAll(async () => {
    inbox = await startInbox();
    server = await startTestServer({
      passwords: new PasswordChecker({ log2N: 10, r: 8, p: 1 }),
      config: {
        accounts: { smtpUrl: inbox.url, mailFrom: 'Unsayable <game@example.com>', production: false },
      },
    });
    device = new Device(server.url);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
    await inbox.close();
  });

  const deckId = () => randomBytes(16).toString('base64url');

  it('a socket request: a card idea of 7,900 characters', async () => {
    const client = await Client.connect(server.url);
    clients.push(client);
    const work = watchUnicodeWork();
    const ack = await client.request('submitCardIdea', { card: { word: 'w'.repeat(7_900) } });
    expect(ack).toMatchObject({ ok: false, error: 'The word can be at most 35 characters' });
    expect(work.longest()).toBeLessThan(100);
    expect(await server.store.ideas()).toEqual([]);
  });

  it('a socket request: a team name of 7,900 characters', async () => {
    const host = await Client.connect(server.url);
    clients.push(host);
    const created = await host.ok('createGame', { name: 'Ana' });
    const gamecode = (created.data as { gamecode: string }).gamecode;
    const before = JSON.stringify(await server.store.loadGame(gamecode));
    const work = watchUnicodeWork();
    const ack = await host.request('renameTeam', {
      gamecode,
      team: 'team 1',
      name: 'e'.repeat(7_900),
      emoji: '🦊',
    });
    expect(ack).toMatchObject({ ok: false, error: 'Team name can be at most 25 characters' });
    expect(work.longest()).toBeLessThan(100);
    expect(JSON.stringify(await server.store.loadGame(gamecode))).toBe(before);
  });

  it('PUT /api/decks/{any id}: a 160,000-character name, no key, no cookie', async () => {
    const work = watchUnicodeWork();
    const answer = await device.call(`/api/decks/${deckId()}`, {
      method: 'PUT',
      body: { name: 'n'.repeat(160_000), language: 'en', text: 'Cat|purr' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'A deck name can be at most 60 characters.', errorRef: { key: 'deck.nameTooLong' } },
    });
    expect(work.calls()).toBe(0);
  });

  it('POST /api/decks: a name of 160,000 characters; a text with one huge line and one huge CSV cell', async () => {
    const work = watchUnicodeWork();
    const named = await device.call('/api/decks', {
      body: { name: `A${'\u0301'.repeat(160_000)}`, language: 'en', text: 'Cat|purr' },
    });
    expect(named).toMatchObject({ status: 400, body: { errorRef: { key: 'deck.nameTooLong' } } });
    expect(work.calls()).toBe(0);
    const lines = await device.call('/api/decks', {
      body: { name: 'Lines', language: 'en', text: `Cat|purr\n${'x'.repeat(40_000)}\nDog|bark` },
    });
    const csv = await device.call('/api/decks', {
      body: { name: 'Cells', language: 'en', text: `word,forbidden1\nCat,purr\nDog,"${'y'.repeat(40_000)}"` },
    });
    for (const [answer, saved, at] of [
      [lines, 2, 2],
      [csv, 1, 3],
    ] as const)
      expect(answer).toMatchObject({
        status: 201,
        body: { saved, leftOut: [{ at, ref: { key: 'deck.problem.tooLong', params: { max: 35 } } }] },
      });
    expect(work.longest()).toBeLessThan(2_000);
  });

  it('POST /api/session: a name of 1,900 characters (the body may be 2 KB)', async () => {
    const work = watchUnicodeWork();
    const answer = await new Device(server.url).call('/api/session', { body: { name: 'n'.repeat(1_900) } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Your name can be at most 25 characters' } });
    expect(work.calls()).toBe(0);
  });

  it('the account routes: a display name of 3,000 characters, an email of 2,000, a password of 3,000', async () => {
    const signedIn = new Device(server.url);
    const playerId = await signedIn.play('Ana');
    await server.store.accounts.attachEmail(playerId, `ana-${Date.now()}@example.com`, null);
    const work = watchUnicodeWork();
    expect(await signedIn.call('/api/account/name', { body: { name: 'n'.repeat(3_000) } })).toMatchObject({
      status: 400,
      body: { error: 'Your name can be at most 25 characters' },
    });
    expect(work.calls()).toBe(0);
    const email = `${'e'.repeat(2_000)}@example.com`;
    expect(await device.call('/api/account/sign-in-link', { body: { email } })).toMatchObject({
      status: 400,
      body: { error: accountMessages.badEmail },
    });
    expect(
      await device.call('/api/account/sign-in', {
        body: { email: 'a@example.com', password: 'p'.repeat(3_000) },
      }),
    ).toMatchObject({ status: 400, body: { error: accountMessages.passwordTooLong } });
    // The short address of the sign-in was normalised; nothing long was.
    expect(work.longest()).toBeLessThan(100);
    // A deck to claim whose id is no deck id is never looked for.
    const claim = vi.spyOn(server.store.decks, 'claimDeck');
    const claimed = await signedIn.call('/api/account/decks/claim', {
      body: { decks: [{ id: 'd'.repeat(3_000), key: 'k' }] },
    });
    expect(claimed).toMatchObject({ status: 200, body: { claimed: 0 } });
    expect(claim).not.toHaveBeenCalled();
  });
});
