import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run cards -- ideas` as an operator runs it, with the given environment on top. */
function cards(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/cards-main.ts', 'ideas'], {
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
  });

  it('refuses a DATABASE_URL that is not PostgreSQL in one line', () => {
    const run = cards({ DATABASE_URL: 'mysql://root@db/unsayable' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'cards: Bad configuration: DATABASE_URL: must be a postgres:// or postgresql:// URL\n',
    );
  });
});
