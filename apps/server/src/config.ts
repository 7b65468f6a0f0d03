import { resolve } from 'node:path';
import * as z from 'zod';
import { originSetting } from './access/origin.ts';
import { limits, type PerAddressLimits, type QueueBounds, type RequestRate } from './limits.ts';
import { DECK_RETENTION_DAYS } from './store/retention.ts';

const positiveWhole = z.coerce.number().int().min(1).max(1_000_000);

/** `ALLOWED_ORIGINS`: comma-separated origins, each exactly `scheme://host[:port]`. */
const allowedOrigins = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const origins: string[] = [];
    for (const entry of text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const origin = originSetting(entry);
      if (origin === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin: write scheme://host[:port], like https://party.example.com`,
        });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Behind a proxy (exactly one hop): X-Forwarded-Proto for the Secure cookie flag, X-Forwarded-Host
     * and -Proto for the origin check, X-Forwarded-For's last hop as the client address.
     */
    TRUST_PROXY: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    WEB_DIST: z.string().optional(),
    /** Strict-Transport-Security's max-age (seconds) on answers over HTTPS; 0 sends none. */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
    /** Pages on these sites may use the server besides its own (e.g. a second domain of it). */
    ALLOWED_ORIGINS: allowedOrigins,
    MAX_CONNECTIONS_PER_ADDRESS: positiveWhole.default(limits.perAddress.connections),
    MAX_SESSIONS_PER_MINUTE_PER_ADDRESS: positiveWhole.default(limits.perAddress.sessionsPerMinute),
    MAX_GAMES_PER_HOUR_PER_ADDRESS: positiveWhole.default(limits.perAddress.gamesPerHour),
    MAX_DECK_WRITES_PER_HOUR_PER_ADDRESS: positiveWhole.default(limits.perAddress.deckWritesPerHour),
    MAX_ACCOUNT_REQUESTS_PER_HOUR_PER_ADDRESS: positiveWhole.default(
      limits.perAddress.accountAttemptsPerHour,
    ),
    MAX_SPECTATES_PER_MINUTE_PER_ADDRESS: positiveWhole.default(limits.perAddress.spectatesPerMinute),
    MAX_CODE_MISSES_PER_ADDRESS: positiveWhole.default(limits.perAddress.codeMisses),
    MAX_ERROR_LOG_ENTRIES_PER_HOUR_PER_ADDRESS: positiveWhole.default(
      limits.perAddress.errorLogEntriesPerHour,
    ),
    MAX_FLAGS_PER_HOUR_PER_ADDRESS: positiveWhole.default(limits.perAddress.flagsPerHour),
    MAX_FLAGS_PER_HOUR_PER_PLAYER: positiveWhole.default(limits.perAddress.flagsPerPlayerPerHour),
    /** Players' requests held for one game (waiting for the store) before more are refused as busy. */
    MAX_QUEUED_REQUESTS_PER_GAME: positiveWhole.default(limits.queued.perGame),
    /** The same for the whole process, every game together. */
    MAX_QUEUED_REQUESTS: positiveWhole.default(limits.queued.total),
    /** Set, the server keeps everything in PostgreSQL (several processes may share it); unset or empty, SQLite. */
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\/\S+$/.test(v), {
        message: 'must be a postgres:// or postgresql:// URL',
      }),
    /** Games, acknowledgements and error-log rows are deleted this many days after their last change. */
    RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    /** Players' decks are deleted this many days after their last edit or game. */
    DECK_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(DECK_RETENTION_DAYS),
    /** PostgreSQL connections each process keeps at most. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    /** Processes started with the same Redis share broadcasts and presence: a cluster. */
    REDIS_URL: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || /^rediss?:\/\/\S+$/.test(v), {
        message: 'must be a redis:// or rediss:// URL',
      }),
    /** On a graceful stop, how long /healthz says 503 before connections close (a balancer's checks). */
    DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** Set: `/metrics` answers a scraper that presents it as a bearer token. */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
    /** Keys and channels of this deployment in Redis, so that several can share one. */
    /** Account mail (sign-up links, sign-in links, reset codes) goes out through this SMTP server. */
    SMTP_URL: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || /^smtps?:\/\/\S+$/.test(v), {
        message: 'must be an smtp:// or smtps:// URL',
      }),
    /** The sender of account mail. */
    MAIL_FROM: z.string().min(3).default('Unsayable <no-reply@localhost>'),
    /** `production`: account features need SMTP_URL and PUBLIC_URL, and mail is never logged. */
    NODE_ENV: z.string().optional(),
    /** The address players reach the site at (links in mail are made from it, never from a request's Host). */
    PUBLIC_URL: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || originSetting(v) !== undefined, {
        message: 'must be an origin: scheme://host[:port], like https://party.example.com',
      }),
    /** OpenID Connect: the provider's issuer URL, this site's client id and secret, the button's name. */
    OIDC_ISSUER: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), { message: 'must be an https:// URL' }),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_NAME: z.string().max(40).optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,40}$/, 'letters, digits, dots, dashes and underscores, at most 40')
      .default('unsayable'),
  })
  // The processes of a cluster share their games: in PostgreSQL, never in one process's SQLite file.
  .refine((e) => e.REDIS_URL === undefined || e.DATABASE_URL !== undefined, {
    path: ['REDIS_URL'],
    message: 'needs DATABASE_URL too: the processes of a cluster keep their games in PostgreSQL',
  })
  .refine((e) => e.OIDC_ISSUER === undefined || (e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET), {
    path: ['OIDC_ISSUER'],
    message: 'needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too',
  });

