import { configFromEnv } from '../config.ts';
import { openStore } from '../store/open-store.ts';
import type { Store } from '../store/store.ts';
import { runAccountsTool } from './accounts-tool.ts';

// `npm run accounts -- <command>`: the operator's account tool, on the same store as the server.
let store: Store | undefined;
let code: number;
try {
  store = await openStore(configFromEnv());
  code = await runAccountsTool(process.argv.slice(2), store, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readFile: () => {
      throw new Error('the account tool reads no files');
    },
  });
} catch (error) {
  // One clear line, not a stack trace: a bad variable, an unreachable database.
  process.stderr.write(`accounts: ${error instanceof Error ? error.message : String(error)}\n`);
  code = 1;
}
await store?.close();
process.exit(code);
