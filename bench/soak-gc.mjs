// Preloaded into the soak's compiled server (`node --expose-gc --import bench/soak-gc.mjs
// <run folder>/server/main.js`); the server's own code is unchanged. SIGHUP runs a full garbage
// collection and writes the memory read at once after it to `memory.json` in the DATA_DIR, so the
// figure is what the server keeps, not garbage waiting to be collected: a leak shows as growth of
// it. Read in the server itself, the reading cannot fall before the collection, however long the
// event loop takes to come to the signal.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

let reading = 0;
process.on('SIGHUP', () => {
  globalThis.gc?.();
  reading += 1;
  const file = join(process.env.DATA_DIR ?? '.', 'memory.json');
  writeFileSync(file, JSON.stringify({ reading, ...process.memoryUsage() }));
});
