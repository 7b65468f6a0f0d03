import { randomUUID } from 'node:crypto';
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
} from '@unsayable/rules';
import type pg from 'pg';
import { CardIntern, type CatalogueRow, catalogueCard } from '../card-intern.ts';
import { type IdeaRow, ideaFromRow, ideaValues } from '../idea-rows.ts';
import { SqlAccounts } from '../sql-accounts.ts';
import { SqlDecks } from '../sql-decks.ts';
import { SqlFlags } from '../sql-flags.ts';
import {
  type CardIdea,
  type Commit,
  checkClaimOptions,
  type DeadlineClaim,
  type Pruned,
  RequestAlreadyAnswered,
  type Store,
  type UserRecord,
} from '../store.ts';
import {
  inTransaction,
  migratePostgres,
  openPool,
  type PostgresOptions,
  Rollback,
  redacted,
} from './postgres-connection.ts';
import { commitChangeArguments, VERSION_MOVED, writeGame } from './postgres-game-writes.ts';
import { sql } from './postgres-queries.ts';
import { pruneIdlePlayersPostgres, prunePostgres } from './postgres-retention.ts';
import { PostgresStatements } from './postgres-statements.ts';

/** A deck row as `loadGame` aggregates it: [idx, card JSON, status, round played, seen]. */
type DeckTuple = [number, string, DeckEntry['status'], string | null, number];

/**
 * The store of a cluster: any number of server processes share one PostgreSQL database. Every
 * write that must be all or nothing is one transaction; the version check is part of the UPDATE,
 * so of two processes committing on one version the second waits for the first's row lock and
 * then finds the version moved.
 */
export class PostgresStore implements Store {
  readonly kind = 'postgres';
  private readonly cards = new CardIntern();

  readonly decks: SqlDecks;
  readonly flags: SqlFlags;
  readonly accounts: SqlAccounts;

  private constructor(private readonly pool: pg.Pool) {
    const statements = new PostgresStatements(pool);
    this.decks = new SqlDecks(statements);
    this.flags = new SqlFlags(statements);
    this.accounts = new SqlAccounts(statements);
  }

  /** Connects, and migrates the database before anything else uses it. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const pool = openPool(url, options);
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`PostgreSQL at ${redacted(url)}: ${reason}`, { cause: error });
    }
    return new PostgresStore(pool);
  }

  /** Waits for the queries in flight, then closes every connection. */
  async close(): Promise<void> {
    await this.pool.end();
  }

