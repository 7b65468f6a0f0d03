import { createConnection } from 'node:net';
import pg from 'pg';
import { redacted } from '../src/store/postgres/postgres-connection.ts';

/**
 * Where the suites that need PostgreSQL or Redis find them, and whether they answer there. With
 * DATABASE_URL or REDIS_URL unset, a service is looked for at the address a plain installation
 * gives it, so that `npm test` on a developer's machine runs those suites with no variable to set;
 * set to an empty string, the service is not used. Read by the suites (to run or skip) and by
 * vitest.config.ts (to measure coverage only of the code whose suites ran), so both decide alike.
 * Imports nothing of Vitest: the configuration loads it.
 */

/** PostgreSQL as installed: the `postgres` role and database, on this machine's TCP port. */
export const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Redis as installed. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export const DATABASE_URL = process.env.DATABASE_URL ?? LOCAL_DATABASE_URL;
export const REDIS_URL = process.env.REDIS_URL ?? LOCAL_REDIS_URL;

/** CI's setting: a service that does not answer fails its suites instead of skipping them. */
export const servicesRequired = process.env.REQUIRE_SERVICES === '1';

/** The service answered, or why it cannot be used. */
export type Availability = { url: string } | { skip: string };

const PROBE_TIMEOUT_MS = 2_000;

/** Whether PostgreSQL at `url` takes a connection and a query. */
export async function probePostgres(url = DATABASE_URL): Promise<Availability> {
  if (url === '') return { skip: 'DATABASE_URL is empty' };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  // An unreachable server's late error must not surface as an unhandled one after the probe.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { url };
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return { skip: `PostgreSQL at ${redacted(url)} is unreachable (${reason})` };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether Redis at `url` answers PING (a port that takes connections but is not Redis does not). */
export function probeRedis(url = REDIS_URL): Promise<Availability> {
  if (url === '') return Promise.resolve({ skip: 'REDIS_URL is empty' });
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname;
    port = Number(parsed.port) || 6379;
  } catch {
    return Promise.resolve({ skip: 'REDIS_URL is not a URL' });
  }
  const unreachable = (reason: string): Availability => ({
    skip: `Redis at ${redacted(url)} is unreachable (${reason})`,
  });
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    let answer = '';
    const done = (result: Availability) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      if (!answer.includes('\r\n')) return;
      done(answer.startsWith('+PONG') ? { url } : unreachable(`it answered ${answer.trim()}`));
    });
    socket.once('error', (error: Error) => done(unreachable(error.message || error.name)));
    socket.once('timeout', () => done(unreachable('no answer')));
    socket.once('end', () => done(unreachable('it closed the connection')));
  });
}
