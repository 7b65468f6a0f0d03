import {
  type Ack,
  fallbackMessages,
  isGameRequestType,
  type RequestType,
  requestSchemas,
  SYSTEM,
} from '@unsayable/rules';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory/memory-store.ts';
import {
  type Expected,
  expectations,
  PHASES,
  type Phase,
  ROLES,
  type Role,
  VARIANTS,
  type Variant,
} from './authorization-table.ts';
import { Client, startTestServer, TestClock } from './harness.ts';

/** A game in one phase: its code, and the cards a request may name there. */
interface Table {
  code: string;
  /** The card on screen (in progress). */
  cardIndex: number;
  /** A card played this turn (postround). */
  turnCardIndex: number;
  /** A card the watcher buzzed this turn, its word not marked yet (in progress and postround). */
  buzzedIndex: number;
  /** One of that card's forbidden words. */
  buzzedWord: string;
}

const TYPES = Object.keys(requestSchemas) as RequestType[];
const VARIANT_NAMES = Object.keys(VARIANTS) as Variant[];
/** The player's deck the lobby's settings may name (see `VARIANTS`). */
const DECK_ID = 'Mx_0123456789abcdefghi';
const FALLBACKS = new Set<string>(Object.values(fallbackMessages));
/**
 * Typed clues and guesses, so `sendClue` and `sendGuess` have cells that are accepted, and a review
 * countdown, so `stopReviewCountdown` has one; nothing else minds.
 */
const SETTINGS = {
  endGameMethod: 'turns',
  endValue: 5,
  turnSeconds: 30,
  clueMode: 'typed',
  reviewSeconds: 60,
};
/** The seats of every game; the roles of play fall on them in the second round's first half. */
const SEATS = { host: 'Hana', giver: 'Abe', guesser: 'Bea', 'watching team': 'Cal', watcher: 'Dot' } as const;

