import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const HTTPS = { 'x-forwarded-proto': 'https' };

/** The Strict-Transport-Security header of a page, of the health check and of a session. */
async function hstsOf(url: string, headers: Record<string, string>): Promise<(string | null)[]> {
  const answers = await Promise.all([
    fetch(`${url}/home`, { headers }),
    fetch(`${url}/livez`, { headers }),
    fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    }),
  ]);
  return answers.map((res) => res.headers.get('strict-transport-security'));
}

describe('Strict-Transport-Security', () => {
  let proxied: TestServer;
  let direct: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ config: { trustProxy: true } });
    direct = await startTestServer();
    off = await startTestServer({ config: { trustProxy: true, hstsMaxAge: 0 } });
  });
  afterAll(async () => {
    await Promise.all([proxied.cleanup(), direct.cleanup(), off.cleanup()]);
  });

  it('is sent on every answer to a request that came over HTTPS through a trusted proxy, without includeSubDomains', async () => {
    expect(await hstsOf(proxied.url, HTTPS)).toEqual(Array(3).fill('max-age=31536000'));
  });

  it('is never sent over plain HTTP', async () => {
    expect(await hstsOf(proxied.url, {})).toEqual([null, null, null]);
    expect(await hstsOf(proxied.url, { 'x-forwarded-proto': 'http' })).toEqual([null, null, null]);
  });

  it('is not sent when X-Forwarded-Proto says https but TRUST_PROXY is off (anyone can write that header)', async () => {
    expect(await hstsOf(direct.url, HTTPS)).toEqual([null, null, null]);
  });

  it('is not sent when HSTS_MAX_AGE is 0', async () => {
    expect(await hstsOf(off.url, HTTPS)).toEqual([null, null, null]);
  });
});
