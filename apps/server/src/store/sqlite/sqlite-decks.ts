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
  summaryFromRow,
} from '../deck-store.ts';
import { checkCutoff } from '../store.ts';
import { SqliteStatements, type Values } from './sqlite-statements.ts';
import type { SqliteWriter } from './sqlite-writer.ts';

/** Decks in the SQLite file: read on the store's own connection, written by its writer thread. */
export class SqliteDecks implements DeckStore {
  private readonly statements: SqliteStatements;

  constructor(db: () => Database.Database, writer: SqliteWriter) {
    this.statements = new SqliteStatements(db, writer, 'deck');
  }

  private async keyed(id: string, text: string, values: Values): Promise<KeyedChange> {
    if (!this.statements.get(deckSql.keyOf, [id])) return 'missing';
    return (await this.statements.change([text, values])) === 1 ? 'done' : 'refused';
  }

  async saveDeck(deck: NewDeck): Promise<void> {
    await this.statements.change([deckSql.insert, insertValues(deck)]);
  }

  async deck(id: string): Promise<DeckRecord | undefined> {
    const row = this.statements.get<DeckRow & { cards: string }>(deckSql.read, [id]);
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

  async keyMatches(id: string, editKeyHash: string): Promise<boolean> {
    return this.statements.get(deckSql.keyMatches, [id, editKeyHash]) !== undefined;
  }

  deleteDeck(id: string, editKeyHash: string, ownerId?: string): Promise<KeyedChange> {
    return this.keyed(id, deckSql.delete, [id, editKeyHash, ownerId ?? null]);
  }

  async reportDeck(id: string): Promise<boolean> {
    return (await this.statements.change([deckSql.report, [id]])) === 1;
  }

  async setDeckHidden(id: string, hidden: boolean): Promise<boolean> {
    return (await this.statements.change([deckSql.hide, [id, hidden ? 1 : 0]])) === 1;
  }

  async removeDeck(id: string): Promise<boolean> {
    return (await this.statements.change([deckSql.remove, [id]])) === 1;
  }

  async reportedDecks(): Promise<DeckSummary[]> {
    return this.statements.all<DeckRow>(deckSql.reported).map(summaryFromRow);
  }

  async decksOwnedBy(ownerId: string): Promise<DeckSummary[]> {
    return this.statements.all<DeckRow>(deckSql.owned, [ownerId]).map(summaryFromRow);
  }

  async claimDeck(id: string, editKeyHash: string, ownerId: string): Promise<boolean> {
    return (await this.statements.change([deckSql.claim, [id, editKeyHash, ownerId]])) === 1;
  }

  moveDecks(fromOwnerId: string, toOwnerId: string): Promise<number> {
    return this.statements.change([deckSql.move, [fromOwnerId, toOwnerId]]);
  }

  async markDeckUsed(id: string, now: number): Promise<void> {
    await this.statements.change([deckSql.used, [id, now]]);
  }

  async pruneDecksBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.statements.changeIfAny(
      ['SELECT 1 FROM decks WHERE touched_at < $1 LIMIT 1', [cutoff]],
      [deckSql.prune, [cutoff]],
    );
  }
}
