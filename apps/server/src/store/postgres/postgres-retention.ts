import type pg from 'pg';
import { checkCutoff, type Pruned } from '../store.ts';

// Deletes go in batches, each its own statement: one huge delete would hold its locks, and fill
// the write-ahead log, for as long as it takes.
const GAMES_PER_BATCH = 200;
const ROWS_PER_BATCH = 2000;
/** Each player's delete looks into games' members and decks: batches as small as games'. */
const PLAYERS_PER_BATCH = 200;

// SKIP LOCKED passes over a game some process is committing right now (it is not idle), and a
// game committed since the statement's snapshot is checked again before it is locked: only games
// still unchanged since the cutoff are deleted. Deck rows, history rows and members go in the same
// statement.
const pruneGames = `WITH doomed AS MATERIALIZED (
    SELECT code FROM games WHERE updated_at < $1 ORDER BY code LIMIT $2 FOR UPDATE SKIP LOCKED
  ),
  deck_rows AS (DELETE FROM deck WHERE game_code IN (SELECT code FROM doomed)),
  play_rows AS (DELETE FROM plays WHERE game_code IN (SELECT code FROM doomed)),
  turn_rows AS (DELETE FROM turns WHERE game_code IN (SELECT code FROM doomed)),
  member_rows AS (DELETE FROM members WHERE game_code IN (SELECT code FROM doomed))
  DELETE FROM games WHERE code IN (SELECT code FROM doomed)`;

const pruneErrors = `DELETE FROM errors WHERE id IN (
  SELECT id FROM errors WHERE created_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED)`;

const pruneResponses = `DELETE FROM requests r USING (
    SELECT player_id, request_id FROM requests WHERE created_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED
  ) old
  WHERE r.player_id = old.player_id AND r.request_id = old.request_id`;

// An anonymous player in no game and with no deck, unseen since the cutoff; SKIP LOCKED passes
// over one being touched right now, and one touched since the snapshot is checked again.
const pruneIdlePlayers = `WITH doomed AS MATERIALIZED (
    SELECT id FROM users u WHERE u.email IS NULL AND u.last_seen < $1
      AND NOT EXISTS (SELECT 1 FROM members m WHERE m.player_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM decks d WHERE d.owner_id = u.id)
    LIMIT $2 FOR UPDATE SKIP LOCKED
  ),
  credentials AS (DELETE FROM user_sessions WHERE user_id IN (SELECT id FROM doomed))
  DELETE FROM users WHERE id IN (SELECT id FROM doomed)`;

/** The batch deletes, for the test that asks the planner how each finds its rows. */
export const pruneSql = {
  games: pruneGames,
  errors: pruneErrors,
  responses: pruneResponses,
  idlePlayers: pruneIdlePlayers,
} as const;

/** Runs one batch delete again and again until a batch comes back short; the total deleted. */
async function inBatches(pool: pg.Pool, sql: string, cutoff: number, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await pool.query(sql, [cutoff, batch]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < batch) return total;
  }
}

/** `Store.pruneBefore` on PostgreSQL; several processes may run it at once. */
export async function prunePostgres(pool: pg.Pool, cutoff: number): Promise<Pruned> {
  checkCutoff(cutoff);
  return {
    games: await inBatches(pool, pruneGames, cutoff, GAMES_PER_BATCH),
    errors: await inBatches(pool, pruneErrors, cutoff, ROWS_PER_BATCH),
    responses: await inBatches(pool, pruneResponses, cutoff, ROWS_PER_BATCH),
  };
}

/** `Store.pruneIdlePlayersBefore` on PostgreSQL; several processes may run it at once. */
export async function pruneIdlePlayersPostgres(pool: pg.Pool, cutoff: number): Promise<number> {
  checkCutoff(cutoff);
  return inBatches(pool, pruneIdlePlayers, cutoff, PLAYERS_PER_BATCH);
}
