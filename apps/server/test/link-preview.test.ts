import { cpSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpGame, startTestServer, tempDir } from './harness.ts';

// The web client as the server serves it: its index.html and public files, as a build copies them.
const web = new URL('../../web/', import.meta.url).pathname;
const webDist = tempDir('unsayable-web-');
cpSync(join(web, 'public'), webDist.path, { recursive: true });
cpSync(join(web, 'index.html'), join(webDist.path, 'index.html'));

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ config: { webDist: webDist.path } });
});
afterAll(async () => {
  await server.cleanup();
  webDist.remove();
});

/** The content of each `<meta property|name="key" content="…">` and the title of a page. */
async function tagsOf(path: string): Promise<{ title: string; meta: Map<string, string>; html: string }> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const meta = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(key as string, content as string);
  }
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', meta, html };
}

/** Width and height from a PNG's header (IHDR), and whether it is a PNG at all. */
function pngSize(bytes: Buffer): { png: boolean; width: number; height: number } {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { png, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchPng(url: string): Promise<{ png: boolean; width: number; height: number }> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return pngSize(Buffer.from(await res.arrayBuffer()));
}

describe('link previews', () => {
  it('an invite names its game code in the title, with a 1200×630 PNG to show', async () => {
    const { title, meta } = await tagsOf('/home/join?code=ABC234');
    expect(title).toBe('Join game ABC234 on Unsayable');
    expect(meta.get('og:title')).toBe('Join game ABC234 on Unsayable');
    expect(meta.get('twitter:title')).toBe('Join game ABC234 on Unsayable');
    expect(meta.get('og:description')).toContain('ABC234');
    expect(meta.get('og:site_name')).toBe('Unsayable');
    expect(meta.get('og:url')).toBe(`${server.url}/home/join?code=ABC234`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    const image = meta.get('og:image') ?? '';
    expect(image).toBe(`${server.url}/link-preview.png`);
    expect(meta.get('twitter:image')).toBe(image);
    expect([meta.get('og:image:width'), meta.get('og:image:height')]).toEqual(['1200', '630']);
    expect(await fetchPng(image)).toEqual({ png: true, width: 1200, height: 630 });
  });

  it('a code typed in lower case, and a lobby address, are named the same way', async () => {
    expect((await tagsOf('/home/join?code=%20abc234%20')).title).toBe('Join game ABC234 on Unsayable');
    expect((await tagsOf('/waiting/ABC234')).meta.get('og:title')).toBe('Join game ABC234 on Unsayable');
    expect((await tagsOf('/home?code=ABC234')).meta.get('og:title')).toBe('Join game ABC234 on Unsayable');
  });

  it('only a game code is ever named: anything else gets the plain preview, escaped', async () => {
    // 1 and O are not in the code alphabet: ABC123 can be no game's code.
    for (const path of [
      '/home/join?code=ABC123',
      '/home/join?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/waiting/%22%3E%3Cb%3E',
      '/home/join?code=Ann',
    ]) {
      const { title, meta, html } = await tagsOf(path);
      expect(title, path).toBe('Unsayable');
      expect(meta.get('og:title'), path).toBe('Unsayable');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('"><b>');
    }
  });

  it('every page carries the tags, and the same image', async () => {
    for (const path of ['/home', '/home/rules', '/play/ABC234', '/no/such/page']) {
      const { meta } = await tagsOf(path);
      expect(meta.get('og:title'), path).toBe('Unsayable');
      expect(meta.get('og:description'), path).toMatch(/party game/);
      expect(meta.get('og:image'), path).toBe(`${server.url}/link-preview.png`);
    }
    expect((await tagsOf('/home/rules')).meta.get('og:url')).toBe(`${server.url}/home/rules`);
    expect((await tagsOf('/no/such/page')).meta.has('og:url')).toBe(false);
  });

  it('a TV board and a spectator’s page name their game code, and only a valid one', async () => {
    const tv = await tagsOf('/tv/abc234');
    expect(tv.title).toBe('Game ABC234 on the big screen: Unsayable');
    expect(tv.meta.get('og:title')).toBe('Game ABC234 on the big screen: Unsayable');
    expect(tv.meta.get('og:description')).toContain('ABC234');
    expect(tv.meta.get('og:url')).toBe(`${server.url}/tv/ABC234`);
    expect(tv.meta.get('og:image')).toBe(`${server.url}/link-preview.png`);
    const watch = await tagsOf('/watch/ABC234');
    expect(watch.meta.get('og:title')).toBe('Watch game ABC234 on Unsayable');
    expect(watch.meta.get('og:url')).toBe(`${server.url}/watch/ABC234`);
    for (const path of ['/tv/ABC123', '/tv/%22%3E%3Cb%3E', '/watch/Ann']) {
      const { title, html } = await tagsOf(path);
      expect(title, path).toBe('Unsayable');
      expect(html).not.toContain('"><b>');
    }
  });

  it('the invite of a game played again names the game that followed, says so, and links to it', async () => {
    const { code, host, clients } = await setUpGame(server.url, { names: ['Ana', 'Ben', 'Cleo', 'Dev'] });
    await host.ok('updateGameStatus', { gamecode: code, status: 'finished' });
    await host.ok('playAgain', { gamecode: code });
    const next = host.view(code).nextGamecode ?? '';
    for (const path of [`/home/join?code=${code}`, `/waiting/${code}`]) {
      const { title, meta } = await tagsOf(path);
      expect(title, path).toBe(`Join game ${next} on Unsayable`);
      expect(meta.get('og:description'), path).toContain(`Game ${code} was played again as game ${next}`);
      expect(meta.get('og:url'), path).toBe(`${server.url}/home/join?code=${next}`);
    }
    expect((await tagsOf(`/tv/${code}`)).meta.get('og:url')).toBe(`${server.url}/tv/${next}`);
    expect((await tagsOf(`/watch/${code}`)).meta.get('og:title')).toBe(`Watch game ${next} on Unsayable`);
    for (const c of clients) c.close();
  });

  it('no player name ever appears in a preview, even to a player of the game', async () => {
    const { code, host, clients } = await setUpGame(server.url, {
      names: ['Zelda Quartz', 'Yorick Plum', 'Xena Moss', 'Wim Fjord'],
    });
    for (const path of [
      `/waiting/${code}`,
      `/home/join?code=${code}`,
      `/play/${code}`,
      `/tv/${code}`,
      `/watch/${code}`,
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie: host.cookie } });
      const html = await res.text();
      expect(html).toContain('og:title');
      expect(html).not.toMatch(/Zelda|Yorick|Xena|Wim/);
    }
    for (const c of clients) c.close();
  });
});

