import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { clientOf, setUpGame, startTestServer } from './harness.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

it('a game logged at the finest level: JSON lines with request ids, and never a card word or a credential', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  server = await startTestServer({ log: pino({ level: 'trace' }, sink) });
  const { code, clients, host } = await setUpGame(server.url);
  const giver = clientOf(clients, host.view(code).gameplay.giverId);
  const words = new Set<string>();
  await giver.ok('startTurn', { gamecode: code });
  for (let i = 0; i < 3; i++) {
    const card = giver.view(code).gameplay.card;
    for (const word of [card?.word ?? '', ...(card?.forbidden ?? [])]) words.add(word);
    const ack = await giver.ok('updateCardStatus', {
      gamecode: code,
      index: card?.index,
      status: i === 1 ? 'skipped' : 'correct',
      roundStatus: 'in progress',
    });
    await clientOf(clients, giver.playerId).untilView(code, (v) => v.version >= (ack.version ?? 0));
  }
  // Answers that carry the card: the giver's own view, and the cards played.
  await giver.watch(code);
  await giver.ok('fetchPlayedCards', { gamecode: code });
  // A refusal and an unknown request log too.
  await host.request('confirmScores', { gamecode: code });
  await host.request('launchRockets', { gamecode: code });
  for (const c of clients) c.close();
  await server.cleanup();
  server = undefined;

  const records = lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string });
  // create, 3 joins, 4 team picks, start, the turn, 3 cards, 2 reads, a refusal and an unknown type.
  const requests = records.filter((r) => r.msg === 'request');
  expect(requests).toHaveLength(1 + 3 + 4 + 1 + 1 + 3 + 2 + 2);
  for (const r of requests) expect(r.reqId).toMatch(/^req-\d+$/);
  // The fields whose values are the server's own fixed words (a refusal's kind is "rules", and a
  // card may well forbid "rules"): never card text, so not searched. Nor are field names (`time`,
  // `port`, `store`: the logger's and the code's own words, which a card may forbid too); every
  // value is, however deep.
  const valuesOf = (value: unknown): string[] =>
    value !== null && typeof value === 'object' ? Object.values(value).flatMap(valuesOf) : [String(value)];
  const withoutFixedWords = records.map((r) => {
    const { msg, refusal, outcome, type, level, ...rest } = r as Record<string, unknown>;
    return valuesOf(rest).join('\n');
  });
  const everything = withoutFixedWords.join('\n');
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(everything).not.toMatch(new RegExp(`\\b${escaped}\\b`, 'iu'));
  }
  for (const c of clients) expect(everything).not.toContain(c.cookie.split('=')[1] ?? 'no cookie');
});
