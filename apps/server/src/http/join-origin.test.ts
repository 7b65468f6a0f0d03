import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, joinOrigin, withJoinOrigin } from './join-origin.ts';

const v4 = (address: string, internal: boolean): NetworkInterfaceInfo => ({
  address,
  family: 'IPv4',
  internal,
  netmask: '255.255.255.0',
  mac: '00:00:00:00:00:00',
  cidr: null,
});
const interfaces = () => ({ lo: [v4('127.0.0.1', true)], wlan0: [v4('192.168.1.23', false)] });
const home = { listensEverywhere: true, interfaces };
const onThisMachine = { host: 'localhost:3000', remoteAddress: '127.0.0.1', localPort: 3000 };

describe('the address other devices are given', () => {
  it('is the machine’s network address for a page opened on the machine as localhost', () => {
    expect(joinOrigin(onThisMachine, home)).toBe('http://192.168.1.23:3000');
    expect(joinOrigin({ ...onThisMachine, host: '127.0.0.1:3000' }, home)).toBe('http://192.168.1.23:3000');
    expect(joinOrigin({ ...onThisMachine, host: '[::1]:3000', remoteAddress: '::1' }, home)).toBe(
      'http://192.168.1.23:3000',
    );
    expect(joinOrigin({ ...onThisMachine, remoteAddress: '::ffff:127.0.0.1' }, home)).toBe(
      'http://192.168.1.23:3000',
    );
  });

  it('is PUBLIC_URL whenever it is set', () => {
    const page = { host: 'anything', remoteAddress: '203.0.113.9', localPort: 443 };
    expect(joinOrigin(page, { ...home, publicUrl: 'https://party.example.com' })).toBe(
      'https://party.example.com',
    );
  });

  it('is none where the page’s own address already reaches the server', () => {
    // Opened by its network address, or by a name: phones reach that too.
    expect(joinOrigin({ ...onThisMachine, host: '192.168.1.23:3000' }, home)).toBeNull();
    expect(joinOrigin({ ...onThisMachine, host: 'party.example.com' }, home)).toBeNull();
    // Listening on loopback only: no other device reaches it at all.
    expect(joinOrigin(onThisMachine, { ...home, listensEverywhere: false })).toBeNull();
    // A machine with no network: nothing better to give.
    expect(
      joinOrigin(onThisMachine, { ...home, interfaces: () => ({ lo: [v4('127.0.0.1', true)] }) }),
    ).toBeNull();
    expect(joinOrigin({ ...onThisMachine, host: undefined }, home)).toBeNull();
  });

  it('never tells a device elsewhere the machine’s network address, whatever Host it sends', () => {
    expect(joinOrigin({ ...onThisMachine, remoteAddress: '203.0.113.9' }, home)).toBeNull();
    expect(joinOrigin({ ...onThisMachine, remoteAddress: undefined }, home)).toBeNull();
  });

  it('knows this machine’s names', () => {
    for (const host of ['localhost', 'LOCALHOST', 'tv.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['localhost.example.com', '128.0.0.1', '192.168.1.23', 'example.com', '::2', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('the page that carries it', () => {
  const page = '<html><head><title>Unsayable</title></head><body></body></html>';
  it('gets a tag before </head>, its content escaped; none leaves the page as it is', () => {
    expect(withJoinOrigin(page, 'http://192.168.1.23:3000')).toBe(
      '<html><head><title>Unsayable</title><meta name="join-origin" content="http://192.168.1.23:3000">\n</head><body></body></html>',
    );
    expect(withJoinOrigin(page, 'https://a.example/"><script>')).toContain(
      'content="https://a.example/&#34;&#62;&#60;script&#62;"',
    );
    expect(withJoinOrigin(page, null)).toBe(page);
  });
});
