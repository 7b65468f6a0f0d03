import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../store/sqlite/sqlite-store.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * `npm run cards -- ideas` as an operator runs it, with the given environment on top. Each run
 * starts Node with tsx: seconds on a busy machine, hence the tests' own time limits.
 */
function cards(env: Record<string, string>, args = ['ideas']) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/cards-main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('the card tool: a store it cannot open', () => {
  it('says so in one line, without the password, exits 1', () => {
    const run = cards({ DATABASE_URL: 'postgres://operator:pass-word@127.0.0.1:1/unsayable' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^cards: PostgreSQL at postgres:\/\/operator:\*\*\*@127\.0\.0\.1:1\/unsayable: .+\n$/,
    );
  }, 30_000);

  it('refuses a DATABASE_URL that is not PostgreSQL in one line', () => {
    const run = cards({ DATABASE_URL: 'mysql://root@db/unsayable' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'cards: Bad configuration: DATABASE_URL: must be a postgres:// or postgresql:// URL\n',
    );
  }, 30_000);
});

describe('the card tool on the server’s store', () => {
  it('lists the flags the server kept in its SQLite file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'unsayable-flags-'));
    try {
      const store = new SqliteStore(join(dataDir, 'unsayable.sqlite'));
      await store.flags.flagCard({
        playerId: 'p1',
        deckId: null,
        cardId: 'es-perro',
        language: 'es',
        word: 'Perro',
        reason: 'too hard',
        flaggedAt: 1_700_000_000_000,
      });
      await store.close();
      // The server's own SQLite file: no PostgreSQL, and so no cluster either.
      const run = cards({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, ['flags']);
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe('es: 1 flagged card\n  es-perro  "Perro"  1 flag: too hard 1\n');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
