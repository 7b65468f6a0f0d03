import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ratePer, type SharedLimits } from './shared-limits.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

export interface LimitsSubject {
  limits: SharedLimits;
  /** Another process's view of the same counts (a cluster's); absent for one process alone. */
  peer?: SharedLimits;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every SharedLimits must share, whichever keeps the counts. Each test gets fresh,
 * empty counts from `make`.
 */
export function sharedLimitsContract(name: string, make: () => Promise<LimitsSubject>): void {
  describe(`SharedLimits contract: ${name}`, () => {
    let subject: LimitsSubject;
    let limits: SharedLimits;
    beforeEach(async () => {
      subject = await make();
      limits = subject.limits;
    });
    afterEach(() => subject.cleanup());

    it('a bucket gives its burst at once, then what refills with time; each key its own', async () => {
      const rate = ratePer(2, MINUTE);
      expect(await limits.take('a', rate, T0)).toBe(true);
      expect(await limits.take('a', rate, T0)).toBe(true);
      expect(await limits.take('a', rate, T0)).toBe(false);
      expect(await limits.take('b', rate, T0)).toBe(true);
      // One token back every 30 s.
      expect(await limits.take('a', rate, T0 + 29_000)).toBe(false);
      expect(await limits.take('a', rate, T0 + 31_000)).toBe(true);
      expect(await limits.take('a', rate, T0 + 32_000)).toBe(false);
      expect(await limits.take('a', rate, T0 + 10 * MINUTE)).toBe(true);
      expect(await limits.take('a', rate, T0 + 10 * MINUTE)).toBe(true);
      expect(await limits.take('a', rate, T0 + 10 * MINUTE)).toBe(false);
    });

    it('a count allows `max` in its window, then none until the window ends; forgetting clears it', async () => {
      const taken = [];
      for (let i = 0; i < 4; i++) taken.push(await limits.count('acct', 3, MINUTE, T0 + i));
      expect(taken).toEqual([true, true, true, false]);
      expect(await limits.counted('acct', MINUTE, T0 + 10)).toBe(3);
      expect(await limits.count('acct', 3, MINUTE, T0 + MINUTE - 1)).toBe(false);
      // The window started at the first count.
      expect(await limits.counted('acct', MINUTE, T0 + MINUTE)).toBe(0);
      expect(await limits.count('acct', 3, MINUTE, T0 + MINUTE)).toBe(true);
      expect(await limits.counted('acct', MINUTE, T0 + MINUTE)).toBe(1);
      await limits.forget('acct');
      expect(await limits.counted('acct', MINUTE, T0 + MINUTE)).toBe(0);
      expect(await limits.counted('never', MINUTE, T0)).toBe(0);
    });

    it('counts open connections by address until they close', async () => {
      await limits.opened('10.0.0.1');
      await limits.opened('10.0.0.1');
      await limits.opened('10.0.0.2');
      expect(await limits.connections('10.0.0.1')).toBe(2);
      await limits.closed('10.0.0.1');
      expect(await limits.connections('10.0.0.1')).toBe(1);
      await limits.closed('10.0.0.1');
      await limits.closed('10.0.0.1');
      expect(await limits.connections('10.0.0.1')).toBe(0);
      expect(await limits.connections('10.0.0.2')).toBe(1);
    });

    it('what one process counts, the others see (in a cluster)', async (context) => {
      const { peer } = subject;
      if (!peer) return context.skip(); // one process alone has no other to compare with
      const rate = ratePer(3, MINUTE);
      const taken = [];
      for (let i = 0; i < 6; i++) taken.push(await (i % 2 === 0 ? limits : peer).take('a', rate, T0));
      expect(taken).toEqual([true, true, true, false, false, false]);
      for (let i = 0; i < 3; i++) await peer.count('acct', 3, MINUTE, T0);
      expect(await limits.count('acct', 3, MINUTE, T0)).toBe(false);
      await limits.opened('10.0.0.1');
      await peer.opened('10.0.0.1');
      await peer.opened('10.0.0.1');
      expect(await limits.connections('10.0.0.1')).toBe(3);
      expect(await peer.connections('10.0.0.1')).toBe(3);
    });
  });
}
