/**
 * What a hostile or broken client sends over HTTP, generated with fast-check, for the routes that
 * are not the socket's: decks (`/api/decks…`), accounts (`/api/account/…`) and `POST /api/session`.
 * Bodies valid (so that decks are saved, edited and deleted), mutated (fields missing, extra, of
 * the wrong type), odd Unicode within the size a field may have, deep JSON, malformed JSON, bytes,
 * wrong content types and encodings; paths with bad deck ids; cookies, deck keys and origins right
 * and wrong. A plan names the run's decks and sessions by a number, resolved when it is sent, so
 * that it meets what the run made (see `HttpWorld`).
 */
import { gzipSync } from 'node:zlib';
import { type DeckCard, deckToCsv, deckToJson, deckToLines } from '@unsayable/cards/decks';
import fc from 'fast-check';
import { anyValue, HOSTILE_KEYS, mutated, weirdString } from './fuzz-requests.ts';

export type HttpGroup = 'decks' | 'accounts' | 'session';

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  /** JSON text sent gzipped (`Content-Encoding: gzip`): what it inflates to counts, not what is sent. */
  | { kind: 'gzip'; text: string };

/** One request as generated. `{deck}` in the path stands for a deck of the run, picked when sent. */
export interface HttpPlan {
  group: HttpGroup;
  method: string;
  path: string;
  /** Which of the run's decks and sessions the request names. */
  pick: number;
  cookie: 'none' | 'session' | 'stale' | 'garbage';
  deckKey: 'none' | 'right' | 'wrong' | 'garbage';
  origin: 'none' | 'own' | 'other' | 'null';
  contentType: string | null;
  encoding: string | null;
  body: BodyPlan;
}

const WORDS = [
  'Bear',
  'Honey',
  'Forest',
  'Lighthouse',
  'Sailor',
  'Storm',
  'Kazoo',
  'Árbol',
  'Mañana',
  'Piñata',
  'Fútbol',
  'Caña',
  'Café',
  'Dog',
  'bark',
  'polar bear',
  'sea',
  'light',
  'house',
  'Zoë',
] as const;

/** Text that is odd without being long: a few hundred characters at most, as a field of a form. */
const oddText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u200b',
    '\ufeffBOM',
    '\u202eevil\u202c',
    'e\u0301',
    `e${'\u0301'.repeat(60)}`,
    '👨‍👩‍👧'.repeat(8),
    '🇪🇸🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    '\ud800',
    '\udfff\ud800',
    'Ａｄｍｉｎ',
    'аdmin',
    'x'.repeat(61),
    'x'.repeat(300),
    '=HYPERLINK("x")',
    '"quoted, with comma"',
    'line\nbreak',
    'tab\there',
    'a|b:c',
    '<b>bold</b>',
  ),
);

const card = fc
  .tuple(oddText, fc.array(oddText, { maxLength: 7 }), fc.option(oddText, { nil: null }))
  .map(
    ([word, forbidden, category]): DeckCard =>
      category === null ? { word, forbidden } : { word, forbidden, category },
  );

/** Text that costs the server more to read: many cards, up to and past the 1 MB a deck may be. */
const heavyDeckText = fc.oneof(
  fc
    .integer({ min: 500, max: 2_100 })
    .map((n) => Array.from({ length: n }, (_, i) => `Word${i}|alpha${i}:beta${i}`).join('\n')),
  fc.constantFrom(200_000, 900_000, 1_050_000).map((bytes) => 'Dog|bark\n'.repeat(Math.floor(bytes / 9))),
  fc.constantFrom(5_000, 20_000).map((length) => `Dog|bark\n${'x'.repeat(length)}`),
);

