import pg from 'pg';
import { migrations } from '../migrate.ts';

export interface PostgresOptions {
  /** Tables live in this schema instead of the connection's default (each test run has its own). */
  schema?: string;
  /** Connections kept open at most (pg's default is 10). */
  maxConnections?: number;
  /** An idle connection failed (the server restarted, say); the pool replaces it on next use. */
  onIdleError?: (error: Error) => void;
}

/**
 * BIGINT columns hold epoch milliseconds, which a JavaScript number holds exactly; pg hands them
 * over as strings unless told otherwise. Told per pool, not globally: no other user of pg in the
 * process is affected.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** The URL as it may be shown in a message: without its password. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

/** A schema name quoted as an identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function openPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // Kept open once made: pg closes a connection idle for 10 s by default, and a burst then
    // waits for new ones, each a new PostgreSQL backend whose caches and plans start cold.
    idleTimeoutMillis: 0,
    types,
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
  });
  // Without a listener, an idle connection's error would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** Thrown inside a transaction to roll it back without it being an error of the database. */
export class Rollback<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

/**
 * Runs `work` in one transaction on one connection: COMMIT if it resolves, ROLLBACK if it throws.
 * A connection whose ROLLBACK failed is dropped rather than given back to the pool.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Any number for the advisory lock that makes processes starting together migrate one at a time. */
const MIGRATION_LOCK = 0x756e_7361;

/**
 * Applies the migrations not applied yet, each recorded in `schema_migrations` in the same
 * transaction as its SQL (PostgreSQL's DDL is transactional: a failed migration leaves nothing).
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    for (const m of migrations('postgres')) {
      if (applied.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        m.version,
        Date.now(),
      ]);
    }
  });
}
