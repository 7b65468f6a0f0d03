import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookies, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { CODE_LIFETIME_MS } from './codes.ts';

/**
 * The browser's mark for the links it asks for: 256 random bits in an HttpOnly cookie, sent only
 * to the account routes. A mailed code keeps the SHA-256 of the mark of the browser that asked, so
 * a link's page can tell whether it was opened there or somewhere else: a link someone else asked
 * for (a sign-up, a sign-in, a reset) must not act on this browser's player as if it were theirs.
 * Not the session cookie: a browser may ask before it has a player, and its session is rotated by
 * every sign-in.
 */
export const LINK_DEVICE_COOKIE = 'unsayable_link_device';
const MARK = /^[A-Za-z0-9_-]{43}$/;
/** As long as the longest-lived code: a mark outliving every code it could match is worth nothing. */
const MARK_LIFETIME_S = Math.max(...Object.values(CODE_LIFETIME_MS)) / 1000;

const hashMark = (mark: string) => createHash('sha256').update(mark).digest('hex');

function markFrom(req: Request): string | undefined {
  const header = req.headers.cookie;
  const mark = header ? parseCookies(header)[LINK_DEVICE_COOKIE] : undefined;
  // Anything but our own shape is no mark.
  return mark && MARK.test(mark) ? mark : undefined;
}

/** The hash of this browser's mark, or null when it has none (it never asked for a link). */
export function linkDeviceOf(req: Request): string | null {
  const mark = markFrom(req);
  return mark ? hashMark(mark) : null;
}

/**
 * The browser asking for a mailed code: its mark (kept, so that a second request leaves the first
 * link good here, or a new one), set again for as long as a code lives. Returns its hash.
 */
export function askingDevice(req: Request, res: Response): string {
  const mark = markFrom(req) ?? randomBytes(32).toString('base64url');
  res.append(
    'Set-Cookie',
    serialize(LINK_DEVICE_COOKIE, mark, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/api/account',
      maxAge: MARK_LIFETIME_S,
    }),
  );
  return hashMark(mark);
}
