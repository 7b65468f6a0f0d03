import { accountMessages } from '@unsayable/rules';
import type { Request, RequestHandler, Response, Router } from 'express';
import { catalogueRoute, refuse } from '../access/catalogue-route.ts';
import type { CodeKind } from '../store/account-store.ts';
import type { AccountRouteDeps } from './account-http.ts';
import { currentPlayer, newPlayer, signInHere } from './account-sessions.ts';
import type { AccountAttempts } from './attempts.ts';
import { hashCode } from './codes.ts';
import { linkDeviceOf } from './link-device.ts';
import { type PasswordChecker, passwordProblem } from './passwords.ts';

/** What the routes of mailed links take from the account routes around them. */
export interface LinkRouteTools {
  /** An account write: the body's reader with its cap, and the admission that comes before the body. */
  write: { json: RequestHandler; before: (req: Request, res: Response) => Promise<boolean> };
  passwords: PasswordChecker;
  attempts: AccountAttempts;
}

/** What a link's press says besides the code (the catalogue's `linkPress`). */
interface LinkPress {
  anotherDevice?: true | undefined;
  bringThisDevice?: boolean | undefined;
}

/**
 * The pages of mailed links (`/account/confirm`, `/account/reset`) and what they send. A page
 * first asks what its link is (`POST /api/account/link`), which changes nothing; the link acts
 * only on the press that follows. A link acts fully only in the browser that asked for it
 * (`link-device.ts`). Anywhere else the press must say that the page told so (`anotherDevice`),
 * the browser's own player and decks join the account only when asked (`bringThisDevice`), and a
 * sign-up keeps no password typed on the other device: whoever typed it there may not be the
 * mailbox's owner, so a new one is chosen here.
 */
export function linkRoutes(router: Router, deps: AccountRouteDeps, tools: LinkRouteTools): void {
  const { store, now } = deps;
  const { write, passwords, attempts } = tools;

  /** A code's record if it may still be used, else the refusal already sent (its shape is the schema's). */
  const usableCode = async (res: Response, code: string, kinds: CodeKind[]) => {
    const record = await store.accounts.code(hashCode(code));
    if (!record || record.usedAt !== null || !kinds.includes(record.kind)) {
      refuse(res, 400, accountMessages.codeInvalid);
      return undefined;
    }
    if (record.expiresAt <= now()) {
      refuse(res, 400, accountMessages.codeExpired);
      return undefined;
    }
    return { ...record, codeHash: hashCode(code) };
  };

  /**
   * A link's code, where it was opened, and the account it acts on, or the refusal already sent:
   * a sign-in's or a reset's account must still be there and enabled, a sign-up's address free.
   */
  const linkOf = async (req: Request, res: Response, given: string, kinds: CodeKind[]) => {
    const code = await usableCode(res, given, kinds);
    if (!code) return undefined;
    const sameDevice = code.deviceHash !== null && code.deviceHash === linkDeviceOf(req);
    if (code.kind === 'sign-up') {
      if (await store.accounts.accountByEmail(code.email))
        return void refuse(res, 400, accountMessages.codeInvalid);
      return { code, sameDevice, account: undefined };
    }
    const account = code.userId ? await store.accounts.account(code.userId) : undefined;
    if (!account?.email) return void refuse(res, 400, accountMessages.userNotFound);
    if (account.disabled) return void refuse(res, 403, accountMessages.disabled);
    return { code, sameDevice, account: { id: account.id, email: account.email } };
  };

  /**
   * Whether this press may act, and whether this browser's player (a sign-up) or decks (a sign-in,
   * a reset) join the account; undefined with the refusal sent when the page did not say the link
   * came from another device (a page that acted on load, say).
   */
  const consent = (res: Response, sameDevice: boolean, press: LinkPress) => {
    if (!sameDevice && press.anotherDevice !== true) {
      refuse(res, 409, accountMessages.linkFromAnotherDevice);
      return undefined;
    }
    return { bring: sameDevice || press.bringThisDevice === true };
  };

  const spend = async (res: Response, codeHash: string) => {
    if (await store.accounts.useCode(codeHash, now())) return true;
    refuse(res, 400, accountMessages.codeInvalid);
    return false;
  };

  catalogueRoute(router, 'link', {
    ...write,
    handle: async (body, req, res, reply) => {
      const link = await linkOf(req, res, body.code, ['sign-up', 'sign-in', 'reset']);
      if (link) reply({ kind: link.code.kind, email: link.code.email, sameDevice: link.sameDevice });
    },
  });

  catalogueRoute(router, 'confirm', {
    ...write,
    handle: async (body, req, res, reply) => {
      const link = await linkOf(req, res, body.code, ['sign-up', 'sign-in']);
      if (!link) return;
      const allowed = consent(res, link.sameDevice, body);
      if (!allowed) return;
      const { code, account } = link;
      if (account) {
        if (!(await spend(res, code.codeHash))) return;
        await signInHere(store, req, res, account.id, now(), { bringDecks: allowed.bring });
        return void reply({ signedIn: true, email: account.email });
      }
      let passwordHash = code.passwordHash;
      if (!link.sameDevice) {
        const password = body.password ?? '';
        const problem = passwordProblem(password);
        if (problem) return void refuse(res, 400, problem);
        passwordHash = await passwords.hash(password);
      }
      if (!(await spend(res, code.codeHash))) return;
      // The player on this device becomes the account (same id: seat, name and decks stay) when it
      // may and is anonymous; otherwise a new player is made.
      const here = await currentPlayer(store, req);
      const herePlayer = here && (await store.accounts.account(here.user.id));
      const userId =
        allowed.bring && herePlayer?.email === null
          ? herePlayer.id
          : await newPlayer(store, allowed.bring ? (herePlayer?.name ?? '') : '', now());
      const attached = await store.accounts.attachEmail(userId, code.email, passwordHash);
      if (attached !== 'done') return void refuse(res, 400, accountMessages.codeInvalid);
      await signInHere(store, req, res, userId, now(), { bringDecks: allowed.bring });
      reply({ signedIn: true, email: code.email });
    },
  });

  catalogueRoute(router, 'reset', {
    ...write,
    handle: async (body, req, res, reply) => {
      const link = await linkOf(req, res, body.code, ['reset']);
      if (!link?.account) return;
      const allowed = consent(res, link.sameDevice, body);
      if (!allowed) return;
      const { password } = body;
      const problem = passwordProblem(password);
      if (problem) return void refuse(res, 400, problem);
      if (!(await spend(res, link.code.codeHash))) return;
      const { account } = link;
      await store.accounts.setPassword(account.id, await passwords.hash(password));
      // Whoever knew the old password is signed out everywhere.
      await store.accounts.removeSessions(account.id);
      await attempts.forget(account.email);
      await signInHere(store, req, res, account.id, now(), { bringDecks: allowed.bring });
      reply({ signedIn: true, email: account.email });
    },
  });
}
