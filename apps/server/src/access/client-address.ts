import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The address a request came from, as the per-address limits count it. Behind a proxy
 * (`trustProxy`) it is the last hop of X-Forwarded-For, the one our proxy appended (what Express
 * takes with `trust proxy` set to one hop); the entries before it are whatever the client wrote.
 * Without `trustProxy` the header is ignored: anyone could send it.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const direct = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return addressKey(direct);
  const header = req.headers['x-forwarded-for'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return addressKey(last && isIP(stripZone(last)) ? last : direct);
}

/**
 * One key per client: an IPv4 address as it is (also when mapped into IPv6), an IPv6 address by
 * its first 64 bits, the block one subscriber gets; counting single IPv6 addresses would let one
 * machine take a fresh address for every connection.
 */
export function addressKey(address: string): string {
  const plain = stripZone(address);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const groups = expandIpv6(plain);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function stripZone(address: string): string {
  const at = address.indexOf('%');
  return at < 0 ? address : address.slice(0, at);
}

/** The eight groups of a valid IPv6 address, without leading zeros ("::" and an IPv4 tail spelled out). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((g) =>
    Number.parseInt(g || '0', 16).toString(16),
  );
}
