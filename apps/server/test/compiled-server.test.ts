import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameState } from '@unsayable/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { productionNodeFlags } from '../src/node-flags.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { freePort } from './child-server.ts';
import { type Client, clientOf, setUpGame, tempDir } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The compiled server as the container image holds it: the build's output copied on its own, with
 * nothing from node_modules beside it but the native SQLite binding and the two packages that load
 * it (the Dockerfile copies the same three). It must find its threads, migrations and card data in
 * the copy, and need no other package at run time.
 */
describe('the compiled server, copied away from the sources', () => {
  const app = tempDir('unsayable-compiled-');
  const data = tempDir();
  let server: ChildProcess | undefined;
  let clients: Client[] = [];

  afterAll(() => {
    for (const c of clients) c.close();
    server?.kill('SIGKILL');
    app.remove();
    data.remove();
  });

  it('serves a game and stores it, then stops on SIGTERM', async () => {
    const dist = join(app.path, 'dist');
    execFileSync(process.execPath, ['apps/server/build.mjs', '--outdir', dist], { cwd: repoRoot });
    for (const name of ['better-sqlite3', 'bindings', 'file-uri-to-path']) {
      mkdirSync(join(app.path, 'node_modules'), { recursive: true });
      cpSync(join(repoRoot, 'node_modules', name), join(app.path, 'node_modules', name), {
        recursive: true,
        dereference: true,
      });
    }

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, [...productionNodeFlags, join(dist, 'main.js')], {
      cwd: app.path,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data.path,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    server.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server?.once('exit', (code, signal) => resolve({ code, signal })),
    );
    for (let healthy = false; !healthy; await sleep(25)) {
      if (server.exitCode !== null) throw new Error(`the compiled server exited:\n${output}`);
      healthy = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
    }

    const table = await setUpGame(url);
    clients = table.clients;
    const { code } = table;
    const giver = clientOf(clients, table.host.view(code).gameplay.giverId);
    const begun = await giver.ok('startTurn', { gamecode: code });
    // A card dealt from the catalogue the copy loaded from its own card data.
    const view = await giver.untilView(code, (v) => v.version >= (begun.version ?? 0));
    expect(view.gameplay.card?.word).toEqual(expect.any(String));

    server.kill('SIGTERM');
    expect(await exited, output).toEqual({ code: 0, signal: null });
    const store = new SqliteStore(join(data.path, 'unsayable.sqlite'));
    try {
      const stored = (await store.loadGame(code)) as GameState;
      expect(stored.version).toBe(begun.version);
      expect(stored.gameplay.roundStatus).toBe('in progress');
    } finally {
      await store.close();
    }
  }, 120_000);

  // The build keeps no names (build.mjs): a class another bundled module also names is renamed
  // (`Socket2`), in logs and stack traces. That is for the libraries' classes only: ours keep theirs.
  it("renames none of our own classes (the build's output of the test above)", () => {
    const ours = new Set<string>();
    for (const folder of ['apps/server/src', 'packages/rules/src', 'packages/cards/src']) {
      const files = readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((f) => /(?<!\.test)\.ts$/.test(f))) {
        const source = readFileSync(join(repoRoot, folder, file), 'utf8');
        for (const [, name] of source.matchAll(/\bclass\s+([A-Z]\w*)/g)) if (name) ours.add(name);
      }
    }
    expect(ours.size).toBeGreaterThan(10);
    const dist = join(app.path, 'dist');
    const bundle = readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n');
    // esbuild writes a class as `class Name {` or `var Name = class {`.
    const declared = (name: string) => new RegExp(`\\b(class\\s+${name}\\b|${name}\\s*=\\s*class\\b)`);
    expect(declared('GameService').test(bundle)).toBe(true);
    expect([...ours].filter((name) => declared(`${name}\\d+`).test(bundle))).toEqual([]);
  });
});
