/**
 * HTTP fuzzing against a live server: at least 10,000 generated and mutated requests each to the
 * deck routes, the account routes and `POST /api/session` (see fuzz-http-requests.ts), from a few
 * clients at once, everything from 127.0.0.1 with the per-address limits lifted (as the e2e server
 * has them). No answer of 500 or more, every refusal a JSON `{ error }`, no request left
 * unanswered, no uncaught failure and nothing logged as the server's own failure; the server still
 * answers `/livez` and serves a player after. Then the stores: every deck stored was announced by
 * a save, parses again to the very cards it holds and is within a deck's limits; no player has a
 * password without a confirmed email; no more players than the requests that may make one.
 *
 * HTTP_FUZZ_REQUESTS sets the count per group of routes, FUZZ_SEED the seed (printed, to run the
 * same again).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DECK_CARDS_MAX, deckName, deckToJson, isDeckLanguage, parseDeckText } from '@unsayable/cards/decks';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validEmail } from '../src/accounts/account-routes.ts';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { limits } from '../src/limits.ts';
import { accountPlan, deckPlan, sessionPlan } from './fuzz-http-requests.ts';
import { newSession, startTestServer } from './harness.ts';
import { closeConnections, HttpWorld, plansFrom, runGroup, type Tally } from './http-fuzz-client.ts';

const PER_GROUP = Number(process.env.HTTP_FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Every per-address limit, lifted: the whole run comes from 127.0.0.1. */
const LIFTED = Object.fromEntries(
  Object.keys(limits.perAddress).map((limit) => [limit, 1_000_000]),
) as Record<keyof typeof limits.perAddress, number>;

describe('HTTP fuzzing against a live server', () => {
  // On a memory file system where there is one: the run is about what arrives, not the disk.
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'unsayable-http-fuzz-'));
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  /** Lines the server logged at error or above: its own failures. */
  const failures: string[] = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;
  /** The store's file, read alone: the Store lists neither every player nor every deck. */
  let db: Database.Database | undefined;
  const world = new HttpWorld();

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        failures.push(String(chunk).slice(0, 500));
        done();
      },
    });
    server = await startTestServer({
      dataDir: dir,
      log: pino({ level: 'error' }, sink),
      // Scrypt at a cost a test can pay ten thousand times; the real cost has tests of its own.
      passwords: new PasswordChecker({ log2N: 10, r: 8, p: 1 }),
      config: { perAddress: LIFTED },
    });
    // A few players and decks to begin with, so that edits with the right key happen from the start.
    for (const name of ['Ana', 'Ben', 'Cleo', '']) world.sessions.push(await newSession(server.url, name));
    for (const [i, s] of world.sessions.entries()) {
      const res = await fetch(`${server.url}/api/decks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.cookie },
        body: JSON.stringify({
          name: `Deck ${i}`,
          language: 'en',
          text: 'Bear|fur:grizzly\nHoney|bee:sweet',
        }),
      });
      const body = (await res.json()) as { id: string; editKey: string };
      world.decks.push({ id: body.id, key: body.editKey });
      world.made.add(body.id);
    }
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
    closeConnections();
    db?.close();
    await server.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`${PER_GROUP} requests each to the deck routes, the account routes and POST /api/session: no 5xx, no crash, sound stores`, async () => {
    console.info(`HTTP fuzz seed ${SEED} (FUZZ_SEED=${SEED} runs it again)`);
    const file = new Database(join(dir, 'unsayable.sqlite'), { readonly: true });
    db = file;
    const players = () => (file.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const playersBefore = players();
    const tally: Tally = { sent: { decks: 0, accounts: 0, session: 0 }, statuses: {}, problems: [] };
    const started = Date.now();
    await Promise.all([
      runGroup(server.url, plansFrom(deckPlan, SEED), PER_GROUP, world, tally),
      runGroup(server.url, plansFrom(accountPlan, SEED + 1_000_003), PER_GROUP, world, tally),
      runGroup(server.url, plansFrom(sessionPlan, SEED + 2_000_006), PER_GROUP, world, tally),
    ]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `HTTP fuzz seed ${SEED}: ${JSON.stringify(tally.sent)} in ${seconds} s; statuses ${JSON.stringify(tally.statuses)}; ` +
        `${world.made.size} decks made, ${world.deleted.size} deleted, ${world.sessions.length} sessions`,
    );
    expect(tally.problems.slice(0, 20), `seed ${SEED}`).toEqual([]);
    for (const group of ['decks', 'accounts', 'session'] as const)
      expect(tally.sent[group]).toBeGreaterThanOrEqual(PER_GROUP);
    expect(unhandled, `seed ${SEED}`).toEqual([]);
    expect(failures, `seed ${SEED}`).toEqual([]);

    // Still serving, and correctly.
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const probe = await newSession(server.url, 'Probe');
    const saved = await fetch(`${server.url}/api/decks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: probe.cookie },
      body: JSON.stringify({ name: 'After the fuzz', language: 'en', text: 'Lighthouse|beacon:coast' }),
    });
    expect(saved.status).toBe(201);
    world.made.add(((await saved.json()) as { id: string }).id);

    // Every deck stored was announced by a save, none that a delete removed, and each holds cards a
    // save would keep again, within a deck's limits.
    const stored = (file.prepare('SELECT id FROM decks').all() as { id: string }[]).map((r) => r.id);
    const deckProblems: string[] = [];
    for (const id of stored) {
      if (!world.made.has(id)) deckProblems.push(`${id}: stored, never announced`);
      if (world.deleted.has(id)) deckProblems.push(`${id}: deleted, still stored`);
      const deck = await server.store.decks.deck(id);
      if (!deck) {
        deckProblems.push(`${id}: listed, not readable`);
        continue;
      }
      const name = deckName(deck.name);
      if (!name.ok || name.name !== deck.name) deckProblems.push(`${id}: name ${JSON.stringify(deck.name)}`);
      if (!isDeckLanguage(deck.language))
        deckProblems.push(`${id}: language ${JSON.stringify(deck.language)}`);
      if (deck.cards.length < 1 || deck.cards.length > DECK_CARDS_MAX)
        deckProblems.push(`${id}: ${deck.cards.length} cards`);
      const again = parseDeckText(deckToJson(deck), deck.language);
      if (
        !again.ok ||
        again.problems.length > 0 ||
        JSON.stringify(again.cards) !== JSON.stringify(deck.cards)
      )
        deckProblems.push(`${id}: its cards do not read back as they are`);
    }
    expect(deckProblems.slice(0, 20), `seed ${SEED}`).toEqual([]);

    // No password without a confirmed email; every email as the server normalises it; no more
    // players than the answers that may have made one.
    const accountProblems: string[] = [];
    for (const { id } of file.prepare('SELECT id FROM users').all() as { id: string }[]) {
      const account = await server.store.accounts.account(id);
      if (account?.passwordHash && !account.email) accountProblems.push(`${id}: a password without an email`);
      if (account?.email && validEmail(account.email) !== account.email)
        accountProblems.push(`${id}: email ${JSON.stringify(account.email)}`);
    }
    expect(accountProblems.slice(0, 20), `seed ${SEED}`).toEqual([]);
    expect(players()).toBeLessThanOrEqual(playersBefore + world.playerMakers + 1);
  }, 300_000);
});
