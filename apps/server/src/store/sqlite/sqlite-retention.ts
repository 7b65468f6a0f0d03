import type Database from 'better-sqlite3';
import { checkCutoff, type Pruned } from '../store.ts';
import type { SqliteWriter, Unit } from './sqlite-writer.ts';

/**
 * Deletes go in batches, each its own unit on the writer thread: one huge delete would hold the
 * file's write lock, and every player's next write, for as long as it takes.
 */
const GAMES_PER_BATCH = 200;
const ROWS_PER_BATCH = 2000;
/** Each player's delete looks into games' members and decks: batches as small as games'. */
const PLAYERS_PER_BATCH = 200;

const doomedGames = 'SELECT code FROM games WHERE updated_at < ? ORDER BY code LIMIT ?';

/** The rows the last statement of `unit` deleted. */
async function deleted(writer: SqliteWriter, unit: Unit): Promise<number> {
  const result = await writer.run(unit);
  if (result.ok) return result.changes;
  if ('conflict' in result) throw new Error('a retention delete met a conflict');
  throw Object.assign(new Error(result.error.message), { name: result.error.name, code: result.error.code });
}

/** Deletes batch after batch until a batch comes back short; the total deleted. */
async function inBatches(batch: number, once: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await once();
    total += n;
    if (n < batch) return total;
  }
}

/**
 * `Store.pruneBefore` on SQLite. A batch's deck rows, members and games are deleted in one unit,
 * where the same query picks the same games for each statement: the writer thread runs nothing
 * else in between, so no game can change between its rows' delete and its own.
 *
 * Each table is first read on the store's own connection (`read`, its prepared statements, by the
 * indexes on age): one with nothing old sends nothing to the writer, so a pass with nothing to
 * delete, at start and every hour on an idle server, does not start the writer's threads
 * (sqlite-writer.ts).
 */
export async function pruneSqlite(
  read: (sql: string) => Database.Statement,
  writer: SqliteWriter,
  cutoff: number,
): Promise<Pruned> {
  checkCutoff(cutoff);
  const anyOlder = (table: string, column: string) =>
    read(`SELECT 1 FROM ${table} WHERE ${column} < ? LIMIT 1`).get(cutoff) !== undefined;
  const games = !anyOlder('games', 'updated_at')
    ? 0
    : await inBatches(GAMES_PER_BATCH, () =>
        deleted(
          writer,
          [
            'deck WHERE game_code',
            'plays WHERE game_code',
            'turns WHERE game_code',
            'members WHERE game_code',
            'games WHERE code',
          ].map((target) => ({
            sql: `DELETE FROM ${target} IN (${doomedGames})`,
            params: [cutoff, GAMES_PER_BATCH],
          })),
        ),
      );
  // `key` picks a row: the error log's rowid, the acknowledgements' own key (a table without rowid).
  const oldRows = async (table: string, key: string[]) =>
    !anyOlder(table, 'created_at')
      ? 0
      : inBatches(ROWS_PER_BATCH, () =>
          deleted(writer, [
            {
              sql: `DELETE FROM ${table} WHERE (${key.join(', ')}) IN
                (SELECT ${key.join(', ')} FROM ${table} WHERE created_at < ? LIMIT ?)`,
              params: [cutoff, ROWS_PER_BATCH],
            },
          ]),
        );
  return {
    games,
    errors: await oldRows('errors', ['rowid']),
    responses: await oldRows('requests', ['player_id', 'request_id']),
  };
}

/**
 * The anonymous players `Store.pruneIdlePlayersBefore` deletes. A batch takes them in id order, so
 * a unit's two statements pick the same players: the writer runs nothing in between, and deleting
 * credentials changes none of the conditions.
 */
const idlePlayers = `SELECT id FROM users u WHERE u.email IS NULL AND u.last_seen < ?
  AND NOT EXISTS (SELECT 1 FROM members m WHERE m.player_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM decks d WHERE d.owner_id = u.id)`;

/** `Store.pruneIdlePlayersBefore` on SQLite: read first, so an idle server starts no writer. */
export async function pruneIdlePlayersSqlite(
  read: (sql: string) => Database.Statement,
  writer: SqliteWriter,
  cutoff: number,
): Promise<number> {
  checkCutoff(cutoff);
  if (read(`${idlePlayers} LIMIT 1`).get(cutoff) === undefined) return 0;
  return inBatches(PLAYERS_PER_BATCH, () =>
    deleted(
      writer,
      ['user_sessions WHERE user_id', 'users WHERE id'].map((target) => ({
        sql: `DELETE FROM ${target} IN (${idlePlayers} ORDER BY id LIMIT ?)`,
        params: [cutoff, PLAYERS_PER_BATCH],
      })),
    ),
  );
}
