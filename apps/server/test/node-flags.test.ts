import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionNodeFlags } from '../src/node-flags.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/**
 * A command that starts the server: `node`, its options, then the compiled entry or `npm start`'s
 * script (a JSON array in the Dockerfile), or PM2's `start` with its `--node-args`. The card tool,
 * the health check's `node -e` and prose naming the entry are not commands that start it.
 */
const startCommand =
  /(?:\bnode\b(?:[\s",]+-[\w-]+(?:=\S+?)?)*[\s",]+|pm2 start )\S*(?:dist\/main\.js|scripts\/start\.mjs)[^\n]*/g;

/** Where the project says how the server is started. */
const launchers: Record<string, string> = {
  'npm start (package.json)': JSON.parse(read('package.json')).scripts.start,
  Dockerfile: read('Dockerfile'),
  'deploy/unsayable.service': read('deploy/unsayable.service'),
  'README.md': read('README.md'),
  'docs/OPERATIONS.md': read('docs/OPERATIONS.md'),
};

describe('the node options the server runs with', () => {
  it.each(Object.entries(launchers))('%s starts it with every one of them', (_where, text) => {
    const commands = text.match(startCommand) ?? [];
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands)
      for (const flag of productionNodeFlags) expect(command, command).toContain(flag);
  });

  it('finds a command that leaves an option out', () => {
    const [command] = 'NODE_ENV=production node apps/server/dist/main.js'.match(startCommand) ?? [];
    expect(command).toBe('node apps/server/dist/main.js');
    expect(productionNodeFlags.every((flag) => command?.includes(flag))).toBe(false);
  });
});
