import { accountMessages, DECK_ID_PATTERN, fixedMessages, messageRef, nameSchema } from '@unsayable/rules';
import express, { type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import type { AddressLimits } from '../address-limits.ts';
import { clientAddress } from '../client-address.ts';
import type { AccountSettings } from '../config.ts';
import { hashDeckKey } from '../deck-routes.ts';
import { type ErrorLog, SERVER_LOG } from '../error-log.ts';
import { type OriginPolicy, originAllowed, otherSiteMessage, ownOrigin } from '../origin.ts';
import { hashCredential } from '../sessions.ts';
import { type CodeKind, normaliseEmail } from '../store/account-store.ts';
import type { Store } from '../store/store.ts';
import { profileOf } from './account-profile.ts';
import { currentPlayer, freshAnonymousSession, newPlayer, signInHere } from './account-sessions.ts';
import { AccountAttempts } from './attempts.ts';
import { CODE_LIFETIME_MS, CODE_PATTERN, hashCode, newCode } from './codes.ts';
import { mailTexts } from './mail-texts.ts';
import type { Mail, Mailer } from './mailer.ts';
import { PasswordChecker, passwordProblem } from './passwords.ts';

/** Account bodies are a few short fields: a 10 MB password is refused before it is read. */
export const ACCOUNT_BODY_MAX_BYTES = 4 * 1024;
const EMAIL_MAX = 254;
const CLAIM_MAX = 200;
/** Printable ASCII only: look-alike letters from other scripts are refused, not folded. */
const EMAIL = /^[\x21-\x3f\x41-\x7e]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export interface AccountRouteDeps {
  store: Store;
  errors: ErrorLog;
  origins: OriginPolicy;
  addresses: AddressLimits;
  now: () => number;
  log: Logger;
  settings: AccountSettings;
  /** Undefined: account features are off (production without SMTP_URL or PUBLIC_URL). */
  mailer: Mailer | undefined;
  passwords?: PasswordChecker;
  attempts?: AccountAttempts;
}

/** An email as given, normalised and checked; undefined when it is no address. */
export function validEmail(given: unknown): string | undefined {
  if (typeof given !== 'string' || given.length > EMAIL_MAX * 4) return undefined;
  const email = normaliseEmail(given);
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `/api/account/*` (docs/PROTOCOL.md, "Accounts"): optional accounts over HTTP, as decks are, because only an
 * HTTP answer can set the HttpOnly cookie that a sign-in rotates. Every write comes only from this
 * site's own pages, counts against its address's account requests an hour, and answers a refusal
 * as `{ error, errorRef }`.
 */
export function accountRoutes(deps: AccountRouteDeps): Router {
  const { store, errors, origins, addresses, now, log, settings, mailer } = deps;
  const passwords = deps.passwords ?? new PasswordChecker();
  const attempts = deps.attempts ?? new AccountAttempts();
  const router = Router();
  const json = express.json({ limit: ACCOUNT_BODY_MAX_BYTES });

  const refuse = (res: Response, status: number, error: string) => {
    const errorRef = messageRef(error);
    res.status(status).json({ error, ...(errorRef ? { errorRef } : {}) });
  };

  /** Another site's page, a flood from one address, or accounts off: refused. */
  const admitted = async (req: Request, res: Response): Promise<boolean> => {
    const address = clientAddress(req, origins.trustProxy);
    if (!originAllowed(req, origins)) {
      if (addresses.refuse(address, 'origin', now()) === 'refused')
        await errors.refuse(SERVER_LOG, otherSiteMessage, { name: 'OriginError', source: 'account' });
      refuse(res, 403, otherSiteMessage);
      return false;
    }
    if (!mailer) {
      refuse(res, 503, accountMessages.unavailable);
      return false;
    }
    const verdict = addresses.admitAccountAttempt(address, now());
    if (verdict === 'allowed') return true;
    if (verdict === 'refused')
      await errors.refuse(SERVER_LOG, accountMessages.tooManyFromNetwork, {
        name: 'LimitError',
        source: 'account',
      });
    refuse(res, 429, accountMessages.tooManyFromNetwork);
    return false;
  };

  /** Where links in mail point: PUBLIC_URL, else (development) the address the request came to. */
  const linkTo = (req: Request, path: string, code: string) =>
    `${settings.publicUrl ?? ownOrigin(req, origins.trustProxy) ?? ''}${path}?code=${code}`;

  /** Stores a code and mails its link, without waiting for the mail: the answer takes as long either way. */
  const mailCode = async (
    req: Request,
    fields: { kind: CodeKind; email: string; userId: string | null; passwordHash: string | null },
    path: string,
    compose: (to: string, link: string) => Mail,
  ) => {
    const code = newCode();
    const at = now();
    await store.accounts.saveCode({
      ...fields,
      codeHash: hashCode(code),
      now: at,
      expiresAt: at + CODE_LIFETIME_MS[fields.kind],
    });
    mailer?.send(compose(fields.email, linkTo(req, path, code))).catch((err: unknown) => {
      // The error, never the mail: it holds the link.
      log.error(
        { err: { name: (err as Error)?.name, code: (err as { code?: string })?.code } },
        'account mail not sent',
      );
    });
  };

  /** The signed-in account of this device, or a 401. */
  const signedInAccount = async (req: Request, res: Response) => {
    const here = await currentPlayer(store, req);
    const account = here && (await store.accounts.account(here.user.id));
    if (here && account?.email) return { ...account, email: account.email, credential: here.credential };
    refuse(res, 401, accountMessages.notSignedIn);
    return undefined;
  };

  /** A code's record if it may still be used, else the refusal already sent. */
  const usableCode = async (res: Response, given: unknown, kinds: CodeKind[]) => {
    const code = text(given);
    const record = CODE_PATTERN.test(code) ? await store.accounts.code(hashCode(code)) : undefined;
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

  router.post('/api/account/sign-up', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const given = emailAndPassword(req, res);
    if (!given) return;
    const { email, password } = given;
    const problem = passwordProblem(password);
    if (problem) return void refuse(res, 400, problem);
    if (!attempts.take(`mail ${email}`, now())) return void refuse(res, 429, accountMessages.tooManyAttempts);
    // Hashed whether or not the address has an account: the answer takes as long either way.
    const passwordHash = await passwords.hash(password);
    const existing = await store.accounts.accountByEmail(email);
    if (existing)
      await mailCode(
        req,
        { kind: 'sign-in', email, userId: existing.id, passwordHash: null },
        '/account/confirm',
        mailTexts.alreadyExists,
      );
    else
      await mailCode(
        req,
        { kind: 'sign-up', email, userId: null, passwordHash },
        '/account/confirm',
        mailTexts.confirmSignUp,
      );
    res.json({ signedIn: false, message: accountMessages.checkEmailSignUp });
  });

  router.post('/api/account/confirm', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const code = await usableCode(res, (req.body as { code?: unknown } | undefined)?.code, [
      'sign-up',
      'sign-in',
    ]);
    if (!code) return;
    if (code.kind === 'sign-in') {
      const account = code.userId ? await store.accounts.account(code.userId) : undefined;
      if (!account?.email) return void refuse(res, 400, accountMessages.userNotFound);
      if (account.disabled) return void refuse(res, 403, accountMessages.disabled);
      if (!(await store.accounts.useCode(code.codeHash, now())))
        return void refuse(res, 400, accountMessages.codeInvalid);
      await signInHere(store, req, res, account.id, now());
      return void res.json({ signedIn: true, email: account.email });
    }
    if (await store.accounts.accountByEmail(code.email))
      return void refuse(res, 400, accountMessages.codeInvalid);
    if (!(await store.accounts.useCode(code.codeHash, now())))
      return void refuse(res, 400, accountMessages.codeInvalid);
    // The player on this device becomes the account (same id: seat, name and decks stay), unless
    // it is another account already, or there is none: then a new player is made.
    const here = await currentPlayer(store, req);
    const herePlayer = here && (await store.accounts.account(here.user.id));
    const userId =
      herePlayer && herePlayer.email === null
        ? herePlayer.id
        : await newPlayer(store, herePlayer?.name ?? '', now());
    const attached = await store.accounts.attachEmail(userId, code.email, code.passwordHash);
    if (attached !== 'done') return void refuse(res, 400, accountMessages.codeInvalid);
    await signInHere(store, req, res, userId, now());
    res.json({ signedIn: true, email: code.email });
  });

  router.post('/api/account/sign-in', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const given = emailAndPassword(req, res);
    if (!given) return;
    const { email, password } = given;
    if (passwordProblem(password) === accountMessages.passwordTooLong)
      return void refuse(res, 400, accountMessages.passwordTooLong);
    if (!attempts.allowed(email, now())) return void refuse(res, 429, accountMessages.tooManyAttempts);
    const account = await store.accounts.accountByEmail(email);
    // A password is checked whether or not the account exists (a dummy hash when not).
    if (!(await passwords.check(password, account?.passwordHash))) {
      attempts.take(email, now());
      return void refuse(res, 400, accountMessages.wrongPassword);
    }
    if (!account) return void refuse(res, 400, accountMessages.wrongPassword);
    if (account.disabled) return void refuse(res, 403, accountMessages.disabled);
    attempts.clear(email);
    await signInHere(store, req, res, account.id, now());
    res.json({ signedIn: true, email });
  });

  /** A mailed link or code for an address: always the same answer, mail or not. */
  const mailFor = (kind: 'sign-in' | 'reset', message: string) => async (req: Request, res: Response) => {
    if (!(await admitted(req, res))) return;
    const email = validEmail((req.body as { email?: unknown } | undefined)?.email);
    if (!email) return void refuse(res, 400, accountMessages.badEmail);
    if (!attempts.take(`mail ${email}`, now())) return void refuse(res, 429, accountMessages.tooManyAttempts);
    const account = await store.accounts.accountByEmail(email);
    if (account && !account.disabled) {
      const [path, compose] =
        kind === 'reset' ? ['/account/reset', mailTexts.reset] : ['/account/confirm', mailTexts.signInLink];
      await mailCode(req, { kind, email, userId: account.id, passwordHash: null }, path, compose);
    }
    res.json({ message });
  };
  router.post('/api/account/sign-in-link', json, mailFor('sign-in', accountMessages.checkEmailLink));
  router.post('/api/account/forgot-password', json, mailFor('reset', accountMessages.checkEmailReset));

  router.post('/api/account/reset', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const code = await usableCode(res, body.code, ['reset']);
    if (!code) return;
    const account = code.userId ? await store.accounts.account(code.userId) : undefined;
    if (!account?.email) return void refuse(res, 400, accountMessages.userNotFound);
    if (account.disabled) return void refuse(res, 403, accountMessages.disabled);
    const problem = passwordProblem(text(body.password));
    if (problem) return void refuse(res, 400, problem);
    if (!(await store.accounts.useCode(code.codeHash, now())))
      return void refuse(res, 400, accountMessages.codeInvalid);
    await store.accounts.setPassword(account.id, await passwords.hash(text(body.password)));
    // Whoever knew the old password is signed out everywhere.
    await store.accounts.removeSessions(account.id);
    attempts.clear(account.email);
    await signInHere(store, req, res, account.id, now());
    res.json({ signedIn: true, email: account.email });
  });

  router.post('/api/account/password', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const account = await signedInAccount(req, res);
    if (!account) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const current = text(body.currentPassword);
    const next = text(body.newPassword);
    if (current.length > 256) return void refuse(res, 400, accountMessages.passwordTooLong);
    if (!attempts.allowed(account.email, now()))
      return void refuse(res, 429, accountMessages.tooManyAttempts);
    if (!(await passwords.check(current, account.passwordHash))) {
      attempts.take(account.email, now());
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

  router.post('/api/account/sign-out', async (req, res) => {
    if (!originAllowed(req, origins)) return void refuse(res, 403, otherSiteMessage);
    await freshAnonymousSession(store, req, res, now());
    res.json({ signedIn: false });
  });

  router.delete('/api/account', async (req, res) => {
    if (!(await admitted(req, res))) return;
    const account = await signedInAccount(req, res);
    if (!account) return;
    await store.accounts.deleteAccount(account.id);
    await freshAnonymousSession(store, req, res, now());
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
