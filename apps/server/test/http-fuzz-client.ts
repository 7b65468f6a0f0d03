/**
 * The HTTP fuzz's client: sends the generated plans (fuzz-http-requests.ts) to a live server over
 * kept-alive connections, checks each answer (nothing of 500 or more, every refusal a JSON
 * `{ error }`, an answer at all), and keeps what the run made (decks and their keys, sessions,
 * rotated cookies), which later plans name by number.
 */
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { DECK_KEY_HEADER } from '@unsayable/rules';
import fc from 'fast-check';
import { encodedBody, type HttpGroup, type HttpPlan } from './fuzz-http-requests.ts';

export interface Session {
  cookie: string;
  playerId: string;
}

/** What the run made so far, which plans name by number when they are sent. */
export class HttpWorld {
  readonly sessions: Session[] = [];
  readonly decks: { id: string; key: string }[] = [];
  /** Cookies a sign-out or a rotation replaced: no one's any more. */
  readonly stale: string[] = [];
  /** Every deck a save announced (201), and every deck a delete removed (204). */
  readonly made = new Set<string>();
  readonly deleted = new Set<string>();
  /** Answers that may have made a player: new sessions, sign-outs, deleted accounts, confirmed links. */
  playerMakers = 0;
}

export interface Tally {
  sent: Record<HttpGroup, number>;
  statuses: Record<string, number>;
  problems: string[];
}

const GARBAGE_COOKIES = [
  'unsayable_session=',
  `unsayable_session=${'A'.repeat(43)}`,
  'unsayable_session=%zz; unsayable_session=x',
  '=;;=',
  `other=${'x'.repeat(6_000)}`,
  'unsayable_session="quoted"',
];
const GARBAGE_KEYS = ['', ' ', 'k'.repeat(5_000), 'not-a-key', 'a,b', '../..'];

const at = <T>(list: readonly T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

/** Requests in flight per group of routes. */
const IN_FLIGHT = 4;

/** Kept-alive connections, as a browser keeps them (and a fuzz of many thousand requests needs). */
const agent = new Agent({ keepAlive: true, maxSockets: 3 * IN_FLIGHT });

/** Closes the kept-alive connections, so the server can stop. */
export function closeConnections(): void {
  agent.destroy();
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request through node:http (lighter than fetch, and it sends a body with any method). A
 * kept-alive connection the server closed as it was reused is tried once more on a fresh one.
 */
function exchange(
  url: string,
  method: string,
  path: string,
  given: Record<string, string>,
  body: Uint8Array | undefined,
  retried = false,
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  // Said outright: node:http sends a GET's or DELETE's body without it.
  const headers = body ? { ...given, 'content-length': String(body.length) } : given;
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
    // A server that answers before it has read the whole body (413) may close the connection while
    // the rest is being written: the answer, once it came, counts.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (req.reusedSocket && !retried && err.code === 'ECONNRESET')
        resolve(exchange(url, method, path, given, body, true));
      else reject(err);
    });
    req.end(body);
  });
}

const describePlan = (plan: HttpPlan, path: string) => {
  const body = plan.body.kind === 'json' ? JSON.stringify(plan.body.value) : JSON.stringify(plan.body);
  return `${plan.method} ${path} cookie=${plan.cookie} key=${plan.deckKey} origin=${plan.origin} type=${plan.contentType} encoding=${plan.encoding} body=${String(body).slice(0, 200)}`;
};

