// The services a cluster setup of bench:cluster runs on: a schema of its own in the machine's
// PostgreSQL, and a Redis server of its own on a free port (nothing kept on disk), both removed
// when the setup ends. Its own Redis, and PostgreSQL connections named for the run, so that the CPU
// each service spends is read for this run alone, over the generator's windows.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freshSchema, urlWithSchema } from '../apps/server/test/postgres-database.ts';
import { RedisServer } from '../apps/server/test/redis-server.ts';
import { freePort } from './child-process.ts';
import { processCpuSeconds, round2, type WindowEdge } from './server-load-shared.ts';

/** CPU of the services over one window of the generator, in % of one core. */
export interface ServiceReading {
  seconds: number;
  /** The PostgreSQL backends serving this run's connections (not its shared WAL writer or checkpointer). */
  postgresCpuPercent: number;
  postgresBackends: number;
  /** What PostgreSQL's write-ahead log grew by: the whole server's, so the machine's other databases must be idle. */
  postgresLogBytes: number;
  /** Updates of the run's games over the window, and how many of them PostgreSQL made in place. */
  gameUpdates: number;
  gameUpdatesInPlace: number;
  redisCpuPercent: number;
}

interface Snapshot {
  at: number;
  /** CPU seconds so far of each process, by pid. */
  postgres: Map<number, number>;
  /** Where the write-ahead log ends, as PostgreSQL writes it (an LSN). */
  logEnd: string;
  /** The games table's updates so far, and those made heap-only (no new index entry). */
  gameUpdates: number;
  gameUpdatesInPlace: number;
  redis: number;
}

function cpuOrZero(pid: number): number {
  try {
    return processCpuSeconds(pid);
  } catch {
    return 0; // ended between the listing and the reading
  }
}

export class ClusterServices {
  /** Per window name, the reading once the window is over. */
  readonly readings = new Map<string, Promise<ServiceReading>>();
  private readonly starts = new Map<string, Promise<Snapshot>>();

  private constructor(
    /** DATABASE_URL for the servers: the run's schema, and connections named for the run. */
    readonly databaseUrl: string,
    readonly redis: RedisServer,
    readonly redisPrefix: string,
    /** DATA_DIR for the servers (PostgreSQL holds everything; made and removed for form's sake). */
    readonly dataDir: string,
    private readonly applicationName: string,
    private readonly schema: string,
    private readonly admin: pg.Client,
    private readonly dropSchema: () => Promise<void>,
  ) {}

  static async start(baseUrl: string, dataParent: string): Promise<ClusterServices> {
    const schema = await freshSchema(baseUrl);
    const applicationName = `${schema.schema}_server`;
    const url = new URL(urlWithSchema(baseUrl, schema.schema));
    url.searchParams.set('application_name', applicationName);
    const admin = new pg.Client({ connectionString: baseUrl });
    const redis = new RedisServer(await freePort());
    try {
      await admin.connect();
      await redis.start();
    } catch (error) {
      await admin.end().catch(() => undefined);
      await redis.kill();
      await schema.drop();
      throw error;
    }
    const dataDir = mkdtempSync(join(dataParent, 'unsayable-bench-'));
    return new ClusterServices(
      url.toString(),
      redis,
      `bench-${process.pid}-${Date.now().toString(36)}`,
      dataDir,
      applicationName,
      schema.schema,
      admin,
      schema.drop,
    );
  }

  /** The environment of each server process of the setup. */
  serverEnv(): Record<string, string> {
    return {
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: this.redisPrefix,
      // Nobody balances the bench's connections: a stop need not wait for health checks.
      DRAIN_MS: '0',
    };
  }

  /** The environment of each bare server process of a floor setup (bench/server-load-bare.ts). */
  bareEnv(): Record<string, string> {
    return { BARE_DATABASE_URL: this.databaseUrl, BARE_REDIS_URL: this.redis.url };
  }

  /** Given each edge of the generator's windows: reads the services' CPU at both. */
  readonly onWindowEdge = (edge: WindowEdge): void => {
    if (edge.edge === 'start') {
      this.starts.set(edge.window, this.snapshot());
      return;
    }
    const start = this.starts.get(edge.window);
    if (!start) return;
    const end = this.snapshot();
    this.readings.set(
      edge.window,
      Promise.all([start, end]).then(async ([from, to]) => {
        const seconds = (to.at - from.at) / 1000;
        const perCent = (cpuSeconds: number) => round2((cpuSeconds / seconds) * 100);
        let postgres = 0;
        // A backend that started within the window spent all its CPU in it.
        for (const [pid, cpu] of to.postgres) postgres += cpu - (from.postgres.get(pid) ?? 0);
        const { rows } = await this.admin.query<{ bytes: string }>(
          'SELECT pg_wal_lsn_diff($1, $2) AS bytes',
          [to.logEnd, from.logEnd],
        );
        return {
          seconds: round2(seconds),
          postgresCpuPercent: perCent(postgres),
          postgresBackends: to.postgres.size,
          postgresLogBytes: Number(rows[0]?.bytes ?? Number.NaN),
          gameUpdates: to.gameUpdates - from.gameUpdates,
          gameUpdatesInPlace: to.gameUpdatesInPlace - from.gameUpdatesInPlace,
          redisCpuPercent: perCent(to.redis - from.redis),
        };
      }),
    );
  };

  /** Every window's reading, by window name. */
  async allReadings(): Promise<Record<string, ServiceReading>> {
    const entries = await Promise.all(
      [...this.readings].map(async ([name, reading]) => [name, await reading] as const),
    );
    return Object.fromEntries(entries);
  }

  private async snapshot(): Promise<Snapshot> {
    const redisPid = this.redis.pid;
    const redis = redisPid === undefined ? 0 : cpuOrZero(redisPid);
    const at = Date.now();
    const { rows } = await this.admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
      [this.applicationName],
    );
    const postgres = new Map(rows.map((row) => [row.pid, cpuOrZero(row.pid)]));
    // A backend reports its table counts within a second of its transaction (PostgreSQL's own
    // pace), so a window's counts may be off by the last second's updates at either edge.
    const { rows: log } = await this.admin.query<{ end: string; updates: string; hot: string }>(
      `SELECT pg_current_wal_insert_lsn()::text AS end, coalesce(sum(n_tup_upd), 0) AS updates,
         coalesce(sum(n_tup_hot_upd), 0) AS hot
       FROM pg_stat_user_tables WHERE schemaname = $1 AND relname = 'games'`,
      [this.schema],
    );
    return {
      at,
      redis,
      postgres,
      logEnd: log[0]?.end ?? '0/0',
      gameUpdates: Number(log[0]?.updates ?? 0),
      gameUpdatesInPlace: Number(log[0]?.hot ?? 0),
    };
  }

  async stop(): Promise<void> {
    await this.redis.kill();
    await this.admin.end().catch(() => undefined);
    await this.dropSchema();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
