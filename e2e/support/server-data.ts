import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const root = new URL('../..', import.meta.url).pathname;

/** The e2e server's data folder (fixed by playwright.config.ts before the server starts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

/** The operator's card tool on the e2e server's data; returns what it printed. */
export function cardsTool(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/cards-main.ts', ...args], {
    cwd: root,
    // The server's SQLite file, as serve.mjs runs it, whatever DATABASE_URL this process has.
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '', REDIS_URL: '' },
    encoding: 'utf8',
  });
}

export interface DeckCard {
  word: string;
  category: string;
}

/** The cards of one game's deck, read straight from the server's SQLite file. */
export function deckOf(gamecode: string): DeckCard[] {
  const db = new Database(join(dataDir(), 'unsayable.sqlite'), { fileMustExist: true });
  try {
    const rows = db.prepare('SELECT card FROM deck WHERE game_code = ? ORDER BY idx').all(gamecode) as {
      card: string;
    }[];
    return rows.map((r) => JSON.parse(r.card) as DeckCard);
  } finally {
    db.close();
  }
}
