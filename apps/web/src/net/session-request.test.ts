import { afterEach, describe, expect, it, vi } from 'vitest';
import { postSession } from './session-request.ts';

afterEach(() => vi.unstubAllGlobals());

function answering(response: () => Promise<Response>) {
  const fetch = vi.fn(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('POST /api/session', () => {
  it('gives the player id and sends the name as JSON with the cookie', async () => {
    const fetch = answering(async () => Response.json({ playerId: 'p1' }, { status: 201 }));
    await expect(postSession('', 'Ana')).resolves.toEqual({ ok: true, playerId: 'p1' });
    expect(fetch).toHaveBeenCalledWith('/api/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana' }),
    });
  });

  it('turns a network failure into a cause to log, with nothing to show as written', async () => {
    answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await postSession('', 'Ana');
    expect(answer).toEqual({ ok: false, refusal: null, cause: '/api/session: TypeError: Failed to fetch' });
  });

  it("turns a proxy's HTML page into a cause to log", async () => {
    answering(async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }));
    const answer = await postSession('', 'Ana');
    expect(answer).toMatchObject({ ok: false, refusal: null });
    expect(answer.ok || answer.cause).toMatch(/^\/api\/session: 502, not JSON: SyntaxError/);
  });

  it("passes on the server's refusal of a name as written", async () => {
    answering(async () => Response.json({ error: 'Your name is required' }, { status: 400 }));
    await expect(postSession('', '')).resolves.toMatchObject({
      ok: false,
      refusal: 'Your name is required',
    });
  });

  it("does not pass on a server error's text, nor an answer without a player id", async () => {
    answering(async () =>
      Response.json({ error: 'There was an error adding you to the game.' }, { status: 500 }),
    );
    await expect(postSession('', 'Ana')).resolves.toMatchObject({ ok: false, refusal: null });
    answering(async () => Response.json({ player: 'p1' }, { status: 200 }));
    await expect(postSession('', 'Ana')).resolves.toMatchObject({ ok: false, refusal: null });
  });
});