/** A page fetched with the headers given, Host included (which fetch would write itself). */
function pageWith(url: string, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        html += chunk;
      });
      res.on('end', () => resolve(html));
    });
    req.on('error', reject);
    req.end();
  });
}

/** og:url, og:image and twitter:image of a page's preview. */
function addressesIn(html: string): (string | undefined)[] {
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return [meta('og:url'), meta('og:image'), meta('twitter:image')];
}

describe('the absolute addresses of a preview', () => {
  const INVITE = '/home/join?code=ABC234';
  let configured: Awaited<ReturnType<typeof startTestServer>>;
  let proxied: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    configured = await startTestServer({
      config: { webDist: webDist.path, publicUrl: 'https://party.example.com', trustProxy: true },
    });
    proxied = await startTestServer({ config: { webDist: webDist.path, trustProxy: true } });
  });
  afterAll(async () => {
    await Promise.all([configured.cleanup(), proxied.cleanup()]);
  });

  it('with PUBLIC_URL, are on it whatever Host or X-Forwarded-Host the request names', async () => {
    const expected = [
      `https://party.example.com${INVITE}`,
      'https://party.example.com/link-preview.png',
      'https://party.example.com/link-preview.png',
    ];
    expect(addressesIn(await pageWith(configured.url, INVITE, { host: 'evil.example' }))).toEqual(expected);
    const forwarded = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    };
    expect(addressesIn(await pageWith(configured.url, INVITE, forwarded))).toEqual(expected);
  });

  it('without it, are on the address the browser used: Host, or X-Forwarded-Host behind a trusted proxy', async () => {
    expect(addressesIn(await pageWith(server.url, INVITE, { host: 'party.example:8080' }))).toEqual([
      `http://party.example:8080${INVITE}`,
      'http://party.example:8080/link-preview.png',
      'http://party.example:8080/link-preview.png',
    ]);
    const forwarded = { 'x-forwarded-host': 'play.example', 'x-forwarded-proto': 'https' };
    expect(addressesIn(await pageWith(proxied.url, INVITE, forwarded))[0]).toBe(
      `https://play.example${INVITE}`,
    );
  });

  it('without it, a Host that is no host[:port] gives no absolute address at all', async () => {
    for (const host of [
      'evil.example/phish?x=',
      'user@evil.example',
      'evil.example:99999',
      'a b',
      'evil.example:80:80',
    ]) {
      expect(addressesIn(await pageWith(server.url, INVITE, { host })), host).toEqual([
        INVITE,
        '/link-preview.png',
        '/link-preview.png',
      ]);
    }
    const forwarded = { 'x-forwarded-host': 'evil.example/phish', 'x-forwarded-proto': 'https' };
    expect(addressesIn(await pageWith(proxied.url, INVITE, forwarded))[0]).toBe(INVITE);
  });
});

describe('the web app manifest', () => {
  interface Manifest {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  }

  it('parses, starts at /home as a standalone app, and each icon is served at its declared size', async () => {
    const home = await tagsOf('/home');
    expect(home.html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Unsayable',
      short_name: 'Unsayable',
      start_url: '/home',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const declared = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(await fetchPng(`${server.url}${icon.src}`), icon.src).toEqual({ png: true, width, height });
    }
  });

  it('the touch icon for iPhones is 180 px', async () => {
    const home = await tagsOf('/home');
    expect(home.html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(await fetchPng(`${server.url}/apple-touch-icon.png`)).toEqual({
      png: true,
      width: 180,
      height: 180,
    });
  });
});
