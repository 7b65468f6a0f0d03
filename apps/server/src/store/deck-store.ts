import type { DeckCard, DeckContent, DeckLanguage } from '@unsayable/cards/decks';

/** A saved deck, as its page and a game's create read it. */
export interface DeckRecord {
  id: string;
  name: string;
  language: DeckLanguage;
  cards: DeckCard[];
  /** Hidden by an operator: its page says it is no longer available and no new game may use it. */
  hidden: boolean;
  /** How many times players pressed Report deck. */
  reports: number;
  createdAt: number;
  editedAt: number;
  /** When a game last started with it. */
  usedAt: number | null;
  /** The player who made it (or claimed it with its key): they may change it with their cookie. */
  ownerId: string | null;
}

/** A deck without its cards, for the operator's lists. */
export type DeckSummary = Omit<DeckRecord, 'cards'> & { cardCount: number };

export interface NewDeck extends DeckContent {
  id: string;
  editKeyHash: string;
  now: number;
  ownerId?: string | null;
}

/** What a change that needs the edit key came to: done, refused (wrong key) or no such deck. */
export type KeyedChange = 'done' | 'refused' | 'missing';

/**
 * Players' decks, kept apart from games: a deck outlives the games played with it. Every store
 * (SQLite, its in-memory twin, PostgreSQL) has one, and the contract suite holds them to the same
 * behaviour (contract/decks.contract.ts).
 */
export interface DeckStore {
  saveDeck(deck: NewDeck): Promise<void>;
  /** The deck, hidden or not (the caller decides what a hidden deck shows). */
  deck(id: string): Promise<DeckRecord | undefined>;
  /** Replaces name, language and cards when `editKeyHash` is the deck's own or `ownerId` its owner. */
  editDeck(
    id: string,
    editKeyHash: string,
    content: DeckContent,
    now: number,
    ownerId?: string,
  ): Promise<KeyedChange>;
  /** Whether `editKeyHash` is the deck's own (false for no such deck). */
  keyMatches(id: string, editKeyHash: string): Promise<boolean>;
  /** Deletes the deck when `editKeyHash` is its own or `ownerId` its owner. */
  deleteDeck(id: string, editKeyHash: string, ownerId?: string): Promise<KeyedChange>;
  /** The decks a player owns, last edited first. */
  decksOwnedBy(ownerId: string): Promise<DeckSummary[]>;
  /** Gives a deck nobody owns (or the claimer owns) to `ownerId`, when `editKeyHash` is its own. */
  claimDeck(id: string, editKeyHash: string, ownerId: string): Promise<boolean>;
  /** Every deck of one player becomes another's (an anonymous device signing in); resolves with how many. */
  moveDecks(fromOwnerId: string, toOwnerId: string): Promise<number>;
  /** One more report; false if there is no such deck. */
  reportDeck(id: string): Promise<boolean>;
  /** The operator's hide (or show again); false if there is no such deck. */
  setDeckHidden(id: string, hidden: boolean): Promise<boolean>;
  /** The operator's delete, without a key; false if there is no such deck. */
  removeDeck(id: string): Promise<boolean>;
  /** Decks with at least one report, most reported first. */
  reportedDecks(): Promise<DeckSummary[]>;
  /** A game was dealt from the deck: retention counts from now. */
  markDeckUsed(id: string, now: number): Promise<void>;
  /** Retention: deletes every deck neither edited nor played since `cutoff`; resolves with how many. */
  pruneDecksBefore(cutoff: number): Promise<number>;
}

/** A `decks` row as both SQL stores read it. */
export interface DeckRow {
  id: string;
  name: string;
  language: string;
  cards?: string;
  card_count: number;
  hidden: number;
  reports: number;
  created_at: number;
  edited_at: number;
  used_at: number | null;
  owner_id: string | null;
}

export function summaryFromRow(row: DeckRow): DeckSummary {
  return {
    id: row.id,
    name: row.name,
    language: row.language as DeckLanguage,
    hidden: row.hidden === 1,
    reports: row.reports,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    usedAt: row.used_at,
    ownerId: row.owner_id,
    cardCount: row.card_count,
  };
}

export function deckFromRow(row: DeckRow & { cards: string }): DeckRecord {
  const { cardCount: _count, ...summary } = summaryFromRow(row);
  return { ...summary, cards: JSON.parse(row.cards) as DeckCard[] };
}

/** The columns of a deck's SQL statements, in order: shared by both SQL stores. */
export const deckSql = {
  insert: `INSERT INTO decks (id, edit_key_hash, name, language, cards, card_count, created_at, edited_at, touched_at, owner_id)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7, $8)`,
  read: 'SELECT * FROM decks WHERE id = $1',
  keyOf: 'SELECT edit_key_hash FROM decks WHERE id = $1',
  keyMatches: 'SELECT 1 AS found FROM decks WHERE id = $1 AND edit_key_hash = $2',
  edit: `UPDATE decks SET name = $3, language = $4, cards = $5, card_count = $6, edited_at = $7, touched_at = $7
    WHERE id = $1 AND (edit_key_hash = $2 OR owner_id = $8)`,
  delete: 'DELETE FROM decks WHERE id = $1 AND (edit_key_hash = $2 OR owner_id = $3)',
  report: 'UPDATE decks SET reports = reports + 1 WHERE id = $1',
  hide: 'UPDATE decks SET hidden = $2 WHERE id = $1',
  remove: 'DELETE FROM decks WHERE id = $1',
  reported: `SELECT id, name, language, card_count, hidden, reports, created_at, edited_at, used_at, owner_id
    FROM decks WHERE reports > 0 ORDER BY reports DESC, id`,
  owned: `SELECT id, name, language, card_count, hidden, reports, created_at, edited_at, used_at, owner_id
    FROM decks WHERE owner_id = $1 ORDER BY edited_at DESC, id`,
  claim: `UPDATE decks SET owner_id = $3 WHERE id = $1 AND edit_key_hash = $2
    AND (owner_id IS NULL OR owner_id = $3)`,
  move: 'UPDATE decks SET owner_id = $2 WHERE owner_id = $1',
  used: 'UPDATE decks SET used_at = $2, touched_at = CASE WHEN touched_at > $2 THEN touched_at ELSE $2 END WHERE id = $1',
  anyBefore: 'SELECT 1 FROM decks WHERE touched_at < $1 LIMIT 1',
  prune: 'DELETE FROM decks WHERE touched_at < $1',
} as const;

/** The values of `deckSql.insert`. */
export function insertValues(
  deck: NewDeck,
): [string, string, string, string, string, number, number, string | null] {
  return [
    deck.id,
    deck.editKeyHash,
    deck.name,
    deck.language,
    JSON.stringify(deck.cards),
    deck.cards.length,
    deck.now,
    deck.ownerId ?? null,
  ];
}

/** The values of `deckSql.edit`. */
export function editValues(
  id: string,
  editKeyHash: string,
  content: DeckContent,
  now: number,
  ownerId: string | undefined,
): [string, string, string, string, string, number, number, string | null] {
  return [
    id,
    editKeyHash,
    content.name,
    content.language,
    JSON.stringify(content.cards),
    content.cards.length,
    now,
    ownerId ?? null,
  ];
}
