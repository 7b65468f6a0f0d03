// Oversized text (npm run bench:text): what a typed text costs the server's one thread, for the
// largest of each input that the limits let through and for one far past them; every time is
// reported beside a baseline taken in the same run, and as a ratio to it.
//   1. Parsing, in this process, as the server parses each input: a card idea's payload (the
//      socket), a name (a session, the account, a game), a deck's name and text (the deck
//      routes). Baseline: JSON.parse of the same body, which each of them costs first anyway.
//   2. Counting characters of texts that cost the segmenter most: many characters that each join
//      something (a letter with a mark), a chain of emoji joined by ZWJ, letters of a script whose
//      characters join (Devanagari), and letters outside Latin (Cyrillic). As the schemas did
//      before (the segmenter over the whole text of BENCH_TEXT_BEFORE units, 7,900: a card word
//      within the socket's 8 KB) and as they do now (`textLength` of at most a word's 280 units,
//      counted to 36). Baseline: a walk over the same text's code points.
//   3. Over HTTP against the real server in a process of its own (SQLite): time per request of a
//      deck edit with a BENCH_TEXT_NAME-character name (160,000) and of the fullest deck saved;
//      then /livez while 10 sockets send a far too long card idea and 8 clients that deck edit,
//      each 10 a second (a socket's rate), and the server's CPU meanwhile. Baseline: /livez with
//      nothing else.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { DECK_CARDS_MAX, deckName, parseDeckText } from '../packages/cards/src/decks/index.ts';
import {
  CARD_TEXT_MAX,
  FORBIDDEN_MAX,
  nameSchema,
  parseRequest,
  textLength,
} from '../packages/rules/src/index.ts';
import { embeddedServerEnv, freePort, sleep, stop, waitHealthy } from './child-process.ts';
import { processCpuSeconds } from './server-load-shared.ts';

const BENCH_MS = Number(process.env.BENCH_MS ?? 1000);
const BEFORE = Number(process.env.BENCH_TEXT_BEFORE ?? 7_900);
const NAME = Number(process.env.BENCH_TEXT_NAME ?? 160_000);
/** A card word's units now (8 a character): the most the schemas and the deck parser read. */
const WORD_UNITS = CARD_TEXT_MAX * 8;

/**
 * Milliseconds a call: batches grown until one takes 10 ms, then the fastest of five (the least
 * disturbed by whatever else the machine runs); a call longer than BENCH_MS is timed once more.
 */
function msPerCall(fn: () => unknown): number {
  fn();
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    if (performance.now() - start >= 10) break;
    batch *= 2;
  }
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    best = Math.min(best, (performance.now() - start) / batch);
    if (best * batch > BENCH_MS) break;
  }
  return best;
}

/** Milliseconds a request, one at a time, over BENCH_MS (at least 3). */
async function msPerRequest(send: () => Promise<unknown>): Promise<number> {
  await send();
  let calls = 0;
  const start = performance.now();
  while (calls < 3 || performance.now() - start < BENCH_MS) {
    await send();
    calls++;
  }
  return (performance.now() - start) / calls;
}

function time(ms: number): string {
  const micro = ms * 1000;
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  return `${micro.toFixed(micro >= 10 ? 0 : micro >= 1 ? 1 : 3)} µs`;
}
const rows: Record<string, string>[] = [];
function report(section: string, what: string, ms: number, baseline: number) {
  rows.push({
    section,
    what,
    time: time(ms),
    baseline: time(baseline),
    ratio: `${(ms / baseline).toPrecision(3)}×`,
  });
}

// 1. Parsing as the server parses.
const jsonBaseline = (value: unknown) => {
  const body = JSON.stringify(value);
  return msPerCall(() => JSON.parse(body));
};
const parse = (what: string, value: unknown, fn: () => unknown) =>
  report('parse', what, msPerCall(fn), jsonBaseline(value));

/** Texts of about `units` UTF-16 units, each of a kind that costs the segmenter or the clean-up most. */
const costly = (units: number) => ({
  'Cyrillic letters': 'ж'.repeat(units),
  'letters with a mark each': 'ж\u0301'.repeat(units / 2),
  'Devanagari syllables': 'कि'.repeat(units / 2),
  'emoji joined by ZWJ': `${'👨\u200D'.repeat(Math.floor((units - 2) / 3))}👧`,
});
for (const [kind, text] of Object.entries(costly(WORD_UNITS))) {
  const idea = { card: { word: text, forbidden: Array.from({ length: FORBIDDEN_MAX }, () => text) } };
  parse(`card idea, 6 words of ${WORD_UNITS} units (${kind})`, idea, () =>
    parseRequest('submitCardIdea', idea),
  );
}
const overIdea = { card: { word: 'ж'.repeat(BEFORE) } };
parse(`card idea, a word of ${BEFORE} units`, overIdea, () => parseRequest('submitCardIdea', overIdea));
const name = 'कि'.repeat(100);
parse('name of 200 units (Devanagari)', { name }, () => nameSchema.safeParse(name));
const sessionName = 'n'.repeat(1_900);
parse('name of 1,900 units (a session body)', { name: sessionName }, () => nameSchema.safeParse(sessionName));
const hugeName = 'n'.repeat(NAME);
parse(`deck name of ${NAME.toLocaleString('en')} units`, { name: hugeName }, () => deckName(hugeName));

