/**
 * The options of `node` itself that the server runs with, wherever it is started: `npm start`,
 * the container image, the systemd unit and the commands of docs/OPERATIONS.md (a test holds each
 * of them to this list), and the load benchmark's real server. They are read before any of the
 * server's code runs, so the server cannot set them itself.
 *
 * `--v8-pool-size=0`: V8's background threads (the collector's concurrent marking and sweeping,
 * its parallel scavenges, compiling) number one fewer than the machine's cores (at least one),
 * instead of Node's fixed 4. On a 2-core host the 4 threads took the cores from the event loop and
 * the SQLite writer at every old-generation collection, and the slowest actions came in bursts at
 * that rhythm: with one thread, the p99 to every player in `npm run bench:server` fell from 20–27
 * ms to 10–12 ms (docs/PERFORMANCE.md). From 6 cores on, a host gets more of them than before.
 */
export const productionNodeFlags: readonly string[] = ['--v8-pool-size=0'];