/** A deck's text in each format the parser reads, cards good and bad, or text that is no deck. */
const deckText = fc.oneof(
  {
    weight: 60,
    arbitrary: fc.array(card, { minLength: 1, maxLength: 30 }).map((cards) => deckToLines(cards)),
  },
  { weight: 30, arbitrary: fc.array(card, { minLength: 1, maxLength: 30 }).map((cards) => deckToCsv(cards)) },
  {
    weight: 30,
    arbitrary: fc
      .tuple(
        oddText,
        fc.constantFrom('en', 'es', 'fr', 'de', 'it', 'pt-BR', 'pt-PT'),
        fc.array(card, { maxLength: 30 }),
      )
      // `pt-PT`: a language a deck's file may claim and no deck may have.
      .map(([name, language, cards]) => deckToJson({ name, language: language as 'en', cards })),
  },
  // Lines of the line format with the separators in odd places.
  {
    weight: 30,
    arbitrary: fc
      .array(fc.tuple(oddText, fc.constantFrom('|', ':', ',', '||', '|:', ';', '\t')), { maxLength: 40 })
      .map((parts) => parts.map(([t, sep]) => `${t}${sep}`).join('\n')),
  },
  { weight: 20, arbitrary: weirdString },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      '',
      '   \n\n',
      '\u0000\u0001binary',
      'word,forbidden1\n',
      '{"cards":',
      '[]',
      '{}',
      '\ufeffDog|bark',
    ),
  },
  { weight: 1, arbitrary: heavyDeckText },
);

const deckBody = fc.record(
  {
    name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Birds', 'Mis palabras', 'Fiesta 🎉') }, oddText),
    language: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('en', 'es', 'fr', 'de', 'it', 'pt-BR') },
      fc.constantFrom('pt-PT', '', 'EN'),
    ),
    text: deckText,
  },
  { requiredKeys: ['name', 'language', 'text'] },
);

const emails = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 50_000 }).map((n) => `fuzz${n}@example.com`) },
  { weight: 2, arbitrary: fc.nat({ max: 40 }).map((n) => `Player${n}@Example.COM `) },
  fc.constantFrom(
    'ａｄｍｉｎ@example.com',
    'аdmin@example.com',
    'a@b',
    '@example.com',
    'no-at-sign',
    'a b@example.com',
    `${'x'.repeat(250)}@example.com`,
    `${'x'.repeat(1_200)}@example.com`,
    'x@example.com\u0000',
    'admin@exa\u200bmple.com',
  ),
  oddText,
);

const passwords = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('correct horse battery', 'another long passphrase') },
  fc.constantFrom(
    '',
    'password',
    '1234567890',
    'aaaaaaaaaaaaaa',
    'x'.repeat(256),
    'x'.repeat(257),
    'x'.repeat(1_500),
  ),
  fc.string({ unit: 'grapheme', minLength: 10, maxLength: 40 }),
  oddText,
);

/** A mailed code's shape (43 characters of base64url), or not: no run can know a real one. */
const codes = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.constantFrom('', 'x', 'A'.repeat(44), '../../etc/passwd'),
  oddText,
);

const claims = fc.oneof(
  fc.array(
    fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      key: fc.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    }),
    {
      maxLength: 5,
    },
  ),
  fc.array(fc.record({ id: oddText, key: oddText }), { maxLength: 3 }),
  fc.constant(Array.from({ length: 250 }, (_, i) => ({ id: `id${i}`, key: 'k' }))),
  anyValue,
);

/** Each account route with a body of its own shape. */
const accountRoutes: [string, string, fc.Arbitrary<Record<string, unknown>> | null][] = [
  ['GET', '/api/account', null],
  ['POST', '/api/account/sign-up', fc.record({ email: emails, password: passwords })],
  ['POST', '/api/account/confirm', fc.record({ code: codes })],
  ['POST', '/api/account/sign-in', fc.record({ email: emails, password: passwords })],
  ['POST', '/api/account/sign-in-link', fc.record({ email: emails })],
  ['POST', '/api/account/forgot-password', fc.record({ email: emails })],
  ['POST', '/api/account/reset', fc.record({ code: codes, password: passwords })],
  ['POST', '/api/account/password', fc.record({ currentPassword: passwords, newPassword: passwords })],
  ['POST', '/api/account/name', fc.record({ name: oddText })],
  ['POST', '/api/account/sign-out', null],
  ['DELETE', '/api/account', null],
  ['POST', '/api/account/decks/claim', fc.record({ decks: claims })],
  ['GET', '/api/account/oidc/start', null],
  ['POST', '/api/account/nothing-here', fc.record({ email: emails })],
];