/**
 * How long a graceful stop (SIGTERM, SIGINT) may take after its drain (`drainMs`) before the
 * process exits anyway. Service managers are told to wait longer before they kill
 * (deploy/unsayable.service, docs/OPERATIONS.md).
 */
export const closeTimeoutMs = 10_000;

/** An OpenID provider players may sign in with. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the button says (`Sign in with {name}`): OIDC_NAME, or the issuer's host. */
  name: string;
}

/** Optional accounts: how mail goes out, where links point, the OpenID provider. */
export interface AccountSettings {
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  publicUrl?: string;
  oidc?: OidcSettings;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Strict-Transport-Security's max-age, sent only over HTTPS; 0: never sent. */
  hstsMaxAge: number;
  /** Origins allowed besides the server's own. */
  allowedOrigins: string[];
  perAddress: PerAddressLimits;
  /** Players' requests held waiting for the store, per game and in all, before more are refused. */
  queueBounds: QueueBounds;
  /** Requests per connection (tests raise it; operators have no reason to). */
  requestRate: RequestRate;
  /** How often a game's audience count is committed at most; unset, once a second (tests of other things shorten it). */
  audienceCommitMs?: number;
  webDist: string;
  /** PostgreSQL instead of the SQLite file under `dataDir`. */
  databaseUrl?: string | undefined;
  retentionDays: number;
  deckRetentionDays: number;
  /** PostgreSQL connections each process keeps at most. */
  databasePoolSize: number;
  /** Set: this process is one of a cluster (see cluster/). */
  redisUrl?: string;
  redisPrefix: string;
  /** How long a graceful stop keeps serving while it reports itself stopping. */
  drainMs: number;
  /** Set: the token a metrics scraper presents. */
  metricsToken?: string;
  /** The address players reach the site at (`PUBLIC_URL`): absolute links are made from it, not from Host. */
  publicUrl?: string;
  /** Unset: development defaults (mail written to the log, links made from the request's address). */
  accounts?: AccountSettings;
}

/** The environment, checked once at start: a bad value stops the server with a clear message. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Bad configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    allowedOrigins: e.ALLOWED_ORIGINS,
    perAddress: {
      connections: e.MAX_CONNECTIONS_PER_ADDRESS,
      sessionsPerMinute: e.MAX_SESSIONS_PER_MINUTE_PER_ADDRESS,
      gamesPerHour: e.MAX_GAMES_PER_HOUR_PER_ADDRESS,
      deckWritesPerHour: e.MAX_DECK_WRITES_PER_HOUR_PER_ADDRESS,
      accountAttemptsPerHour: e.MAX_ACCOUNT_REQUESTS_PER_HOUR_PER_ADDRESS,
      spectatesPerMinute: e.MAX_SPECTATES_PER_MINUTE_PER_ADDRESS,
      codeMisses: e.MAX_CODE_MISSES_PER_ADDRESS,
      errorLogEntriesPerHour: e.MAX_ERROR_LOG_ENTRIES_PER_HOUR_PER_ADDRESS,
      flagsPerHour: e.MAX_FLAGS_PER_HOUR_PER_ADDRESS,
      flagsPerPlayerPerHour: e.MAX_FLAGS_PER_HOUR_PER_PLAYER,
    },
    queueBounds: { perGame: e.MAX_QUEUED_REQUESTS_PER_GAME, total: e.MAX_QUEUED_REQUESTS },
    requestRate: limits.rate,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    databaseUrl: e.DATABASE_URL,
    retentionDays: e.RETENTION_DAYS,
    deckRetentionDays: e.DECK_RETENTION_DAYS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    redisPrefix: e.REDIS_PREFIX,
    // Behind a balancer (a cluster) give its health checks time to see the stop; alone, no wait.
    drainMs: e.DRAIN_MS ?? (e.REDIS_URL ? 3_000 : 0),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    ...(e.PUBLIC_URL ? { publicUrl: originSetting(e.PUBLIC_URL) as string } : {}),
    accounts: {
      mailFrom: e.MAIL_FROM,
      production: e.NODE_ENV === 'production',
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      ...(e.PUBLIC_URL ? { publicUrl: originSetting(e.PUBLIC_URL) as string } : {}),
      ...(e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            oidc: {
              issuer: e.OIDC_ISSUER,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_NAME ?? new URL(e.OIDC_ISSUER).host,
            },
          }
        : {}),
    },
  };
}
