import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { SqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

/**
 * The store the configuration names: PostgreSQL when DATABASE_URL is set (the one storage several
 * server processes can share), else the SQLite file under DATA_DIR. The server and the operator's
 * card tool open it the same way, so both always see the same data. The PostgreSQL adapter and its
 * driver are loaded only when named: a server on SQLite never holds them.
 */
export async function openStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
  log?: Logger,
): Promise<Store> {
  if (config.databaseUrl) {
    const { PostgresStore } = await import('./postgres-store.ts');
    return PostgresStore.open(config.databaseUrl, {
      ...(config.databasePoolSize ? { maxConnections: config.databasePoolSize } : {}),
      onIdleError: (err) => log?.warn({ err }, 'an idle PostgreSQL connection failed; it will be replaced'),
    });
  }
  return new SqliteStore(join(config.dataDir, 'unsayable.sqlite'));
}
