import { accountMessages } from '@unsayable/rules';
import express, { type Request, type Response, Router } from 'express';
import { catalogueRoute, refuse } from '../access/catalogue-route.ts';
import { clientAddress } from '../access/client-address.ts';
import { originAllowed, otherSiteMessage } from '../access/origin.ts';
import { hashCredential } from '../access/sessions.ts';
import { hashDeckKey } from '../decks/deck-routes.ts';
import { type AccountRouteDeps, accountAdmission } from './account-http.ts';
import { profileOf } from './account-profile.ts';
import { currentPlayer, signInHere, signOutHere } from './account-sessions.ts';
import { AccountAttempts } from './attempts.ts';
import { codeMail } from './code-mail.ts';
import { askingDevice } from './link-device.ts';
import { linkRoutes } from './link-routes.ts';
import { mailLanguage, mailTexts } from './mail-texts.ts';
import { PasswordChecker, passwordProblem } from './passwords.ts';

// The fuzz tests hold the stored emails to the routes' own check.
export { validEmail } from '@unsayable/rules';
export type { AccountRouteDeps };

/** Account bodies are a few short fields: a 10 MB password is refused before it is read. */
export const ACCOUNT_BODY_MAX_BYTES = 4 * 1024;

/**
 * `/api/account/*` (docs/PROTOCOL.md, "Accounts"): optional accounts over HTTP, as decks are, because only an
 * HTTP answer can set the HttpOnly cookie that a sign-in rotates. Every write comes only from this
 * site's own pages, counts against its address's account requests an hour, and answers a refusal
 * as `{ error, errorRef }`. Each route is the route catalogue's (`httpRoutes`): its body is parsed
 * by the catalogue's schema once the route's admission has passed.
 */
