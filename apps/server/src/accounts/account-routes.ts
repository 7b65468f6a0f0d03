import { accountMessages, DECK_ID_PATTERN, fixedMessages, nameSchema } from '@unsayable/rules';
import express, { type Request, type Response, Router } from 'express';
import { clientAddress } from '../access/client-address.ts';
import { originAllowed, otherSiteMessage } from '../access/origin.ts';
import { hashCredential } from '../access/sessions.ts';
import { hashDeckKey } from '../decks/deck-routes.ts';
import { normaliseEmail } from '../store/account-store.ts';
import { type AccountRouteDeps, accountAdmission, refuse, text } from './account-http.ts';
import { profileOf } from './account-profile.ts';
import { currentPlayer, signInHere, signOutHere } from './account-sessions.ts';
import { AccountAttempts } from './attempts.ts';
import { codeMail } from './code-mail.ts';
import { askingDevice } from './link-device.ts';
import { linkRoutes } from './link-routes.ts';
import { mailLanguage, mailTexts } from './mail-texts.ts';
import { PasswordChecker, passwordProblem } from './passwords.ts';

export type { AccountRouteDeps };

/** Account bodies are a few short fields: a 10 MB password is refused before it is read. */
export const ACCOUNT_BODY_MAX_BYTES = 4 * 1024;
const EMAIL_MAX = 254;
const CLAIM_MAX = 200;
/** Printable ASCII only: look-alike letters from other scripts are refused, not folded. */
const EMAIL = /^[\x21-\x3f\x41-\x7e]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** An email as given, normalised and checked; undefined when it is no address. */
export function validEmail(given: unknown): string | undefined {
  if (typeof given !== 'string' || given.length > EMAIL_MAX * 4) return undefined;
  const email = normaliseEmail(given);
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : undefined;
}

