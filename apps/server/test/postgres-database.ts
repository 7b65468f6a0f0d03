import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier, redacted } from '../src/store/postgres-connection.ts';

/**
 * The PostgreSQL the tests run on: DATABASE_URL, or a reason to skip. With REQUIRE_SERVICES=1 (CI)
 * a missing or unreachable database is a failure instead, thrown here.
 */
export async function postgresForTests(): Promise<{ url: string } | { skip: string }> {
  const url = process.env.DATABASE_URL;
  const required = process.env.REQUIRE_SERVICES === '1';
  const unavailable = (reason: string) => {
    if (required) throw new Error(`${reason}, and REQUIRE_SERVICES=1: the PostgreSQL suites must run`);
    return { skip: `${reason}: the PostgreSQL suites are skipped` };
  };
  if (!url) return unavailable('DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return unavailable(`PostgreSQL at ${redacted(url)} is unreachable (${reason})`);
  } finally {
    await client.end().catch(() => {});
  }
  return { url };
}

/** The same database with `schema` as the search path, for a process that only takes a URL. */
export function urlWithSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * A schema of its own for one test, so that parallel runs never meet: `drop` removes it with
 * everything in it.
 */
export async function freshSchema(url: string): Promise<{
  schema: string;
  countRows: (table: string) => Promise<number>;
  drop: () => Promise<void>;
}> {
  const schema = `unsayable_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  return {
    schema,
    countRows: async (table) => {
      const { rows } = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`,
      );
      return Number(rows[0]?.n);
    },
    drop: async () => {
      try {
        await admin.query(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}
