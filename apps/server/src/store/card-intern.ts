import type { Card } from '@unsayable/rules';

/**
 * Deck rows' texts remembered at most, the oldest forgotten first: every built-in card of every
 * language with room for the cards of players' decks in play.
 */
const MAX_JSON_TEXTS = 20_000;

/** A catalogue row as both SQL stores read it: the forbidden words as their stored JSON text. */
export interface CatalogueRow {
  id: string;
  word: string;
  forbidden: string;
  category: Card['category'];
  difficulty: Card['difficulty'];
}

/** A row's card read afresh, held by no intern. */
export function catalogueCard(row: CatalogueRow): Card {
  const { id, word, category, difficulty } = row;
  return { id, word, forbidden: JSON.parse(row.forbidden) as string[], category, difficulty };
}

/**
 * One frozen object per distinct card, shared by every deck that holds it. Each game used to get
 * its own copy of every card it was dealt: 250 games of 1,008 cards are over a million small
 * objects, which every full garbage collection had to walk, stalling the event loop. A card is
 * the same object only while its text is the same: a card changed since (an operator's import)
 * gets a new object, and decks dealt before keep the old one.
 */
export class CardIntern {
  /**
   * Each card held with its forbidden words' stored text: a row is the same card when each field
   * is, compared one by one, so no text joining them is kept per card.
   */
  private readonly byId = new Map<string, { forbiddenJson: string; card: Card }>();
  /**
   * Cards by the text of their deck row. A cluster's process reads the whole game at every action
   * (another process may have changed it), its deck rows included: looking a row's text up is a
   * hash of a short string where parsing it again was most of what reading a game cost.
   */
  private readonly byJson = new Map<string, Card>();

  /** `forbiddenJson` is the stored JSON array of forbidden words. */
  card(
    id: string,
    word: string,
    forbiddenJson: string,
    category: Card['category'],
    difficulty: Card['difficulty'],
  ): Card {
    const known = this.byId.get(id);
    if (
      known !== undefined &&
      known.forbiddenJson === forbiddenJson &&
      known.card.word === word &&
      known.card.category === category &&
      known.card.difficulty === difficulty
    )
      return known.card;
    const forbidden = Object.freeze(JSON.parse(forbiddenJson) as string[]) as string[];
    const card = Object.freeze({ id, word, forbidden, category, difficulty });
    this.byId.set(id, { forbiddenJson, card });
    return card;
  }

  /** How many cards are held. */
  get size(): number {
    return this.byId.size;
  }

  /**
   * The id string of the card already held, when there is one: a game keeps the ids of every card
   * its group drew in earlier games (`excludedCardIds`), each parsed afresh from the stored row,
   * and 250 games held tens of thousands of copies of the same few hundred ids.
   */
  id(id: string): string {
    return this.byId.get(id)?.card.id ?? id;
  }

  /** The ids of a stored game's left-out cards, shared as `id` does. */
  ids(ids: readonly string[]): string[] {
    return ids.map((id) => this.id(id));
  }

  /** The same, for a card stored whole as JSON (a deck row). */
  fromJson(json: string): Card {
    const known = this.byJson.get(json);
    if (known) return known;
    const c = JSON.parse(json) as Card;
    const card = this.card(c.id, c.word, JSON.stringify(c.forbidden), c.category, c.difficulty);
    if (this.byJson.size >= MAX_JSON_TEXTS) {
      const oldest = this.byJson.keys().next();
      if (!oldest.done) this.byJson.delete(oldest.value);
    }
    this.byJson.set(json, card);
    return card;
  }
}
