import { describe, expect, it } from 'vitest';
import { AddressLimits } from './address-limits.ts';
import { addressKey } from './client-address.ts';
import { MemoryLimits } from './memory-limits.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SETTINGS = { connections: 2, sessionsPerMinute: 2, gamesPerHour: 1, deckWritesPerHour: 1 };

describe('per-address limits', () => {
  it('refuses past each limit, records a refusal once a minute, and refills with time', async () => {
    const limits = new AddressLimits(SETTINGS, new MemoryLimits());
    expect(await limits.admitSession('a', T0)).toBe('allowed');
    expect(await limits.admitSession('a', T0)).toBe('allowed');
    expect(await limits.admitSession('a', T0)).toBe('refused');
    expect(await limits.admitSession('a', T0 + 1_000)).toBe('refused again');
    expect(await limits.admitSession('b', T0 + 1_000)).toBe('allowed');
    // One token back every 30 s; the refusal after that is recorded again once a minute has passed.
    expect(await limits.admitSession('a', T0 + 31_000)).toBe('allowed');
    expect(await limits.admitSession('a', T0 + 50_000)).toBe('refused again');
    expect(await limits.admitSession('a', T0 + MINUTE + 1)).toBe('allowed');
    expect(await limits.admitSession('a', T0 + MINUTE + 1)).toBe('refused');

    expect(await limits.admitGame('a', T0)).toBe('allowed');
    expect(await limits.admitGame('a', T0 + 30 * MINUTE)).toBe('refused');
    expect(await limits.admitGame('a', T0 + HOUR)).toBe('allowed');

    // Deck writes have a bucket of their own: games used up leave them alone.
    expect(await limits.admitDeckWrite('a', T0 + HOUR)).toBe('allowed');
    expect(await limits.admitDeckWrite('a', T0 + HOUR + MINUTE)).toBe('refused');
    expect(await limits.admitDeckWrite('b', T0 + HOUR + MINUTE)).toBe('allowed');
    expect(await limits.admitDeckWrite('a', T0 + 2 * HOUR)).toBe('allowed');
  });

  it('counts open connections until they close', async () => {
    const limits = new AddressLimits(SETTINGS, new MemoryLimits());
    for (let i = 0; i < 2; i++) {
      expect(await limits.admitConnection('a', T0)).toBe('allowed');
      await limits.opened('a');
    }
    expect(await limits.admitConnection('a', T0)).toBe('refused');
    await limits.closed('a');
    expect(await limits.admitConnection('a', T0)).toBe('allowed');
  });

  it('misses of game codes: a burst, then a sixth of it a minute; look-ups are held meanwhile', async () => {
    const limits = new AddressLimits({ ...SETTINGS, codeMisses: 6 }, new MemoryLimits());
    for (let i = 0; i < 6; i++) expect(await limits.codeMiss('a', T0)).toBe(true);
    expect(limits.codesHeld('a', T0)).toBe(false);
    expect(await limits.codeMiss('a', T0)).toBe(false);
    // Held until one miss is back (a minute), for this address alone.
    expect(limits.codesHeld('a', T0 + MINUTE - 1)).toBe(true);
    expect(limits.codesHeld('b', T0)).toBe(false);
    expect(limits.codesHeld('a', T0 + MINUTE)).toBe(false);
    expect(await limits.codeMiss('a', T0 + MINUTE)).toBe(true);
    expect(await limits.codeMiss('a', T0 + MINUTE)).toBe(false);
  });

  it('remembers at most the given number of addresses’ refusals and holds', async () => {
    const limits = new AddressLimits({ ...SETTINGS, codeMisses: 1 }, new MemoryLimits(), 100);
    for (let i = 0; i < 10_000; i++) {
      const address = `10.0.${i >> 8}.${i & 255}`;
      limits.refuse(address, 'origin', T0 + i);
      while (await limits.codeMiss(address, T0 + i));
    }
    expect(limits.size).toBeLessThanOrEqual(200);
  });
});

describe('address keys', () => {
  it('IPv4 as it is (also mapped), IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
