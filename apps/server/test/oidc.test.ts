import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterEach, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';

const PROVIDER_PORT = 3422;
const ISSUER = `http://127.0.0.1:${PROVIDER_PORT}`;

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let provider: Server | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
  await new Promise<void>((resolve) => (provider ? provider.close(() => resolve()) : resolve()));
  provider = undefined;
});

/** A local, certified OpenID provider (oidc-provider) with its development login pages: any login is an account. */
async function startProvider(appUrl: string, claims: Record<string, unknown>) {
  const oidc = new Provider(ISSUER, {
    clients: [
      {
        client_id: 'unsayable',
        client_secret: 'a client secret long enough for HS256 signing',
        redirect_uris: [`${appUrl}/api/account/oidc/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...claims }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['a cookie key for the test provider'] },
    pkce: { required: () => true },
  });
  await new Promise<void>((resolve) => {
    provider = oidc.listen(PROVIDER_PORT, '127.0.0.1', resolve);
  });
}

/** A browser's cookies, by name, for every site (enough for two local servers on different ports). */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const { host } = new URL(url);
    const jar = this.jars.get(host) ?? new Map<string, string>();
    this.jars.set(host, jar);
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      redirect: 'manual',
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    return { status: res.status, location: location && new URL(location, url).href, body: await res.text() };
  }

  /** Follows redirects, signing in (any login) and consenting on the provider's pages, until back at the app. */
  async signInThroughProvider(appUrl: string, login: string) {
    let step = await this.go(`${appUrl}/api/account/oidc/start`);
    for (let hops = 0; hops < 20; hops++) {
      if (step.location) {
        if (step.location.startsWith(appUrl) && !step.location.includes('/api/account/oidc/callback'))
          return step;
        step = await this.go(step.location);
        continue;
      }
      const action = /action="([^"]+)"/.exec(step.body)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(step.body)?.[1];
      if (!action || !prompt)
        throw new Error(`stuck at a page without a form (${step.status}): ${step.body.slice(0, 300)}`);
      step = await this.go(new URL(action, ISSUER).href, {
        method: 'POST',
        form: prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt },
      });
    }
    throw new Error('too many redirects');
  }

  async account(appUrl: string) {
    return JSON.parse((await this.go(`${appUrl}/api/account`)).body) as Record<string, unknown>;
  }
}

async function start() {
  server = await startTestServer({
    config: {
      accounts: {
        mailFrom: 'game@example.com',
        production: false,
        oidc: {
          issuer: ISSUER,
          clientId: 'unsayable',
          clientSecret: 'a client secret long enough for HS256 signing',
          name: 'Local ID',
        },
      },
    },
  });
  return server;
}

it('signs in through a local OpenID provider (code flow, PKCE): the anonymous player becomes the account, and again on a second device', async () => {
  const { url } = await start();
  await startProvider(url, { email: 'Olive@Example.com', email_verified: true, name: 'Olive' });
  const phone = new Browser();
  const playerId = JSON.parse((await phone.go(`${url}/api/session`, { method: 'POST' })).body)
    .playerId as string;
  expect(await phone.account(url)).toEqual({ signedIn: false, oidc: { enabled: true, name: 'Local ID' } });

  const start1 = await phone.go(`${url}/api/account/oidc/start`);
  const authorize = new URL(String(start1.location));
  expect(authorize.origin).toBe(ISSUER);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get('state')).toBeTruthy();

  const back = await phone.signInThroughProvider(url, 'olive');
  expect(back.location).toBe(`${url}/account`);
  expect(await phone.account(url)).toMatchObject({ signedIn: true, email: 'olive@example.com' });
  // The same player as before: seat and decks stay.
  expect(JSON.parse((await phone.go(`${url}/api/session`, { method: 'POST' })).body).playerId).toBe(playerId);

  const laptop = new Browser();
  await laptop.go(`${url}/api/session`, { method: 'POST' });
  await laptop.signInThroughProvider(url, 'olive');
  expect(JSON.parse((await laptop.go(`${url}/api/session`, { method: 'POST' })).body).playerId).toBe(
    playerId,
  );
});

it('refuses a callback with no sign-in under way, and a provider that gives no verified email', async () => {
  const { url } = await start();
  await startProvider(url, { email: 'mallory@example.com', email_verified: false });
  const stranger = new Browser();
  const forged = await stranger.go(`${url}/api/account/oidc/callback?code=abc&state=xyz`);
  expect(forged).toMatchObject({ status: 302, location: `${url}/account?error=provider` });
  const browser = new Browser();
  const back = await browser.signInThroughProvider(url, 'mallory');
  expect(back.location).toBe(`${url}/account?error=provider`);
  expect((await browser.account(url)).signedIn).toBe(false);
});