/** A deck id as a path holds it: one of the run's decks, one that never was, or no id at all. */
const deckId = fc.oneof(
  { weight: 6, arbitrary: fc.constant('{deck}') },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
  fc.constantFrom(
    'short',
    'x'.repeat(300),
    '%E0%A4%A',
    '%',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%F0%9F%98%80',
    '__proto__',
    'constructor',
    '%20',
  ),
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
);

const deckRoutes = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ method: 'POST', path: '/api/decks', body: true }) },
  { weight: 3, arbitrary: deckId.map((id) => ({ method: 'PUT', path: `/api/decks/${id}`, body: true })) },
  { weight: 3, arbitrary: deckId.map((id) => ({ method: 'GET', path: `/api/decks/${id}`, body: false })) },
  { weight: 1, arbitrary: deckId.map((id) => ({ method: 'DELETE', path: `/api/decks/${id}`, body: false })) },
  {
    weight: 1,
    arbitrary: deckId.map((id) => ({ method: 'POST', path: `/api/decks/${id}/report`, body: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('PATCH', 'GET', 'POST', 'DELETE', 'OPTIONS'),
        fc.constantFrom('/api/decks', '/api/decks/{deck}/x', '/api/decks/'),
      )
      .map(([method, path]) => ({ method, path, body: method !== 'GET' && method !== 'OPTIONS' })),
  },
);

const sessionRoutes = fc.oneof(
  { weight: 20, arbitrary: fc.constant({ method: 'POST', path: '/api/session' }) },
  fc.constantFrom(
    { method: 'GET', path: '/api/session' },
    { method: 'PUT', path: '/api/session' },
    { method: 'POST', path: '/api/session/x' },
    { method: 'POST', path: '/api/session?name=Ana' },
  ),
);

const sessionBody = fc.record({
  name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Ana', 'Zoë', '李') }, oddText),
});

/** JSON that does not parse, or parses to what no route takes. */
const malformedJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).chain((value) => {
    const text = JSON.stringify(value) ?? 'null';
    return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut));
  }),
  fc.constantFrom(
    '{',
    '{"name": "Ana",}',
    "{'name': 'Ana'}",
    '{"name": NaN}',
    '{"a":1}}',
    'null',
    '"just a string"',
    '123',
    'true',
    '\ufeff{"name":"Ana"}',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '{"name": "\\ud800"}',
    '{"name": "\\u0000"}',
  ),
);

/** Deep JSON: `[[[…]]]` or `{"a":{"a":…}}`, up to `bytes` long. */
const deepJson = (bytes: number) =>
  fc
    .tuple(fc.integer({ min: 10, max: Math.floor(bytes / 6) }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    );

const contentTypes = fc.oneof(
  { weight: 16, arbitrary: fc.constant<string | null>('application/json') },
  fc.constantFrom<string | null>(
    null,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=utf-8',
    'application/merge-patch+json',
    'application/JSON',
    'application/octet-stream',
  ),
);

const encodings = fc.oneof(
  { weight: 30, arbitrary: fc.constant<string | null>(null) },
  fc.constantFrom<string | null>('identity', 'br', 'x-unknown', 'gzip, gzip'),
);

/** A body: mostly JSON of the route's shape (as is, or mutated); else any value, broken or deep JSON, bytes. */
function bodyOf(valid: fc.Arbitrary<Record<string, unknown>>, maxBytes: number): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value): BodyPlan => ({ kind: 'json', value })) },
    { weight: 8, arbitrary: mutated(valid).map((value): BodyPlan => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: anyValue.map((value): BodyPlan => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_KEYS), anyValue).map(
        ([key, value]): BodyPlan => ({
          kind: 'text',
          text: `{"${key}": ${JSON.stringify(value) ?? 'null'}}`,
        }),
      ),
    },
    { weight: 2, arbitrary: malformedJson.map((text): BodyPlan => ({ kind: 'text', text })) },
    // Deep JSON within 100 KB: deeper is only longer to send, not another path through the parser.
    {
      weight: 1,
      arbitrary: deepJson(Math.min(maxBytes, 100_000)).map((text): BodyPlan => ({ kind: 'text', text })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes): BodyPlan => ({ kind: 'bytes', bytes })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          { weight: 9, arbitrary: valid.map((v) => JSON.stringify(v)) },
          // Inflating to twice what the route reads: refused as too large, however small it came.
          { weight: 1, arbitrary: fc.constant(maxBytes * 2).map((n) => `{"name":"${' '.repeat(n)}"}`) },
        )
        .map((text): BodyPlan => ({ kind: 'gzip', text })),
    },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
  );
}

