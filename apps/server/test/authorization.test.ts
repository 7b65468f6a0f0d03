import { join } from 'node:path';
import type { Ack } from '@unsayable/rules';
import { type ErrorLogEntry, fixedMessages, ownMessages, SYSTEM } from '@unsayable/rules';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages } from '../src/game/request-handlers.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import type { Store } from '../src/store/store.ts';
import { allSee, Client, clientOf, setUpGame, startTestServer, TestClock, tempDir } from './harness.ts';

/**
 * The SQLite store, but every error-log write takes a moment: a server that answered before the
 * entry is written would be caught reading the log the instant the refusal arrives.
 */
function slowErrorLog(file: string): Store {
  const inner = new SqliteStore(file);
  return new Proxy(inner, {
    get(target, prop) {
      if (prop === 'appendErrors') {
        return async (code: string, entries: ErrorLogEntry[]) => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          return target.appendErrors(code, entries);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('authorization: who may do what', () => {
  const dir = tempDir();
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let outsider: Client; // the host of another game
  let otherCode: string;
  let code: string;
  let host: Client;

  beforeAll(async () => {
    server = await startTestServer({
      store: slowErrorLog(join(dir.path, 'unsayable.sqlite')),
      now: clock.now,
      dataDir: dir.path,
    });
    const table = await setUpGame(server.url, {
      settings: { endGameMethod: 'turns', endValue: 2, turnSeconds: 30 },
      start: false,
    });
    ({ code, clients, host } = table);
    outsider = await Client.connect(server.url);
    otherCode = ((await outsider.ok('createGame', { name: 'Olga' })).data as { gamecode: string }).gamecode;
  });
  afterAll(async () => {
    for (const c of [...clients, outsider]) c.close();
    await server.cleanup();
    dir.remove();
  });

  /**
   * The request is refused with exactly `message`; the stored game is byte for byte what it was;
   * and the refusal was appended to errors/{code}, with the log's fields, before the answer came.
   */
  async function refused(
    client: Client | ((type: string, payload: unknown) => Promise<Ack>),
    type: string,
    payload: Record<string, unknown>,
    message: string,
    gamecode = code,
  ): Promise<ErrorLogEntry> {
    const before = JSON.stringify(await server.store.loadGame(gamecode));
    const logged = (await server.store.errorsOf(gamecode)).length;
    const send = typeof client === 'function' ? client : (t: string, p: unknown) => client.request(t, p);
    const ack = await send(type, { gamecode, ...payload });
    const errors = await server.store.errorsOf(gamecode);
    expect(ack, `${type} ${JSON.stringify(payload)}`).toMatchObject({ ok: false, error: message });
    expect(JSON.stringify(await server.store.loadGame(gamecode))).toBe(before);
    expect(errors, `errors/${gamecode} after ${type}`).toHaveLength(logged + 1);
    const entry = errors.at(-1) as ErrorLogEntry;
    expect(Object.keys(entry).sort()).toEqual(['additionalInfo', 'date', 'message', 'name', 'source']);
    expect(entry.message).toBe(message);
    for (const field of ['name', 'source', 'additionalInfo'] as const) {
      expect(typeof entry[field]).toBe('string');
      expect(entry[field].length).toBeGreaterThan(0);
    }
    expect(entry.date).toBeTypeOf('number');
    expect(Math.abs(entry.date - clock.now())).toBeLessThan(10_000);
    return entry;
  }

  const player = (i: number) => clients[i] as Client;

  it('in the lobby, only the host starts, moves, removes, shuffles and adds or removes cards', async () => {
    const guest = player(1);
    const target = player(2).playerId;
    const entry = await refused(
      guest,
      'updateGameStatus',
      { status: 'active' },
      ownMessages.hostOnly('change the game status'),
    );
    expect(entry).toMatchObject({ name: 'GameError', source: 'updateGameStatus' });
    expect(JSON.parse(entry.additionalInfo)).toMatchObject({ actor: guest.playerId });
    await refused(
      guest,
      'movePlayer',
      { playerId: target, team: 'team 2' },
      ownMessages.hostOnly('move other players'),
    );
    await refused(guest, 'removePlayer', { playerId: target }, ownMessages.hostOnly('remove players'));
    await refused(guest, 'shuffleTeams', {}, ownMessages.hostOnly('shuffle teams'));
    await refused(guest, 'addGameCard', { card: { word: 'Kazoo' } }, ownMessages.hostOnly('add cards'));
    const added = await host.ok('addGameCard', {
      gamecode: code,
      card: { word: 'Kazoo', forbidden: ['hum'] },
    });
    await allSee(clients, code, added.version ?? 0);
    await refused(guest, 'removeGameCard', { cardId: 'game-1' }, ownMessages.hostOnly('remove cards'));
    await refused(guest, 'playAgain', {}, ownMessages.hostOnly('start Play again'));
    // The host may not remove themself (Leave is the way) nor set a status the game cannot take.
    await refused(host, 'removePlayer', { playerId: host.playerId }, ownMessages.cannotRemoveSelf);
    await refused(
      host,
      'updateGameStatus',
      { status: 'finished' },
      ownMessages.statusChangeNotAllowed('new', 'finished'),
    );
  });

  it('nobody acts on a game they are not in', async () => {
    const asOutsider: [string, Record<string, unknown>][] = [
      ['updateTeam', { team: 'team 1' }],
      ['updatePlayer', { name: 'Sneaky' }],
      ['updateGameStatus', { status: 'active' }],
      ['updateRoundStatus', { roundStatus: 'in progress' }],
      ['startTurn', {}],
      ['updateCardStatus', { index: 0, status: 'correct', roundStatus: 'in progress' }],
      ['confirmScores', {}],
      ['skipTurn', {}],
      ['movePlayer', { playerId: outsider.playerId, team: 'team 1' }],
      ['removePlayer', { playerId: player(1).playerId }],
      ['shuffleTeams', {}],
      ['addGameCard', { card: { word: 'Trojan horse' } }],
      ['removeGameCard', { cardId: 'game-1' }],
      ['playAgain', {}],
      ['leaveGame', {}],
      ['watchGame', {}],
      ['fetchPlayedCards', {}],
    ];
    for (const [type, payload] of asOutsider) {
      const entry = await refused(outsider, type, payload, ownMessages.notInGame(code));
      expect(entry.source).toBe(type);
    }
    // ...nor does a player of this game act on the outsider's game.
    await refused(
      host,
      'updateGameStatus',
      { status: 'finished' },
      ownMessages.notInGame(otherCode),
      otherCode,
    );
    await refused(host, 'watchGame', {}, ownMessages.notInGame(otherCode), otherCode);
  });

  it('a socket without a session cookie is told to create or join a game first', async () => {
    const socket = io(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    let n = 0;
    const anonymous = (type: string, payload: unknown) =>
      socket.timeout(5_000).emitWithAck('request', { id: `anon-${++n}`, type, payload }) as Promise<Ack>;
    try {
      for (const [type, payload] of [
        ['joinGame', { name: 'Nobody' }],
        ['updateTeam', { team: 'team 1' }],
        ['updateGameStatus', { status: 'active' }],
        ['watchGame', {}],
        ['fetchPlayedCards', {}],
      ] as const) {
        await refused(anonymous, type, payload, requestMessages.needsSession);
      }
      // Creating a game needs a session too (no game yet, so nothing to log it under).
      expect(await anonymous('createGame', { name: 'Nobody' })).toMatchObject({
        ok: false,
        error: requestMessages.needsSession,
      });
    } finally {
      socket.close();
    }
  });

  it('only the server expires turns and sets presence', async () => {
    for (const [type, payload] of [
      ['expireTurn', {}],
      ['setPresence', { playerId: player(1).playerId, online: false }],
    ] as const) {
      const entry = await refused(
        host,
        type,
        payload,
        ownMessages.invalidRequest(`unknown request "${type}"`),
      );
      expect(entry).toMatchObject({ name: 'ValidationError', source: type });
    }
    // Through the service, a player id is no substitute for the server.
    const before = JSON.stringify(await server.store.loadGame(code));
    expect(await server.service.apply({ type: 'expireTurn', gamecode: code }, host.playerId)).toMatchObject({
      ok: false,
      error: ownMessages.systemOnly,
    });
    expect(JSON.stringify(await server.store.loadGame(code))).toBe(before);
  });

  it('during play: only the giver starts and presses Correct or Skip, only watchers buzz', async () => {
    const started = await host.ok('updateGameStatus', { gamecode: code, status: 'active' });
    await allSee(clients, code, started.version ?? 0);
    const gp = host.view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const watcher = clientOf(clients, gp.watcherId);
    const guesser = clients.find((c) => c.view(code).you?.role === 'guesser') as Client;
    const teammate = clients.find((c) => c.view(code).you?.role === 'watching team') as Client;
    expect(new Set([giver, watcher, guesser, teammate]).size).toBe(4);
    const nonHost = giver === host ? guesser : giver;

    // Preround.
    for (const c of [watcher, guesser, teammate])
      await refused(c, 'startTurn', {}, ownMessages.giverOnly('start the turn'));
    await refused(
      guesser,
      'updateRoundStatus',
      { roundStatus: 'in progress' },
      ownMessages.giverOnly('start the turn'),
    );
    await refused(nonHost, 'skipTurn', {}, ownMessages.hostOnly('skip a turn'));
    await refused(host, 'skipTurn', {}, ownMessages.giverOnline);
    await refused(
      nonHost,
      'updateGameStatus',
      { status: 'finished' },
      ownMessages.hostOnly('change the game status'),
    );
    await refused(
      host,
      'updateGameStatus',
      { status: 'new' },
      ownMessages.statusChangeNotAllowed('active', 'new'),
    );
    await refused(
      nonHost,
      'movePlayer',
      { playerId: host.playerId, team: 'team 2' },
      ownMessages.hostOnly('move other players'),
    );
    await refused(guesser, 'updateTeam', { team: 'team 2' }, ownMessages.teamLocked);
    await refused(host, 'shuffleTeams', {}, ownMessages.lobbyOnly('shuffle teams'));
    await refused(host, 'addGameCard', { card: { word: 'Late card' } }, ownMessages.lobbyOnly('add cards'));

    // In progress.
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(clients, code, begun.version ?? 0);
    const index = giver.view(code).gameplay.card?.index as number;
    const press = (status: string) => ({ index, status, roundStatus: 'in progress' });
    for (const c of [guesser, watcher, teammate]) {
      await refused(c, 'updateCardStatus', press('correct'), ownMessages.giverOnly('mark a card correct'));
      await refused(c, 'updateCardStatus', press('skipped'), ownMessages.giverOnly('skip a card'));
    }
    for (const c of [giver, guesser])
      await refused(c, 'updateCardStatus', press('buzzed'), ownMessages.watchersOnly);
    await refused(watcher, 'confirmScores', {}, ownMessages.notPostround);
    await refused(
      giver,
      'updateRoundStatus',
      { roundStatus: 'postround' },
      ownMessages.roundStatusNotAllowed('in progress', 'postround'),
    );
    await refused(
      giver,
      'updateCardStatus',
      { index: 10_000, status: 'correct', roundStatus: 'in progress' },
      fixedMessages.cardDoesNotExist(10_000, code),
    );
    await refused(giver, 'updateCardStatus', { index, status: 'correct' }, fixedMessages.missingCardParams);
    // The watching team buzzes (the watcher's teammate too).
    const buzzed = await teammate.ok('updateCardStatus', { gamecode: code, ...press('buzzed') });
    expect(buzzed.outcome).toBe('accepted');

    // Postround: only the watcher (who is online) reviews and confirms.
    clock.advance(30_000);
    const ended = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    await allSee(clients, code, (ended.ok && ended.version) || 0);
    expect(host.view(code).gameplay.roundStatus).toBe('postround');
    for (const c of [giver, guesser, teammate]) {
      // The giver is told why in particular: nobody reviews their own turn.
      const message = c === giver ? ownMessages.giverCannotReview : ownMessages.reviewersOnly;
      await refused(c, 'confirmScores', {}, message);
      await refused(c, 'updateCardStatus', { index, status: 'correct', roundStatus: 'postround' }, message);
      await refused(c, 'updateRoundStatus', { roundStatus: 'preround' }, message);
    }
    const confirmed = await watcher.ok('confirmScores', { gamecode: code });
    await allSee(clients, code, confirmed.version ?? 0);
  });

  it('after the end: only the host plays again; a finished game takes no status and no player', async () => {
    const nonHost = player(1);
    await refused(
      nonHost,
      'updateGameStatus',
      { status: 'finished' },
      ownMessages.hostOnly('change the game status'),
    );
    const ended = await host.ok('updateGameStatus', { gamecode: code, status: 'finished' });
    await allSee(clients, code, ended.version ?? 0);
    // Not the lobby's guest: that player's same refusal a moment ago is counted, not stored again.
    await refused(player(2), 'playAgain', {}, ownMessages.hostOnly('start Play again'));
    for (const status of ['active', 'new'])
      await refused(
        host,
        'updateGameStatus',
        { status },
        ownMessages.statusChangeNotAllowed('finished', status),
      );
    await refused(outsider, 'joinGame', { name: 'Latecomer' }, fixedMessages.notJoinable(code, 'finished'));
    await refused(outsider, 'verifyGame', {}, fixedMessages.notJoinable(code, 'finished'));
    // The host's own request still works after all those refusals.
    const again = await host.ok('playAgain', { gamecode: code });
    expect(again.outcome).toBe('accepted');
  });

  it('a removed player is refused by key until the host lets them back in; a leaver comes back to their team', async () => {
    const game = await setUpGame(server.url, { names: ['Hana', 'Ivo', 'Jun', 'Kai'] });
    const [gameHost, ivo, jun] = game.clients as [Client, Client, Client];
    const g = { gamecode: game.code };
    try {
      await gameHost.ok('removePlayer', { ...g, playerId: ivo.playerId });
      await refused(ivo, 'joinGame', { name: 'Ivo' }, ownMessages.removedByHost, game.code);
      expect(await ivo.request('joinGame', { ...g, name: 'Ivo' })).toMatchObject({
        errorRef: { key: 'own.removedByHost', params: {} },
      });
      await refused(
        jun,
        'readmitPlayer',
        { playerId: ivo.playerId },
        ownMessages.hostOnly('let players back in'),
        game.code,
      );
      await refused(gameHost, 'readmitPlayer', { playerId: jun.playerId }, ownMessages.notRemoved, game.code);
      const hostView = await gameHost.untilView(game.code, (v) => (v.removedPlayers?.length ?? 0) > 0);
      expect(hostView.removedPlayers).toEqual([{ playerId: ivo.playerId, name: 'Ivo' }]);
      expect(jun.view(game.code).removedPlayers).toBeNull();
      await gameHost.ok('readmitPlayer', { ...g, playerId: ivo.playerId });
      await ivo.ok('joinGame', { ...g, name: 'Ivo' });
      expect(
        (await server.store.loadGame(game.code))?.players.find((p) => p.playerId === ivo.playerId)?.team,
      ).toBe('team 2');
      // Jun (team 1) leaves and joins again: back on team 1, and still no switch by themself.
      await jun.ok('leaveGame', g);
      await jun.ok('joinGame', { ...g, name: 'Jun' });
      await refused(jun, 'updateTeam', { team: 'team 2' }, ownMessages.teamLocked, game.code);
    } finally {
      for (const c of game.clients) c.close();
    }
  });
});
