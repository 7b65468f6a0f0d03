import type { DeckContent } from '@unsayable/cards/decks';
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
} from './deck-store.ts';
import type { SqlStatements, Values } from './sql-statements.ts';
import { checkCutoff } from './store.ts';

/** Decks in either SQL store: each change one statement, run as the store runs its statements. */
export class SqlDecks implements DeckStore {
  constructor(private readonly statements: SqlStatements) {}

  /** A change by the deck's key or its owner: done, else refused when the deck is there, else missing. */
  private async keyed(id: string, text: string, values: Values): Promise<KeyedChange> {
    if ((await this.statements.change([text, values])) === 1) return 'done';
    return (await this.statements.get(deckSql.keyOf, [id])) ? 'refused' : 'missing';
  }

  private async changedOne(text: string, values: Values): Promise<boolean> {
    return (await this.statements.change([text, values])) === 1;
  }

  async saveDeck(deck: NewDeck): Promise<void> {
    await this.statements.change([deckSql.insert, insertValues(deck)]);
  }

  async deck(id: string): Promise<DeckRecord | undefined> {
    const row = await this.statements.get<DeckRow & { cards: string }>(deckSql.read, [id]);
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
    return (await this.statements.get(deckSql.keyMatches, [id, editKeyHash])) !== undefined;
  }

  deleteDeck(id: string, editKeyHash: string, ownerId?: string): Promise<KeyedChange> {
    return this.keyed(id, deckSql.delete, [id, editKeyHash, ownerId ?? null]);
  }

  reportDeck(id: string): Promise<boolean> {
    return this.changedOne(deckSql.report, [id]);
  }

  setDeckHidden(id: string, hidden: boolean): Promise<boolean> {
    return this.changedOne(deckSql.hide, [id, hidden ? 1 : 0]);
  }

  removeDeck(id: string): Promise<boolean> {
    return this.changedOne(deckSql.remove, [id]);
  }

  async reportedDecks(): Promise<DeckSummary[]> {
    return (await this.statements.all<DeckRow>(deckSql.reported)).map(summaryFromRow);
  }

  async decksOwnedBy(ownerId: string): Promise<DeckSummary[]> {
    return (await this.statements.all<DeckRow>(deckSql.owned, [ownerId])).map(summaryFromRow);
  }

  claimDeck(id: string, editKeyHash: string, ownerId: string): Promise<boolean> {
    return this.changedOne(deckSql.claim, [id, editKeyHash, ownerId]);
  }

  moveDecks(fromOwnerId: string, toOwnerId: string): Promise<number> {
    return this.statements.change([deckSql.move, [fromOwnerId, toOwnerId]]);
  }

  async markDeckUsed(id: string, now: number): Promise<void> {
    await this.statements.change([deckSql.used, [id, now]]);
  }

  async pruneDecksBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.statements.changeIfAny([deckSql.anyBefore, [cutoff]], [deckSql.prune, [cutoff]]);
  }
}
