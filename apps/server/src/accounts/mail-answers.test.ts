import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressLimits } from '../access/address-limits.ts';
import { MemoryLimits } from '../access/memory-limits.ts';
import { ErrorLog } from '../errors/error-log.ts';
import { limits } from '../limits.ts';
import { MemoryStore } from '../store/memory/memory-store.ts';
import { accountRoutes } from './account-routes.ts';
import type { Mail, Mailer } from './mailer.ts';
import { PasswordChecker } from './passwords.ts';

const KNOWN = 'known@example.com';
const UNKNOWN = 'unknown@example.com';
const PASSWORD = 'a long enough passphrase';

/**
 * Accounts' routes on a memory store whose account calls are written down in order, beside the
 * moment the answer left (`answered`): what was done before the answer is all its timing can tell.
 */
async function recordedRoutes() {
  const events: string[] = [];
  const mails: Mail[] = [];
  const store = new MemoryStore();
  await store.createUser({ id: 'known', credentialHash: 'hash-known', name: 'Ana', now: 0 });
  await store.accounts.attachEmail('known', KNOWN, null);
  for (const name of ['account', 'accountByEmail', 'saveCode', 'code', 'useCode'] as const) {
    const original = store.accounts[name].bind(store.accounts) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(store.accounts, {
      [name]: (...args: unknown[]) => {
        events.push(name);
        return original(...args);
      },
    });
  }
  const mailer: Mailer = {
    kind: 'log',
    send: async (mail) => {
      events.push('mail');
      mails.push(mail);
    },
    close: () => {},
  };
  const log = pino({ level: 'silent' });
  const app = express();
  app.use((_req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      events.push('answered');
      return end(...args);
    }) as typeof res.end;
    next();
  });
  app.use(
    accountRoutes({
      store,
      errors: new ErrorLog(store, log, Date.now),
      origins: { trustProxy: false, allowedOrigins: [] },
      addresses: new AddressLimits({ ...limits.perAddress }, new MemoryLimits()),
      now: Date.now,
      log,
      settings: { mailFrom: 'game@example.com', production: false },
      mailer,
      passwords: new PasswordChecker({ log2N: 10, r: 8, p: 1 }),
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  return { events, mails, post, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Asks `path` for `email`; what happened before the answer and, once the work after it is done, after it. */
async function ask(path: string, email: string, settled: (events: string[]) => boolean) {
  const routes = await recordedRoutes();
  close = routes.close;
  const answer = await routes.post(path, { email, password: PASSWORD });
  await expect.poll(() => settled(routes.events)).toBe(true);
  await routes.close();
  close = undefined;
  const at = routes.events.indexOf('answered');
  return { answer, before: routes.events.slice(0, at), after: routes.events.slice(at + 1) };
}

describe('whether an address has an account does not show in when the answer leaves', () => {
  const lookedUp = (events: string[]) => events.includes('accountByEmail');
  const mailed = (events: string[]) => events.includes('mail');

  for (const path of ['/api/account/sign-in-link', '/api/account/forgot-password']) {
    it(`${path}: answers before the address is looked up, then mails a known address only`, async () => {
      const known = await ask(path, KNOWN, mailed);
      const unknown = await ask(path, UNKNOWN, lookedUp);
      expect(known.answer).toEqual(unknown.answer);
      expect(known.before).toEqual([]);
      expect(unknown.before).toEqual([]);
      expect(known.after).toEqual(['accountByEmail', 'saveCode', 'mail']);
      expect(unknown.after).toEqual(['accountByEmail']);
    });
  }

  it('/api/account/sign-up: answers before the address is looked up, then mails either kind', async () => {
    const known = await ask('/api/account/sign-up', KNOWN, mailed);
    const unknown = await ask('/api/account/sign-up', UNKNOWN, mailed);
    expect(known.answer).toEqual(unknown.answer);
    expect(known.before).toEqual([]);
    expect(unknown.before).toEqual([]);
    expect(known.after).toEqual(['accountByEmail', 'saveCode', 'mail']);
    expect(unknown.after).toEqual(['accountByEmail', 'saveCode', 'mail']);
  });
});

describe('a mail is written in the language of the interface that asked', () => {
  /** The mail sent for `body` to `path`, once it has gone. */
  async function mailFor(path: string, body: Record<string, unknown>) {
    const routes = await recordedRoutes();
    close = routes.close;
    await routes.post(path, { email: KNOWN, password: PASSWORD, ...body });
    await expect.poll(() => routes.mails.length).toBe(1);
    return routes.mails[0];
  }

  it('Spanish for a Spanish page, for each kind of mail', async () => {
    expect((await mailFor('/api/account/sign-up', { language: 'es' }))?.subject).toBe(
      'Ya tienes una cuenta de Unsayable',
    );
    await close?.();
    expect((await mailFor('/api/account/sign-in-link', { language: 'es' }))?.subject).toBe(
      'Tu enlace para iniciar sesión en Unsayable',
    );
    await close?.();
    const reset = await mailFor('/api/account/forgot-password', { language: 'es' });
    expect(reset?.subject).toBe('Elige una nueva contraseña de Unsayable');
    expect(reset?.text).toMatch(/^Abre este enlace .* antes de una hora/);
    expect(reset?.text).toContain('/account/reset?code=');
  });

  it('English for an unknown language, an odd value or none', async () => {
    for (const language of ['xx', 'ES', 'es-ES', 'toString', 'x'.repeat(2_000), 7, ['es'], null, undefined]) {
      const mail = await mailFor('/api/account/sign-in-link', { language });
      expect([language, mail?.subject]).toEqual([language, 'Your Unsayable sign-in link']);
      await close?.();
      close = undefined;
    }
  });
});
