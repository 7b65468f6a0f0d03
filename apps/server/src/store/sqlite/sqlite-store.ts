import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type Ack,
  type Card,
  type DeckEntry,
  deckEntry,
  type ErrorLogEntry,
  type GameLanguage,
  type GameState,
  type PlayRecord,
  type TurnRecord,
  turnDeadline,
} from '@unsayable/rules';
import Database from 'better-sqlite3';
import { CardIntern, type CatalogueRow, catalogueCard } from '../card-intern.ts';
import { type IdeaRow, ideaFromRow, ideaValues } from '../idea-rows.ts';
import { SqlAccounts } from '../sql-accounts.ts';
import { SqlDecks } from '../sql-decks.ts';
import { SqlFlags } from '../sql-flags.ts';
import {
  addedHistoryRows,
  type CardIdea,
  type Commit,
  changedDeckRows,
  type DeadlineClaim,
  gameRowState,
  HISTORY_COLUMNS,
  HISTORY_LISTS,
  type HistoryList,
  historyStartedOver,
  membersChanged,
  type Pruned,
  RequestAlreadyAnswered,
  type Store,
  type UserRecord,
} from '../store.ts';
import { claimSqliteDeadlines } from './sqlite-deadline-claims.ts';
import { migrateSqlite } from './sqlite-migrate.ts';
import { pruneIdlePlayersSqlite, pruneSqlite } from './sqlite-retention.ts';
import { SqliteStatements } from './sqlite-statements.ts';
import {
  SqliteWriter,
  type SqlValue,
  type Step,
  type Unit,
  type WriterOptions,
  type WriterSettings,
} from './sqlite-writer.ts';

interface DeckRow {
  idx: number;
  card: string;
  status: DeckEntry['status'];
  round_played: string | null;
  seen: number;
}

/**
 * How stale the games row's time of last change may be: retention counts in days, and a change
 * within this long of the last one it was written for leaves it (see `updateGameSql`).
 */
const TOUCH_STEP_MS = 60_000;

/**
 * The games row's update, its version and creation time checked. SQLite writes an index's page
 * whenever a statement sets the index's column, even to the value it holds, so the turn's deadline
 * is set only when it changed and the time of the last change only when the one stored is
 * `TOUCH_STEP_MS` old.
 */
function updateGameSql(deadline: boolean, touched: boolean): string {
  const set = ['status = ?', 'version = ?', 'state = ?'];
  if (deadline) set.push('round_ends_at = ?');
  if (touched) set.push('updated_at = ?');
  return `UPDATE games SET ${set.join(', ')} WHERE code = ? AND version = ? AND created_at = ?`;
}

const updateGame = {
  bare: updateGameSql(false, false),
  deadline: updateGameSql(true, false),
  touched: updateGameSql(false, true),
  both: updateGameSql(true, true),
};

