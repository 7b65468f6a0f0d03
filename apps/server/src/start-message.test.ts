import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { announceStart, startMessage } from './start-message.ts';

function address(family: 'IPv4' | 'IPv6', ip: string, internal = false): NetworkInterfaceInfo {
  const base = { netmask: '', mac: '00:00:00:00:00:00', internal, cidr: null };
  return family === 'IPv4' ? { ...base, family, address: ip } : { ...base, family, address: ip, scopeid: 0 };
}

/** A laptop on a home network: loopback, Wi-Fi with IPv4 and IPv6, and a container bridge. */
const laptop = {
  lo: [address('IPv4', '127.0.0.1', true), address('IPv6', '::1', true)],
  wlan0: [address('IPv4', '192.168.1.20'), address('IPv6', 'fe80::1c2b:3aff:fe4d:5e6f')],
  docker0: [address('IPv4', '172.17.0.1')],
};

describe('the start message', () => {
  it('on every address: localhost and each of the machine’s IPv4 addresses on its networks', () => {
    expect(startMessage('0.0.0.0', 3000, laptop)).toBe(
      'Unsayable is running: open http://localhost:3000 (on this network: http://192.168.1.20:3000, http://172.17.0.1:3000)',
    );
    expect(startMessage('::', 8080, laptop)).toBe(
      'Unsayable is running: open http://localhost:8080 (on this network: http://192.168.1.20:8080, http://172.17.0.1:8080)',
    );
  });

  it('on every address of a machine on no network: localhost alone', () => {
    expect(startMessage('0.0.0.0', 3000, { lo: laptop.lo })).toBe(
      'Unsayable is running: open http://localhost:3000',
    );
    expect(startMessage('0.0.0.0', 3000, {})).toBe('Unsayable is running: open http://localhost:3000');
  });

  it('on one address: that address alone, an IPv6 one in brackets', () => {
    expect(startMessage('127.0.0.1', 3000, laptop)).toBe('Unsayable is running: open http://127.0.0.1:3000');
    expect(startMessage('localhost', 3000, laptop)).toBe('Unsayable is running: open http://localhost:3000');
    expect(startMessage('192.168.1.20', 3000, laptop)).toBe(
      'Unsayable is running: open http://192.168.1.20:3000',
    );
    expect(startMessage('::1', 3000, laptop)).toBe('Unsayable is running: open http://[::1]:3000');
  });
});

describe('announceStart', () => {
  const written = (isTTY: boolean | undefined) => {
    const lines: string[] = [];
    announceStart({ isTTY, write: (text: string) => lines.push(text) }, '0.0.0.0', 3000, laptop);
    return lines;
  };

  it('prints the one line on a terminal', () => {
    expect(written(true)).toEqual([`${startMessage('0.0.0.0', 3000, laptop)}\n`]);
  });

  it('prints nothing elsewhere: a service’s output stays JSON lines alone', () => {
    expect(written(false)).toEqual([]);
    expect(written(undefined)).toEqual([]);
  });
});
