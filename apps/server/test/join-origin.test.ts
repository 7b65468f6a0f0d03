import { cpSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { networkAddresses } from '../src/http/join-origin.ts';
import { startTestServer, tempDir } from './harness.ts';

// The web client's index.html as a build copies it.
const webDist = tempDir('unsayable-web-');
cpSync(join(import.meta.dirname, '../../web/index.html'), join(webDist.path, 'index.html'));
afterAll(() => webDist.remove());

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

/** The join origin written in a game's page asked for with this Host header (fetch sends the URL's own). */
function joinOriginOfPage(url: string, host: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: '/tv/ABC234', headers: { host } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        html += chunk;
      });
      res.on('end', () => resolve(/<meta name="join-origin" content="([^"]*)">/.exec(html)?.[1] ?? null));
    });
    req.on('error', reject);
    req.end();
  });
}

it('a page opened as localhost on a server listening on every address carries the machine’s network address', async () => {
  server = await startTestServer({ config: { host: '0.0.0.0', webDist: webDist.path } });
  const port = new URL(server.url).port;
  const [address] = networkAddresses(networkInterfaces());
  const expected = address === undefined ? null : `http://${address}:${port}`;
  expect(await joinOriginOfPage(server.url, `localhost:${port}`)).toBe(expected);
  expect(await joinOriginOfPage(server.url, `127.0.0.1:${port}`)).toBe(expected);
  // Opened by a name or an address other devices reach: that is the one to give.
  expect(await joinOriginOfPage(server.url, 'party.example.com')).toBeNull();
});

it('a server on loopback only writes none, and PUBLIC_URL is written whenever set', async () => {
  server = await startTestServer({ config: { webDist: webDist.path } });
  expect(await joinOriginOfPage(server.url, `localhost:${new URL(server.url).port}`)).toBeNull();
  await server.cleanup();
  server = await startTestServer({
    config: { host: '0.0.0.0', publicUrl: 'https://party.example.com', webDist: webDist.path },
  });
  expect(await joinOriginOfPage(server.url, 'anything.example')).toBe('https://party.example.com');
});
