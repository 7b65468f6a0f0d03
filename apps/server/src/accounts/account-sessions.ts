import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  clearedSessionCookie,
  credentialFrom,
  hashCredential,
  newCredential,
  sessionCookie,
} from '../access/sessions.ts';
import type { Store, UserRecord } from '../store/store.ts';

/** The player this request's cookie belongs to, with the credential it presented. */
export async function currentPlayer(
  store: Store,
  req: Request,
): Promise<{ user: UserRecord; credential: string } | undefined> {
  const credential = credentialFrom(req.headers.cookie);
  const user = credential ? await store.userByCredential(hashCredential(credential)) : undefined;
  return user && credential ? { user, credential } : undefined;
}

/**
 * Makes this device the player `userId`'s, with a new credential (the cookie is rotated: whatever
 * credential the device had is deleted). A device that was an anonymous player hands that
 * player's decks to the account, unless `bringDecks` is false (a link asked for on another
 * device, whose page was not told to); its seats in games stay with the anonymous player.
 */
export async function signInHere(
  store: Store,
  req: Request,
  res: Response,
  userId: string,
  now: number,
  { bringDecks = true } = {},
) {
  const before = bringDecks ? await currentPlayer(store, req) : undefined;
  if (before && before.user.id !== userId) {
    const was = await store.accounts.account(before.user.id);
    if (was && was.email === null) await store.decks.moveDecks(before.user.id, userId);
  }
  const credential = newCredential();
  await store.accounts.addSession(userId, hashCredential(credential), now);
  const old = credentialFrom(req.headers.cookie);
  if (old) await store.accounts.removeSession(hashCredential(old));
  res.setHeader('Set-Cookie', sessionCookie(credential, req.secure));
}

/**
 * Sign-out and deletion: this device's credential goes, always. The device starts again as a new
 * anonymous player when `newPlayerAllowed` (the address's new players, as `POST /api/session`
 * counts them); otherwise it is left with no cookie, and gets a player when it next plays.
 */
export async function signOutHere(
  store: Store,
  req: Request,
  res: Response,
  now: number,
  newPlayerAllowed: boolean,
) {
  const old = credentialFrom(req.headers.cookie);
  if (old) await store.accounts.removeSession(hashCredential(old));
  if (!newPlayerAllowed) return void res.setHeader('Set-Cookie', clearedSessionCookie(req.secure));
  const credential = newCredential();
  await store.createUser({ id: randomUUID(), credentialHash: hashCredential(credential), name: '', now });
  res.setHeader('Set-Cookie', sessionCookie(credential, req.secure));
}

/** A player for a device that has none yet (a sign-up link opened in a fresh browser). */
export async function newPlayer(store: Store, name: string, now: number): Promise<string> {
  const id = randomUUID();
  await store.createUser({ id, credentialHash: hashCredential(newCredential()), name, now });
  return id;
}
