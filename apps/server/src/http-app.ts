import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackMessages, nameSchema } from '@unsayable/rules';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { type Sessions, sessionCookie } from './sessions.ts';
import type { Store } from './store/store.ts';

export interface HttpDeps {
  store: Store;
  sessions: Sessions;
  log: Logger;
  webDist: string;
  trustProxy: boolean;
  now: () => number;
  startedAt: number;
}

/**
 * HTTP: health, the anonymous sign-in that sets the session cookie (a socket cannot set an
 * HttpOnly cookie), and the built web client. Screen chunks under /static/js/ carry a content
 * hash in their names, so they are cached for a year; index.html is never cached.
 */
export function httpApp({ store, sessions, log, webDist, trustProxy, now, startedAt }: HttpDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
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
      strictTransportSecurity: false,
    }),
  );

  // Phones on slow links: the client's JavaScript shrinks to about a third on the wire.
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true, store: store.kind, uptimeSeconds: Math.round((now() - startedAt) / 1000) });
  });

  app.post('/api/session', express.json({ limit: '2kb' }), async (req, res) => {
    try {
      const existing = await sessions.resolve(req.headers.cookie);
      if (existing) {
        res.json({ playerId: existing.id });
        return;
      }
      const given = (req.body as { name?: unknown } | undefined)?.name;
      const name = given === undefined ? { success: true as const, data: '' } : nameSchema.safeParse(given);
      if (!name.success) {
        res.status(400).json({ error: name.error.issues[0]?.message ?? 'Invalid name' });
        return;
      }
      const { user, credential } = await sessions.issue(name.data, now());
      res.setHeader('Set-Cookie', sessionCookie(credential, req.secure));
      res.status(201).json({ playerId: user.id });
    } catch (err) {
      log.error({ err }, 'session failed');
      res.status(500).json({ error: fallbackMessages.addPlayer });
    }
  });

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
  app.get('/{*path}', (_req, res) => {
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web client is not built yet: run `npm run build`, or start with `npm start`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });

  return app;
}
