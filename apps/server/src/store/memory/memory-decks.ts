import type { DeckContent } from '@unsayable/cards/decks';
import type { DeckRecord, DeckStore, DeckSummary, KeyedChange, NewDeck } from '../deck-store.ts';
import { checkCutoff } from '../store.ts';

interface Kept {
  deck: DeckRecord;
  editKeyHash: string;
  touchedAt: number;
}

const copy = (deck: DeckRecord): DeckRecord => structuredClone(deck);

/** The SQL stores' decks in a map: the fast twin the contract suite holds to the same behaviour. */
export class MemoryDecks implements DeckStore {
  private readonly decks = new Map<string, Kept>();

  async saveDeck({ id, editKeyHash, name, language, cards, now, ownerId = null }: NewDeck): Promise<void> {
    if (this.decks.has(id)) throw new Error(`deck ${id} exists`);
    const deck = {
      id,
      name,
      language,
      cards,
      hidden: false,
      reports: 0,
      createdAt: now,
      editedAt: now,
      usedAt: null,
      ownerId,
    };
    this.decks.set(id, { deck: copy(deck), editKeyHash, touchedAt: now });
  }

  async deck(id: string): Promise<DeckRecord | undefined> {
    const kept = this.decks.get(id);
    return kept && copy(kept.deck);
  }

  private keyed(
    id: string,
    proof: { editKeyHash: string; ownerId: string | undefined },
    change: (kept: Kept) => void,
  ): KeyedChange {
    const kept = this.decks.get(id);
    if (!kept) return 'missing';
    const owner = proof.ownerId !== undefined && kept.deck.ownerId === proof.ownerId;
    if (kept.editKeyHash !== proof.editKeyHash && !owner) return 'refused';
    change(kept);
    return 'done';
  }

  async editDeck(
    id: string,
    editKeyHash: string,
    content: DeckContent,
    now: number,
    ownerId?: string,
  ): Promise<KeyedChange> {
    return this.keyed(id, { editKeyHash, ownerId }, (kept) => {
      const { name, language, cards } = structuredClone(content);
      kept.deck = { ...kept.deck, name, language, cards, editedAt: now };
      kept.touchedAt = now;
    });
  }

  async keyMatches(id: string, editKeyHash: string): Promise<boolean> {
    return this.decks.get(id)?.editKeyHash === editKeyHash;
  }

  async deleteDeck(id: string, editKeyHash: string, ownerId?: string): Promise<KeyedChange> {
    return this.keyed(id, { editKeyHash, ownerId }, () => this.decks.delete(id));
  }

  private summaries(): DeckSummary[] {
    return [...this.decks.values()].map(({ deck: { cards, ...rest } }) => ({
      ...rest,
      cardCount: cards.length,
    }));
  }

  async decksOwnedBy(ownerId: string): Promise<DeckSummary[]> {
    return this.summaries()
      .filter((d) => d.ownerId === ownerId)
      .sort((a, b) => b.editedAt - a.editedAt || (a.id < b.id ? -1 : 1));
  }

  async claimDeck(id: string, editKeyHash: string, ownerId: string): Promise<boolean> {
    const kept = this.decks.get(id);
    if (!kept || kept.editKeyHash !== editKeyHash) return false;
    if (kept.deck.ownerId !== null && kept.deck.ownerId !== ownerId) return false;
    kept.deck.ownerId = ownerId;
    return true;
  }

  async moveDecks(fromOwnerId: string, toOwnerId: string): Promise<number> {
    let moved = 0;
    for (const { deck } of this.decks.values()) {
      if (deck.ownerId === fromOwnerId) {
        deck.ownerId = toOwnerId;
        moved++;
      }
    }
    return moved;
  }

  /** An account's deletion takes its decks along (memory-accounts.ts). */
  async removeDecksOf(ownerId: string): Promise<number> {
    const owned = await this.decksOwnedBy(ownerId);
    for (const deck of owned) this.decks.delete(deck.id);
    return owned.length;
  }

  async reportDeck(id: string): Promise<boolean> {
    const kept = this.decks.get(id);
    if (kept) kept.deck.reports += 1;
    return kept !== undefined;
  }

  async setDeckHidden(id: string, hidden: boolean): Promise<boolean> {
    const kept = this.decks.get(id);
    if (kept) kept.deck.hidden = hidden;
    return kept !== undefined;
  }

  async removeDeck(id: string): Promise<boolean> {
    return this.decks.delete(id);
  }

  async reportedDecks(): Promise<DeckSummary[]> {
    return this.summaries()
      .filter((d) => d.reports > 0)
      .sort((a, b) => b.reports - a.reports || (a.id < b.id ? -1 : 1));
  }

  async markDeckUsed(id: string, now: number): Promise<void> {
    const kept = this.decks.get(id);
    if (!kept) return;
    kept.deck.usedAt = now;
    kept.touchedAt = Math.max(kept.touchedAt, now);
  }

  async pruneDecksBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    let pruned = 0;
    for (const [id, kept] of this.decks) {
      if (kept.touchedAt < cutoff) {
        this.decks.delete(id);
        pruned++;
      }
    }
    return pruned;
  }
}
