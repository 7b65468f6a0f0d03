import { turnDeadline } from '@unsayable/rules';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshSchema, postgresForTests } from '../../../test/postgres-database.ts';
import {
  ack,
  CODE,
  expectStored,
  must,
  Recorder,
  startedGame,
  sync,
  T0,
} from '../contract/contract-fixtures.ts';
import { gameWithBuzzes, rowsInOldWords } from '../contract/old-words.ts';
import { storeContract } from '../contract/store.contract.ts';
import { migrations } from '../migrate.ts';
import type { Store } from '../store.ts';
import { sql } from './postgres-queries.ts';
import { pruneSql } from './postgres-retention.ts';
import { PostgresStore } from './postgres-store.ts';

const database = await postgresForTests();
const url = 'url' in database ? database.url : '';
if ('skip' in database) console.warn(`${database.skip}: the PostgreSQL suites are skipped`);

/** A store on a schema of its own; `reopen` and `peer` open the same schema again. */
async function onFreshSchema() {
  const fresh = await freshSchema(url);
  const open = () => PostgresStore.open(url, { schema: fresh.schema, maxConnections: 4 });
  let store = await open();
  const peers: Store[] = [];
  return {
    schema: fresh.schema,
    get store() {
      return store;
    },
    reopen: async () => {
      await store.close();
      store = await open();
      return store;
    },
    peer: async () => {
      const peer = await open();
      peers.push(peer);
      return peer;
    },
    countRows: fresh.countRows,
    cleanup: async () => {
      await Promise.all([store, ...peers].map((s) => s.close()));
      await fresh.drop();
    },
  };
}

