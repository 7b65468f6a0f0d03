#!/usr/bin/env node
// `npm start`: builds the web client (a few seconds with Vite), then runs the server, which serves
// it with Socket.IO on PORT (default 3000) and keeps its data under DATA_DIR (default ./data).
// SIGTERM and SIGINT are passed on so the server shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
