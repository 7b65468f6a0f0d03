import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { limits } from '../src/limits.ts';
import { Client, startTestServer, TestClock, tempDir } from './harness.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** What the error log holds on disk: its rows and the bytes of their entries, codes and ids. */
function errorLogSize(dataDir: string): { rows: number; bytes: number } {
  const db = new Database(join(dataDir, 'unsayable.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT COUNT(*) AS rows, COALESCE(SUM(LENGTH(entry) + LENGTH(id) + LENGTH(game_code) + 8), 0) AS bytes FROM errors',
      )
      .get() as { rows: number; bytes: number };
    return row;
  } finally {
    db.close();
  }
}

/** A report as long as the request catalogue lets it be, different from every other one. */
function bigReport(n: number) {
  return {
    message: `${n} ${'m'.repeat(1990)}`,
    name: `${n} ${'n'.repeat(190)}`,
    source: `${n} ${'s'.repeat(190)}`,
    additionalInfo: `${n} ${'i'.repeat(3990)}`,
  };
}

describe('a flood of error reports and refused requests from one address', () => {
  let server: TestServer | undefined;
  const dir = tempDir();
  const sockets: Client[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await server?.cleanup();
    dir.remove();
  });

  it('40 connections for a minute, each at its full request rate, grow the error log by well under 1 MB', async () => {
    const clock = new TestClock();
    server = await startTestServer({
      dataDir: dir.path,
      now: clock.now,
      // Production's per-address limits, with room for the flood's connections.
      config: { perAddress: { ...limits.perAddress, connections: 1_000, sessionsPerMinute: 1_000 } },
    });
    for (let i = 0; i < 40; i++) sockets.push(await Client.seatless(server.url));
    const before = errorLogSize(dir.path);
    let n = 0;
    for (let second = 0; second < 60; second++) {
      await Promise.all(
        sockets.map((socket) =>
          Promise.all(
            Array.from({ length: limits.rate.perSecond }, (_, k) => {
              n += 1;
              // Half of them reports, half refused requests, each unlike the others.
              return k % 2 === 0
                ? socket.request('reportError', {
                    ...bigReport(n),
                    ...(n % 4 === 0 ? { gamecode: 'BCDFGH' } : {}),
                  })
                : socket.request(`noSuchRequest${n}`, { gamecode: 'BCDFGH' });
            }),
          ),
        ),
      );
      clock.advance(1_000);
    }
    const after = errorLogSize(dir.path);
    expect(n).toBe(24_000);
    expect(after.bytes - before.bytes).toBeLessThan(1_000_000);
  }, 120_000);
});
