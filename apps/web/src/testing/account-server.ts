import { vi } from 'vitest';

type Answer = [status: number, body: unknown];

/**
 * The server as the account screens meet it, at the network's edge: each `METHOD path` answered
 * from its own queue in turn (the last answer repeats), every call recorded with its JSON body.
 */
export function accountServer(routes: Record<string, Answer[]>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    calls.push({ route, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = routes[route];
    const [status, body] = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? [
      404,
      { error: 'Not found' },
    ];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The bodies sent to one route, in order. */
    sent: (route: string) => calls.filter((c) => c.route === route).map((c) => c.body),
  };
}

export const SIGNED_OUT = { signedIn: false };

export const ANA = {
  signedIn: true,
  email: 'ana@example.com',
  name: 'Ana',
  decks: [{ id: 'AbCdEfGhIjKlMnOpQrSt_-', name: 'Week 3', language: 'en', cardCount: 24, editedAt: 1 }],
  games: [
    { code: 'ABC234', playedAt: Date.UTC(2026, 10, 20, 18), team: 'Team 2', result: 'won' },
    { code: 'QWE789', playedAt: Date.UTC(2026, 10, 21, 18), team: 'Team 1', result: 'unfinished' },
  ],
};
