/**
 * What a hostile or broken client sends, generated with fast-check: requests of every type, some
 * valid (so that games move on), most mutated (fields missing, extra, of the wrong type; huge,
 * unicode and control strings; `__proto__` and `constructor` keys; NaN and Infinity, which JSON
 * turns into null; deep nesting; binary attachments), unknown types and events, and raw Engine.IO /
 * Socket.IO frames for a bare WebSocket.
 */
import { CARD_STATUSES, type RequestType, ROUND_STATUSES, requestSchemas } from '@unsayable/rules';
import fc from 'fast-check';

/** The games and players the requests may name (a fuzzer that only guessed codes would meet nothing). */
export interface FuzzWorld {
  codes: readonly string[];
  playerIds: readonly string[];
}

/** One emit: the event, its arguments, and whether it asks for an acknowledgement. */
export interface FuzzEmit {
  event: string;
  args: unknown[];
  ack: boolean;
}

const TYPES = Object.keys(requestSchemas) as RequestType[];
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];
/** Events the client library itself refuses to emit; the raw frames below send them. */
const CLIENT_RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** An object whose own keys include `key` even when it is `__proto__` (as JSON.parse makes it). */
const withOwnKey = (base: object, key: string, value: unknown): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

export const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u2066evil',
    '\ud800',
    '👩‍👩‍👧‍👦'.repeat(12),
    'x'.repeat(9_000),
    'ü'.repeat(3_000),
    '%s%n%x',
    '<script>alert(1)</script>',
    "'; DROP TABLE games; --",
    'NaN',
    '__proto__',
    'constructor',
    '../../etc/passwd',
  ),
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    2 ** 53 + 2,
    1e308,
    0.5,
    -1,
  ),
);

const binary = fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes));

const deep = fc
  .tuple(fc.integer({ min: 8, max: 1_000 }), fc.boolean())
  .map(([depth, asArray]) => nested(depth, 'deep', asArray));

const hostileObject = fc
  .tuple(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => withOwnKey({}, key, value));

/** Any value a field might be given instead of the right one. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: weirdString },
  { weight: 2, arbitrary: weirdNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  deep,
  binary,
  hostileObject,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }),
  fc.anything({ maxDepth: 3, maxKeys: 5 }),
);

/** A payload of `type` that the schema accepts, naming the world's games and players. */
function validPayload(type: RequestType, world: FuzzWorld): fc.Arbitrary<Record<string, unknown>> {
  const gamecode = fc.constantFrom(...world.codes);
  const playerId = fc.constantFrom(...world.playerIds);
  const name = fc.constantFrom('Ana', 'Ben', 'Zoë', 'Łukasz', '李', 'Ana ', 'x'.repeat(25));
  const team = fc.constantFrom('team 1', 'team 2', 'unassigned');
  const card = fc.record({ word: fc.constantFrom('Kazoo', 'Lute', 'Oboe'), forbidden: fc.constant(['hum']) });
  switch (type) {
    case 'createGame':
      // A deck that does not exist, by its code or its link: refused with the reason, nothing made.
      return fc.record(
        {
          name,
          deck: fc.record({
            id: fc.constantFrom(
              'AbCdEfGhIjKlMnOpQrSt_-',
              'https://play.example/decks/AbCdEfGhIjKlMnOpQrSt_-',
            ),
            builtInToo: fc.boolean(),
          }),
        },
        { requiredKeys: ['name'] },
      );
    case 'submitCardIdea':
      return fc.record({ card });
    case 'reportError':
      return fc.record({ gamecode, message: fc.string({ maxLength: 50 }) });
    case 'joinGame':
    case 'updatePlayer':
      return fc.record({ gamecode, name });
    case 'updateTeam':
      return fc.record({ gamecode, team });
    case 'updateGameStatus':
      return fc.record({ gamecode, status: fc.constantFrom('new', 'active', 'finished') });
    case 'updateRoundStatus':
      return fc.record({ gamecode, roundStatus: fc.constantFrom(...ROUND_STATUSES) });
    case 'updateCardStatus':
      return fc.record({
        gamecode,
        index: fc.integer({ min: 0, max: 40 }),
        status: fc.constantFrom(...CARD_STATUSES),
        roundStatus: fc.constantFrom(...ROUND_STATUSES),
      });
    case 'undoCardStatus':
      return fc.record({ gamecode, index: fc.integer({ min: 0, max: 40 }) });
    case 'markBuzzedWord':
      return fc.record({ gamecode, index: fc.integer({ min: 0, max: 40 }), word: name });
    case 'contestCard':
      return fc.record({ gamecode, index: fc.integer({ min: 0, max: 40 }), contest: fc.boolean() });
    case 'sendClue':
      return fc.record({ gamecode, index: fc.integer({ min: 0, max: 40 }), text: name });
    case 'sendGuess':
      return fc.record({ gamecode, text: name });
    case 'movePlayer':
      return fc.record({ gamecode, playerId, team });
    case 'removePlayer':
    case 'readmitPlayer':
      return fc.record({ gamecode, playerId });
    case 'addGameCard':
      return fc.record({ gamecode, card });
    case 'removeGameCard':
      return fc.record({ gamecode, cardId: fc.constantFrom('game-1', 'game-2', 'game-99') });
    case 'updateSettings':
      return fc.record({ gamecode, settings: fc.record({ turnSeconds: fc.constantFrom(30, 45, 90, 180) }) });
    case 'renameTeam':
      return fc.record({
        gamecode,
        team: fc.constantFrom('team 1', 'team 2'),
        name,
        emoji: fc.constant('🦊'),
      });
    default:
      return fc.record({ gamecode });
  }
}

