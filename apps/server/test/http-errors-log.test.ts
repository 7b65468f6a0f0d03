import { describe, expect, it } from 'vitest';
import { httpMessages } from '../src/http/http-errors.ts';
import { limits } from '../src/limits.ts';
import { ChildServer, freePort } from './child-server.ts';
import { tempDir } from './harness.ts';

/** A raw HTTP request line as a scanner sends it: `fetch` would resolve the dots before sending. */
async function rawGet(port: number, path: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('the log: one JSON line per entry, no stack traces for refusals', () => {
  it('a path traversal, a bad path, a malformed and an oversized body each log one JSON line', async () => {
    const dir = tempDir();
    const port = await freePort();
    const child = await ChildServer.start({ dataDir: dir.path, port, logLevel: 'info' });
    try {
      const paths = [
        '/%2e%2e/%2e%2e/etc/passwd',
        '/static/%2e%2e/%2e%2e/etc/passwd',
        '/static/../../etc/passwd',
        '/%E0%A4%A',
        '/static/%00',
      ];
      // The first falls through to the web client (dots encoded are no path segment here): its page
      // if built, else 503; the others are refused.
      await rawGet(port, paths[0] as string);
      for (const path of paths.slice(1)) expect(await rawGet(port, path), path).toBeGreaterThanOrEqual(400);
      const post = (body: string) =>
        fetch(`${child.url}/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
      const malformed = await post('{"name": "Ana"');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: httpMessages.notJson });
      const oversized = await post(JSON.stringify({ name: 'x'.repeat(limits.maxSessionBodyBytes * 4) }));
      expect(oversized.status).toBe(413);
      expect(await oversized.json()).toEqual({ error: httpMessages.tooLarge });
      expect(await child.stop('SIGTERM')).toEqual({ code: 0, signal: null });

      const lines = child.output.split('\n').filter((line) => line.trim() !== '');
      const entries = lines.map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON line: ${line}\n--- whole output ---\n${child.output}`);
        }
      });
      const refusals = entries.filter((e) => e.msg === 'http request refused');
      // Each refused request is one line with its status; the first path falls through to the web
      // client (the dots are no path here) and is no refusal.
      expect(refusals.map((e) => e.url).sort(), child.output).toEqual(
        [...paths.slice(1), '/api/session', '/api/session'].sort(),
      );
      for (const entry of refusals) expect(entry.status).toBeLessThan(500);
      expect(child.output).not.toMatch(/\n\s+at /);
      expect(
        entries.filter((e) => typeof e.level === 'number' && e.level >= 50),
        child.output,
      ).toEqual([]);
    } finally {
      await child.stop('SIGKILL');
      dir.remove();
    }
  }, 30_000);
});
