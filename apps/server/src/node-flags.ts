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
 * that rhythm; with one thread the p99 to every player in `npm run bench:server` was about halved
 * (docs/PERFORMANCE.md, the thread-pool round). From 6 cores on, a host gets more of them than
 * before.
 *
 * `--max-semi-space-size=8`: the young generation, where each request's short-lived objects are
 * made, capped at half the size V8 grows it to under load, and under play it stays at its largest
 * for as long as the process plays. Scavenges come twice as often and each is shorter; in `npm run
 * bench:server` the old generation's collections came no oftener, the CPU per action, the latency
 * and the rate held stayed inside their spread, and the RSS fell by what the cap saves
 * (docs/PERFORMANCE.md, Memory).
 */
export const productionNodeFlags: readonly string[] = ['--v8-pool-size=0', '--max-semi-space-size=8'];