describe('authorization matrix: every request × every role × every phase, as PROTOCOL.md says', () => {
  const clock = new TestClock();
  const store = new MemoryStore();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const seat = new Map<Role, Client>();
  /** The player the host removed from every game (Rex), whom `readmitPlayer` names. */
  let outcast: Client;
  let anonymous: Socket;
  let nextId = 0;

  beforeAll(async () => {
    server = await startTestServer({
      store,
      now: clock.now,
      // Each game is set up from scratch by the same few connections: far past 10 requests a second.
      // A spectating cell waits for the count to go back to none: at once, not a second later.
      config: { requestRate: { perSecond: 1_000_000, burst: 1_000_000 }, audienceCommitMs: 0 },
    });
    for (const role of ROLES) if (role !== 'no session') seat.set(role, await Client.connect(server.url));
    await store.decks.saveDeck({
      id: DECK_ID,
      editKeyHash: 'k',
      name: 'Matrix deck',
      language: 'en',
      cards: Array.from({ length: 20 }, (_, i) => ({ word: `Wobblenut ${i}`, forbidden: [`Plink ${i}`] })),
      now: clock.now(),
    });
    outcast = await Client.connect(server.url);
    anonymous = io(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise((resolve) => anonymous.once('connect', () => resolve(undefined)));
  });
  afterAll(async () => {
    for (const c of seat.values()) c.close();
    outcast.close();
    anonymous.close();
    await server.cleanup();
  });

  const client = (role: Role): Client => seat.get(role) as Client;

  /** Ends the turn in progress (the clock moved past it) and has its watcher confirm the scores. */
  async function finishTurn(code: string): Promise<void> {
    clock.advance(31_000);
    await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
  }

  async function playWholeTurn(code: string): Promise<void> {
    const gp = (await store.loadGame(code))?.gameplay;
    const byId = (id: string | null | undefined) =>
      [...seat.values()].find((c) => c.playerId === id) as Client;
    await byId(gp?.giverId).ok('startTurn', { gamecode: code });
    await finishTurn(code);
    await byId(gp?.watcherId).ok('confirmScores', { gamecode: code });
  }

  /** A new game in `phase`, every role in its seat. */
  async function build(phase: Phase): Promise<Table> {
    const host = client('host');
    const created = await host.ok('createGame', { name: SEATS.host, settings: SETTINGS });
    const code = (created.data as { gamecode: string }).gamecode;
    const g = { gamecode: code };
    await outcast.ok('joinGame', { ...g, name: 'Rex' });
    await host.ok('removePlayer', { ...g, playerId: outcast.playerId });
    for (const role of ['giver', 'guesser', 'watching team', 'watcher'] as const)
      await client(role).ok('joinGame', { ...g, name: SEATS[role] });
    // Join order is turn order: team 1 is Hana, Abe, Bea; team 2 is Cal, Dot.
    for (const role of ['host', 'giver', 'guesser'] as const)
      await client(role).ok('updateTeam', { ...g, team: 'team 1' });
    for (const role of ['watching team', 'watcher'] as const)
      await client(role).ok('updateTeam', { ...g, team: 'team 2' });
    await host.ok('addGameCard', { ...g, card: { word: 'Kazoo', forbidden: ['hum'] } });
    const table = { code, cardIndex: 0, turnCardIndex: 0, buzzedIndex: 0, buzzedWord: 'hum' };
    if (phase === 'lobby') {
      await client('unassigned').ok('joinGame', { ...g, name: 'Uma' });
      return table;
    }
    await host.ok('updateGameStatus', { ...g, status: 'active' });
    await client('unassigned').ok('joinGame', { ...g, name: 'Uma' });
    await playWholeTurn(code); // Hana gives, Cal watches
    await playWholeTurn(code); // Cal gives, Abe watches
    const gp = (await store.loadGame(code))?.gameplay;
    expect([gp?.giverId, gp?.watcherId]).toEqual([client('giver').playerId, client('watcher').playerId]);
    if (phase === 'finished') await host.ok('updateGameStatus', { ...g, status: 'finished' });
    if (phase === 'preround' || phase === 'finished') return table;
    await client('giver').ok('startTurn', g);
    const cardInPlay = async () => (await store.loadGame(code))?.gameplay.cardIndex ?? -1;
    if (phase === 'postround')
      await client('giver').ok('updateCardStatus', {
        ...g,
        index: await cardInPlay(),
        status: 'correct',
        roundStatus: 'in progress',
      });
    // The watcher buzzes a card: the one a word may be marked on, and the one flagged. Never the
    // host's own card (nobody would read its flag): the giver passes it first.
    const custom = async () =>
      (await store.loadGame(code))?.deck[await cardInPlay()]?.card.category === 'custom';
    if (await custom())
      await client('giver').ok('updateCardStatus', {
        ...g,
        index: await cardInPlay(),
        status: 'correct',
        roundStatus: 'in progress',
      });
    table.buzzedIndex = await cardInPlay();
    const buzzedCard = (await store.loadGame(code))?.deck[table.buzzedIndex]?.card;
    table.buzzedWord = buzzedCard?.forbidden[0] ?? '';
    await client('watcher').ok('updateCardStatus', {
      ...g,
      index: table.buzzedIndex,
      status: 'buzzed',
      roundStatus: 'in progress',
    });
    table.cardIndex = await cardInPlay();
    if (phase === 'in progress') return table;
    await finishTurn(code);
    table.turnCardIndex = (await store.loadGame(code))?.gameplay.turnCards[0]?.index ?? -1;
    return table;
  }

  /** A valid payload of `type` for `role` in `phase`: whatever is refused is refused for who or when, not for its shape. */
  function payloadFor(type: RequestType, role: Role, phase: Phase, table: Table): Record<string, unknown> {
    const g = { gamecode: table.code };
    const onTeam1 = role === 'host' || role === 'giver' || role === 'guesser';
    switch (type) {
      case 'createGame':
        return { name: 'Nova' };
      case 'spectateGame':
        return { ...g, screen: role === 'host' ? 'tv' : 'phone' };
      case 'submitCardIdea':
        return { card: { word: `Quibblefish ${++nextId}` } };
      case 'reportError':
        return { ...g, message: 'A report from the matrix' };
      case 'joinGame':
        return { ...g, name: 'Newbie' };
      case 'updateTeam':
        return { ...g, team: onTeam1 ? 'team 2' : 'team 1' };
      case 'updatePlayer':
        return { ...g, name: `Renamed ${ROLES.indexOf(role)}` };
      case 'updateGameStatus':
        return { ...g, status: inPlayPhase(phase) ? 'finished' : 'active' };
      case 'updateRoundStatus': {
        const to = {
          lobby: 'in progress',
          preround: 'in progress',
          'in progress': 'postround',
          postround: 'preround',
          finished: 'in progress',
        } as const;
        return { ...g, roundStatus: to[phase] };
      }
      case 'updateCardStatus':
        if (phase === 'in progress')
          return {
            ...g,
            index: table.cardIndex,
            status: role === 'giver' ? 'correct' : 'buzzed',
            roundStatus: phase,
          };
        if (phase === 'postround')
          return { ...g, index: table.turnCardIndex, status: 'skipped', roundStatus: phase };
        return {
          ...g,
          index: 0,
          status: 'correct',
          roundStatus: phase === 'preround' ? 'preround' : 'in progress',
        };
      case 'undoCardStatus':
        return { ...g, index: phase === 'postround' ? table.turnCardIndex : table.cardIndex };
      case 'markBuzzedWord':
        return { ...g, index: table.buzzedIndex, word: table.buzzedWord };
      case 'contestCard':
        return { ...g, index: table.buzzedIndex, contest: true };
      // Letters no card's word is made of: a clean clue, a guess that misses.
      case 'sendClue':
        return { ...g, index: table.cardIndex, text: 'qwzx vbnk' };
      case 'sendGuess':
        return { ...g, text: 'qwzx' };
      case 'flagCard':
        return { ...g, index: table.buzzedIndex, reason: 'wrong' };
      case 'movePlayer':
        return { ...g, playerId: client('guesser').playerId, team: 'team 2' };
      case 'removePlayer':
        return { ...g, playerId: client('unassigned').playerId };
      case 'readmitPlayer':
        return { ...g, playerId: outcast.playerId };
      case 'addGameCard':
        return { ...g, card: { word: 'Theremin' } };
      case 'removeGameCard':
        return { ...g, cardId: 'game-1' };
      case 'updateSettings':
        return { ...g, settings: { turnSeconds: 90 } };
      case 'renameTeam':
        return { ...g, team: 'team 2', name: 'Night Owls', emoji: '🦉' };
      // The turn confirmed last in every game in play: the first round's second half.
      case 'closeReveal':
        return { ...g, round: 1, half: 'bottom' };
      default:
        return g;
    }
  }

  /** A valid payload of a variant's request (see `VARIANTS`). */
  function variantPayload(variant: Variant, table: Table): Record<string, unknown> {
    const g = { gamecode: table.code, settings: { turnSeconds: 90 } };
    switch (variant) {
      case 'updateSettings with a deck':
        return { ...g, deck: { id: `https://example.test/decks/${DECK_ID}`, builtInToo: true } };
      case 'updateSettings without a deck':
        return { ...g, deck: null };
    }
  }

  /**
   * The game as stored, less what watching changes by the server's own doing: the audience count
   * (and the versions its commits take) after a spectator came and went.
   */
  async function storedGame(code: string, type: RequestType): Promise<string> {
    const state = await store.loadGame(code);
    if (!state || (type !== 'spectateGame' && type !== 'stopSpectating')) return JSON.stringify(state);
    const { version: _version, audience: _audience, ...rest } = state;
    return JSON.stringify(rest);
  }

  async function send(role: Role, type: RequestType, payload: unknown): Promise<Ack> {
    const envelope = { id: `matrix-${++nextId}`, type, payload };
    // Watching is a connection's own: on a seatless connection of its own, closed again, after
    // which the count goes back to none.
    if (type === 'spectateGame' || type === 'stopSpectating') {
      const socket = io(server.url, {
        transports: ['websocket'],
        reconnection: false,
        auth: { seat: 'none' },
      });
      const code = (payload as { gamecode: string }).gamecode;
      const watching = async () => {
        const audience = (await store.loadGame(code))?.audience;
        return (audience?.spectators ?? 0) + (audience?.screens ?? 0);
      };
      try {
        const ack = (await socket.timeout(5_000).emitWithAck('request', envelope)) as Ack;
        if (type === 'spectateGame' && ack.ok) await expect.poll(watching, { timeout: 5_000 }).toBe(1);
        return ack;
      } finally {
        socket.close();
        await expect.poll(watching, { timeout: 5_000 }).toBe(0);
      }
    }
    // Card ideas have a limit of three per connection: each idea comes on a connection of its own.
    if (type === 'submitCardIdea') {
      if (role === 'no session') {
        const socket = io(server.url, { transports: ['websocket'], reconnection: false });
        try {
          return (await socket.timeout(5_000).emitWithAck('request', envelope)) as Ack;
        } finally {
          socket.close();
        }
      }
      const own = client(role);
      const fresh = await Client.connect(server.url, { cookie: own.cookie, playerId: own.playerId });
      try {
        return await fresh.request(type, payload);
      } finally {
        fresh.close();
      }
    }
    if (role === 'no session')
      return (await anonymous.timeout(5_000).emitWithAck('request', envelope)) as Ack;
    return client(role).request(type, payload);
  }

  it('every cell: allowed or refused as documented, and a refusal changes nothing stored', async () => {
    const failures: string[] = [];
    let cells = 0;
    const run = async (
      type: RequestType,
      role: Role,
      phase: Phase,
      table: Table,
      expected: Expected,
      variant?: Variant,
    ) => {
      cells += 1;
      const logged = async () =>
        (await store.errorsOf(table.code)).length + (await store.errorsOf('server')).length;
      const before = await storedGame(table.code, type);
      const loggedBefore = await logged();
      const payload = variant ? variantPayload(variant, table) : payloadFor(type, role, phase, table);
      const ack = await send(role, type, payload);
      const after = await storedGame(table.code, type);
      const got = ack.ok ? ack.outcome : 'refused';
      const cell = `${variant ?? type} by ${role} in ${phase}: expected ${expected}, got ${got}${ack.ok ? '' : ` (${ack.error})`}`;
      const fits = expected === 'not accepted' ? got !== 'accepted' : got === expected;
      if (!fits) failures.push(cell);
      if (got !== 'accepted' && after !== before) failures.push(`${cell}: the stored game changed`);
      if (!ack.ok && FALLBACKS.has(ack.error)) failures.push(`${cell}: an unexpected failure`);
      // Every refusal is in the game's error log (or the server's, for a request without a session):
      // appended now, or counted as one like it appended a moment ago (the same request refused
      // in an earlier phase, without a session).
      const inLog = async (message: string) =>
        [...(await store.errorsOf(table.code)), ...(await store.errorsOf('server'))].some(
          (e) => e.message === message && e.source === type,
        );
      if (!ack.ok && (await logged()) <= loggedBefore && !(await inLog(ack.error)))
        failures.push(`${cell}: the refusal was not logged`);
      const version = ack.ok ? ack.version : undefined;
      if (got === 'accepted' && isGameRequestType(type) && version !== JSON.parse(before).version + 1)
        failures.push(`${cell}: version ${version} after ${JSON.parse(before).version}`);
    };
    for (const phase of PHASES) {
      // Cells that change the game each get a game of their own; the others share one, which
      // therefore must come through all of them byte for byte.
      const shared = await build(phase);
      const changing: [RequestType, Role][] = [];
      for (const type of TYPES) {
        for (const role of ROLES) {
          const expected = expectations[type](role, phase);
          if (expected === 'accepted' && isGameRequestType(type)) changing.push([type, role]);
          else await run(type, role, phase, shared, expected);
        }
      }
      for (const [type, role] of changing) await run(type, role, phase, await build(phase), 'accepted');
      for (const variant of VARIANT_NAMES) {
        const { type, expected } = VARIANTS[variant];
        for (const role of ROLES) {
          const cell = expected(role, phase);
          const table = cell === 'accepted' ? await build(phase) : shared;
          await run(type, role, phase, table, cell, variant);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe((TYPES.length + VARIANT_NAMES.length) * ROLES.length * PHASES.length);
  }, 120_000);
});

function inPlayPhase(phase: Phase): boolean {
  return phase === 'preround' || phase === 'in progress' || phase === 'postround';
}
