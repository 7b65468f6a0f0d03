import { join } from 'node:path';
import type { Logger } from 'pino';
import { SqliteStore } from './sqlite/sqlite-store.ts';
import type { Store } from './store.ts';

/** The settings that choose and size the store: the server's `Config` holds them, and the store reads no other. */
export interface StoreSettings {
  /** PostgreSQL instead of the SQLite file under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  databasePoolSize?: number | undefined;
}

/**
 * The store the configuration names: PostgreSQL when DATABASE_URL is set (the one storage several
 * server processes can share), else the SQLite file under DATA_DIR. The server and the operator's
 * card tool open it the same way, so both always see the same data. The PostgreSQL adapter and its
 * driver are loaded only when named: a server on SQLite never holds them.
 */
export async function openStore(config: StoreSettings, log?: Logger): Promise<Store> {
  if (config.databaseUrl) {
    const { PostgresStore } = await import('./postgres/postgres-store.ts');
    return PostgresStore.open(config.databaseUrl, {
      ...(config.databasePoolSize ? { maxConnections: config.databasePoolSize } : {}),
      onIdleError: (err) => log?.warn({ err }, 'an idle PostgreSQL connection failed; it will be replaced'),
    });
  }
  return new SqliteStore(join(config.dataDir, 'unsayable.sqlite'));
}
