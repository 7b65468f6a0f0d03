import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import { limits } from './limits.ts';

describe('configuration', () => {
  it('reads ALLOWED_ORIGINS as origins and the per-address limits, with defaults', () => {
    const config = configFromEnv({
      ALLOWED_ORIGINS: ' https://Party.example.com , http://localhost:5173/ ',
      MAX_GAMES_PER_HOUR_PER_ADDRESS: '5',
      MAX_CODE_MISSES_PER_ADDRESS: '12',
    });
    expect(config.allowedOrigins).toEqual(['https://party.example.com', 'http://localhost:5173']);
    expect(config.perAddress).toEqual({ ...limits.perAddress, gamesPerHour: 5, codeMisses: 12 });
    expect(configFromEnv({}).allowedOrigins).toEqual([]);
  });

  it('reads the bounds of requests held for the store, per game and in all, with defaults', () => {
    expect(configFromEnv({}).queueBounds).toEqual({ perGame: 20, total: 2_000 });
    expect(
      configFromEnv({ MAX_QUEUED_REQUESTS_PER_GAME: '8', MAX_QUEUED_REQUESTS: '500' }).queueBounds,
    ).toEqual({ perGame: 8, total: 500 });
    expect(() => configFromEnv({ MAX_QUEUED_REQUESTS: '0' })).toThrow(
      /^Bad configuration: MAX_QUEUED_REQUESTS: /,
    );
  });

  it('stops with a clear message on an origin that is not one', () => {
    for (const bad of ['party.example.com', 'https://party.example.com/play', 'ftp://party.example.com', '*'])
      expect(() => configFromEnv({ ALLOWED_ORIGINS: `https://ok.example,${bad}` }), bad).toThrow(
        `Bad configuration: ALLOWED_ORIGINS: "${bad}" is not an origin: write scheme://host[:port], like https://party.example.com`,
      );
    expect(() => configFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /^Bad configuration: MAX_CONNECTIONS_PER_ADDRESS: /,
    );
  });
});
