#!/usr/bin/env node
// `npm run typecheck`: the TypeScript check of every project, one `tsc` a core at a time. Each
// project has its own compiler options (the web's DOM, the server's Node), so each is its own
// `tsc -p`; run one after the other they left the second core idle. Each project's output is
// printed whole once it ends, under its name, so two never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Longest first, so the last two to end end together. */
const PROJECTS = ['apps/server', 'apps/web', 'bench', 'packages/cards', 'packages/rules', 'e2e'];
const root = new URL('..', import.meta.url).pathname;
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (code !== 0) process.stdout.write(`tsc -p ${project} failed:\n${output}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let passed = true;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) passed = false;
    }
  }),
);
process.exit(passed ? 0 : 1);
