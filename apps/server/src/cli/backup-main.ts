import { join } from 'node:path';
import { configFromEnv } from '../config.ts';
import { backupSqlite, defaultDestination } from './backup.ts';

// `npm run backup [-- destination]`: an online copy of the SQLite store, the server running or not.
try {
  const config = configFromEnv();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/OPERATIONS.md, "PostgreSQL")',
    );
  }
  const destination = process.argv[2] ?? defaultDestination(config.dataDir, new Date());
  const report = await backupSqlite(join(config.dataDir, 'unsayable.sqlite'), destination);
  process.stdout.write(
    `backup: ${report.destination} (${report.games} games, ${Math.round(report.bytes / 1024)} KB), integrity ok\n`,
  );
} catch (error) {
  process.stderr.write(`backup: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