/** A valid payload changed in one or more ways. */
export function mutated(payload: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: anyValue }),
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
      value: anyValue,
    }),
  );
  return fc.tuple(payload, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([base, changes]) => {
    let value: Record<string, unknown> = { ...base };
    for (const change of changes) {
      const keys = Object.keys(value);
      const key = keys.length ? keys[('at' in change ? change.at : 0) % keys.length] : undefined;
      if (change.kind === 'drop' && key !== undefined) delete value[key];
      if (change.kind === 'set' && key !== undefined) value = withOwnKey(value, key, change.value);
      if (change.kind === 'add') value = withOwnKey(value, change.key, change.value);
    }
    return value;
  });
}

/** A request of a known type: as the catalogue says (a quarter), mutated, or not an object at all. */
function requestPayload(world: FuzzWorld): fc.Arbitrary<{ type: string; payload: unknown }> {
  return fc
    .constantFrom(...TYPES)
    .chain((type) =>
      fc
        .oneof(
          { weight: 3, arbitrary: validPayload(type, world) },
          { weight: 6, arbitrary: mutated(validPayload(type, world)) },
          { weight: 1, arbitrary: anyValue },
        )
        .map((payload) => ({ type, payload })),
    );
}

const unknownType = fc.oneof(
  fc.constantFrom(
    'setPresence',
    'expireTurn',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'x'.repeat(41),
  ),
  fc.string({ maxLength: 45 }),
);

/** Everything a client may emit, with the share of each kind roughly as weighted. */
export function fuzzEmit(world: FuzzWorld): fc.Arbitrary<FuzzEmit> {
  const id = fc.string({ minLength: 1, maxLength: 20 }).map((s) => `fuzz-${s}`);
  const request = fc.oneof(
    { weight: 12, arbitrary: fc.tuple(id, requestPayload(world)).map(([i, r]) => ({ id: i, ...r })) },
    { weight: 2, arbitrary: fc.record({ id, type: unknownType, payload: anyValue }) },
    // The envelope itself broken: a bad id or type, an extra field, or no envelope at all.
    {
      weight: 2,
      arbitrary: fc.tuple(requestPayload(world), anyValue).map(([r, bad]) => ({ id: bad, ...r })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(id, requestPayload(world), anyValue)
        .map(([i, r, bad]) => ({ id: i, type: bad, payload: r.payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(id, requestPayload(world), fc.constantFrom(...HOSTILE_KEYS), anyValue)
        .map(([i, r, key, value]) => withOwnKey({ id: i, ...r }, key, value)),
    },
    { weight: 2, arbitrary: anyValue },
  );
  const event = fc
    .oneof(
      fc.constantFrom('hello', 'view', 'message', '__proto__', 'constructor', 'toString', 'error'),
      fc.string({ maxLength: 20 }),
    )
    .filter((name) => name !== 'request' && !CLIENT_RESERVED.has(name));
  return fc.oneof(
    {
      weight: 2_000,
      arbitrary: request.map((envelope) => ({ event: 'request', args: [envelope], ack: true })),
    },
    // More arguments than one: the acknowledgement is still the last.
    {
      weight: 100,
      arbitrary: fc
        .tuple(request, anyValue)
        .map(([envelope, extra]) => ({ event: 'request', args: [envelope, extra], ack: true })),
    },
    {
      weight: 100,
      arbitrary: fc.tuple(event, anyValue).map(([name, arg]) => ({ event: name, args: [arg], ack: true })),
    },
    // Without an acknowledgement: nobody to answer, and nothing may change or break.
    {
      weight: 50,
      arbitrary: request.map((envelope) => ({ event: 'request', args: [envelope], ack: false })),
    },
    {
      weight: 50,
      arbitrary: fc.tuple(event, anyValue).map(([name, arg]) => ({ event: name, args: [arg], ack: false })),
    },
    // Over the 64 KB frame limit, rarely: the server closes the connection, the client comes back.
    {
      weight: 1,
      arbitrary: fc.constant<FuzzEmit>({
        event: 'request',
        args: [{ id: 'huge', type: 'verifyGame', payload: 'y'.repeat(70_000) }],
        ack: true,
      }),
    },
  );
}

/** Text and binary frames for a bare WebSocket after the Engine.IO and Socket.IO handshakes. */
export const rawFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '4',
    '42',
    '42[',
    '42["request"',
    '42{"request":1}',
    '42[]',
    '42[null]',
    '42["request",{"__proto__":{"polluted":1}}]',
    '420["request",{"id":"a","type":"verifyGame","payload":{"gamecode":"BCDFGH"}}]',
    '4299999999999999999999["request",{}]',
    '42-1["request",{}]',
    '451-["request",{"_placeholder":true,"num":0}]',
    '451-0["request",{"_placeholder":true,"num":5}]',
    '452-0["request",{"_placeholder":true,"num":"__proto__"}]',
    '43["x"]',
    '430[]',
    '46',
    '40',
    '40{"token":"x"}',
    '41',
    '44{"message":"x"}',
    '4/admin,',
    '4/admin,["x"]',
    '47',
    '48',
    '49[1]',
    '2',
    '2probe',
    '3',
    '5',
    '6',
    '1',
    '7',
    `42${'['.repeat(5_000)}`,
    `42["request",${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}]`,
  ),
  fc.string({ maxLength: 200 }).map((text) => `42${text}`),
  fc.string({ maxLength: 200 }).map((text) => `4${text}`),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);
