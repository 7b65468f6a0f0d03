import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier } from '../src/store/postgres/postgres-connection.ts';
import { type Availability, probePostgres } from './service-urls.ts';
import { requireUnlessSkipped } from './services.ts';

/**
 * The PostgreSQL the tests run on: DATABASE_URL, or the local installation's address when it is
 * unset (`service-urls.ts`), or a reason to skip. With REQUIRE_SERVICES=1 (CI) a missing or
 * unreachable database is a failure instead, thrown here.
 */
export async function postgresForTests(): Promise<Availability> {
  return requireUnlessSkipped(await probePostgres(), 'the PostgreSQL suites');
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
