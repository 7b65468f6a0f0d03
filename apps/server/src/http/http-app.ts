import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fallbackMessages, type HttpRefusal, type RouteAnswer } from '@unsayable/rules';
import compression from 'compression';
import express, { type Express, Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { AddressLimits } from '../access/address-limits.ts';
import { catalogueRoute } from '../access/catalogue-route.ts';
import { clientAddress } from '../access/client-address.ts';
import { type OriginPolicy, originAllowed, otherSiteMessage, ownOrigin } from '../access/origin.ts';
import { type Sessions, sessionCookie } from '../access/sessions.ts';
import { type AccountRouteDeps, accountRoutes } from '../accounts/account-routes.ts';
import type { oidcRoutes } from '../accounts/oidc-routes.ts';
import { deckRouter } from '../decks/deck-routes.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import { newestGameOf } from '../game/rematch-chain.ts';
import { limits } from '../limits.ts';
import type { Metrics } from '../metrics.ts';
import type { Store } from '../store/store.ts';
import { httpErrorHandler } from './http-errors.ts';
import { type JoinOriginSettings, joinOrigin, withJoinOrigin } from './join-origin.ts';
import { codeOfPage, linkPreviewFor, withLinkPreview } from './link-preview.ts';

export const sessionMessages = {
  tooMany: 'Too many new players from your network: try again in a minute',
} as const;

export interface HttpDeps {
  store: Store;
  sessions: Sessions;
  errors: ErrorLog;
  webDist: string;
  log: Logger;
  /** Which sites' pages may sign in (`origins.trustProxy` also applies to addresses and the cookie). */
  access: { origins: OriginPolicy; addresses: AddressLimits };
  now: () => number;
  startedAt: number;
  /** This process's name in a cluster (its players' `hello` carries it too). */
  instance: string;
  /** True once a graceful stop began. */
  isStopping: () => boolean;
  /** Strict-Transport-Security's max-age on answers over HTTPS (`HSTS_MAX_AGE`); 0: none. */
  hstsMaxAge: number;
  /** Where players reach the site (`PUBLIC_URL`): link previews' addresses; unset, the request's own. */
  publicUrl?: string;
  /** What the join address needs besides `publicUrl`: whether the server answers on every address, and where. */
  network: Omit<JoinOriginSettings, 'publicUrl'>;
  /**
   * Optional accounts: settings, and the mailer (undefined: account routes answer 503); with
   * OIDC_ISSUER, the routes of sign-in with that provider (loaded only then, with openid-client).
   */
  accounts: Pick<AccountRouteDeps, 'settings' | 'mailer' | 'passwords' | 'attempts'> & {
    oidcRoutes?: typeof oidcRoutes;
  };
  /** `/metrics` for a scraper that presents this token (`Authorization: Bearer …`); none: no route. */
  metrics?: { token: string; source: Pick<Metrics, 'text' | 'contentType'> };
}

/**
 * HTTP: health, the anonymous sign-in that sets the session cookie (a socket cannot set an
 * HttpOnly cookie), and the built web client. Screen chunks under /static/js/ carry a content
 * hash in their names, so they are cached for a year; index.html is never cached, and carries
 * the link preview of the page asked for.
 */
export function httpApp(deps: HttpDeps): Express {
  const { store, sessions, errors, webDist, log, access, now, startedAt, instance, isStopping } = deps;
  const { trustProxy } = access.origins;
  const app = express();
  app.disable('x-powered-by');
  // One hop, the proxy in front: `true` would take X-Forwarded-For's first entry, which the client writes.
  app.set('trust proxy', trustProxy ? 1 : false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // Helmet's would be sent over plain HTTP too: ours below, over HTTPS only.
      strictTransportSecurity: false,
    }),
  );
  // Over HTTPS only (req.secure: the connection's TLS, or X-Forwarded-Proto with TRUST_PROXY), as
  // the header is a promise that the site answers there. Without includeSubDomains: a self-hoster's
  // other names under the same domain (a router's page, another service) may have no TLS at all.
  const { hstsMaxAge } = deps;
  if (hstsMaxAge > 0) {
    app.use((req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${hstsMaxAge}`);
      next();
    });
  }

  // Phones on slow links: the client's JavaScript shrinks to about a third on the wire.
  app.use(compression());

  // A load balancer takes a process out of rotation on anything but 200: a stopping one says so
  // first, so that its players reconnect to the others while it finishes what it acknowledged.
  // Liveness, for a supervisor that restarts a stuck process: yes while it runs at all, stopping
  // included (readiness, whether to send it players, is /healthz).
  app.get('/livez', (_req, res) => {
    res.json({ ok: true, instance });
  });

  app.get('/healthz', (_req, res) => {
    const uptimeSeconds = Math.round((now() - startedAt) / 1000);
    const stopping = isStopping();
    res
      .status(stopping ? 503 : 200)
      .json({ ok: !stopping, store: store.kind, instance, uptimeSeconds, stopping });
  });

  if (deps.metrics) {
    const { token, source } = deps.metrics;
    const expected = Buffer.from(`Bearer ${token}`);
    app.get('/metrics', async (req, res) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      // Compared in constant time: the token is a secret.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer').json({ error: 'Not allowed' });
        return;
      }
      res.setHeader('Content-Type', source.contentType);
      res.send(await source.text());
    });
  }

  /** The session endpoint's own failure: logged, and answered without its details. */
  const sessionFailed = async (res: express.Response, err: unknown) => {
    const refusal = await errors.unexpected(SERVER_LOG, 'session', err, fallbackMessages.addPlayer);
    // A full store is a passing state of the service, not a fault of this request.
    res.status(errors.storage.isFull ? 503 : 500).json({ error: refusal.error } satisfies HttpRefusal);
  };

  /** A refusal of the session endpoint: recorded (source `session`) before it is answered. */
  const refuseSession = async (res: express.Response, status: number, message: string, record: boolean) => {
    if (record) await errors.refuse(SERVER_LOG, message, { name: 'SessionError', source: 'session' });
    res.status(status).json({ error: message } satisfies HttpRefusal);
  };

  // A page on another site must not sign its visitors in here (its request would carry their cookie).
  app.post('/api/session', async (req, res, next) => {
    if (originAllowed(req, access.origins)) return next();
    const address = clientAddress(req, trustProxy);
    const verdict = access.addresses.refuse(address, 'origin', now());
    await refuseSession(res, 403, otherSiteMessage, verdict === 'refused');
  });

  const sessionRoute = Router();
  catalogueRoute(sessionRoute, 'session', {
    json: express.json({ limit: limits.maxSessionBodyBytes }),
    // A device that has its player keeps it, whatever name it sends.
    before: async (req, res) => {
      try {
        const existing = await sessions.resolve(req.headers.cookie);
        if (!existing) return true;
        res.json({ playerId: existing.id } satisfies RouteAnswer<'session'>);
      } catch (err) {
        await sessionFailed(res, err);
      }
      return false;
    },
    // The name's words alone, as this route always answered them.
    refuseBody: async (req, res, message) => {
      try {
        const verdict = access.addresses.refuse(clientAddress(req, trustProxy), 'sign-in input', now());
        if (verdict === 'refused')
          await errors.refuse(SERVER_LOG, message, { name: 'ValidationError', source: 'session' });
        res.status(400).json({ error: message } satisfies HttpRefusal);
      } catch (err) {
        await sessionFailed(res, err);
      }
    },
    handle: async ({ name }, req, res, reply) => {
      try {
        const verdict = await access.addresses.admitSession(clientAddress(req, trustProxy), now());
        if (verdict !== 'allowed') {
          await refuseSession(res, 429, sessionMessages.tooMany, verdict === 'refused');
          return;
        }
        const { user, credential } = await sessions.issue(name, now());
        res.setHeader('Set-Cookie', sessionCookie(credential, req.secure));
        reply({ playerId: user.id }, 201);
      } catch (err) {
        await sessionFailed(res, err);
      }
    },
  });
  app.use(sessionRoute);

  app.use(deckRouter({ store, errors, origins: access.origins, addresses: access.addresses, now }));
  const { settings: accountSettings, mailer, oidcRoutes } = deps.accounts;
  if (accountSettings.oidc && mailer && oidcRoutes)
    app.use(
      oidcRoutes({
        store,
        settings: accountSettings.oidc,
        publicUrl: accountSettings.publicUrl,
        origins: access.origins,
        now,
        log,
      }),
    );
  app.use(
    accountRoutes({
      store,
      errors,
      origins: access.origins,
      addresses: access.addresses,
      now,
      log,
      ...deps.accounts,
    }),
  );

  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });

  app.use(
    '/static',
    express.static(join(webDist, 'static'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));

  const indexHtml = join(webDist, 'index.html');
  // Every page is index.html, with the link preview of its own address written in (a chat app
  // that fetches an invite runs no script): read each time, so a new build is served at once.
  app.get('/{*path}', async (req, res) => {
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web client is not built yet: run `npm run build`, or start with `npm start`.');
      return;
    }
    const html = await readFile(indexHtml, 'utf8');
    const preview = linkPreviewFor(req.originalUrl, await playedAgainAs(store, req.originalUrl, log));
    res.setHeader('Cache-Control', 'no-cache');
    // PUBLIC_URL when set: a Host header is the client's to write, and a cache in front could keep
    // a page made for someone else's.
    const origin = deps.publicUrl ?? ownOrigin(req, trustProxy);
    const page = {
      host: req.headers.host,
      remoteAddress: req.socket.remoteAddress,
      localPort: req.socket.localPort,
    };
    const join = joinOrigin(page, {
      ...deps.network,
      ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
    });
    res.type('html').send(withJoinOrigin(withLinkPreview(html, preview, origin), join));
  });

  app.use(httpErrorHandler({ log, errors, addresses: access.addresses, trustProxy, now }));
  return app;
}

/**
 * The game a page's code leads to now, when Play again followed its game; otherwise nothing. A
 * code that names no game reads like any other (the preview tells nothing of which games exist),
 * and a store that fails only costs the preview its follow-up.
 */
async function playedAgainAs(store: Store, url: string, log: Logger): Promise<string | undefined> {
  const code = codeOfPage(url);
  if (!code) return undefined;
  try {
    const { gamecode } = await newestGameOf((c) => store.loadGame(c), code);
    return gamecode === code ? undefined : gamecode;
  } catch (err) {
    log.warn({ err }, 'link preview: the game could not be read');
    return undefined;
  }
}
