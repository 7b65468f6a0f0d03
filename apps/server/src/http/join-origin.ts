import type { NetworkInterfaceInfo } from 'node:os';

/** Hosts that mean every address of the machine. */
export const EVERY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/** `http://host:port`, with an IPv6 host in brackets. */
export function httpOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Each IPv4 address of the machine other devices on its network can reach: all but loopback. */
export function networkAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
}

/** A host name or address that means this machine itself (`Host`'s port left off). */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/** The `Host` header's name without its port. */
function hostName(header: string): string {
  if (header.startsWith('[')) return header.slice(0, header.indexOf(']') + 1);
  return header.split(':')[0] ?? '';
}

export interface JoinOriginSettings {
  /** `PUBLIC_URL`: always the address to give, when set. */
  publicUrl?: string;
  /** The server listens on every address of the machine (`HOST` 0.0.0.0), so its network addresses answer. */
  listensEverywhere: boolean;
  interfaces: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
}

export interface AskingPage {
  /** The request's own `Host` header, as the browser sent it (never a proxy's forwarded one). */
  host: string | undefined;
  /** Who connected: a page on this machine itself, or a proxy on it. */
  remoteAddress: string | undefined;
  /** The port the request came in on. */
  localPort: number | undefined;
}

/**
 * The origin to give other devices for this server, or null when the page's own will do. A page
 * opened on the server's machine as `localhost` (the host at home, its laptop on the TV) would
 * invite phones to their own loopback: it is given the machine's first network address instead.
 * Only a page on the machine itself learns that address, and only when the server answers there.
 */
export function joinOrigin(page: AskingPage, settings: JoinOriginSettings): string | null {
  if (settings.publicUrl) return settings.publicUrl;
  if (!settings.listensEverywhere || page.localPort === undefined) return null;
  if (!page.host || !isLoopbackHost(hostName(page.host))) return null;
  if (!page.remoteAddress || !isLoopbackHost(page.remoteAddress)) return null;
  const [address] = networkAddresses(settings.interfaces());
  return address === undefined ? null : httpOrigin(address, page.localPort);
}

/** The page's tag that carries the join origin: the web client reads it (`joinOriginOfPage`). */
export const JOIN_ORIGIN_META = 'join-origin';

/**
 * The page with the origin to give other devices written in, before `</head>`; none: the page as
 * it is. Written in the page rather than asked for: the lobby and the TV show their invite at once.
 */
export function withJoinOrigin(html: string, origin: string | null): string {
  if (origin === null) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const content = origin.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `${html.slice(0, at)}<meta name="${JOIN_ORIGIN_META}" content="${content}">\n${html.slice(at)}`;
}
