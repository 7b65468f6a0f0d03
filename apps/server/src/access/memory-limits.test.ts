import { describe, expect, it } from 'vitest';
import { MemoryLimits } from './memory-limits.ts';
import { sharedLimitsContract } from './shared-limits.contract.ts';
import { ratePer } from './shared-limits.ts';

sharedLimitsContract('memory', async () => ({ limits: new MemoryLimits(), cleanup: async () => {} }));

const T0 = 1_700_000_000_000;
const HOUR = 3_600_000;

describe('one process’s limits in memory', () => {
  it('hold at most the given number of buckets; one full again is forgotten at the next sweep', async () => {
    const limits = new MemoryLimits(100);
    const rate = ratePer(1, HOUR);
    await limits.opened('connected');
    for (let i = 0; i < 10_000; i++) await limits.take(`session:10.0.${i >> 8}.${i & 255}`, rate, T0 + i);
    expect(limits.size).toBeLessThanOrEqual(101);
    // Open connections are never what is forgotten: their count must stay right.
    expect(await limits.connections('connected')).toBe(1);
    // Two hours on, every bucket is full again: a sweep leaves the connection and the newcomer.
    await limits.take('late', rate, T0 + 2 * HOUR);
    expect(limits.size).toBe(2);
  });

  it('never forget a count that reached its maximum while others flood in; only its window ends it', async () => {
    const limits = new MemoryLimits(100);
    for (let i = 0; i < 3; i++) await limits.count('victim', 3, HOUR, T0);
    for (let i = 0; i < 10_000; i++) await limits.count(`other${i}`, 3, HOUR, T0 + 1);
    expect(limits.size).toBeLessThanOrEqual(101);
    expect(await limits.count('victim', 3, HOUR, T0 + 2)).toBe(false);
    expect(await limits.counted('victim', HOUR, T0 + 2)).toBe(3);
    expect(await limits.count('victim', 3, HOUR, T0 + HOUR)).toBe(true);
  });
});
