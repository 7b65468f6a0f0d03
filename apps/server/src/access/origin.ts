import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { transportMessages } from '@unsayable/rules';

/** What a page of another site is told (and the server's own log records). */
export const otherSiteMessage = transportMessages.otherSite;

export interface OriginPolicy {
  /** Behind a proxy: X-Forwarded-Host and X-Forwarded-Proto say where the browser connected. */
  trustProxy: boolean;
  /** Further origins allowed besides the server's own (`ALLOWED_ORIGINS`), each as `normalizeOrigin` gives it. */
  allowedOrigins: readonly string[];
}

/**
 * Whether a request may act with the cookie it carries. Browsers send Origin with every WebSocket
 * handshake and every cross-site POST, so a page on another site is refused here even though its
 * request carries our player's cookie. A request without Origin is no browser acting for another
 * site (a script, a health check, an old same-origin GET): it is allowed, since whoever can send
 * it without a browser can also write any Origin they like.
 */
export function originAllowed(req: IncomingMessage, policy: OriginPolicy): boolean {
  const given = req.headers.origin;
  if (given === undefined) return true;
  const origin = normalizeOrigin(given);
  if (origin === undefined) return false; // "null" (sandboxed frames, files) and anything unreadable
  return origin === ownOrigin(req, policy.trustProxy) || policy.allowedOrigins.includes(origin);
}

/**
 * A Host (or X-Forwarded-Host) as HTTP defines it: a name or a bracketed IPv6 address, and a port.
 * The URL parser would read `evil.example/path` or `user@evil.example` as a host too.
 */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the browser reached this server at: the Host the request came to, and its scheme;
 * undefined when the Host is not one.
 */
export function ownOrigin(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwardedHost = trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const host = forwardedHost ?? req.headers.host;
  if (!host || host.length > 300 || !HOST.test(host)) return undefined;
  const scheme = forwardedProto ?? ((req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http');
  return normalizeOrigin(`${scheme}://${host}`);
}

/** `scheme://host[:port]` in the form browsers send (lower case, default port left out), or undefined. */
export function normalizeOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** An origin as an operator writes it in `ALLOWED_ORIGINS`: nothing but scheme, host and port. */
export function originSetting(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare ? normalizeOrigin(entry) : undefined;
  } catch {
    return undefined;
  }
}

/** A proxy's header may list several values (one per hop): the first is where the browser connected. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  const first = text?.split(',')[0]?.trim();
  return first ? first : undefined;
}