const sql = {
  insertGame: `INSERT INTO games (status, version, state, round_ends_at, updated_at, code, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
  clearDeck: 'DELETE FROM deck WHERE game_code = ?',
  upsertDeckRow: `INSERT INTO deck (game_code, idx, card, status, round_played, seen) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (game_code, idx) DO UPDATE SET card = excluded.card, status = excluded.status,
      round_played = excluded.round_played, seen = excluded.seen`,
  clearMembers: 'DELETE FROM members WHERE game_code = ?',
  addMember: 'INSERT INTO members (game_code, player_id) VALUES (?, ?)',
  insertAck: `INSERT INTO requests (player_id, request_id, response, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (player_id, request_id) DO NOTHING`,
  insertError: 'INSERT INTO errors (id, game_code, entry, created_at) VALUES (?, ?, ?, ?)',
} as const;

/** The statements of one of a game's history lists (see `HISTORY_LISTS`). */
function historySql(list: HistoryList) {
  const column = HISTORY_COLUMNS[list];
  return {
    read: `SELECT ${column} AS entry FROM ${list} WHERE game_code = ? ORDER BY idx`,
    clear: `DELETE FROM ${list} WHERE game_code = ?`,
    upsert: `INSERT INTO ${list} (game_code, idx, ${column}) VALUES (?, ?, ?)
    ON CONFLICT (game_code, idx) DO UPDATE SET ${column} = excluded.${column}`,
  };
}

const historyStatements = { plays: historySql('plays'), turns: historySql('turns') };

const step = (text: string, ...params: SqlValue[]): Step => ({ sql: text, params });

/**
 * The embedded store: one SQLite file, WAL, and synchronous=FULL so that an acknowledged request
 * is on disk before the player hears of it. better-sqlite3 is synchronous, so the writes run on a
 * thread of their own (sqlite-writer.ts), where waiting for the disk stalls no player; reads are
 * quick (indexed, and games are cached by the service) and stay on this thread's own connection,
 * which sees every write once its promise has resolved.
 */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly writer: SqliteWriter;
  private readonly cards = new CardIntern();
  /**
   * The time of last change stored with each state this store wrote (or left as it was): the next
   * change of the game comes with that state as its previous one (the game service keeps it).
   */
  private readonly touchedAt = new WeakMap<GameState, number>();
  readonly decks: SqlDecks;
  readonly flags: SqlFlags;
  readonly accounts: SqlAccounts;

  /**
   * `file` is a path: the writer thread opens it too (an in-memory database has one connection).
   * `writer` tunes the writer's threads (a benchmark holds the checkpoints off to read the log).
   */
  constructor(file: string, writer: WriterOptions = {}) {
    mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    migrateSqlite(this.db);
    this.writer = new SqliteWriter(file, writer);
    const db = () => this.db;
    this.decks = new SqlDecks(new SqliteStatements(db, this.writer, 'deck'));
    this.flags = new SqlFlags(new SqliteStatements(db, this.writer, 'flag'));
    this.accounts = new SqlAccounts(new SqliteStatements(db, this.writer, 'account'));
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

  /** How the writer connection writes the file (journal mode, synchronous level, busy timeout). */
  settings(): Promise<WriterSettings> {
    return this.writer.settings();
  }

  /** Whether the writer's threads run now (they start with a write), and how often they started. */
  get writerThreads(): { running: boolean; starts: number } {
    return this.writer.threadsState;
  }

  /** Waits for the writes sent so far to be committed, then closes both connections. */
  async close(): Promise<void> {
    await this.writer.close();
    this.db.close();
  }

  /** One write of its own (its own transaction, shared with whatever else is being written). */
  private async write(unit: Unit): Promise<void> {
    await this.writer.apply(unit);
  }

  async createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void> {
    await this.write([
      step(
        'INSERT INTO users (id, credential_hash, name, created_at, last_seen) VALUES (?, ?, ?, ?, ?)',
        user.id,
        user.credentialHash,
        user.name,
        user.now,
        user.now,
      ),
      step(
        'INSERT INTO user_sessions (credential_hash, user_id, created_at) VALUES (?, ?, ?)',
        user.credentialHash,
        user.id,
        user.now,
      ),
    ]);
  }

  async userByCredential(credentialHash: string): Promise<UserRecord | undefined> {
    const row = this.sql(
      `SELECT u.id, u.name, u.last_seen FROM user_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.credential_hash = ? AND u.disabled = 0`,
    ).get(credentialHash) as { id: string; name: string; last_seen: number } | undefined;
    return row && { id: row.id, name: row.name, lastSeen: row.last_seen };
  }

  async touchUser(id: string, lastSeen: number): Promise<void> {
    await this.write([step('UPDATE users SET last_seen = ? WHERE id = ?', lastSeen, id)]);
  }

  async loadGame(code: string): Promise<GameState | undefined> {
    const row = this.sql('SELECT state FROM games WHERE code = ?').get(code) as { state: string } | undefined;
    if (!row) return undefined;
    const state = JSON.parse(row.state) as GameState;
    state.excludedCardIds = this.cards.ids(state.excludedCardIds);
    const deck = this.sql(
      'SELECT idx, card, status, round_played, seen FROM deck WHERE game_code = ? ORDER BY idx',
    ).all(code) as DeckRow[];
    state.deck = deck.map((d) =>
      deckEntry(this.cards.fromJson(d.card), d.status, d.round_played, d.seen === 1),
    );
    state.gameplay.plays = this.historyEntries(code, 'plays') as PlayRecord[];
    state.gameplay.turns = this.historyEntries(code, 'turns') as TurnRecord[];
    return state;
  }

  /** One of a game's history lists, in order, from its rows. */
  private historyEntries(code: string, list: HistoryList): unknown[] {
    const rows = this.sql(historyStatements[list].read).all(code) as { entry: string }[];
    return rows.map((row) => JSON.parse(row.entry) as unknown);
  }

  async gameExists(code: string): Promise<boolean> {
    return this.sql('SELECT 1 FROM games WHERE code = ?').get(code) !== undefined;
  }

  /**
   * The statements that store one game: the row (only if the stored version is still the one the
   * change was decided on), the deck rows that changed, and the members when they changed.
   */
  private gameSteps(previous: GameState | null, next: GameState, now: number): Step[] {
    const code = next.gamecode;
    const steps: Step[] = [
      previous
        ? { ...this.gameUpdate(previous, next, now), mustChange: 1 }
        : {
            ...step(
              sql.insertGame,
              next.status,
              next.version,
              gameRowState(next),
              turnDeadline(next),
              now,
              code,
              next.createdAt,
            ),
            mustChange: 1,
          },
    ];
    if (!previous) this.touchedAt.set(next, now);
    if (!previous || previous.deck.length !== next.deck.length) steps.push(step(sql.clearDeck, code));
    for (const index of changedDeckRows(previous, next)) {
      const e = next.deck[index] as DeckEntry;
      steps.push(
        step(sql.upsertDeckRow, code, index, JSON.stringify(e.card), e.status, e.roundPlayed, e.seen ? 1 : 0),
      );
    }
    const startedOver = historyStartedOver(previous, next);
    for (const list of HISTORY_LISTS) {
      const statements = historyStatements[list];
      if (startedOver) steps.push(step(statements.clear, code));
      const entries = next.gameplay[list];
      for (const index of addedHistoryRows(previous, next, list))
        steps.push(step(statements.upsert, code, index, JSON.stringify(entries[index])));
    }
    if (membersChanged(previous, next)) {
      steps.push(step(sql.clearMembers, code));
      for (const id of next.users) steps.push(step(sql.addMember, code, id));
    }
    return steps;
  }

  /** The update of a stored game's row, setting only the indexed columns that changed. */
  private gameUpdate(previous: GameState, next: GameState, now: number): Step {
    const deadline = turnDeadline(next);
    const deadlineChanged = deadline !== turnDeadline(previous);
    const last = this.touchedAt.get(previous);
    const touched = last === undefined || now - last >= TOUCH_STEP_MS || now < last;
    this.touchedAt.set(next, touched ? now : last);
    const text = deadlineChanged
      ? touched
        ? updateGame.both
        : updateGame.deadline
      : touched
        ? updateGame.touched
        : updateGame.bare;
    return step(
      text,
      next.status,
      next.version,
      gameRowState(next),
      ...(deadlineChanged ? [deadline] : []),
      ...(touched ? [now] : []),
      next.gamecode,
      previous.version,
      previous.createdAt,
    );
  }

  /**
   * All or nothing: a lost race (another writer moved the version) writes nothing and is `false`.
   * The acknowledgement goes first, so that a request id answered already stops the commit before
   * anything else is looked at (see `Store.commit`).
   */
  async commit({ previous, next, spawned, ack: storedAck, now }: Commit): Promise<boolean> {
    const done = await this.writer.apply([
      ...(storedAck
        ? [
            {
              ...step(
                sql.insertAck,
                storedAck.playerId,
                storedAck.requestId,
                JSON.stringify(storedAck.ack),
                now,
              ),
              mustChange: 1,
            },
          ]
        : []),
      ...this.gameSteps(previous, next, now),
      ...(spawned ? this.gameSteps(null, spawned, now) : []),
    ]);
    if (!done && storedAck) {
      const answered = await this.findAck(storedAck.playerId, storedAck.requestId);
      if (answered !== undefined) {
        throw new RequestAlreadyAnswered(storedAck.playerId, storedAck.requestId, answered);
      }
    }
    return done;
  }

  async gamesOf(playerId: string): Promise<string[]> {
    const rows = this.sql(
      `SELECT m.game_code AS code FROM members m JOIN games g ON g.code = m.game_code
         WHERE m.player_id = ? AND g.status <> 'finished' ORDER BY m.game_code`,
    ).all(playerId) as { code: string }[];
    return rows.map((r) => r.code);
  }

  async gamesPlayedBy(playerId: string): Promise<string[]> {
    const rows = this.sql('SELECT game_code AS code FROM members WHERE player_id = ? ORDER BY game_code').all(
      playerId,
    ) as { code: string }[];
    return rows.map((r) => r.code);
  }

  async openGames(): Promise<string[]> {
    const rows = this.sql("SELECT code FROM games WHERE status <> 'finished' ORDER BY code").all() as {
      code: string;
    }[];
    return rows.map((r) => r.code);
  }

  async deadlines(): Promise<{ code: string; turnEndsAt: number }[]> {
    const rows = this.sql('SELECT code, round_ends_at FROM games WHERE round_ends_at IS NOT NULL').all() as {
      code: string;
      round_ends_at: number;
    }[];
    return rows.map((r) => ({ code: r.code, turnEndsAt: r.round_ends_at }));
  }

  claimDueDeadlines(options: { now: number; leaseMs: number; limit: number }): Promise<DeadlineClaim[]> {
    return claimSqliteDeadlines((text) => this.sql(text), this.writer, options);
  }

  pruneBefore(cutoff: number): Promise<Pruned> {
    return pruneSqlite((text) => this.sql(text), this.writer, cutoff);
  }

  pruneIdlePlayersBefore(cutoff: number): Promise<number> {
    return pruneIdlePlayersSqlite((text) => this.sql(text), this.writer, cutoff);
  }

  async findAck(playerId: string, requestId: string): Promise<Ack | undefined> {
    const row = this.sql('SELECT response FROM requests WHERE player_id = ? AND request_id = ?').get(
      playerId,
      requestId,
    ) as { response: string } | undefined;
    return row ? JSON.parse(row.response) : undefined;
  }

  async appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void> {
    await this.write(
      entries.map((e) => step(sql.insertError, randomUUID(), code, JSON.stringify(e), e.date)),
    );
  }

  async errorsOf(code: string): Promise<ErrorLogEntry[]> {
    const rows = this.sql('SELECT entry FROM errors WHERE game_code = ? ORDER BY created_at, rowid').all(
      code,
    ) as { entry: string }[];
    return rows.map((r) => JSON.parse(r.entry) as ErrorLogEntry);
  }

  async upsertCatalogue(cards: Card[], source: string, language: GameLanguage): Promise<void> {
    const upsert = `INSERT INTO catalogue (id, word, forbidden, category, difficulty, source, language)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET word = excluded.word, forbidden = excluded.forbidden,
         category = excluded.category, difficulty = excluded.difficulty, source = excluded.source,
         language = excluded.language`;
    await this.write(
      cards.map((c) =>
        step(upsert, c.id, c.word, JSON.stringify(c.forbidden), c.category, c.difficulty, source, language),
      ),
    );
  }

  async retireCatalogue(source: string, keep: string[], language: GameLanguage): Promise<void> {
    await this.write([
      step(
        'DELETE FROM catalogue WHERE source = ? AND language = ? AND id NOT IN (SELECT value FROM json_each(?))',
        source,
        language,
        JSON.stringify(keep),
      ),
    ]);
  }

  async catalogue(language: GameLanguage): Promise<Card[]> {
    // Read at every game start (an operator may have approved a card since); rows unchanged since
    // the last read give the very same objects, so that decks share their cards.
    return this.catalogueRows(language).map((r) =>
      this.cards.card(r.id, r.word, r.forbidden, r.category, r.difficulty),
    );
  }

  async unsharedCatalogue(language: GameLanguage): Promise<Card[]> {
    return this.catalogueRows(language).map(catalogueCard);
  }

  private catalogueRows(language: GameLanguage): CatalogueRow[] {
    return this.sql(
      'SELECT id, word, forbidden, category, difficulty FROM catalogue WHERE language = ? ORDER BY id',
    ).all(language) as CatalogueRow[];
  }

  /** How many catalogue cards the store holds for the games it deals (see `catalogue`). */
  get cardsHeld(): number {
    return this.cards.size;
  }

  async addIdea(idea: CardIdea): Promise<void> {
    await this.write([
      step(
        'INSERT INTO card_ideas (id, word, forbidden, reviewed, added, created_at, player_id, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        ...ideaValues(idea),
      ),
    ]);
  }

  async ideas(): Promise<CardIdea[]> {
    const rows = this.sql('SELECT * FROM card_ideas ORDER BY created_at, id').all() as IdeaRow[];
    return rows.map(ideaFromRow);
  }

  async updateIdea(id: string, fields: { reviewed: boolean; added: boolean }): Promise<boolean> {
    const update = step(
      'UPDATE card_ideas SET reviewed = ?, added = ? WHERE id = ?',
      fields.reviewed ? 1 : 0,
      fields.added ? 1 : 0,
      id,
    );
    // No such idea is a conflict of the one statement: false, and nothing written.
    return this.writer.apply([{ ...update, mustChange: 1 }]);
  }
}
