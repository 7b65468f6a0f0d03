import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { turnDeadline } from '@unsayable/rules';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshBuiltInCards } from '../built-in-cards.ts';
import { ack, CODE, expectStored, startedGame, sync, T0 } from '../contract/contract-fixtures.ts';
import { gameWithBuzzes, rowsInOldWords } from '../contract/old-words.ts';
import { storeContract } from '../contract/store.contract.ts';
import { migrations } from '../migrate.ts';
import { SqliteStore } from './sqlite-store.ts';
import { LOG_SIZE_LIMIT_BYTES, WRITER_CACHE_KB } from './sqlite-writer.ts';

/** A database file as a release before migration `version` left it: every migration before it applied. */
function databaseBefore(file: string, version: number): Database.Database {
  const db = new Database(file);
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
  for (const m of migrations('sqlite').filter((m) => m.version < version)) {
    db.exec(m.sql);
    db.prepare('INSERT INTO schema_migrations VALUES (?, 0)').run(m.version);
  }
  return db;
}

/**
 * A store on a fresh file in the system's temporary folder; `reopen` closes it and opens the file
 * again; `peer` opens a second store on the same file, as a second process would.
 */
function onTempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'unsayable-store-'));
  const file = join(dir, 'unsayable.db');
  let store = new SqliteStore(file);
  const peers: SqliteStore[] = [];
  return {
    file,
    get store() {
      return store;
    },
    reopen: async () => {
      await store.close();
      store = new SqliteStore(file);
      return store;
    },
    peer: async () => {
      const peer = new SqliteStore(file);
      peers.push(peer);
      return peer;
    },
    countRows: async (table: string) => {
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    },
    cleanup: async () => {
      await Promise.all([store, ...peers].map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

storeContract('sqlite', async () => {
  const subject = onTempFile();
  return {
    store: subject.store,
    reopen: subject.reopen,
    peer: subject.peer,
    countRows: subject.countRows,
    cleanup: subject.cleanup,
  };
});

describe('SqliteStore file settings', () => {
  let subject: ReturnType<typeof onTempFile> | undefined;

  afterEach(async () => {
    await subject?.cleanup();
    subject = undefined;
  });

  it('keeps the file in WAL mode, seen from a second connection', () => {
    subject = onTempFile();
    const other = new Database(subject.file, { readonly: true });
    try {
      expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      other.close();
    }
  });

  it('writes with synchronous = FULL and waits for a busy file', async () => {
    subject = onTempFile();
    // synchronous is per connection: only the writer thread's connection can tell (2 is FULL).
    const store = subject.store as SqliteStore;
    expect(await store.settings()).toEqual({
      journalMode: 'wal',
      synchronous: 2,
      busyTimeoutMs: 5000,
      logSizeLimitBytes: LOG_SIZE_LIMIT_BYTES,
      cacheSizeKb: WRITER_CACHE_KB,
    });
  });

  it('starts no writer threads for a restart of the same release with nothing to prune', async () => {
    subject = onTempFile();
    const first = subject.store as SqliteStore;
    await refreshBuiltInCards(first);
    expect(first.writerThreads).toEqual({ running: true, starts: 1 });
    const store = (await subject.reopen()) as SqliteStore;
    await refreshBuiltInCards(store);
    const cutoff = Date.now() - 30 * 24 * 60 * 60 * 1000;
    expect(await store.pruneBefore(cutoff)).toEqual({ games: 0, errors: 0, responses: 0 });
    expect(await store.decks.pruneDecksBefore(cutoff)).toBe(0);
    expect(await store.accounts.pruneCodesBefore(cutoff)).toBe(0);
    expect(await store.pruneIdlePlayersBefore(cutoff)).toBe(0);
    expect(store.writerThreads).toEqual({ running: false, starts: 0 });
    // The first write starts them.
    await store.addIdea({
      id: 'idea-1',
      word: 'Okapi',
      forbidden: ['giraffe'],
      reviewed: false,
      added: false,
      createdAt: 1,
      playerId: null,
      language: 'en',
    });
    expect(store.writerThreads).toEqual({ running: true, starts: 1 });
  });

  it('holds no card for the refresh at start: only the cards of a language dealt from', async () => {
    subject = onTempFile();
    await refreshBuiltInCards(subject.store);
    const store = (await subject.reopen()) as SqliteStore;
    const cards = await refreshBuiltInCards(store);
    expect(cards.es.length).toBeGreaterThan(100);
    expect(store.cardsHeld).toBe(0);
    const english = await store.catalogue('en');
    expect(english).toHaveLength(cards.en.length);
    expect(store.cardsHeld).toBe(english.length);
    await store.catalogue('en');
    expect(store.cardsHeld).toBe(english.length);
  });

  it('migrates once: reopening keeps one row per migration', async () => {
    subject = onTempFile();
    await subject.reopen();
    await subject.reopen();
    const other = new Database(subject.file, { readonly: true });
    try {
      // 004, 011, 014, 016, 017 and 018 are PostgreSQL's alone.
      expect(other.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
        { version: 5 },
        { version: 6 },
        { version: 7 },
        { version: 8 },
        { version: 9 },
        { version: 10 },
        { version: 12 },
        { version: 13 },
        { version: 15 },
      ]);
    } finally {
      other.close();
    }
  });

  it('keeps the cards and ideas stored before cards had a language, as English', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unsayable-store-'));
    const file = join(dir, 'unsayable.db');
    const before = databaseBefore(file, 5);
    before
      .prepare('INSERT INTO catalogue VALUES (?, ?, ?, ?, ?, ?)')
      .run('animals/okapi', 'Okapi', '["a","b","c","d","e"]', 'animals', 'hard', 'idea');
    before
      .prepare('INSERT INTO card_ideas VALUES (?, ?, ?, 0, 0, 5, NULL)')
      .run('i-1', 'Quokka', '["smile"]');
    before.close();
    const store = new SqliteStore(file);
    try {
      expect((await store.catalogue('en')).map((c) => c.id)).toEqual(['animals/okapi']);
      expect(await store.catalogue('es')).toEqual([]);
      expect((await store.ideas()).map((i) => [i.word, i.language])).toEqual([['Quokka', 'en']]);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the players stored before accounts signed in: their cookie is their first session credential', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unsayable-store-'));
    const file = join(dir, 'unsayable.db');
    const before = databaseBefore(file, 7);
    before.prepare('INSERT INTO users VALUES (?, ?, ?, 5, 6)').run('u-1', 'hash-1', 'Ada');
    before.close();
    const store = new SqliteStore(file);
    try {
      expect(await store.userByCredential('hash-1')).toEqual({ id: 'u-1', name: 'Ada', lastSeen: 6 });
      expect(await store.accounts.account('u-1')).toMatchObject({ email: null, disabled: false });
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SqliteStore: games stored before a Buzz was stored as buzzed', () => {
  it("reads the deck's and the state's 'discard' as 'buzzed', and the state's roundEndsAt as turnEndsAt", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unsayable-store-'));
    const file = join(dir, 'unsayable.db');
    const state = gameWithBuzzes(CODE);
    const rows = rowsInOldWords(state, T0);
    const before = databaseBefore(file, 13);
    before
      .prepare(
        `INSERT INTO games (code, status, version, state, round_ends_at, created_at, updated_at)
          VALUES (@code, @status, @version, @state, @round_ends_at, @created_at, @updated_at)`,
      )
      .run(rows.game);
    const insertDeckRow = before.prepare(
      `INSERT INTO deck (game_code, idx, card, status, round_played, seen)
        VALUES (@game_code, @idx, @card, @status, @round_played, @seen)`,
    );
    for (const row of rows.deck) insertDeckRow.run(row);
    expect(rows.deck.filter((r) => r.status === 'discard').length).toBeGreaterThan(1);
    before.close();
    const store = new SqliteStore(file);
    try {
      await expectStored(store, state);
      expect(await store.deadlines()).toEqual([{ code: CODE, turnEndsAt: turnDeadline(state) }]);
      // The history moved out of the state's text to rows of its own.
      const after = new Database(file, { readonly: true });
      try {
        const plays = after.prepare('SELECT idx FROM plays WHERE game_code = ? ORDER BY idx').all(CODE);
        expect(plays).toEqual(state.gameplay.plays.map((_, idx) => ({ idx })));
        expect(plays.length).toBeGreaterThan(1);
        const turns = after.prepare('SELECT idx FROM turns WHERE game_code = ? ORDER BY idx').all(CODE);
        expect(turns).toEqual(state.gameplay.turns.map((_, idx) => ({ idx })));
        expect(turns.length).toBeGreaterThan(0);
        const row = after.prepare('SELECT state FROM games WHERE code = ?').get(CODE) as { state: string };
        expect(JSON.parse(row.state).gameplay.plays).toEqual([]);
        expect(JSON.parse(row.state).gameplay.turns).toEqual([]);
      } finally {
        after.close();
      }
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SqliteStore: what a card action writes to the log', () => {
  it('four pages while the game row fits one: the game, its deck row, the acknowledgement and its age index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unsayable-log-'));
    const file = join(dir, 'unsayable.db');
    // No checkpoint meanwhile: the log's file only grows, by the pages each commit wrote.
    const store = new SqliteStore(file, { checkpointIntervalMs: 3_600_000, logRestartBytes: 2 ** 40 });
    try {
      const rec = startedGame();
      rec.startTurn();
      await sync(store, rec);
      const pages: number[] = [];
      for (let i = 0; i < 8; i++) {
        const previous = rec.current();
        const next = rec.play(i % 2 === 0 ? 'correct' : 'skipped');
        const before = statSync(`${file}-wal`).size;
        const storedAck = { playerId: rec.giver(), requestId: `press-${i}`, ack: ack(next.version) };
        expect(await store.commit({ previous, next, now: T0 + 1_000 + i, ack: storedAck })).toBe(true);
        pages.push((statSync(`${file}-wal`).size - before) / (4096 + 24));
      }
      // The first presses still grow the tables (a new page for the acknowledgements, say); then
      // each writes the same four pages.
      expect(pages.slice(2)).toEqual([4, 4, 4, 4, 4, 4]);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
