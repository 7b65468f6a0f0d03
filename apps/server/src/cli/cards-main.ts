import { readFileSync } from 'node:fs';
import { configFromEnv } from '../config.ts';
import { refreshBuiltInCards } from '../store/built-in-cards.ts';
import { openStore } from '../store/open-store.ts';
import type { Store } from '../store/store.ts';
import { runCardsTool } from './cards-tool.ts';

/** One clear line, not a stack trace: a bad variable, an unreachable database, a missing file. */
function fail(error: unknown): number {
  process.stderr.write(`cards: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}

// `npm run cards -- <command>`: the operator's card tool, on the same store as the server.
let store: Store | undefined;
let code: number;
try {
  store = await openStore(configFromEnv());
  // As at server start: the built-in cards are in the table before any command looks at it.
  await refreshBuiltInCards(store);
  code = await runCardsTool(process.argv.slice(2), store, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
} catch (error) {
  code = fail(error);
}
await store?.close();
process.exit(code);
