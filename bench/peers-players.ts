// The players of the peer bench (bench/peers.ts), one kind per server: each connects a game's
// players the way that server's own client does, sets its game up, sends the giver's action and
// tells the bench the version of the state each player holds. The load, the timing and the
// figures are the bench's, the same for all four; only the wire differs.
import { Client as ColyseusClient, type Room as ColyseusRoom } from '@colyseus/sdk';
import { Client as BgioClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io, type Socket } from 'socket.io-client';
import { viewStream } from '../apps/web/src/net/view-stream.ts';
import { type GameView, patchedView, TURN_SECONDS, type ViewMessage } from '../packages/rules/src/index.ts';
import { type TabooG, TabooGame } from './peers-bgio-game.ts';

/** One action on its way: sent at `t0` on the state of version `from`, done when every player has a newer one. */
export interface Pending {
  t0: number;
  from: number;
  got: Uint8Array;
  count: number;
  /** The measured step the action was sent in, if any. */
  step: object | null;
}

export interface PeerGame {
  index: number;
  /** The version of the state each player holds (−1 before the first). */
  versions: number[];
  /** The newest version any player holds. */
  version: number;
  pending: Pending | null;
  dead: boolean;
}

/** What a server still has of a game after a restart. */
export interface Recovered {
  version: number;
  scores: number[];
}

/** Called by a kind of players each time one player gets a state. */
export type OnState = (game: PeerGame, slot: number, version: number) => void;

export interface Players {
  /** Connects the game's players and makes its game; resolves once each holds its first state. */
  setUp(game: PeerGame): Promise<void>;
  /**
   * Sends the giver's action on the newest state: the promise says whether it was accepted (the
   * frameworks that acknowledge nothing resolve true at once, the players' states being the answer);
   * null when the game cannot take one now (a turn to start, on Unsayable).
   */
  act(game: PeerGame): Promise<boolean> | null;
  /** The scores the game's giver holds. */
  scores(game: PeerGame): number[];
  /** Disconnects the game's players. */
  close(game: PeerGame): Promise<void>;
  /** After a restart: what the server has of the game, or null when it does not know it. */
  recover(game: PeerGame, url: string): Promise<Recovered | null>;
  /** Mean bytes of a view message, where the players sample them (Unsayable's, for the bare server). */
  viewBytes?(): number;
  /** Whole views asked for after a patch that did not fit (Unsayable's): each is a view missed. */
  refetched?(): number;
}

const timeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);

type Ack =
  | { ok: true; outcome: 'accepted' | 'unchanged'; reason?: string; version?: number; data?: unknown }
  | { ok: false; error: string };