const common = {
  pick: fc.nat({ max: 1_000_000 }),
  cookie: fc.oneof(
    { weight: 6, arbitrary: fc.constant<HttpPlan['cookie']>('session') },
    { weight: 3, arbitrary: fc.constant<HttpPlan['cookie']>('none') },
    fc.constantFrom<HttpPlan['cookie']>('stale', 'garbage'),
  ),
  origin: fc.oneof(
    { weight: 10, arbitrary: fc.constant<HttpPlan['origin']>('none') },
    { weight: 3, arbitrary: fc.constant<HttpPlan['origin']>('own') },
    fc.constantFrom<HttpPlan['origin']>('other', 'null'),
  ),
  contentType: contentTypes,
  encoding: encodings,
};

/** Requests to the deck routes: saves, edits (with the right key, a wrong one or none), reads, deletes, reports. */
export const deckPlan: fc.Arbitrary<HttpPlan> = fc
  .record({
    ...common,
    route: deckRoutes,
    deckKey: fc.oneof(
      { weight: 4, arbitrary: fc.constant<HttpPlan['deckKey']>('right') },
      fc.constantFrom<HttpPlan['deckKey']>('none', 'wrong', 'garbage'),
    ),
    body: bodyOf(deckBody, 3_000_000),
  })
  .map(({ route, body, ...rest }) => ({
    group: 'decks',
    method: route.method,
    path: route.path,
    body: route.body ? body : { kind: 'none' },
    ...rest,
  }));

/** Requests to every account route, each with bodies of its own shape (and every other). */
export const accountPlan: fc.Arbitrary<HttpPlan> = fc
  .record({
    ...common,
    route: fc.integer({ min: 0, max: accountRoutes.length - 1 }),
    body: fc.integer({ min: 0, max: accountRoutes.length - 1 }).chain((i) => {
      const shape = accountRoutes[i]?.[2] ?? fc.record({ email: emails });
      return bodyOf(shape, 4_096);
    }),
  })
  .map(({ route, body, ...rest }) => {
    const [method, path, shape] = accountRoutes[route] as (typeof accountRoutes)[number];
    return {
      group: 'accounts',
      method,
      path,
      deckKey: 'none',
      // Routes without a body get one now and then all the same.
      body: shape === null && rest.pick % 4 !== 0 ? { kind: 'none' } : body,
      ...rest,
    };
  });

/** `POST /api/session` with every kind of body and cookie, and its path taken in vain. */
export const sessionPlan: fc.Arbitrary<HttpPlan> = fc
  .record({ ...common, route: sessionRoutes, body: bodyOf(sessionBody, 2_048) })
  .map(({ route, ...rest }) => ({
    group: 'session',
    method: route.method,
    path: route.path,
    deckKey: 'none',
    ...rest,
  }));

/** The body's bytes and the headers that go with it, as the plan says. */
export function encodedBody(body: BodyPlan): { bytes: Uint8Array | undefined; gzipped: boolean } {
  switch (body.kind) {
    case 'none':
      return { bytes: undefined, gzipped: false };
    case 'json': {
      const text = JSON.stringify(body.value);
      return { bytes: text === undefined ? undefined : new TextEncoder().encode(text), gzipped: false };
    }
    case 'text':
      return { bytes: new TextEncoder().encode(body.text), gzipped: false };
    case 'bytes':
      return { bytes: body.bytes, gzipped: false };
    case 'gzip':
      return { bytes: gzipSync(body.text), gzipped: true };
  }
}
