import { execFile } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ChildServer, freePort } from './child-server.ts';
import { allSee, Client, clientOf, setUpGame, tempDir } from './harness.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run backup` as an operator runs it, against a data folder, alone on SQLite. */
function backup(dataDir: string, destination: string) {
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/backup-main.ts', destination], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
  });
}

it('npm run backup copies the store while a game is played, and a server restored from it plays on', async () => {
  const live = tempDir();
  const restored = tempDir();
  const copy = join(live.path, 'backups', 'copy.sqlite');
  let server = await ChildServer.start({ dataDir: live.path, port: await freePort() });
  let clients: Client[] = [];
  try {
    const game = await setUpGame(server.url);
    clients = game.clients;
    const giver = clientOf(clients, game.host.view(game.code).gameplay.giverId);
    await giver.ok('startTurn', { gamecode: game.code });
    const press = () =>
      giver.request('updateCardStatus', {
        gamecode: game.code,
        index: giver.view(game.code).gameplay.card?.index,
        status: 'correct',
        roundStatus: 'in progress',
      });
    // Cards are pressed while the copy is made.
    const first = await press();
    const [done] = await Promise.all([backup(live.path, copy), press()]);
    expect(done.stdout).toMatch(/^backup: .*copy\.sqlite \(1 games, \d+ KB\), integrity ok\n$/);
    expect(first).toMatchObject({ ok: true });
    // The same destination again is refused: a backup never overwrites one.
    await expect(backup(live.path, copy)).rejects.toMatchObject({
      stderr: expect.stringMatching(/exists already/),
    });

    // The machine is lost; the copy is put in a new data folder and a server started on it.
    for (const c of clients) c.close();
    await server.stop('SIGKILL');
    copyFileSync(copy, join(restored.path, 'unsayable.sqlite'));
    server = await ChildServer.start({ dataDir: restored.path, port: await freePort() });
    clients = await Promise.all(
      clients.map((c) => Client.connect(server.url, { cookie: c.cookie, playerId: c.playerId })),
    );
    const views = await Promise.all(clients.map((c) => c.watch(game.code)));
    const restoredView = views.find((v) => v.you?.role === 'giver');
    expect(restoredView?.gameplay.roundStatus).toBe('in progress');
    expect(restoredView?.gameplay.cardsGoneBy).toBeGreaterThanOrEqual(1);
    // Play goes on from the copy: the giver's next card, for everyone.
    const again = clientOf(clients, restoredView?.you?.playerId ?? null);
    const next = await again.ok('updateCardStatus', {
      gamecode: game.code,
      index: restoredView?.gameplay.card?.index,
      status: 'correct',
      roundStatus: 'in progress',
    });
    await allSee(clients, game.code, next.version ?? 0);
  } finally {
    for (const c of clients) c.close();
    await server.stop('SIGKILL');
    live.remove();
    restored.remove();
  }
}, 60_000);

it('npm run backup says what is wrong in one line: no database, or PostgreSQL', async () => {
  const empty = tempDir();
  try {
    await expect(backup(empty.path, join(empty.path, 'x.sqlite'))).rejects.toMatchObject({
      stderr: expect.stringMatching(/^backup: no database at .*unsayable\.sqlite \(is DATA_DIR right\?\)\n$/),
    });
    expect(existsSync(join(empty.path, 'x.sqlite'))).toBe(false);
    const withPostgres = run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/backup-main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: empty.path,
        DATABASE_URL: 'postgres://u@127.0.0.1:1/x',
        REDIS_URL: '',
      },
    });
    await expect(withPostgres).rejects.toMatchObject({ stderr: expect.stringMatching(/pg_dump/) });
  } finally {
    empty.remove();
  }
}, 30_000);