/**
 * `/api/account/*` (docs/PROTOCOL.md, "Accounts"): optional accounts over HTTP, as decks are, because only an
 * HTTP answer can set the HttpOnly cookie that a sign-in rotates. Every write comes only from this
 * site's own pages, counts against its address's account requests an hour, and answers a refusal
 * as `{ error, errorRef }`.
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

  router.get('/api/account', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!mailer) return void refuse(res, 503, accountMessages.unavailable);
    const oidc = settings.oidc ? { oidc: { enabled: true, name: settings.oidc.name } } : {};
    const here = await currentPlayer(store, req);
    const account = here && (await store.accounts.account(here.user.id));
    if (!account?.email) return void res.json({ signedIn: false, ...oidc });
    res.json({
      signedIn: true,
      email: account.email,
      name: account.name,
      ...(await profileOf(store, account.id)),
      ...oidc,
    });
  });

  /** The body's email and password, or a refusal: both missing or empty (the seed's words), or a malformed email. */
  const emailAndPassword = (req: Request, res: Response): { email: string; password: string } | undefined => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const password = text(body.password);
    if (!text(body.email) || !password) return void refuse(res, 400, fixedMessages.emailAndPasswordRequired);
    const email = validEmail(body.email);
    if (!email) return void refuse(res, 400, accountMessages.badEmail);
    return { email, password };
  };

  // Sign-up, sign-in links and resets answer before the address is looked up: what differs
  // between a known and an unknown address (a code stored, a mail) comes after the answer.
  router.post('/api/account/sign-up', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const given = emailAndPassword(req, res);
    if (!given) return;
    const { email, password } = given;
    const problem = passwordProblem(password);
    if (problem) return void refuse(res, 400, problem);
    if (!(await attempts.spend(`mail ${email}`, now())))
      return void refuse(res, 429, accountMessages.tooManyAttempts);
    const deviceHash = askingDevice(req, res);
    const mails = mailTexts(mailLanguage((req.body as { language?: unknown } | undefined)?.language));
    res.json({ signedIn: false, message: accountMessages.checkEmailSignUp });
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
  });

  router.post('/api/account/sign-in', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const given = emailAndPassword(req, res);
    if (!given) return;
    const { email, password } = given;
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
    res.json({ signedIn: true, email });
  });

  /** A mailed link or code for an address: always the same answer, at the same moment, mail or not. */
  const mailFor = (kind: 'sign-in' | 'reset', message: string) => async (req: Request, res: Response) => {
    if (!(await admitted(req, res))) return;
    const body = req.body as { email?: unknown; language?: unknown } | undefined;
    const email = validEmail(body?.email);
    if (!email) return void refuse(res, 400, accountMessages.badEmail);
    if (!(await attempts.spend(`mail ${email}`, now())))
      return void refuse(res, 429, accountMessages.tooManyAttempts);
    const deviceHash = askingDevice(req, res);
    const mails = mailTexts(mailLanguage(body?.language));
    res.json({ message });
    afterAnswer(res, async () => {
      const account = await store.accounts.accountByEmail(email);
      if (!account || account.disabled) return;
      const [path, compose] =
        kind === 'reset' ? ['/account/reset', mails.reset] : ['/account/confirm', mails.signInLink];
      await mailCode(req, { kind, email, userId: account.id, passwordHash: null, deviceHash }, path, compose);
    });
  };
  router.post('/api/account/sign-in-link', json, mailFor('sign-in', accountMessages.checkEmailLink));
  router.post('/api/account/forgot-password', json, mailFor('reset', accountMessages.checkEmailReset));
  linkRoutes(router, deps, { admitted, json, passwords, attempts });

  router.post('/api/account/password', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const account = await signedInAccount(req, res);
    if (!account) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const current = text(body.currentPassword);
    const next = text(body.newPassword);
    if (current.length > 256) return void refuse(res, 400, accountMessages.passwordTooLong);
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
    res.json({ signedIn: true, email: account.email });
  });

  /** The display name: the account's name in games it joins from now on (games played keep theirs). */
  router.post('/api/account/name', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const account = await signedInAccount(req, res);
    if (!account) return;
    const name = nameSchema.safeParse((req.body as { name?: unknown } | undefined)?.name);
    if (!name.success) return void refuse(res, 400, name.error.issues[0]?.message ?? 'Invalid name');
    await store.accounts.rename(account.id, name.data);
    res.json({ signedIn: true, email: account.email, name: name.data });
  });

  /** Signs this device out; its new anonymous player counts against the address's new players. */
  const signOut = async (req: Request, res: Response) => {
    const verdict = await addresses.admitSession(clientAddress(req, origins.trustProxy), now());
    return signOutHere(store, req, res, now(), verdict === 'allowed');
  };

  // Not `admitted`: signing out works with accounts off, and counts no account request.
  router.post('/api/account/sign-out', async (req, res) => {
    if (!originAllowed(req, origins)) return void refuse(res, 403, otherSiteMessage);
    await signOut(req, res);
    res.json({ signedIn: false });
  });

  router.delete('/api/account', async (req, res) => {
    if (!(await admitted(req, res))) return;
    const account = await signedInAccount(req, res);
    if (!account) return;
    await store.accounts.deleteAccount(account.id);
    await signOut(req, res);
    res.json({ signedIn: false });
  });

  router.post('/api/account/decks/claim', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const account = await signedInAccount(req, res);
    if (!account) return;
    const given = (req.body as { decks?: unknown } | undefined)?.decks;
    const decks = Array.isArray(given) ? given.slice(0, CLAIM_MAX) : [];
    let claimed = 0;
    for (const deck of decks) {
      const { id, key } = (deck ?? {}) as { id?: unknown; key?: unknown };
      if (typeof id !== 'string' || typeof key !== 'string' || !DECK_ID_PATTERN.test(id)) continue;
      if (await store.decks.claimDeck(id, hashDeckKey(key), account.id)) claimed++;
    }
    res.json({ claimed });
  });

  // A body past the limit (a 10 MB password, say) is refused before it is read, with a clear word.
  router.use('/api/account', (err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const e = err as { type?: string };
    if (e?.type === 'entity.too.large') return void refuse(res, 413, accountMessages.passwordTooLong);
    next(err);
  });
  return router;
}
