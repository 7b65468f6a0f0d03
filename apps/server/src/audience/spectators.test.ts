import type { Audience, GameRequest } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalSpectatorRegistry } from './spectator-registry.ts';
import { AUDIENCE_COMMIT_MS, Spectators } from './spectators.ts';

/** Games that only count their audience: every commit that changes a count is a version. */
function countingGames() {
  const audiences = new Map<string, Audience>();
  const commits: string[] = [];
  const service = {
    async apply(request: GameRequest) {
      if (request.type !== 'setAudience') throw new Error(`unexpected ${request.type}`);
      const before = audiences.get(request.gamecode) ?? { spectators: 0, screens: 0 };
      const next = { spectators: request.spectators, screens: request.screens };
      if (next.spectators === before.spectators && next.screens === before.screens)
        return { ok: true as const, outcome: 'unchanged' as const, serverTime: 0 };
      audiences.set(request.gamecode, next);
      commits.push(request.gamecode);
      return { ok: true as const, outcome: 'accepted' as const, serverTime: 0 };
    },
    load: async () => undefined,
  };
  const failures: unknown[] = [];
  const spectators = new Spectators(
    service,
    { openGames: async () => [] },
    new LocalSpectatorRegistry(),
    (err) => failures.push(err),
  );
  return { spectators, commits, failures, audience: (gamecode: string) => audiences.get(gamecode) };
}

describe('the audience count', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets the commits already due run (no time passes). */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('is committed at once after a quiet second, then at most once a second, the last count winning', async () => {
    const { spectators, commits, failures, audience } = countingGames();
    await spectators.joined('ABCDEF', 'first', 'phone');
    await settle();
    expect(commits).toEqual(['ABCDEF']);
    // Seventy-five toggles within the second: nothing more is committed yet.
    const pending: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) {
      pending.push(spectators.joined('ABCDEF', `s${i}`, i % 5 === 0 ? 'tv' : 'phone'));
      if (i % 2 === 0) pending.push(spectators.left('ABCDEF', `s${i}`));
    }
    await vi.advanceTimersByTimeAsync(AUDIENCE_COMMIT_MS - 1);
    expect(commits).toHaveLength(1);
    // The second is up: one commit of the count as it is now.
    await Promise.all(pending);
    await vi.advanceTimersByTimeAsync(1);
    expect(commits).toHaveLength(2);
    expect(audience('ABCDEF')).toEqual({ spectators: 21, screens: 5 });
    // Quiet for a second: the next change is committed at once again.
    await vi.advanceTimersByTimeAsync(2 * AUDIENCE_COMMIT_MS);
    await spectators.left('ABCDEF', 'first');
    await settle();
    expect(commits).toHaveLength(3);
    expect(audience('ABCDEF')).toEqual({ spectators: 20, screens: 5 });
    expect(failures).toEqual([]);
  });

  it('paces each game on its own', async () => {
    const { spectators, commits } = countingGames();
    await spectators.joined('ABCDEF', 'a', 'phone');
    await spectators.joined('BCDEFG', 'b', 'phone');
    await settle();
    expect(commits).toEqual(['ABCDEF', 'BCDEFG']);
  });

  it('at shutdown, leaves what waits to whoever counts next', async () => {
    const { spectators, commits } = countingGames();
    await spectators.joined('ABCDEF', 'a', 'phone');
    await spectators.joined('ABCDEF', 'b', 'phone');
    await settle();
    spectators.stop();
    await vi.advanceTimersByTimeAsync(AUDIENCE_COMMIT_MS);
    expect(commits).toHaveLength(1);
  });
});
