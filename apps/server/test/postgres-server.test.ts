import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_LANGUAGES } from '@unsayable/rules';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ChildServer, freePort } from './child-server.ts';
import { Client, newSession, tempDir } from './harness.ts';
import { freshSchema, postgresForTests, urlWithSchema } from './postgres-database.ts';

const database = await postgresForTests();
if ('skip' in database) console.warn(`${database.skip}: the PostgreSQL suites are skipped`);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Skipped only where PostgreSQL is unreachable (warned above); CI requires it (REQUIRE_SERVICES=1). */
const postgresUnreachable = 'skip' in database;
describe.skipIf(postgresUnreachable)('the server and the card tool with DATABASE_URL', () => {
  it('keep everything in PostgreSQL, through a restart, and write no SQLite file', async () => {
    const base = 'url' in database ? database.url : '';
    const fresh = await freshSchema(base);
    const url = urlWithSchema(base, fresh.schema);
    const dir = tempDir();
    const port = await freePort();
    let child = await ChildServer.start({ dataDir: dir.path, port, databaseUrl: url });
    const client = await Client.connect(child.url, await newSession(child.url), { reconnection: false });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const created = await client.ok('createGame', { name: 'Tess' });
      const code = (created.data as { gamecode: string }).gamecode;
      const stored = await db.query('SELECT code, status FROM games');
      expect(stored.rows).toEqual([{ code, status: 'new' }]);

      expect(await child.stop('SIGTERM'), child.output).toEqual({ code: 0, signal: null });
      child = await ChildServer.start({ dataDir: dir.path, port, databaseUrl: url });
      const again = await Client.connect(child.url, { cookie: client.cookie, playerId: client.playerId });
      expect((await again.watch(code)).players.map((p) => p.name)).toEqual(['Tess']);
      again.close();

      // The operator's tool reads the same catalogue the server filled at start, one language at a time.
      for (const language of GAME_LANGUAGES) {
        const csv = execFileSync(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/cards-main.ts', 'export', '--language', language],
          { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir.path, DATABASE_URL: url }, encoding: 'utf8' },
        );
        const cards = await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM catalogue WHERE language = $1',
          [language],
        );
        expect(Number(cards.rows[0]?.n)).toBeGreaterThan(600);
        expect(csv.trim().split('\n')).toHaveLength(Number(cards.rows[0]?.n) + 1);
      }
      expect(existsSync(join(dir.path, 'unsayable.sqlite'))).toBe(false);
    } finally {
      client.close();
      await db.end();
      await child.stop('SIGKILL');
      await fresh.drop();
      dir.remove();
    }
  }, 60_000);
});
