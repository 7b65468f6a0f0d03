import { randomBytes } from 'node:crypto';
import { normaliseEmail } from '@unsayable/rules';
import { parse as parseCookies, serialize } from 'cookie';
import { type Request, type Response, Router } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { type OriginPolicy, ownOrigin } from '../access/origin.ts';
import type { OidcSettings } from '../config.ts';
import type { Store } from '../store/store.ts';
import { currentPlayer, newPlayer, signInHere } from './account-sessions.ts';

/** The cookie that carries one sign-in's PKCE verifier, state and nonce from start to callback. */
export const OIDC_COOKIE = 'unsayable_oidc';
const CALLBACK = '/api/account/oidc/callback';
const TEN_MINUTES_S = 600;

export interface OidcRouteDeps {
  store: Store;
  settings: OidcSettings;
  /** Where the provider sends the browser back: PUBLIC_URL, else the address the request came to. */
  publicUrl: string | undefined;
  origins: OriginPolicy;
  now: () => number;
  log: Logger;
}

interface Pending {
  verifier: string;
  state: string;
  nonce: string;
}

/**
 * Federated sign-in with any OpenID Connect provider (`OIDC_ISSUER`): the authorization code flow
 * with PKCE (S256), state and nonce, through `openid-client` (certified). The provider's
 * (issuer, subject) names the player; the first time, it joins the account with the provider's
 * verified email if there is one, else this device's anonymous player becomes an account with it.
 * A provider that gives no verified email is refused: an unverified address could take over the
 * account of whoever owns it.
 */
export function oidcRoutes({ store, settings, publicUrl, origins, now, log }: OidcRouteDeps): Router {
  const router = Router();
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // A provider on plain http is only for development and tests (a local provider).
        settings.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
  const redirectUri = (req: Request) => `${publicUrl ?? ownOrigin(req, origins.trustProxy) ?? ''}${CALLBACK}`;
  const pendingCookie = (req: Request, value: string, maxAge: number) =>
    serialize(OIDC_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: CALLBACK,
      maxAge,
    });
  const failed = (res: Response, reason: string, err?: unknown) => {
    // Never the URL: it holds the authorization code.
    log.warn(
      { reason, err: err instanceof Error ? { name: err.name, message: err.message } : undefined },
      'OpenID sign-in failed',
    );
    if (!res.headersSent) res.redirect(302, '/account?error=provider');
  };

  router.get('/api/account/oidc/start', async (req, res) => {
    let config: oidc.Configuration;
    try {
      config = await discover();
    } catch (err) {
      return void failed(res, 'discovery', err);
    }
    const pending: Pending = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(req),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    res.setHeader(
      'Set-Cookie',
      pendingCookie(req, Buffer.from(JSON.stringify(pending)).toString('base64url'), TEN_MINUTES_S),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, url.href);
  });

  // Any failure ends here, never in the general error handler, which would log the URL (and with
  // it the provider's code).
  router.get(CALLBACK, (req, res) => {
    callback(req, res).catch((err: unknown) => failed(res, 'unexpected', err));
  });

  const callback = async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const raw = parseCookies(req.headers.cookie ?? '')[OIDC_COOKIE];
    // The pending sign-in is used once, whatever happens next.
    res.setHeader('Set-Cookie', pendingCookie(req, randomBytes(8).toString('hex'), 0));
    let pending: Pending;
    try {
      pending = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as Pending;
      if (!pending.verifier || !pending.state || !pending.nonce) throw new Error('incomplete');
    } catch {
      return void failed(res, 'no sign-in under way on this device');
    }
    let claims: oidc.IDToken | undefined;
    /** The email and name: from the ID token, or else (as most providers do) from the userinfo endpoint. */
    let profile: Record<string, unknown> = {};
    try {
      const config = await discover();
      const current = new URL(req.originalUrl, redirectUri(req));
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      profile = { ...claims };
      if (claims && profile.email === undefined)
        profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...profile };
    } catch (err) {
      return void failed(res, 'code exchange', err);
    }
    if (!claims) return void failed(res, 'no ID token');
    const { iss, sub } = claims;
    let userId = await store.accounts.identity(iss, sub);
    if (!userId) {
      const email =
        profile.email_verified === true && typeof profile.email === 'string'
          ? normaliseEmail(profile.email)
          : undefined;
      if (!email) return void failed(res, 'the provider gave no verified email');
      const existing = await store.accounts.accountByEmail(email);
      if (existing) userId = existing.id;
      else {
        const here = await currentPlayer(store, req);
        const herePlayer = here && (await store.accounts.account(here.user.id));
        if (herePlayer && herePlayer.email === null) userId = herePlayer.id;
        else
          userId = await newPlayer(
            store,
            typeof profile.name === 'string' ? profile.name.slice(0, 20) : '',
            now(),
          );
        if ((await store.accounts.attachEmail(userId, email, null)) !== 'done')
          return void failed(res, 'email taken');
      }
      await store.accounts.linkIdentity(iss, sub, userId, now());
    }
    const account = await store.accounts.account(userId);
    if (!account?.email) return void failed(res, 'no such account');
    if (account.disabled) return void res.redirect(302, '/account?error=disabled');
    // Both cookies: the session's rotated one, and the pending sign-in's removal.
    const clearPending = res.getHeader('Set-Cookie');
    await signInHere(store, req, res, account.id, now());
    res.setHeader('Set-Cookie', [String(clearPending), String(res.getHeader('Set-Cookie'))]);
    res.redirect(302, '/account');
  };
  return router;
}
