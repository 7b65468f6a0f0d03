import { networkInterfaces } from 'node:os';
import pino from 'pino';
import { closeTimeoutMs, configFromEnv } from './config.ts';
import { isStorageFull } from './errors/storage-faults.ts';
import { startServer } from './server.ts';
import { announceStart } from './start-message.ts';

// Every small Buffer gets a block of its own, freed with it, instead of a piece of the 8 KB slabs
// Node shares among them: a slab is kept whole while any piece of it lives, and the slabs freed
// around the few still held left holes in the main thread's malloc that glibc never gives back
// (docs/PERFORMANCE.md, Memory). Set before the server accepts a connection; it applies to every
// Buffer made after.
Buffer.poolSize = 0;

const config = configFromEnv();
const log = pino({ level: config.logLevel });
const server = await startServer({ config, log }).catch((err: unknown) => {
  // One JSON line like every other, saying what to do, rather than a stack trace on stderr.
  const why = isStorageFull(err)
    ? 'cannot start: the disk holding the data is full; free space and start again'
    : 'cannot start';
  log.fatal({ err, event: 'start-failed' }, why);
  process.exit(1);
});
// Someone at a terminal (`npm start`) is told in words where to open the game.
announceStart(process.stdout, config.host, server.port, networkInterfaces());

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // Kept after the first signal: Ctrl-C under `npm start` arrives twice (from the terminal and
  // from npm), and the second must not end the stop the first began.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.drainMs + closeTimeoutMs);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
