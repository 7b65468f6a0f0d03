import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Card, DeckEntry, ErrorLogEntry, GameState } from '@unsayable/rules';
import Database from 'better-sqlite3';
import { migrations } from './migrate.ts';
import {
  type CardIdea,
  type Commit,
  changedDeckRows,
  type Store,
  stateWithoutDeck,
  type UserRecord,
} from './store.ts';

interface DeckRow {
  idx: number;
  card: string;
  status: DeckEntry['status'];
  round_played: string | null;
  seen: number;
}

interface IdeaRow {
  id: string;
  word: string;
  forbidden: string;
  reviewed: number;
  added: number;
  created_at: number;
  player_id: string | null;
}

class VersionConflict extends Error {}

/**
 * The embedded store: one SQLite file, WAL, and synchronous=FULL so that an acknowledged request
 * is on disk before the player hears of it. better-sqlite3 is synchronous; the async interface is
 * for the networked adapters.
 */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private pending: { commit: Commit; resolve: (done: boolean) => void; reject: (error: unknown) => void }[] =
    [];

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
  }

  private migrate(): void {
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const done = new Set(
      (this.db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (r) => r.version,
      ),
    );
    for (const m of migrations()) {
      if (done.has(m.version)) continue;
      this.db.transaction(() => {
        this.db.exec(m.sql);
        this.db
          .prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)')
          .run(m.version, Date.now());
      })();
    }
  }

  /** Statements are prepared once and reused: preparing is a measurable part of every request. */
  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async close(): Promise<void> {
    this.flush();
    this.db.close();
  }

  async createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void> {
    this.sql(
      'INSERT INTO users (id, credential_hash, name, created_at, last_seen) VALUES (?, ?, ?, ?, ?)',
    ).run(user.id, user.credentialHash, user.name, user.now, user.now);
  }

  async userByCredential(credentialHash: string): Promise<UserRecord | undefined> {
    const row = this.sql('SELECT id, name, last_seen FROM users WHERE credential_hash = ?').get(
      credentialHash,
    ) as { id: string; name: string; last_seen: number } | undefined;
    return row && { id: row.id, name: row.name, lastSeen: row.last_seen };
  }

  async touchUser(id: string, lastSeen: number): Promise<void> {
    this.sql('UPDATE users SET last_seen = ? WHERE id = ?').run(lastSeen, id);
  }

  async loadGame(code: string): Promise<GameState | undefined> {
    const row = this.sql('SELECT state FROM games WHERE code = ?').get(code) as { state: string } | undefined;
    if (!row) return undefined;
    const state = JSON.parse(row.state) as GameState;
    const deck = this.sql(
      'SELECT idx, card, status, round_played, seen FROM deck WHERE game_code = ? ORDER BY idx',
    ).all(code) as DeckRow[];
    state.deck = deck.map((d) => ({
      index: d.idx,
      card: JSON.parse(d.card) as Card,
      status: d.status,
      roundPlayed: d.round_played,
      seen: d.seen === 1,
    }));
    return state;
  }

  async gameExists(code: string): Promise<boolean> {
    return this.sql('SELECT 1 FROM games WHERE code = ?').get(code) !== undefined;
  }

  private writeGame(previous: GameState | null, next: GameState, now: number): boolean {
    const row = [next.status, next.version, stateWithoutDeck(next), next.gameplay.roundEndsAt, now] as const;
    if (previous) {
      const updated = this.sql(
        'UPDATE games SET status = ?, version = ?, state = ?, round_ends_at = ?, updated_at = ? WHERE code = ? AND version = ?',
      ).run(...row, next.gamecode, previous.version);
      if (updated.changes !== 1) return false;
    } else {
      const inserted = this.sql(
        `INSERT INTO games (status, version, state, round_ends_at, updated_at, code, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
      ).run(...row, next.gamecode, next.createdAt);
      if (inserted.changes !== 1) return false;
    }
    if (!previous || previous.deck.length !== next.deck.length) {
      this.sql('DELETE FROM deck WHERE game_code = ?').run(next.gamecode);
    }
    const upsert = this.sql(
      `INSERT INTO deck (game_code, idx, card, status, round_played, seen) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (game_code, idx) DO UPDATE SET card = excluded.card, status = excluded.status, round_played = excluded.round_played, seen = excluded.seen`,
    );
    for (const e of changedDeckRows(previous, next)) {
      upsert.run(next.gamecode, e.index, JSON.stringify(e.card), e.status, e.roundPlayed, e.seen ? 1 : 0);
    }
    if (!previous || previous.users.join() !== next.users.join()) {
      this.sql('DELETE FROM members WHERE game_code = ?').run(next.gamecode);
      const add = this.sql('INSERT INTO members (game_code, player_id) VALUES (?, ?)');
      for (const id of next.users) add.run(next.gamecode, id);
    }
    return true;
  }

  /**
   * Group commit: commits that arrive while the disk is busy share one transaction, so one fsync
   * (synchronous=FULL) covers all of them instead of one each. Each runs in its own savepoint, so
   * a lost race or a failure rolls back that commit alone. Every promise resolves only after the
   * shared COMMIT, so nothing is acknowledged before it is on disk.
   */
  commit(commit: Commit): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ commit, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    const results: (boolean | Error)[] = [];
    try {
      this.db.transaction(() => {
        for (const { commit } of batch) results.push(this.commitOne(commit));
      })();
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, i) => {
      const result = results[i];
      if (result instanceof Error) waiting.reject(result);
      else waiting.resolve(result === true);
    });
  }

  /** One commit inside the shared transaction; a nested better-sqlite3 transaction is a savepoint. */
  private commitOne({ previous, next, spawned, response, now }: Commit): boolean | Error {
    try {
      this.db.transaction(() => {
        // Throwing rolls this commit back to its savepoint: a lost race writes nothing at all.
        if (!this.writeGame(previous, next, now)) throw new VersionConflict();
        if (spawned && !this.writeGame(null, spawned, now)) throw new VersionConflict();
        if (response) {
          this.sql(
            'INSERT INTO requests (player_id, request_id, response, created_at) VALUES (?, ?, ?, ?)',
          ).run(response.playerId, response.requestId, JSON.stringify(response.body), now);
        }
      })();
      return true;
    } catch (error) {
      if (error instanceof VersionConflict) return false;
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  async gamesOf(playerId: string): Promise<string[]> {
    const rows = this.sql(
      `SELECT m.game_code AS code FROM members m JOIN games g ON g.code = m.game_code
         WHERE m.player_id = ? AND g.status <> 'finished' ORDER BY m.game_code`,
    ).all(playerId) as { code: string }[];
    return rows.map((r) => r.code);
  }

  async openGames(): Promise<string[]> {
    const rows = this.sql("SELECT code FROM games WHERE status <> 'finished' ORDER BY code").all() as {
      code: string;
    }[];
    return rows.map((r) => r.code);
  }

  async deadlines(): Promise<{ code: string; roundEndsAt: number }[]> {
    const rows = this.sql('SELECT code, round_ends_at FROM games WHERE round_ends_at IS NOT NULL').all() as {
      code: string;
      round_ends_at: number;
    }[];
    return rows.map((r) => ({ code: r.code, roundEndsAt: r.round_ends_at }));
  }

  async findResponse(playerId: string, requestId: string): Promise<unknown | undefined> {
    const row = this.sql('SELECT response FROM requests WHERE player_id = ? AND request_id = ?').get(
      playerId,
      requestId,
    ) as { response: string } | undefined;
    return row ? JSON.parse(row.response) : undefined;
  }

  async appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void> {
    const insert = this.sql('INSERT INTO errors (id, game_code, entry, created_at) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const e of entries) insert.run(randomUUID(), code, JSON.stringify(e), e.date);
    })();
  }

  async errorsOf(code: string): Promise<ErrorLogEntry[]> {
    const rows = this.sql('SELECT entry FROM errors WHERE game_code = ? ORDER BY created_at, rowid').all(
      code,
    ) as { entry: string }[];
    return rows.map((r) => JSON.parse(r.entry) as ErrorLogEntry);
  }

  async upsertCatalogue(cards: Card[], source: string): Promise<void> {
    const upsert = this.sql(
      `INSERT INTO catalogue (id, word, forbidden, category, difficulty, source) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET word = excluded.word, forbidden = excluded.forbidden,
         category = excluded.category, difficulty = excluded.difficulty, source = excluded.source`,
    );
    this.db.transaction(() => {
      for (const c of cards)
        upsert.run(c.id, c.word, JSON.stringify(c.forbidden), c.category, c.difficulty, source);
    })();
  }

  async catalogue(): Promise<Card[]> {
    const rows = this.sql(
      'SELECT id, word, forbidden, category, difficulty FROM catalogue ORDER BY id',
    ).all() as {
      id: string;
      word: string;
      forbidden: string;
      category: Card['category'];
      difficulty: Card['difficulty'];
    }[];
    return rows.map((r) => ({ ...r, forbidden: JSON.parse(r.forbidden) as string[] }));
  }

  async addIdea(idea: CardIdea): Promise<void> {
    this.sql(
      'INSERT INTO card_ideas (id, word, forbidden, reviewed, added, created_at, player_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      idea.id,
      idea.word,
      JSON.stringify(idea.forbidden),
      idea.reviewed ? 1 : 0,
      idea.added ? 1 : 0,
      idea.createdAt,
      idea.playerId,
    );
  }

  async ideas(): Promise<CardIdea[]> {
    const rows = this.sql('SELECT * FROM card_ideas ORDER BY created_at, id').all() as IdeaRow[];
    return rows.map((r) => ({
      id: r.id,
      word: r.word,
      forbidden: JSON.parse(r.forbidden) as string[],
      reviewed: r.reviewed === 1,
      added: r.added === 1,
      createdAt: r.created_at,
      playerId: r.player_id,
    }));
  }

  async updateIdea(id: string, fields: { reviewed: boolean; added: boolean }): Promise<boolean> {
    const result = this.sql('UPDATE card_ideas SET reviewed = ?, added = ? WHERE id = ?').run(
      fields.reviewed ? 1 : 0,
      fields.added ? 1 : 0,
      id,
    );
    return result.changes === 1;
  }
}
