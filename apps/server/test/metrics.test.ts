import { afterEach, expect, it } from 'vitest';
import { clientOf, setUpGame, startTestServer } from './harness.ts';

const TOKEN = 'scrape-me-0123456789';
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

/** One sample's value from the text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(url: string, token?: string): Promise<Response> {
  return fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

it('/metrics: only to the token, and the figures move as a game is played', async () => {
  server = await startTestServer({ metricsToken: TOKEN });
  expect((await scrape(server.url)).status).toBe(401);
  expect((await scrape(server.url, 'wrong-token-0123456789')).status).toBe(401);

  const { code, clients, host } = await setUpGame(server.url);
  const giver = clientOf(clients, host.view(code).gameplay.giverId);
  await giver.ok('startTurn', { gamecode: code });
  await giver.ok('updateCardStatus', {
    gamecode: code,
    index: giver.view(code).gameplay.card?.index,
    status: 'correct',
    roundStatus: 'in progress',
  });
  await host.request('launchRockets', {});
  await clients[1]?.request('confirmScores', { gamecode: code });

  const res = await scrape(server.url, TOKEN);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  const requests = (type: string, outcome: string, refusal = '') =>
    sample(text, `unsayable_requests_total{type="${type}",outcome="${outcome}",refusal="${refusal}"}`);
  expect(requests('createGame', 'accepted')).toBe(1);
  expect(requests('joinGame', 'accepted')).toBe(3);
  expect(requests('updateCardStatus', 'accepted')).toBe(1);
  expect(requests('unknown', 'refused', 'validation')).toBe(1);
  expect(requests('confirmScores', 'refused', 'rules')).toBe(1);
  expect(sample(text, 'unsayable_connected_sockets')).toBe(4);
  expect(sample(text, 'unsayable_players_connected')).toBe(4);
  expect(sample(text, 'unsayable_games_open')).toBe(1);
  expect(sample(text, 'unsayable_deadlines_pending')).toBe(1);
  expect(sample(text, 'unsayable_commit_duration_seconds_count')).toBeGreaterThan(10);
  expect(sample(text, 'unsayable_request_duration_seconds_count{type="updateCardStatus"}')).toBe(1);
  // Each change, a view to each player in it: create 1, joins 2+3+4, teams 4×4, start, turn, card 4 each.
  expect(sample(text, 'unsayable_views_sent_total')).toBe(1 + 9 + 16 + 4 + 4 + 4);
  expect(sample(text, 'unsayable_view_bytes_total')).toBeGreaterThan(38 * 500);
  expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  for (const c of clients) c.close();
});

it('no token configured: no /metrics route', async () => {
  server = await startTestServer();
  const res = await scrape(server.url, TOKEN);
  expect(res.status).not.toBe(200);
  expect(await res.text()).not.toContain('unsayable_');
});
