import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export interface BackupReport {
  destination: string;
  games: number;
  bytes: number;
}

/** Where a backup goes when no destination is named: a dated file under DATA_DIR/backups. */
export function defaultDestination(dataDir: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return join(dataDir, 'backups', `unsayable-${stamp}.sqlite`);
}

/**
 * A consistent copy of the SQLite store while the server runs, with SQLite's online backup API:
 * pages are copied in steps, and a step that meets a write starts over from the changed pages, so
 * the copy is the database as it was at one commit. The copy is checked before it is reported.
 */
export async function backupSqlite(source: string, destination: string): Promise<BackupReport> {
  if (!existsSync(source)) throw new Error(`no database at ${source} (is DATA_DIR right?)`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: name a new file`);
  mkdirSync(dirname(destination), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(destination);
  } finally {
    db.close();
  }
  const copy = new Database(destination, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the copy at ${destination} failed its integrity check: ${String(check)}`);
    const { games } = copy.prepare('SELECT count(*) AS games FROM games').get() as { games: number };
    const { bytes } = copy
      .prepare('SELECT page_count * page_size AS bytes FROM pragma_page_count, pragma_page_size')
      .get() as {
      bytes: number;
    };
    return { destination, games, bytes };
  } finally {
    copy.close();
  }
}
