import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInCards } from '@unsayable/cards';
import { configFromEnv } from '../config.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import { runCardsTool } from './cards-tool.ts';

// `npm run cards -- <command>`: the operator's card tool, on the same store as the server.
const config = configFromEnv();
const store = new SqliteStore(join(config.dataDir, 'unsayable.sqlite'));
// As at server start: the built-in cards are in the table before any command looks at it.
await store.upsertCatalogue(builtInCards(), 'built-in');
let code: number;
try {
  code = await runCardsTool(process.argv.slice(2), store, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
} catch (error) {
  // A missing or unreadable file, say: one clear line, not a stack trace.
  process.stderr.write(`cards: ${error instanceof Error ? error.message : String(error)}\n`);
  code = 1;
}
await store.close();
process.exit(code);
