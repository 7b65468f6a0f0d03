import { FLAG_REASONS, type FlagReason } from '@unsayable/rules';

/** One player's flag on one card: a second flag of the same card replaces the reason. */
export interface CardFlag {
  playerId: string;
  /** The player's deck the card came from; null for a built-in card. */
  deckId: string | null;
  /** The card's id in games: a catalogue id, or `deck/<word>` for a deck's card. */
  cardId: string;
  /** The card's language (the game's, for a built-in card; the deck's, for a deck's). */
  language: string;
  word: string;
  reason: FlagReason;
  flaggedAt: number;
}

/** A flagged card with how many players flagged it for each reason. */
export interface FlaggedCard {
  deckId: string | null;
  cardId: string;
  language: string;
  /** The word as last flagged. */
  word: string;
  counts: Record<FlagReason, number>;
  total: number;
}

/**
 * Cards players flagged. Every store has one, and the contract suite holds them to the same
 * behaviour (contract/flags.contract.ts).
 */
export interface FlagStore {
  /** Keeps the flag; one per player and card: a second replaces the reason (and the word). */
  flagCard(flag: CardFlag): Promise<void>;
  /** The built-in cards flagged, by language, then most flagged first. */
  builtInFlags(): Promise<FlaggedCard[]>;
  /** One deck's cards flagged, most flagged first. */
  deckFlags(deckId: string): Promise<FlaggedCard[]>;
  /** Retention: deletes every flag made (or last changed) before `cutoff`; resolves with how many. */
  pruneFlagsBefore(cutoff: number): Promise<number>;
}

/** A row of `flagSql.counts`, as both SQL stores read it (PostgreSQL's count is text). */
export interface FlagCountRow {
  source: string;
  card_id: string;
  language: string;
  word: string;
  reason: string;
  n: number | string;
  last: number | string;
}

/** The statements both SQL stores share. */
export const flagSql = {
  upsert: `INSERT INTO card_flags (player_id, source, card_id, language, word, reason, flagged_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (player_id, source, card_id)
    DO UPDATE SET language = excluded.language, word = excluded.word, reason = excluded.reason,
      flagged_at = excluded.flagged_at`,
  counts: `SELECT source, card_id, language, reason, count(*) AS n, max(flagged_at) AS last,
      (SELECT f2.word FROM card_flags f2 WHERE f2.source = f.source AND f2.card_id = f.card_id
        ORDER BY f2.flagged_at DESC LIMIT 1) AS word
    FROM card_flags f WHERE source = $1 GROUP BY source, card_id, language, reason`,
  anyBefore: 'SELECT 1 FROM card_flags WHERE flagged_at < $1 LIMIT 1',
  prune: 'DELETE FROM card_flags WHERE flagged_at < $1',
} as const;

/** The `source` column of a flag: its deck, or '' for a built-in card. */
export const sourceOf = (deckId: string | null): string => deckId ?? '';

/** The values of `flagSql.upsert`. */
export function upsertValues(flag: CardFlag): [string, string, string, string, string, string, number] {
  return [
    flag.playerId,
    sourceOf(flag.deckId),
    flag.cardId,
    flag.language,
    flag.word,
    flag.reason,
    flag.flaggedAt,
  ];
}

const noCounts = (): Record<FlagReason, number> =>
  Object.fromEntries(FLAG_REASONS.map((r) => [r, 0])) as Record<FlagReason, number>;

/** Counts per card and reason folded into one entry per card, in the order `builtInFlags` promises. */
export function foldFlags(rows: readonly Omit<FlagCountRow, 'last'>[]): FlaggedCard[] {
  const cards = new Map<string, FlaggedCard>();
  for (const row of rows) {
    const key = `${row.language}\u0000${row.card_id}`;
    let card = cards.get(key);
    if (!card) {
      card = {
        deckId: row.source === '' ? null : row.source,
        cardId: row.card_id,
        language: row.language,
        word: row.word,
        counts: noCounts(),
        total: 0,
      };
      cards.set(key, card);
    }
    const n = Number(row.n);
    if ((FLAG_REASONS as readonly string[]).includes(row.reason)) card.counts[row.reason as FlagReason] += n;
    card.total += n;
  }
  return [...cards.values()].sort(
    (a, b) =>
      (a.language < b.language ? -1 : a.language > b.language ? 1 : 0) ||
      b.total - a.total ||
      (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0),
  );
}
