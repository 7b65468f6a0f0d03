#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the web client with Vite, the
// server with esbuild: a few seconds on a fresh clone, nothing on a restart), then runs the
// compiled server in this very process. There is no child to pass signals on to: SIGTERM or
// SIGINT, whether sent here or forwarded by npm (the `exec` in package.json makes this process the
// one npm signals), reaches the server's own graceful stop. SKIP_BUILD=1 runs what is built as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

/**
 * What each build makes, and what it is made from. Folders are walked, and their own times count
 * too: a deleted file is a change.
 */
const builds = [
  {
    workspace: '@unsayable/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/rules/src',
    ],
  },
  {
    workspace: '@unsayable/server',
    output: 'apps/server/dist/main.js',
    inputs: [
      'apps/server/src',
      'apps/server/migrations',
      'apps/server/build.mjs',
      'packages/rules/src',
      'packages/cards/src',
      'packages/cards/data',
    ],
  },
];
/** Installed packages change the output of both. */
const sharedInputs = ['package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function isStale({ output, inputs }) {
  const built = join(root, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return [...inputs, ...sharedInputs].some((input) => newestChange(join(root, input)) > builtAt);
}

if (process.env.SKIP_BUILD !== '1') {
  for (const build of builds.filter(isStale)) {
    const run = spawnSync('npm', ['run', 'build', '--silent', '-w', build.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

const main = join(root, 'apps/server/dist/main.js');
if (!existsSync(main)) {
  console.error(`No compiled server at ${main}: run \`npm run build\` (or start without SKIP_BUILD=1).`);
  process.exit(1);
}
await import(pathToFileURL(main).href);
