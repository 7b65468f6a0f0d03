import type { DeckContent } from '@unsayable/cards/decks';
import type Database from 'better-sqlite3';
import {
  type DeckRecord,
  type DeckRow,
  type DeckStore,
  type DeckSummary,
  deckFromRow,
  deckSql,
  editValues,
  insertValues,
  type KeyedChange,
  type NewDeck,
  positional,
  summaryFromRow,
} from './deck-store.ts';
import type { SqliteWriter } from './sqlite-writer.ts';
import { checkCutoff } from './store.ts';

type Values = (string | number | null)[];

/** Decks in the SQLite file: read on the store's own connection, written by its writer thread. */
export class SqliteDecks implements DeckStore {
  constructor(
    private readonly db: () => Database.Database,
    private readonly writer: SqliteWriter,
  ) {}

  private get<R>(text: string, values: Values): R | undefined {
    const { sql, params } = positional(text, values);
    return this.db()
      .prepare(sql)
      .get(...params) as R | undefined;
  }

  /** One statement in its own transaction; resolves with how many rows it changed. */
  private async change(text: string, values: Values): Promise<number> {
    const result = await this.writer.run([positional(text, values)]);
    if (!result.ok) throw new Error('error' in result ? result.error.message : 'deck write conflict');
    return result.changes;
  }

  private async keyed(id: string, text: string, values: Values): Promise<KeyedChange> {
    if (!this.get(deckSql.keyOf, [id])) return 'missing';
    return (await this.change(text, values)) === 1 ? 'done' : 'refused';
  }

  async saveDeck(deck: NewDeck): Promise<void> {
    await this.change(deckSql.insert, insertValues(deck));
  }

  async deck(id: string): Promise<DeckRecord | undefined> {
    const row = this.get<DeckRow & { cards: string }>(deckSql.read, [id]);
    return row && deckFromRow(row);
  }

  editDeck(
    id: string,
    editKeyHash: string,
    content: DeckContent,
    now: number,
    ownerId?: string,
  ): Promise<KeyedChange> {
    return this.keyed(id, deckSql.edit, editValues(id, editKeyHash, content, now, ownerId));
  }

  deleteDeck(id: string, editKeyHash: string, ownerId?: string): Promise<KeyedChange> {
    return this.keyed(id, deckSql.delete, [id, editKeyHash, ownerId ?? null]);
  }

  async reportDeck(id: string): Promise<boolean> {
    return (await this.change(deckSql.report, [id])) === 1;
  }

  async setDeckHidden(id: string, hidden: boolean): Promise<boolean> {
    return (await this.change(deckSql.hide, [id, hidden ? 1 : 0])) === 1;
  }

  async removeDeck(id: string): Promise<boolean> {
    return (await this.change(deckSql.remove, [id])) === 1;
  }

  async reportedDecks(): Promise<DeckSummary[]> {
    return (this.db().prepare(deckSql.reported).all() as DeckRow[]).map(summaryFromRow);
  }

  async decksOwnedBy(ownerId: string): Promise<DeckSummary[]> {
    const { sql, params } = positional(deckSql.owned, [ownerId]);
    return (
      this.db()
        .prepare(sql)
        .all(...params) as DeckRow[]
    ).map(summaryFromRow);
  }

  async claimDeck(id: string, editKeyHash: string, ownerId: string): Promise<boolean> {
    return (await this.change(deckSql.claim, [id, editKeyHash, ownerId])) === 1;
  }

  moveDecks(fromOwnerId: string, toOwnerId: string): Promise<number> {
    return this.change(deckSql.move, [fromOwnerId, toOwnerId]);
  }

  async markDeckUsed(id: string, now: number): Promise<void> {
    await this.change(deckSql.used, [id, now]);
  }

  async pruneDecksBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.change(deckSql.prune, [cutoff]);
  }
}