export function accountRoutes(deps: AccountRouteDeps): Router {
  const { store, origins, addresses, now, settings, mailer } = deps;
  const passwords = deps.passwords ?? new PasswordChecker();
  const attempts = deps.attempts ?? new AccountAttempts();
  const router = Router();
  const json = express.json({ limit: ACCOUNT_BODY_MAX_BYTES });
  const admitted = accountAdmission(deps);
  const { mailCode, afterAnswer } = codeMail(deps);

  /** The signed-in account of this device, or a 401. */
  const signedInAccount = async (req: Request, res: Response) => {
    const here = await currentPlayer(store, req);
    const account = here && (await store.accounts.account(here.user.id));
    if (here && account?.email) return { ...account, email: account.email, credential: here.credential };
    refuse(res, 401, accountMessages.notSignedIn);
    return undefined;
  };

  catalogueRoute(router, 'account', {
    handle: async (_body, req, res, reply) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!mailer) return void refuse(res, 503, accountMessages.unavailable);
      const oidc = settings.oidc ? { oidc: { enabled: true, name: settings.oidc.name } } : {};
      const here = await currentPlayer(store, req);
      const account = here && (await store.accounts.account(here.user.id));
      if (!account?.email) return void reply({ signedIn: false, ...oidc });
      reply({
        signedIn: true,
        email: account.email,
        name: account.name,
        ...(await profileOf(store, account.id)),
        ...oidc,
      });
    },
  });

  /** An account write: the body's reader, then this site's pages only, accounts on, not too many. */
  const write = { json, before: admitted };

  // Sign-up, sign-in links and resets answer before the address is looked up: what differs
  // between a known and an unknown address (a code stored, a mail) comes after the answer.
  catalogueRoute(router, 'signUp', {
    ...write,
    handle: async ({ email, password, language }, req, res, reply) => {
      const problem = passwordProblem(password);
      if (problem) return void refuse(res, 400, problem);
      if (!(await attempts.spend(`mail ${email}`, now())))
        return void refuse(res, 429, accountMessages.tooManyAttempts);
      const deviceHash = askingDevice(req, res);
      const mails = mailTexts(mailLanguage(language));
      reply({ signedIn: false, message: accountMessages.checkEmailSignUp });
      afterAnswer(res, async () => {
        // Hashed whether or not the address has an account: the work after the answer is alike too.
        const passwordHash = await passwords.hash(password);
        const existing = await store.accounts.accountByEmail(email);
        if (existing)
          await mailCode(
            req,
            { kind: 'sign-in', email, userId: existing.id, passwordHash: null, deviceHash },
            '/account/confirm',
            mails.alreadyExists,
          );
        else
          await mailCode(
            req,
            { kind: 'sign-up', email, userId: null, passwordHash, deviceHash },
            '/account/confirm',
            mails.confirmSignUp,
          );
      });
    },
  });

  catalogueRoute(router, 'signIn', {
    ...write,
    handle: async ({ email, password }, req, res, reply) => {
      if (passwordProblem(password) === accountMessages.passwordTooLong)
        return void refuse(res, 400, accountMessages.passwordTooLong);
      if (!(await attempts.hasAttemptsLeft(email, now())))
        return void refuse(res, 429, accountMessages.tooManyAttempts);
      const account = await store.accounts.accountByEmail(email);
      // A password is checked whether or not the account exists (a dummy hash when not).
      if (!(await passwords.check(password, account?.passwordHash))) {
        await attempts.spend(email, now());
        return void refuse(res, 400, accountMessages.wrongPassword);
      }
      if (!account) return void refuse(res, 400, accountMessages.wrongPassword);
      if (account.disabled) return void refuse(res, 403, accountMessages.disabled);
      await attempts.forget(email);
      await signInHere(store, req, res, account.id, now());
      reply({ signedIn: true, email });
    },
  });

  /** A mailed link or code for an address: always the same answer, at the same moment, mail or not. */
  const mailFor =
    (kind: 'sign-in' | 'reset', message: string) =>
    async (
      { email, language }: { email: string; language?: string | undefined },
      req: Request,
      res: Response,
      reply: (answer: { message: string }) => void,
    ) => {
      if (!(await attempts.spend(`mail ${email}`, now())))
        return void refuse(res, 429, accountMessages.tooManyAttempts);
      const deviceHash = askingDevice(req, res);
      const mails = mailTexts(mailLanguage(language));
      reply({ message });
      afterAnswer(res, async () => {
        const account = await store.accounts.accountByEmail(email);
        if (!account || account.disabled) return;
        const [path, compose] =
          kind === 'reset' ? ['/account/reset', mails.reset] : ['/account/confirm', mails.signInLink];
        await mailCode(
          req,
          { kind, email, userId: account.id, passwordHash: null, deviceHash },
          path,
          compose,
        );
      });
    };
  catalogueRoute(router, 'signInLink', {
    ...write,
    handle: mailFor('sign-in', accountMessages.checkEmailLink),
  });
  catalogueRoute(router, 'forgotPassword', {
    ...write,
    handle: mailFor('reset', accountMessages.checkEmailReset),
  });
  linkRoutes(router, deps, { write, passwords, attempts });

  catalogueRoute(router, 'password', {
    ...write,
    handle: async ({ currentPassword: current, newPassword: next }, req, res, reply) => {
      const account = await signedInAccount(req, res);
      if (!account) return;
      if (!(await attempts.hasAttemptsLeft(account.email, now())))
        return void refuse(res, 429, accountMessages.tooManyAttempts);
      if (!(await passwords.check(current, account.passwordHash))) {
        await attempts.spend(account.email, now());
        return void refuse(res, 400, accountMessages.currentPasswordWrong);
      }
      const problem = passwordProblem(next);
      if (problem) return void refuse(res, 400, problem);
      await store.accounts.setPassword(account.id, await passwords.hash(next));
      // Other devices signed in with the old password are signed out; this one stays.
      await store.accounts.removeSessions(account.id, hashCredential(account.credential));
      reply({ signedIn: true, email: account.email });
    },
  });

  /** The display name: the account's name in games it joins from now on (games played keep theirs). */
  catalogueRoute(router, 'name', {
    ...write,
    handle: async ({ name }, req, res, reply) => {
      const account = await signedInAccount(req, res);
      if (!account) return;
      await store.accounts.rename(account.id, name);
      reply({ signedIn: true, email: account.email, name });
    },
  });

  /** Signs this device out; its new anonymous player counts against the address's new players. */
  const signOut = async (req: Request, res: Response) => {
    const verdict = await addresses.admitSession(clientAddress(req, origins.trustProxy), now());
    return signOutHere(store, req, res, now(), verdict === 'allowed');
  };

  // Not `admitted`: signing out works with accounts off, and counts no account request.
  catalogueRoute(router, 'signOut', {
    before: (req, res) => {
      if (originAllowed(req, origins)) return true;
      refuse(res, 403, otherSiteMessage);
      return false;
    },
    handle: async (_body, req, res, reply) => {
      await signOut(req, res);
      reply({ signedIn: false });
    },
  });

  catalogueRoute(router, 'deleteAccount', {
    before: admitted,
    handle: async (_body, req, res, reply) => {
      const account = await signedInAccount(req, res);
      if (!account) return;
      await store.accounts.deleteAccount(account.id);
      await signOut(req, res);
      reply({ signedIn: false });
    },
  });

  catalogueRoute(router, 'claimDecks', {
    ...write,
    handle: async ({ decks }, req, res, reply) => {
      const account = await signedInAccount(req, res);
      if (!account) return;
      let claimed = 0;
      for (const { id, key } of decks)
        if (await store.decks.claimDeck(id, hashDeckKey(key), account.id)) claimed++;
      reply({ claimed });
    },
  });

  // A body past the limit (a 10 MB password, say) is refused before it is read, with a clear word.
  router.use('/api/account', (err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const e = err as { type?: string };
    if (e?.type === 'entity.too.large') return void refuse(res, 413, accountMessages.passwordTooLong);
    next(err);
  });
  return router;
}
