import { describe, expect, it } from 'vitest';
import { AddressLimits } from './address-limits.ts';
import { addressKey } from './client-address.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('per-address limits', () => {
  it('refuses past each limit, records a refusal once a minute, and refills with time', () => {
    const limits = new AddressLimits(
      { connections: 2, sessionsPerMinute: 2, gamesPerHour: 1, deckWritesPerHour: 1 },
      T0,
    );
    expect(limits.admitSession('a', T0)).toBe('allowed');
    expect(limits.admitSession('a', T0)).toBe('allowed');
    expect(limits.admitSession('a', T0)).toBe('refused');
    expect(limits.admitSession('a', T0 + 1_000)).toBe('refused again');
    expect(limits.admitSession('b', T0 + 1_000)).toBe('allowed');
    // One token back every 30 s; the refusal after that is recorded again once a minute has passed.
    expect(limits.admitSession('a', T0 + 31_000)).toBe('allowed');
    expect(limits.admitSession('a', T0 + 50_000)).toBe('refused again');
    expect(limits.admitSession('a', T0 + MINUTE + 1)).toBe('allowed');
    expect(limits.admitSession('a', T0 + MINUTE + 1)).toBe('refused');

    expect(limits.admitGame('a', T0)).toBe('allowed');
    expect(limits.admitGame('a', T0 + 30 * MINUTE)).toBe('refused');
    expect(limits.admitGame('a', T0 + HOUR)).toBe('allowed');

    // Deck writes have a bucket of their own: games used up leave them alone.
    expect(limits.admitDeckWrite('a', T0 + HOUR)).toBe('allowed');
    expect(limits.admitDeckWrite('a', T0 + HOUR + MINUTE)).toBe('refused');
    expect(limits.admitDeckWrite('b', T0 + HOUR + MINUTE)).toBe('allowed');
    expect(limits.admitDeckWrite('a', T0 + 2 * HOUR)).toBe('allowed');
  });

  it('counts open connections until they close', () => {
    const limits = new AddressLimits(
      { connections: 2, sessionsPerMinute: 1, gamesPerHour: 1, deckWritesPerHour: 1 },
      T0,
    );
    for (let i = 0; i < 2; i++) {
      expect(limits.admitConnection('a', T0)).toBe('allowed');
      limits.opened('a', T0);
    }
    expect(limits.admitConnection('a', T0)).toBe('refused');
    limits.closed('a', T0);
    expect(limits.admitConnection('a', T0)).toBe('allowed');
  });

  it('holds at most the given number of addresses, and forgets idle ones after an hour', () => {
    const limits = new AddressLimits(
      { connections: 5, sessionsPerMinute: 1, gamesPerHour: 1, deckWritesPerHour: 1 },
      T0,
      100,
    );
    limits.opened('connected', T0);
    for (let i = 0; i < 10_000; i++) limits.admitSession(`10.0.${i >> 8}.${i & 255}`, T0 + i);
    expect(limits.size).toBeLessThanOrEqual(100);
    // The connected address is never the one forgotten: its count must stay right.
    expect(limits.admitConnection('connected', T0 + 10_000)).toBe('allowed');
    limits.opened('connected', T0 + 10_000);
    for (let i = 0; i < 3; i++) limits.opened('connected', T0 + 10_000);
    expect(limits.admitConnection('connected', T0 + 10_000)).toBe('refused');
    // An hour later, a sweep leaves only what is still connected (and the address that woke it).
    limits.admitSession('late', T0 + 2 * HOUR);
    expect(limits.size).toBe(2);
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
