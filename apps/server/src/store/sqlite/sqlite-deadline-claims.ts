import type Database from 'better-sqlite3';
import { checkClaimOptions, type DeadlineClaim } from '../store.ts';
import type { SqliteWriter } from './sqlite-writer.ts';

/** A deadline is free unless a claim on that very deadline is still running. */
const dueAndFree = `round_ends_at <= ?
  AND (claim_expires_at IS NULL OR claim_expires_at <= ? OR claimed_deadline IS NOT round_ends_at)`;

/**
 * One statement on the writer thread, whose transaction holds the file's write lock: the due
 * deadlines are chosen and marked together, so no other call, in this process or another on the
 * same file, can choose them too.
 */
const claimDue = `UPDATE games SET claimed_deadline = round_ends_at, claim_expires_at = ?
  WHERE code IN (SELECT code FROM games WHERE ${dueAndFree} ORDER BY round_ends_at, code LIMIT ?)
  RETURNING code, round_ends_at`;

/**
 * Claims are asked for again and again (every second, say) and nearly always find nothing: that
 * is seen on the reading connection, without a write transaction. A deadline that falls due just
 * after this look is claimed by the next call.
 */
const anyDue = `SELECT 1 FROM games WHERE ${dueAndFree} LIMIT 1`;

/** `Store.claimDueDeadlines` on SQLite. */
export async function claimSqliteDeadlines(
  read: (sql: string) => Database.Statement,
  writer: SqliteWriter,
  options: { now: number; leaseMs: number; limit: number },
): Promise<DeadlineClaim[]> {
  checkClaimOptions(options);
  const { now, leaseMs, limit } = options;
  if (read(anyDue).get(now, now) === undefined) return [];
  const result = await writer.run([
    { sql: claimDue, params: [now + leaseMs, now, now, limit], returnsRows: true },
  ]);
  if (!result.ok) {
    const reason = 'conflict' in result ? 'a conflict' : result.error.message;
    throw new Error(`claiming due deadlines failed: ${reason}`);
  }
  return ((result.rows ?? []) as { code: string; round_ends_at: number }[])
    .map((r) => ({ code: r.code, turnEndsAt: r.round_ends_at }))
    .sort((a, b) => a.turnEndsAt - b.turnEndsAt || (a.code < b.code ? -1 : 1));
}