/** Sends one plan, checks its answer, and keeps what it made (a deck, a session, a new cookie). */
async function send(url: string, plan: HttpPlan, world: HttpWorld, tally: Tally): Promise<void> {
  const session = plan.cookie === 'session' ? at(world.sessions, plan.pick) : undefined;
  const deck = at(world.decks, plan.pick);
  const headers: Record<string, string> = {};
  if (session) headers.cookie = session.cookie;
  if (plan.cookie === 'stale') headers.cookie = at(world.stale, plan.pick) ?? (GARBAGE_COOKIES[1] as string);
  if (plan.cookie === 'garbage') headers.cookie = at(GARBAGE_COOKIES, plan.pick) as string;
  if (plan.deckKey === 'right' && deck) headers[DECK_KEY_HEADER] = deck.key;
  if (plan.deckKey === 'wrong') headers[DECK_KEY_HEADER] = 'A'.repeat(32);
  if (plan.deckKey === 'garbage') headers[DECK_KEY_HEADER] = at(GARBAGE_KEYS, plan.pick) as string;
  if (plan.origin === 'own') headers.origin = url;
  if (plan.origin === 'other') headers.origin = 'https://evil.example';
  if (plan.origin === 'null') headers.origin = 'null';
  const { bytes, gzipped } = encodedBody(plan.body);
  if (plan.contentType && bytes) headers['content-type'] = plan.contentType;
  if (gzipped || plan.encoding) headers['content-encoding'] = gzipped ? 'gzip' : (plan.encoding as string);
  const path = plan.path.replace('{deck}', deck?.id ?? 'AAAAAAAAAAAAAAAAAAAAAA');
  tally.sent[plan.group] += 1;
  let res: Answer;
  try {
    res = await exchange(url, plan.method, path, headers, bytes);
  } catch (err) {
    tally.problems.push(`no answer (${String(err)}): ${describePlan(plan, path)}`);
    return;
  }
  const { text } = res;
  tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
  if (res.status >= 500) {
    tally.problems.push(`${res.status} ${text.slice(0, 200)}: ${describePlan(plan, path)}`);
    return;
  }
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A page or an empty answer: only refusals must be JSON.
  }
  if (res.status >= 400 && (typeof json.error !== 'string' || json.error === '')) {
    tally.problems.push(
      `${res.status} without an error message (${text.slice(0, 100)}): ${describePlan(plan, path)}`,
    );
  }
  learn(world, plan, path, res, json, session);
}

/** Keeps what an answer made: a deck and its key, a player's session, a rotated cookie. */
function learn(
  world: HttpWorld,
  plan: HttpPlan,
  path: string,
  res: Answer,
  json: Record<string, unknown>,
  session: Session | undefined,
): void {
  // As Express routes it: `/api/decks/` is `/api/decks`.
  const route = new URL(path, 'http://fuzz.invalid').pathname.replace(/\/+$/, '');
  if (res.status === 201 && typeof json.id === 'string' && typeof json.editKey === 'string') {
    world.decks.push({ id: json.id, key: json.editKey });
    world.made.add(json.id);
  }
  if (plan.method === 'DELETE' && res.status === 204) {
    const id = decodeURIComponent(route.split('/').at(-1) ?? '');
    world.deleted.add(id);
    const gone = world.decks.findIndex((d) => d.id === id);
    if (gone >= 0) world.decks.splice(gone, 1);
  }
  const madePlayer =
    (route === '/api/session' && res.status === 201) ||
    (/^\/api\/account(\/sign-out|\/confirm)?$/.test(route) && plan.method !== 'GET' && res.status === 200);
  if (madePlayer) world.playerMakers += 1;
  const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
  if (!cookie?.startsWith('unsayable_session=')) return;
  if (session) {
    world.stale.push(session.cookie);
    session.cookie = cookie;
  } else if (typeof json.playerId === 'string') {
    world.sessions.push({ cookie, playerId: json.playerId });
  }
}

/** Endless plans from the arbitrary, in samples of a thousand, each sample from the next seed. */
export function* plansFrom(arbitrary: fc.Arbitrary<HttpPlan>, seed: number): Generator<HttpPlan> {
  for (let round = 0; ; round++) yield* fc.sample(arbitrary, { numRuns: 1_000, seed: seed + round });
}

/** `IN_FLIGHT` requests of one group at a time until `count` are sent. */
export async function runGroup(
  url: string,
  plans: Iterator<HttpPlan>,
  count: number,
  world: HttpWorld,
  tally: Tally,
) {
  let taken = 0;
  const worker = async () => {
    while (taken < count) {
      taken += 1;
      await send(url, plans.next().value as HttpPlan, world, tally);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}
