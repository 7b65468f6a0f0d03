import pino from 'pino';
import { configFromEnv } from './config.ts';
import { startServer } from './server.ts';

const config = configFromEnv();
const log = pino({ level: config.logLevel });
const server = await startServer({ config, log });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
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