  private async rows<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
    return (await this.pool.query<R>(sql, params)).rows;
  }

  async createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void> {
    await this.pool.query(sql.createUser, [user.id, user.credentialHash, user.name, user.now]);
  }

  async userByCredential(credentialHash: string): Promise<UserRecord | undefined> {
    const [row] = await this.rows<{ id: string; name: string; last_seen: number }>(sql.userByCredential, [
      credentialHash,
    ]);
    return row && { id: row.id, name: row.name, lastSeen: row.last_seen };
  }

  async touchUser(id: string, lastSeen: number): Promise<void> {
    await this.pool.query(sql.touchUser, [lastSeen, id]);
  }

  /**
   * One statement (`sql.loadGame`), so the row, the deck and the history come from one snapshot.
   * With `held`, `sql.loadGameUnlessHeld`: `held` itself when the stored game is still that one.
   */
  async loadGame(code: string, held?: GameState): Promise<GameState | undefined> {
    const [row] = held
      ? await this.rows<{
          state: string | null;
          deck: DeckTuple[] | null;
          plays: string | null;
          turns: string | null;
        }>(sql.loadGameUnlessHeld, [code, held.version, held.createdAt])
      : await this.rows<{ state: string; deck: DeckTuple[]; plays: string; turns: string }>(sql.loadGame, [
          code,
        ]);
    if (!row) return undefined;
    if (row.state === null || row.deck === null || row.plays === null || row.turns === null) return held;
    const state = JSON.parse(row.state) as GameState;
    state.excludedCardIds = this.cards.ids(state.excludedCardIds);
    state.deck = row.deck.map(([, card, status, roundPlayed, seen]) =>
      deckEntry(this.cards.fromJson(card), status, roundPlayed, seen === 1),
    );
    state.gameplay.plays = JSON.parse(row.plays) as PlayRecord[];
    state.gameplay.turns = JSON.parse(row.turns) as TurnRecord[];
    return state;
  }

  async gameExists(code: string): Promise<boolean> {
    return (await this.rows(sql.gameExists, [code])).length > 0;
  }

  /**
   * The acknowledgement is inserted first: a request id another process has answered, or is
   * answering right now, stops the commit there (the insert waits for that process's transaction,
   * then does nothing), before the game is looked at.
   */
  async commit({ previous, next, spawned, ack: storedAck, now }: Commit): Promise<boolean> {
    if (previous && !spawned) return this.commitChange(previous, next, now, storedAck);
    try {
      return await inTransaction(this.pool, async (client) => {
        if (storedAck) {
          const { playerId, requestId, ack } = storedAck;
          const inserted = await client.query(sql.insertAck, [playerId, requestId, JSON.stringify(ack), now]);
          if (inserted.rowCount !== 1) throw new Rollback('answered');
        }
        if (!(await writeGame(client, previous, next, now))) throw new Rollback('conflict');
        if (spawned && !(await writeGame(client, null, spawned, now))) throw new Rollback('conflict');
        return true;
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      if (error.outcome === 'answered' && storedAck) {
        const answered = await this.findAck(storedAck.playerId, storedAck.requestId);
        // Gone again only if retention deleted it meanwhile: then this is an ordinary lost race.
        if (answered !== undefined) {
          throw new RequestAlreadyAnswered(storedAck.playerId, storedAck.requestId, answered);
        }
      }
      return false;
    }
  }

  /**
   * A change to a stored game (nearly every action): one call of `commit_game_change`, its own
   * transaction, on whichever pooled connection is free, held for that call only.
   */
  private async commitChange(
    previous: GameState,
    next: GameState,
    now: number,
    storedAck: Commit['ack'],
  ): Promise<boolean> {
    type Called = { outcome: 'committed' | 'answered'; earlier: string | null };
    let row: Called | undefined;
    try {
      [row] = await this.rows<Called>(
        sql.commitGameChange,
        commitChangeArguments(previous, next, now, storedAck),
      );
    } catch (error) {
      if ((error as { code?: unknown }).code === VERSION_MOVED) return false;
      throw error;
    }
    if (row?.outcome === 'committed') return true;
    // Gone again only if retention deleted it meanwhile: then this is an ordinary lost race.
    if (storedAck && row?.earlier != null) {
      throw new RequestAlreadyAnswered(
        storedAck.playerId,
        storedAck.requestId,
        JSON.parse(row.earlier) as Ack,
      );
    }
    return false;
  }

  async gamesPlayedBy(playerId: string): Promise<string[]> {
    return (await this.rows<{ code: string }>(sql.gamesPlayedBy, [playerId])).map((r) => r.code);
  }

  async gamesOf(playerId: string): Promise<string[]> {
    const rows = await this.rows<{ code: string }>(sql.gamesOf, [playerId]);
    return rows.map((r) => r.code);
  }

  async openGames(): Promise<string[]> {
    const rows = await this.rows<{ code: string }>(sql.openGames);
    return rows.map((r) => r.code);
  }

  async deadlines(): Promise<{ code: string; turnEndsAt: number }[]> {
    const rows = await this.rows<{ code: string; round_ends_at: number }>(sql.deadlines);
    return rows.map((r) => ({ code: r.code, turnEndsAt: r.round_ends_at }));
  }

  /** One statement (`sql.claimDue`): the deadlines are chosen and marked together. */
  async claimDueDeadlines(options: {
    now: number;
    leaseMs: number;
    limit: number;
  }): Promise<DeadlineClaim[]> {
    checkClaimOptions(options);
    const { now, leaseMs, limit } = options;
    const rows = await this.rows<{ code: string; round_ends_at: number }>(sql.claimDue, [
      now,
      now + leaseMs,
      limit,
    ]);
    return rows
      .map((r) => ({ code: r.code, turnEndsAt: r.round_ends_at }))
      .sort((a, b) => a.turnEndsAt - b.turnEndsAt || (a.code < b.code ? -1 : 1));
  }

  pruneBefore(cutoff: number): Promise<Pruned> {
    return prunePostgres(this.pool, cutoff);
  }

  pruneIdlePlayersBefore(cutoff: number): Promise<number> {
    return pruneIdlePlayersPostgres(this.pool, cutoff);
  }

  async findAck(playerId: string, requestId: string): Promise<Ack | undefined> {
    const [row] = await this.rows<{ response: string }>(sql.findAck, [playerId, requestId]);
    return row ? (JSON.parse(row.response) as Ack) : undefined;
  }

  async appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.pool.query(sql.appendErrors, [
      code,
      entries.map(() => randomUUID()),
      entries.map((e) => JSON.stringify(e)),
      entries.map((e) => e.date),
    ]);
  }

  async errorsOf(code: string): Promise<ErrorLogEntry[]> {
    const rows = await this.rows<{ entry: string }>(sql.errorsOf, [code]);
    return rows.map((r) => JSON.parse(r.entry) as ErrorLogEntry);
  }

  async upsertCatalogue(cards: Card[], source: string, language: GameLanguage): Promise<void> {
    // One statement cannot update a row twice: of cards given twice, the last counts (as in SQLite).
    const unique = [...new Map(cards.map((c) => [c.id, c])).values()];
    if (unique.length === 0) return;
    await this.pool.query(sql.upsertCatalogue, [
      unique.map((c) => c.id),
      unique.map((c) => c.word),
      unique.map((c) => JSON.stringify(c.forbidden)),
      unique.map((c) => c.category),
      unique.map((c) => c.difficulty),
      source,
      language,
    ]);
  }

  async retireCatalogue(source: string, keep: string[], language: GameLanguage): Promise<void> {
    await this.pool.query(sql.retireCatalogue, [source, keep, language]);
  }

  async catalogue(language: GameLanguage): Promise<Card[]> {
    const rows = await this.rows<CatalogueRow>(sql.catalogue, [language]);
    return rows.map((r) => this.cards.card(r.id, r.word, r.forbidden, r.category, r.difficulty));
  }

  async unsharedCatalogue(language: GameLanguage): Promise<Card[]> {
    return (await this.rows<CatalogueRow>(sql.catalogue, [language])).map(catalogueCard);
  }

  async addIdea(idea: CardIdea): Promise<void> {
    await this.pool.query(sql.addIdea, ideaValues(idea));
  }

  async ideas(): Promise<CardIdea[]> {
    const rows = await this.rows<IdeaRow>(sql.ideas);
    return rows.map(ideaFromRow);
  }

  async updateIdea(id: string, fields: { reviewed: boolean; added: boolean }): Promise<boolean> {
    const updated = await this.pool.query(sql.updateIdea, [
      fields.reviewed ? 1 : 0,
      fields.added ? 1 : 0,
      id,
    ]);
    return updated.rowCount === 1;
  }
}
