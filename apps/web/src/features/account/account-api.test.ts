import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountRefused, claimDecks, fetchAccount } from './account-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the account routes, at the network’s edge', () => {
  it('send JSON with the cookie, same origin', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ claimed: 2 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(claimDecks([{ id: 'a', key: 'b' }])).resolves.toEqual({ claimed: 2 });
    expect(fetch).toHaveBeenCalledWith('/api/account/decks/claim', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decks: [{ id: 'a', key: 'b' }] }),
    });
  });

  it('turn a refusal into AccountRefused with its words, status and key; a proxy’s page into its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: 'Account features are off', errorRef: { key: 'account.off' } }),
            {
              status: 503,
            },
          ),
      ),
    );
    const refused = await fetchAccount().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AccountRefused);
    expect(refused).toMatchObject({
      message: 'Account features are off',
      status: 503,
      ref: { key: 'account.off' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(fetchAccount()).rejects.toMatchObject({ message: 'The server said 502', status: 502 });
  });
});
