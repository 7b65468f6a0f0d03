import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { parse as parseCookies, serialize } from 'cookie';
import type { Store, UserRecord } from '../store/store.ts';

export const SESSION_COOKIE = 'unsayable_session';
const ONE_YEAR_S = 365 * 24 * 3600;

/** 256 random bits: the credential lives only in the HttpOnly cookie; the store keeps its hash. */
export function newCredential(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

export function sessionCookie(credential: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, credential, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ONE_YEAR_S,
  });
}

/** Takes the session cookie off a device (signed out with no new player: see `signOutHere`). */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

export function credentialFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookies(cookieHeader)[SESSION_COOKIE];
  // Anything but our own shape is not worth a database lookup.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Anonymous players: a random id and credential per browser, found again by the cookie. */
export class Sessions {
  constructor(private readonly store: Store) {}

  async resolve(cookieHeader: string | undefined): Promise<UserRecord | undefined> {
    const credential = credentialFrom(cookieHeader);
    return credential ? this.store.userByCredential(hashCredential(credential)) : undefined;
  }

  async issue(name: string, now: number): Promise<{ user: UserRecord; credential: string }> {
    const credential = newCredential();
    const user = { id: randomUUID(), name, lastSeen: now };
    await this.store.createUser({ id: user.id, credentialHash: hashCredential(credential), name, now });
    return { user, credential };
  }
}