function socketOf(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 15_000,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

let requests = 0;
function request(socket: Socket, type: string, payload: unknown): Promise<Ack> {
  return socket
    .timeout(10_000)
    .emitWithAck('request', { id: `peer-${++requests}`, type, payload }) as Promise<Ack>;
}

async function ok(socket: Socket, type: string, payload: unknown): Promise<Ack & { ok: true }> {
  const ack = await request(socket, type, payload);
  if (!ack.ok) throw new Error(`${type}: ${ack.error}`);
  return ack;
}

// ---- Unsayable -------------------------------------------------------------------------------

interface UnsayablePlayer {
  playerId: string;
  cookie: string;
  socket: Socket | null;
  view: GameView | null;
}

interface UnsayableGame {
  code: string;
  players: UnsayablePlayer[];
  byId: Map<string, UnsayablePlayer>;
  lead: GameView | null;
  /** A turn start or score confirmation on its way (not measured). */
  busy: boolean;
}

/**
 * The real server's players, as bench/server-load-client.ts plays them: a session each, a socket with
 * its cookie, a game made, joined, split in teams and started; the giver marks the card on screen
 * correct; a turn to start is started by its giver, scores to confirm are confirmed by the watcher.
 */
export function unsayablePlayers(url: string, playersPerGame: number, onState: OnState): Players {
  const games = new Map<PeerGame, UnsayableGame>();
  let sampled = 0;
  let bytes = 0;
  let seen = 0;
  let refetched = 0;

  async function session(name: string): Promise<{ playerId: string; cookie: string }> {
    const res = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (res.status !== 201) throw new Error(`POST /api/session: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { playerId: string };
    return { playerId: body.playerId, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
  }

  /** A player's views as the browser turns the messages into them (`viewStream`). */
  function playerViews(game: PeerGame, state: UnsayableGame, slot: number): (message: ViewMessage) => void {
    return viewStream({
      deliver: (_gamecode, view) => held(game, state, slot, view),
      held: () => state.players[slot]?.view ?? undefined,
      async fetchWhole(gamecode) {
        // A patch on a view this player does not hold (one it missed): the whole view, as a browser
        // asks for it; the bench counts these.
        const socket = state.players[slot]?.socket;
        if (!socket) return undefined;
        refetched++;
        return ok(socket, 'watchGame', { gamecode }).then(
          (ack) => ack.data as GameView,
          () => undefined,
        );
      },
      loadPatching: async () => patchedView,
    });
  }

  function onView(state: UnsayableGame, views: (message: ViewMessage) => void, message: ViewMessage): void {
    if (message.gamecode !== state.code) return;
    if (++seen % 17 === 0) {
      bytes += JSON.stringify(message).length;
      sampled++;
    }
    views(message);
  }

  function held(game: PeerGame, state: UnsayableGame, slot: number, view: GameView): void {
    const player = state.players[slot];
    if (!player) return;
    if (!player.view || player.view.version <= view.version) player.view = view;
    if (!state.lead || state.lead.version <= view.version) state.lead = view;
    onState(game, slot, view.version);
  }

  function control(state: UnsayableGame, player: UnsayablePlayer | undefined, type: string): null {
    if (!player?.socket || state.busy) return null;
    state.busy = true;
    void request(player.socket, type, { gamecode: state.code })
      .catch(() => undefined)
      .finally(() => {
        state.busy = false;
      });
    return null;
  }

  return {
    async setUp(game) {
      const state: UnsayableGame = { code: '', players: [], byId: new Map(), lead: null, busy: false };
      games.set(game, state);
      for (let slot = 0; slot < playersPerGame; slot++) {
        const { playerId, cookie } = await session(`Player ${slot + 1}`);
        const player: UnsayablePlayer = { playerId, cookie, socket: null, view: null };
        player.socket = await socketOf(url, cookie);
        const views = playerViews(game, state, slot);
        player.socket.on('view', (message: ViewMessage) => onView(state, views, message));
        state.players.push(player);
        state.byId.set(playerId, player);
      }
      const [host, ...others] = state.players;
      if (!host?.socket) throw new Error('no host');
      const settings = { endGameMethod: 'turns', endValue: 5, turnSeconds: TURN_SECONDS.max };
      const created = await ok(host.socket, 'createGame', { name: 'Player 1', settings });
      state.code = (created.data as { gamecode: string }).gamecode;
      for (const [i, p] of others.entries())
        if (p.socket) await ok(p.socket, 'joinGame', { gamecode: state.code, name: `Player ${i + 2}` });
      await Promise.all(
        state.players.map((p, i) =>
          p.socket
            ? ok(p.socket, 'updateTeam', { gamecode: state.code, team: i % 2 === 0 ? 'team 1' : 'team 2' })
            : null,
        ),
      );
      await ok(host.socket, 'updateGameStatus', { gamecode: state.code, status: 'active' });
      // Every player holds the started game's view (the views of the steps before may be patches
      // on one it missed: it asks for the whole one, as a browser does).
      await Promise.all(
        state.players.map(async (p, slot) => {
          if (!p.socket) return;
          const ack = await ok(p.socket, 'watchGame', { gamecode: state.code });
          const view = ack.data as GameView;
          if (!p.view || p.view.version <= view.version) p.view = view;
          if (!state.lead || state.lead.version <= view.version) state.lead = view;
          onState(game, slot, p.view.version);
        }),
      );
      // The first turn started, as its giver would: the load is the card actions of a turn in play.
      const giverId = state.lead?.gameplay.giverId ?? '';
      const giver = state.byId.get(giverId);
      if (!giver?.socket) throw new Error('no giver');
      await ok(giver.socket, 'startTurn', { gamecode: state.code });
      for (let i = 0; i < 100 && giver.view?.gameplay.roundStatus !== 'in progress'; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    act(game) {
      const state = games.get(game);
      const lead = state?.lead;
      if (!state || !lead || state.busy) return null;
      if (lead.status === 'finished') {
        game.dead = true;
        return null;
      }
      const gp = lead.gameplay;
      if (gp.roundStatus === 'preround') return control(state, state.byId.get(gp.giverId ?? ''), 'startTurn');
      if (gp.roundStatus === 'postround')
        return control(state, state.byId.get(gp.watcherId ?? '') ?? state.players[1], 'confirmScores');
      const giver = state.byId.get(gp.giverId ?? '');
      const card = giver?.view?.gameplay.card;
      if (!giver?.socket || !card || giver.view?.version !== lead.version) return null;
      return request(giver.socket, 'updateCardStatus', {
        gamecode: state.code,
        index: card.index,
        status: 'correct',
        roundStatus: 'in progress',
      }).then((ack) => ack.ok && ack.outcome === 'accepted');
    },
    scores(game) {
      return Object.values(games.get(game)?.lead?.gameplay.score ?? {});
    },
    async close(game) {
      for (const p of games.get(game)?.players ?? []) p.socket?.disconnect();
    },
    async recover(game, newUrl) {
      const state = games.get(game);
      const player = state?.players[0];
      if (!state || !player) return null;
      const socket = await socketOf(newUrl, player.cookie);
      try {
        const ack = await request(socket, 'watchGame', { gamecode: state.code });
        if (!ack.ok) return null;
        const view = ack.data as GameView;
        return { version: view.version, scores: Object.values(view.gameplay.score) };
      } finally {
        socket.disconnect();
      }
    },
    viewBytes: () => (sampled > 0 ? bytes / sampled : 0),
    refetched: () => refetched,
  };
}

// ---- the bare Socket.IO server ---------------------------------------------------------------

/** bench/server-load-bare.ts's players: each socket joins its game's room; the giver's request is acknowledged. */
export function barePlayers(url: string, playersPerGame: number, onState: OnState): Players {
  const sockets = new Map<PeerGame, Socket[]>();
  const code = (game: PeerGame) => `PEER${game.index}`;
  return {
    async setUp(game) {
      const list: Socket[] = [];
      sockets.set(game, list);
      for (let slot = 0; slot < playersPerGame; slot++) {
        const socket = await socketOf(url, '');
        socket.on('view', (message: { gamecode: string; view: { version: number } }) => {
          if (message.gamecode === code(game)) onState(game, slot, message.view.version);
        });
        list.push(socket);
        const ack = await ok(socket, 'joinGame', { gamecode: code(game) });
        onState(game, slot, ack.version ?? 0);
      }
    },
    act(game) {
      const giver = sockets.get(game)?.[0];
      if (!giver) return null;
      return request(giver, 'updateCardStatus', { gamecode: code(game), index: 0, status: 'correct' }).then(
        (ack) => ack.ok,
      );
    },
    scores: () => [],
    async close(game) {
      for (const socket of sockets.get(game) ?? []) socket.disconnect();
    },
    async recover(game, newUrl) {
      const socket = await socketOf(newUrl, '');
      try {
        const ack = await ok(socket, 'joinGame', { gamecode: code(game) });
        return { version: ack.version ?? 0, scores: [] };
      } finally {
        socket.disconnect();
      }
    },
  };
}

// ---- Colyseus --------------------------------------------------------------------------------

interface ColyseusState {
  cardIndex: number;
  scores: ArrayLike<number>;
  turn: number;
  version: number;
}

/** Colyseus's own client (@colyseus/sdk): the first player creates the room, the others join it by its id. */
export function colyseusPlayers(url: string, playersPerGame: number, onState: OnState): Players {
  const rooms = new Map<PeerGame, ColyseusRoom[]>();
  const watch = (game: PeerGame, slot: number, room: ColyseusRoom) => {
    // The kill check asks the restarted server itself: the client's own attempts to get back into
    // the room would only fill the log.
    room.reconnection.maxRetries = 0;
    room.onStateChange((state: ColyseusState) => onState(game, slot, state.version));
  };
  return {
    async setUp(game) {
      const first = await new ColyseusClient(url).create('taboo', {});
      const list: ColyseusRoom[] = [first];
      rooms.set(game, list);
      watch(game, 0, first);
      for (let slot = 1; slot < playersPerGame; slot++) {
        const room = await new ColyseusClient(url).joinById(first.roomId, {});
        watch(game, slot, room);
        list.push(room);
      }
      // A room's first state can arrive before its listener: read what each holds.
      for (const [slot, room] of list.entries())
        if (room.state) onState(game, slot, (room.state as ColyseusState).version);
    },
    act(game) {
      const giver = rooms.get(game)?.[0];
      if (!giver?.state) return null;
      giver.send('correct', { index: (giver.state as ColyseusState).cardIndex });
      return Promise.resolve(true);
    },
    scores(game) {
      const state = rooms.get(game)?.[0]?.state as ColyseusState | undefined;
      return state ? Array.from(state.scores) : [];
    },
    async close(game) {
      for (const room of rooms.get(game) ?? []) room.connection.close();
    },
    async recover(game, newUrl) {
      const roomId = rooms.get(game)?.[0]?.roomId ?? '';
      try {
        const room = await timeout(new ColyseusClient(newUrl).joinById(roomId, {}), 5000, 'joinById');
        const state = room.state as ColyseusState;
        const recovered = { version: state.version, scores: Array.from(state.scores) };
        room.connection.close();
        return recovered;
      } catch {
        return null;
      }
    },
  };
}

// ---- boardgame.io ----------------------------------------------------------------------------

type BgioPlayer = ReturnType<typeof BgioClient<TabooG>>;

/** boardgame.io's own client with its Socket.IO multiplayer, one per seat of the match. */
export function bgioPlayers(url: string, playersPerGame: number, onState: OnState, run: string): Players {
  const clients = new Map<PeerGame, BgioPlayer[]>();
  const matchID = (game: PeerGame) => `${run}-${game.index}`;
  const client = (game: PeerGame, slot: number, server: string) =>
    BgioClient<TabooG>({
      game: TabooGame,
      numPlayers: playersPerGame,
      matchID: matchID(game),
      playerID: String(slot),
      debug: false,
      multiplayer: SocketIO({ server, socketOpts: { transports: ['websocket'], forceNew: true } }),
    });
  return {
    async setUp(game) {
      const list: BgioPlayer[] = [];
      clients.set(game, list);
      await Promise.all(
        Array.from({ length: playersPerGame }, (_, slot) => {
          const player = client(game, slot, url);
          list[slot] = player;
          return new Promise<void>((resolve) => {
            player.subscribe((state) => {
              if (!state) return;
              onState(game, slot, state.G.version);
              resolve();
            });
            player.start();
          });
        }),
      );
    },
    act(game) {
      const giver = clients.get(game)?.[0];
      const state = giver?.getState();
      if (!giver || !state) return null;
      giver.moves.correct?.(state.G.cardIndex);
      return Promise.resolve(true);
    },
    scores(game) {
      return [...(clients.get(game)?.[0]?.getState()?.G.scores ?? [])];
    },
    async close(game) {
      for (const player of clients.get(game) ?? []) player.stop();
    },
    async recover(game, newUrl) {
      // boardgame.io makes a match it does not know when a player connects to it: a fresh one
      // (version 0) is what a player finds of a lost match.
      const player = client(game, 0, newUrl);
      try {
        return await timeout(
          new Promise<Recovered>((resolve) => {
            player.subscribe((state) => {
              if (state) resolve({ version: state.G.version, scores: [...state.G.scores] });
            });
            player.start();
          }),
          5000,
          'sync',
        );
      } catch {
        return null;
      } finally {
        player.stop();
      }
    },
  };
}
