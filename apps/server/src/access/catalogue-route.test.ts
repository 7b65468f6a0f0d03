import type { AddressInfo } from 'node:net';
import { accountMessages, fixedMessages, messageRef } from '@unsayable/rules';
import express, { Router } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoute, type RouteHandling } from './catalogue-route.ts';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server with route `name` alone, served as `handling` says; its address. */
async function serving<K extends Parameters<typeof catalogueRoute>[1]>(name: K, handling: RouteHandling<K>) {
  const router = Router();
  catalogueRoute(router, name, { json: express.json({ limit: 4096 }), ...handling });
  const app = express().use(router);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a route of the catalogue, served', () => {
  it('refuses a bad body with the schema’s words and key, before the handler reads the store', async () => {
    const store = vi.fn();
    const url = await serving('signIn', { handle: store });
    for (const [body, message] of [
      [{ email: 'ana@example.com' }, fixedMessages.emailAndPasswordRequired],
      [{ email: 42, password: 'secret words' }, fixedMessages.emailAndPasswordRequired],
      [['ana@example.com', 'secret words'], fixedMessages.emailAndPasswordRequired],
      [{ email: 'not an address', password: 'secret words' }, accountMessages.badEmail],
    ] as const) {
      const res = await post(`${url}/api/account/sign-in`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error: message, errorRef: messageRef(message) });
    }
    expect(messageRef(accountMessages.badEmail)?.key).toBe('account.badEmail');
    expect(store).not.toHaveBeenCalled();
  });

  it('gives the handler the body parsed (the address normalised), and sends its answer', async () => {
    const handle = vi.fn<RouteHandling<'signIn'>['handle']>((body, _req, _res, reply) =>
      reply({ signedIn: true, email: body.email }),
    );
    const url = await serving('signIn', { handle });
    const res = await post(`${url}/api/account/sign-in`, {
      email: ' Ana@Example.COM ',
      password: 'secret words',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedIn: true, email: 'ana@example.com' });
    expect(handle.mock.calls[0]?.[0]).toEqual({ email: 'ana@example.com', password: 'secret words' });
  });

  it('decides what comes before the body first: its refusal stands, whatever the body', async () => {
    const handle = vi.fn();
    const url = await serving('name', {
      before: (_req, res) => {
        res.status(403).json({ error: 'no' });
        return false;
      },
      handle,
    });
    const res = await post(`${url}/api/account/name`, { name: '' });
    expect(res.status).toBe(403);
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers a refused body as the route says, when it says', async () => {
    const handle = vi.fn();
    const url = await serving('session', {
      refuseBody: (_req, res, message) => void res.status(400).json({ error: message }),
      handle,
    });
    const res = await post(`${url}/api/session`, { name: '   ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Your name is required' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('serves a route with no body on its method and path', async () => {
    const url = await serving('deleteAccount', {
      handle: (body, _req, _res, reply) => {
        expect(body).toBeUndefined();
        reply({ signedIn: false });
      },
    });
    expect((await fetch(`${url}/api/account`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${url}/api/account`, { method: 'POST' })).status).toBe(404);
  });
});
