import type { DeckContent } from '@unsayable/cards/decks';
import type pg from 'pg';
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

/** Decks in PostgreSQL: each change one statement, so any number of processes may share them. */
export class PostgresDecks implements DeckStore {
  constructor(private readonly pool: pg.Pool) {}

  private async changed(text: string, values: unknown[]): Promise<number> {
    return (await this.pool.query(text, values)).rowCount ?? 0;
  }

  private async keyed(id: string, text: string, values: unknown[]): Promise<KeyedChange> {
    if ((await this.changed(text, values)) === 1) return 'done';
    return (await this.pool.query(deckSql.keyOf, [id])).rowCount === 1 ? 'refused' : 'missing';
  }

  async saveDeck(deck: NewDeck): Promise<void> {
    await this.pool.query(deckSql.insert, insertValues(deck));
  }

  async deck(id: string): Promise<DeckRecord | undefined> {
    const { rows } = await this.pool.query<DeckRow & { cards: string }>(deckSql.read, [id]);
    return rows[0] && deckFromRow(rows[0]);
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
    return (await this.pool.query(deckSql.keyMatches, [id, editKeyHash])).rowCount === 1;
  }

  deleteDeck(id: string, editKeyHash: string, ownerId?: string): Promise<KeyedChange> {
    return this.keyed(id, deckSql.delete, [id, editKeyHash, ownerId ?? null]);
  }

  async reportDeck(id: string): Promise<boolean> {
    return (await this.changed(deckSql.report, [id])) === 1;
  }

  async setDeckHidden(id: string, hidden: boolean): Promise<boolean> {
    return (await this.changed(deckSql.hide, [id, hidden ? 1 : 0])) === 1;
  }

  async removeDeck(id: string): Promise<boolean> {
    return (await this.changed(deckSql.remove, [id])) === 1;
  }

  async reportedDecks(): Promise<DeckSummary[]> {
    return (await this.pool.query<DeckRow>(deckSql.reported)).rows.map(summaryFromRow);
  }

  async decksOwnedBy(ownerId: string): Promise<DeckSummary[]> {
    return (await this.pool.query<DeckRow>(deckSql.owned, [ownerId])).rows.map(summaryFromRow);
  }

  async claimDeck(id: string, editKeyHash: string, ownerId: string): Promise<boolean> {
    return (await this.changed(deckSql.claim, [id, editKeyHash, ownerId])) === 1;
  }

  moveDecks(fromOwnerId: string, toOwnerId: string): Promise<number> {
    return this.changed(deckSql.move, [fromOwnerId, toOwnerId]);
  }

  async markDeckUsed(id: string, now: number): Promise<void> {
    await this.pool.query(deckSql.used, [id, now]);
  }

  async pruneDecksBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.changed(deckSql.prune, [cutoff]);
  }
}
