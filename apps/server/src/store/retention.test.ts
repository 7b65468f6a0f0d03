import { createGame, defaultSettings, type GameState } from '@unsayable/rules';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from './memory/memory-store.ts';
import { type Retention, startRetention } from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = 1_700_000_000_000;

function game(gamecode: string): GameState {
  return createGame({ gamecode, hostId: 'p1', hostName: 'Host', settings: defaultSettings, now: T0 });
}

/** A logger whose lines are kept, to see what a pass reported. */
function keptLog() {
  const lines: { msg: string; pruned?: unknown }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('startRetention', () => {
  let retention: Retention | undefined;

  afterEach(async () => {
    await retention?.stop();
    retention = undefined;
  });

  it('prunes at start what is older than the retention period, and says what it deleted', async () => {
    const store = new MemoryStore();
    await store.commit({ previous: null, next: game('ABCDEF'), now: T0 });
    await store.commit({ previous: null, next: game('BCDEFG'), now: T0 + 20 * DAY });
    const { log, lines } = keptLog();
    retention = startRetention({ store, days: 30, now: () => T0 + 45 * DAY, log });
    await retention.pass();
    expect(await store.gameExists('ABCDEF')).toBe(false);
    expect(await store.gameExists('BCDEFG')).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'retention pass',
        pruned: { games: 1, errors: 0, responses: 0, decks: 0, flags: 0, codes: 0, players: 0 },
      }),
    );
  });

  it('deletes a player who holds nothing a day after they were last seen', async () => {
    const store = new MemoryStore();
    await store.createUser({ id: 'gone', credentialHash: 'hash-gone', name: '', now: T0 });
    await store.createUser({ id: 'kept', credentialHash: 'hash-kept', name: '', now: T0 + DAY / 2 });
    const { log, lines } = keptLog();
    retention = startRetention({ store, days: 30, now: () => T0 + DAY + DAY / 4, log });
    await retention.pass();
    expect(await store.userByCredential('hash-gone')).toBeUndefined();
    expect(await store.userByCredential('hash-kept')).toMatchObject({ id: 'kept' });
    expect(lines).toContainEqual(
      expect.objectContaining({ pruned: expect.objectContaining({ players: 1 }) }),
    );
  });

  it('prunes again at every interval, as time goes by', async () => {
    const store = new MemoryStore();
    await store.commit({ previous: null, next: game('ABCDEF'), now: T0 });
    let now = T0 + 10 * DAY;
    retention = startRetention({ store, days: 30, now: () => now, log: keptLog().log, intervalMs: 10 });
    await retention.pass();
    expect(await store.gameExists('ABCDEF')).toBe(true);
    now = T0 + 31 * DAY;
    await expect.poll(() => store.gameExists('ABCDEF'), { timeout: 2000, interval: 10 }).toBe(false);
  });

  it('logs a failed pass instead of throwing; stop waits for a pass in flight and ends the passes', async () => {
    const store = new MemoryStore();
    let finish: () => void = () => {};
    let calls = 0;
    store.pruneBefore = async () => {
      calls += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      throw new Error('the disk is full');
    };
    const { log, lines } = keptLog();
    retention = startRetention({ store, days: 30, now: () => T0, log, intervalMs: 5 });
    let stopped = false;
    const stopping = retention.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'retention pass failed' }));
    expect(await retention.pass()).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('prunes decks by their own period (180 days unless configured), from their last edit or game', async () => {
    const store = new MemoryStore();
    const deck = (id: string, now: number) =>
      store.decks.saveDeck({ id, editKeyHash: 'k', name: id, language: 'en', cards: [], now });
    await deck('idle', T0);
    await deck('played', T0);
    await deck('recent', T0 + 150 * DAY);
    await store.decks.markDeckUsed('played', T0 + 50 * DAY);
    retention = startRetention({ store, days: 30, now: () => T0 + 200 * DAY, log: keptLog().log });
    expect(await retention.pass()).toMatchObject({ decks: 1 });
    expect(await store.decks.deck('idle')).toBeUndefined();
    expect(await store.decks.deck('played')).toBeDefined();
    await retention.stop();
    retention = startRetention({
      store,
      days: 30,
      deckDays: 60,
      now: () => T0 + 200 * DAY,
      log: keptLog().log,
    });
    expect(await retention.pass()).toMatchObject({ decks: 1 });
    expect(await store.decks.deck('played')).toBeUndefined();
    expect(await store.decks.deck('recent')).toBeDefined();
  });
});
