import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configFromEnv: storage and retention', () => {
  it('runs on SQLite unless DATABASE_URL names a PostgreSQL database; an empty one counts as unset', () => {
    expect(configFromEnv({}).databaseUrl).toBeUndefined();
    expect(configFromEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    for (const url of ['postgres://postgres@127.0.0.1:5432/test', 'postgresql://u:p@db.example/unsayable']) {
      expect(configFromEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it('refuses another kind of URL with a clear message that does not repeat it', () => {
    for (const url of [
      'mysql://root:hunter2@db/unsayable',
      'postgres://',
      '127.0.0.1:5432',
      'postgres://a b',
    ]) {
      let message = '';
      try {
        configFromEnv({ DATABASE_URL: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe('Bad configuration: DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });

  it('keeps games 30 days by default; RETENTION_DAYS is a whole number of days, 1 or more', () => {
    expect(configFromEnv({}).retentionDays).toBe(30);
    expect(configFromEnv({ RETENTION_DAYS: '7' }).retentionDays).toBe(7);
    for (const bad of ['0', '-3', '1.5', 'a month', '100000']) {
      expect(() => configFromEnv({ RETENTION_DAYS: bad })).toThrow(/^Bad configuration: RETENTION_DAYS: /);
    }
  });
});

describe('configFromEnv: a cluster', () => {
  const db = 'postgres://postgres@127.0.0.1:5432/test';

  it('joins one with REDIS_URL beside DATABASE_URL; an empty REDIS_URL counts as unset', () => {
    const config = configFromEnv({ DATABASE_URL: db, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'unsayable',
      drainMs: 3000,
    });
    expect(configFromEnv({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(configFromEnv({}).drainMs).toBe(0);
  });

  it('refuses REDIS_URL without DATABASE_URL, and a URL of another kind', () => {
    expect(() => configFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      'Bad configuration: REDIS_URL: needs DATABASE_URL too',
    );
    expect(() => configFromEnv({ DATABASE_URL: db, REDIS_URL: 'http://x' })).toThrow(
      'Bad configuration: REDIS_URL: must be a redis:// or rediss:// URL',
    );
    expect(() => configFromEnv({ REDIS_PREFIX: 'a b' })).toThrow('Bad configuration: REDIS_PREFIX');
  });
});

describe('configFromEnv: accounts', () => {
  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL, NODE_ENV and the OpenID provider', () => {
    const accounts = configFromEnv({
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Party <party@example.com>',
      PUBLIC_URL: 'https://party.example',
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://id.example/realms/x',
      OIDC_CLIENT_ID: 'unsayable',
      OIDC_CLIENT_SECRET: 'secret',
    }).accounts;
    expect(accounts).toEqual({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailFrom: 'Party <party@example.com>',
      publicUrl: 'https://party.example',
      production: true,
      oidc: {
        issuer: 'https://id.example/realms/x',
        clientId: 'unsayable',
        clientSecret: 'secret',
        name: 'id.example',
      },
    });
    expect(configFromEnv({}).accounts).toEqual({
      mailFrom: 'Unsayable <no-reply@localhost>',
      production: false,
    });
  });

  it('refuses a bad SMTP_URL, PUBLIC_URL, or an issuer without its client', () => {
    expect(() => configFromEnv({ SMTP_URL: 'http://mail' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => configFromEnv({ PUBLIC_URL: 'https://party.example/play' })).toThrow(
      'PUBLIC_URL: must be an origin',
    );
    expect(() => configFromEnv({ OIDC_ISSUER: 'https://id.example' })).toThrow(
      'OIDC_ISSUER: needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too',
    );
  });
});

describe('configFromEnv: the site’s address and HTTPS', () => {
  it('PUBLIC_URL is the address players reach the site at, an origin as browsers write it', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://Party.example.com/' }).publicUrl).toBe(
      'https://party.example.com',
    );
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(configFromEnv({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    for (const bad of ['party.example.com', 'ftp://party.example.com', 'https://party.example.com/?x=1'])
      expect(() => configFromEnv({ PUBLIC_URL: bad }), bad).toThrow(
        'Bad configuration: PUBLIC_URL: must be an origin',
      );
  });

  it('sends Strict-Transport-Security for a year unless HSTS_MAX_AGE says otherwise; 0 sends none', () => {
    expect(configFromEnv({}).hstsMaxAge).toBe(31_536_000);
    expect(configFromEnv({ HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0);
    expect(configFromEnv({ HSTS_MAX_AGE: '86400' }).hstsMaxAge).toBe(86_400);
    for (const bad of ['-1', '1.5', 'a year', '63072001'])
      expect(() => configFromEnv({ HSTS_MAX_AGE: bad }), bad).toThrow(/^Bad configuration: HSTS_MAX_AGE: /);
  });
});