/** Skipped only where PostgreSQL is unreachable (warned above); CI requires it (REQUIRE_SERVICES=1). */
const postgresUnreachable = 'skip' in database;
describe.skipIf(postgresUnreachable)(`PostgreSQL${'skip' in database ? ` (${database.skip})` : ''}`, () => {
  storeContract('postgres', async () => {
    const subject = await onFreshSchema();
    return {
      store: subject.store,
      reopen: subject.reopen,
      peer: subject.peer,
      countRows: subject.countRows,
      cleanup: subject.cleanup,
    };
  });

  describe('PostgresStore queries', () => {
    const T0 = 1_700_000_000_000;
    /** Every statement whose rows a player waits for, or that retention runs, with sample parameters. */
    const indexed: [string, string, unknown[]][] = [
      ['userByCredential', sql.userByCredential, ['hash']],
      ['touchUser', sql.touchUser, [T0, 'u1']],
      ['loadGame', sql.loadGame, ['ABCDEF']],
      ['loadGameUnlessHeld', sql.loadGameUnlessHeld, ['ABCDEF', 1, T0]],
      ['gameExists', sql.gameExists, ['ABCDEF']],
      ['updateGame', sql.updateGame, ['active', 2, '{}', null, T0, 'ABCDEF', 1, T0]],
      ['clearDeck', sql.clearDeck, ['ABCDEF']],
      ['clearMembers', sql.clearMembers, ['ABCDEF']],
      ['gamesOf', sql.gamesOf, ['p1']],
      ['deadlines', sql.deadlines, []],
      ['claimDue', sql.claimDue, [T0, T0 + 1, 10]],
      ['findAck', sql.findAck, ['p1', 'r1']],
      ['errorsOf', sql.errorsOf, ['ABCDEF']],
      ['updateIdea', sql.updateIdea, [1, 1, 'i1']],
      ['catalogue', sql.catalogue, ['es']],
      ['prune games', pruneSql.games, [T0, 200]],
      ['prune errors', pruneSql.errors, [T0, 2000]],
      ['prune acknowledgements', pruneSql.responses, [T0, 2000]],
      ['prune idle players', pruneSql.idlePlayers, [T0, 200]],
    ];

    /** The tables a plan reads whole. */
    function seqScans(plan: { 'Node Type'?: string; 'Relation Name'?: string; Plans?: unknown[] }): string[] {
      const own = plan['Node Type'] === 'Seq Scan' ? [plan['Relation Name'] ?? '?'] : [];
      return [...own, ...(plan.Plans ?? []).flatMap((p) => seqScans(p as typeof plan))];
    }

    it('read no table whole: each finds its rows through an index', async () => {
      const fresh = await freshSchema(url);
      const store = await PostgresStore.open(url, { schema: fresh.schema, maxConnections: 1 });
      const client = new pg.Client({ connectionString: url, options: `-c search_path=${fresh.schema}` });
      await client.connect();
      try {
        // The tables are empty, where a whole read is cheapest: forbid it, and see where one is left.
        await client.query('SET enable_seqscan = off');
        const found: Record<string, string[]> = {};
        for (const [name, text, params] of indexed) {
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Parameters<typeof seqScans>[0] }] }>(
            `EXPLAIN (FORMAT JSON) ${text}`,
            params,
          );
          found[name] = seqScans(must(rows[0], 'plan')['QUERY PLAN'][0].Plan);
        }
        expect(found).toEqual(Object.fromEntries(indexed.map(([name]) => [name, []])));
      } finally {
        await client.end();
        await store.close();
        await fresh.drop();
      }
    });
  });

  describe('PostgresStore round trips', () => {
    it('a card action is one statement: the acknowledgement, the game row and the deck row in one call', async () => {
      const subject = await onFreshSchema();
      const sent: string[] = [];
      const query = pg.Pool.prototype.query;
      try {
        const rec = startedGame();
        rec.startTurn();
        await sync(subject.store, rec);
        const previous = rec.current();
        const next = rec.play('correct');
        const storedAck = { playerId: rec.giver(), requestId: 'correct-1', ack: ack(next.version) };
        pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
          sent.push(String(args[0]));
          return (query as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof query;
        expect(await subject.store.commit({ previous, next, now: T0 + 5, ack: storedAck })).toBe(true);
        expect(sent).toEqual([sql.commitGameChange]);
        pg.Pool.prototype.query = query;
        await expectStored(subject.store, next);
        expect(await subject.store.findAck(storedAck.playerId, 'correct-1')).toEqual(storedAck.ack);
      } finally {
        pg.Pool.prototype.query = query;
        await subject.cleanup();
      }
    });

    it("a game's row is updated in its own page: no new index entries, no dead rows left elsewhere", async () => {
      const subject = await onFreshSchema();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // Games of 8 in play side by side, as a server holds them: rows in neighbouring pages.
        const games = ['BCDEFG', 'CDEFGH', 'DEFGHJ', 'EFGHJK', 'FGHJKM', 'GHJKMN'].map((code) =>
          new Recorder(code).addPlayers(8).start().startTurn(),
        );
        for (const rec of games) await sync(subject.store, rec);
        const page = async (code: string) => {
          const { rows } = await client.query<{ page: number }>(
            `SELECT (ctid::text::point)[0]::int AS page FROM "${subject.schema}".games WHERE code = $1`,
            [code],
          );
          return must(rows[0], `row of ${code}`).page;
        };
        let updates = 0;
        let moves = 0;
        // A turn of many cards: the state grows with the turn's cards, past half a page uncompressed.
        for (let card = 0; card < 60; card++) {
          for (const rec of games) {
            const before = await page(rec.code);
            rec.play(card % 3 === 2 ? 'skipped' : 'correct');
            await sync(subject.store, rec);
            updates++;
            if ((await page(rec.code)) !== before) moves++;
          }
        }
        // A version kept from being cleared (a transaction of another test running long) may move
        // a row now and then; without room in the page every update moves it.
        expect(moves).toBeLessThanOrEqual(updates / 10);
      } finally {
        await client.end();
        await subject.cleanup();
      }
    });

    it('a game read with the state held is that state while stored unchanged, and read afresh once changed', async () => {
      const subject = await onFreshSchema();
      try {
        const rec = startedGame();
        rec.startTurn();
        await sync(subject.store, rec);
        const held = await subject.store.loadGame(CODE);
        if (!held) throw new Error('no game');
        expect(await subject.store.loadGame(CODE, held)).toBe(held);
        // Another game under the same code (the first deleted): the same version is not the same state.
        const other = { ...held, createdAt: held.createdAt + 1 };
        const readAgain = await subject.store.loadGame(CODE, other);
        expect(readAgain).not.toBe(other);
        expect(readAgain).toEqual(held);
        const previous = rec.current();
        const next = rec.play('correct');
        expect(await subject.store.commit({ previous, next, now: T0 + 5 })).toBe(true);
        const changed = await subject.store.loadGame(CODE, held);
        expect(changed).not.toBe(held);
        expect(changed?.version).toBe(next.version);
        expect(changed?.deck).toEqual(next.deck);
        expect(await subject.store.loadGame('ZZZZZZ', held)).toBeUndefined();
      } finally {
        await subject.cleanup();
      }
    });
  });

  describe('PostgresStore migrations', () => {
    let fresh: Awaited<ReturnType<typeof freshSchema>> | undefined;
    const stores: Store[] = [];

    afterEach(async () => {
      await Promise.all(stores.splice(0).map((s) => s.close()));
      await fresh?.drop();
      fresh = undefined;
    });

    /** A fresh schema migrated up to (not including) `version`, with `seed` run in it. */
    async function olderSchema(version: number, seed: (client: pg.Client) => Promise<void>) {
      fresh = await freshSchema(url);
      const client = new pg.Client({ connectionString: url, options: `-c search_path=${fresh.schema}` });
      await client.connect();
      try {
        await client.query(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
        );
        for (const m of migrations('postgres').filter((m) => m.version < version)) {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations VALUES ($1, 0)', [m.version]);
        }
        await seed(client);
      } finally {
        await client.end();
      }
      return fresh.schema;
    }

    /** The store opened on `schema`, migrating it the rest of the way. */
    async function storeAfter(schema: Promise<string>) {
      const store = await PostgresStore.open(url, { schema: await schema, maxConnections: 1 });
      stores.push(store);
      return store;
    }

    it('migrates an empty schema once, even when two processes start together', async () => {
      fresh = await freshSchema(url);
      const schema = fresh.schema;
      const open = () => PostgresStore.open(url, { schema, maxConnections: 2 });
      stores.push(...(await Promise.all([open(), open()])));
      stores.push(await open());
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `SELECT version FROM "${schema}".schema_migrations ORDER BY version`,
        );
        expect(rows).toEqual([
          { version: 1 },
          { version: 2 },
          { version: 3 },
          { version: 4 },
          { version: 5 },
          { version: 6 },
          { version: 7 },
          { version: 8 },
          { version: 9 },
          { version: 10 },
          { version: 11 },
          { version: 13 },
          { version: 14 },
          { version: 16 },
          { version: 17 },
          { version: 18 },
        ]);
      } finally {
        await client.end();
      }
    });

    it('keeps the players stored before accounts signed in: their cookie is their first session credential', async () => {
      const store = await storeAfter(
        olderSchema(7, async (client) => {
          await client.query('INSERT INTO users VALUES ($1, $2, $3, 5, 6)', ['u-1', 'hash-1', 'Ada']);
        }),
      );
      expect(await store.userByCredential('hash-1')).toEqual({ id: 'u-1', name: 'Ada', lastSeen: 6 });
      expect(await store.accounts.account('u-1')).toMatchObject({ email: null, disabled: false });
    });

    it("reads the deck's and the state's 'discard' as 'buzzed', and the state's roundEndsAt as turnEndsAt", async () => {
      const state = gameWithBuzzes(CODE);
      const rows = rowsInOldWords(state, T0);
      expect(rows.deck.filter((r) => r.status === 'discard').length).toBeGreaterThan(1);
      const store = await storeAfter(
        olderSchema(13, async (client) => {
          const g = rows.game;
          await client.query(
            `INSERT INTO games (code, status, version, state, round_ends_at, created_at, updated_at)
              VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [g.code, g.status, g.version, g.state, g.round_ends_at, g.created_at, g.updated_at],
          );
          for (const d of rows.deck) {
            await client.query(
              'INSERT INTO deck (game_code, idx, card, status, round_played, seen) VALUES ($1, $2, $3, $4, $5, $6)',
              [d.game_code, d.idx, d.card, d.status, d.round_played, d.seen],
            );
          }
        }),
      );
      await expectStored(store, state);
      expect(await store.deadlines()).toEqual([{ code: CODE, turnEndsAt: turnDeadline(state) }]);
      // The history moved out of the state's text to rows of its own.
      const client = new pg.Client({ connectionString: url, options: `-c search_path=${fresh?.schema}` });
      await client.connect();
      try {
        const plays = await client.query('SELECT idx FROM plays WHERE game_code = $1 ORDER BY idx', [CODE]);
        expect(plays.rows.map((r) => r.idx)).toEqual(state.gameplay.plays.map((_, i) => i));
        expect(plays.rows.length).toBeGreaterThan(1);
        const turns = await client.query('SELECT idx FROM turns WHERE game_code = $1 ORDER BY idx', [CODE]);
        expect(turns.rows.map((r) => r.idx)).toEqual(state.gameplay.turns.map((_, i) => i));
        expect(turns.rows.length).toBeGreaterThan(0);
        const games = await client.query('SELECT state FROM games WHERE code = $1', [CODE]);
        expect(JSON.parse(games.rows[0].state).gameplay.plays).toEqual([]);
        expect(JSON.parse(games.rows[0].state).gameplay.turns).toEqual([]);
      } finally {
        await client.end();
      }
    });

    it('keeps the cards and ideas stored before cards had a language, as English', async () => {
      const store = await storeAfter(
        olderSchema(5, async (client) => {
          await client.query('INSERT INTO catalogue VALUES ($1, $2, $3, $4, $5, $6)', [
            'animals/okapi',
            'Okapi',
            '["a","b","c","d","e"]',
            'animals',
            'hard',
            'idea',
          ]);
          await client.query('INSERT INTO card_ideas VALUES ($1, $2, $3, 0, 0, 5, NULL)', [
            'i-1',
            'Quokka',
            '["smile"]',
          ]);
        }),
      );
      expect((await store.catalogue('en')).map((c) => c.id)).toEqual(['animals/okapi']);
      expect(await store.catalogue('es')).toEqual([]);
      expect((await store.ideas()).map((i) => [i.word, i.language])).toEqual([['Quokka', 'en']]);
    });
  });
});

describe('PostgresStore.open', () => {
  it('names the database it could not reach, without its password', async () => {
    const opening = PostgresStore.open('postgres://someone:secret-word@127.0.0.1:1/test');
    await expect(opening).rejects.toThrow(
      /^PostgreSQL at postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/test: /,
    );
    await expect(opening).rejects.not.toThrow(/secret-word/);
  });
});