/** The most a deck holds: 2,000 cards of a 35-character target and five 35-character forbidden words. */
const word = (card: number, slot: number) => `${'Wordy'.repeat(7)}${slot}x${card}`.slice(-CARD_TEXT_MAX);
const fullDeck = Array.from({ length: DECK_CARDS_MAX }, (_, i) =>
  [word(i, 9), Array.from({ length: FORBIDDEN_MAX }, (_, j) => word(i, j)).join(':')].join('|'),
).join('\n');
parse(
  `deck: ${DECK_CARDS_MAX} full cards (${Math.round(fullDeck.length / 1000)} KB)`,
  { text: fullDeck },
  () => parseDeckText(fullDeck, 'en'),
);
/** Up to 1 MB of lines of six words each as long as a word's units allow, each too long for a card. */
for (const [kind, text] of Object.entries(costly(WORD_UNITS)).slice(0, 3)) {
  const line = Array.from({ length: 6 }, () => text);
  const lines = Array.from(
    { length: Math.floor(1_000_000 / (WORD_UNITS * 6 * 3)) },
    () => `${line[0]}|${line.slice(1).join(':')}`,
  ).join('\n');
  parse(`deck: 1 MB of lines of six ${WORD_UNITS}-unit words (${kind})`, { text: lines }, () =>
    parseDeckText(lines, 'en'),
  );
}
const hugeLine = `Cat|purr\n${'x'.repeat(NAME)}\nDog|bark`;
parse(`deck: a line of ${NAME.toLocaleString('en')} units`, { text: hugeLine }, () =>
  parseDeckText(hugeLine, 'en'),
);

// 2. Counting characters, as the schemas did (the segmenter over the whole text) and as they do now.
const walk = (text: string) => () => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const countedWhole = (text: string) => {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
};
for (const [kind, before] of Object.entries(costly(BEFORE))) {
  const after = costly(WORD_UNITS)[kind as keyof ReturnType<typeof costly>];
  const then = msPerCall(() => countedWhole(before));
  const now = msPerCall(() => textLength(after, CARD_TEXT_MAX));
  report('textLength', `${kind}: ${BEFORE} units, counted whole (before)`, then, msPerCall(walk(before)));
  report(
    'textLength',
    `${kind}: ${WORD_UNITS} units, counted to ${CARD_TEXT_MAX + 1} (now)`,
    now,
    msPerCall(walk(after)),
  );
  report('textLength', `${kind}: before against now`, then, now);
}

// 3. Over HTTP and the socket, the server a process of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'unsayable-bench-text-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: embeddedServerEnv(port, dataDir, {
    MAX_DECK_WRITES_PER_HOUR_PER_ADDRESS: '1000000',
    MAX_CONNECTIONS_PER_ADDRESS: '1000',
  }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitHealthy(url, child);
  const livez = () => fetch(`${url}/livez`).then((r) => r.text());
  const send = (method: string, path: string, body: string) =>
    fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json' }, body }).then((r) =>
      r.text(),
    );
  const idle = await msPerRequest(livez);
  const editBody = JSON.stringify({ name: hugeName, language: 'en', text: 'Cat|purr' });
  const edit = () => send('PUT', `/api/decks/${randomBytes(16).toString('base64url')}`, editBody);
  report(
    'http',
    `PUT /api/decks/{id}, a ${NAME.toLocaleString('en')}-character name (400)`,
    await msPerRequest(edit),
    idle,
  );
  const saveBody = JSON.stringify({ name: 'Full', language: 'en', text: fullDeck });
  report(
    'http',
    `POST /api/decks, ${DECK_CARDS_MAX} full cards (201)`,
    await msPerRequest(() => send('POST', '/api/decks', saveBody)),
    idle,
  );

  const sockets = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const socket = io(url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    }),
  );
  let sending = true;
  /** Sends one every 100 ms (a socket's rate is 10 a second), each when the last is answered. */
  const everyTenth = async (one: () => Promise<unknown>) => {
    while (sending) await Promise.all([one(), sleep(100)]);
  };
  let id = 0;
  const load = [
    ...sockets.map((socket) =>
      everyTenth(
        () =>
          new Promise((resolve) =>
            socket.emit('request', { id: `i${++id}`, type: 'submitCardIdea', payload: overIdea }, resolve),
          ),
      ),
    ),
    ...Array.from({ length: 8 }, () => everyTenth(edit)),
  ];
  const waits: number[] = [];
  const cpuBefore = processCpuSeconds(child.pid ?? 0);
  const window = performance.now();
  const until = window + Math.max(BENCH_MS, 3000);
  while (performance.now() < until) {
    const start = performance.now();
    await livez();
    waits.push(performance.now() - start);
    await sleep(20);
  }
  const cpu = (processCpuSeconds(child.pid ?? 0) - cpuBefore) / ((performance.now() - window) / 1000);
  sending = false;
  await Promise.all(load);
  for (const socket of sockets) socket.close();
  waits.sort((a, b) => a - b);
  const asked = `${waits.length} asked`;
  report('http', `GET /livez meanwhile, p50 (${asked})`, waits[Math.floor(waits.length / 2)] ?? 0, idle);
  report('http', `GET /livez meanwhile, slowest`, waits.at(-1) ?? 0, idle);
  rows.push({
    section: 'http',
    what: 'the server’s CPU meanwhile, share of one core',
    ratio: `${(cpu * 100).toFixed(0)} %`,
  });
} finally {
  await stop(child, 5000);
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
console.log(JSON.stringify({ benchMs: BENCH_MS, before: BEFORE, name: NAME, rows }));
