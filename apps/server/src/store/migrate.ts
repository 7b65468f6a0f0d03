import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The databases the server runs on; each applies the portable migrations and its own. */
export type Dialect = 'sqlite' | 'postgres';

const file = /^(\d{3})-[a-z0-9-]+(?:\.(sqlite|postgres))?\.sql$/;

/**
 * The versioned plain-SQL migrations of one dialect, in order: `001-init.sql` is version 1 for
 * every dialect, `004-error-order.postgres.sql` is version 4 for PostgreSQL alone. A version number
 * is used once across all dialects, so a database's list of applied versions means one thing.
 */
export function migrations(dialect: Dialect): { version: number; sql: string }[] {
  const all = readdirSync(folder).flatMap((name) => {
    const match = file.exec(name);
    return match ? [{ name, version: Number(match[1]), only: match[2] }] : [];
  });
  if (new Set(all.map((f) => f.version)).size !== all.length) {
    throw new Error(`two migrations in ${folder} share a version number`);
  }
  return all
    .filter((f) => f.only === undefined || f.only === dialect)
    .sort((a, b) => a.version - b.version)
    .map((f) => ({ version: f.version, sql: readFileSync(folder + f.name, 'utf8') }));
}
