// The soak's players: a session and a socket each, seated at tables of `playersPerTable` that play
// whole games over and over (create, join, teams, start, turns, review, scores, end, Play again),
// one step per table per second. Every accepted acknowledgement is remembered (the game's
// version, each card's last acknowledged status) to be checked against the store at the end, and
// every view is checked to come in order. A player may drop and come back (`drop`/`rejoin`) as a
// browser does: a new connection, then its current view asked for.
import { io, type Socket } from 'socket.io-client';
import { type GameView, patchedView, type ViewMessage } from '../packages/rules/src/index.ts';

type Ack =
  | { ok: true; outcome: 'accepted' | 'unchanged'; reason?: string; version?: number; data?: unknown }
  | { ok: false; error: string };

interface Player {
  name: string;
  playerId: string;
  cookie: string;
  socket: Socket | null;
  table: Table;
  /** The newest view of each game this player has, by code. */
  views: Map<string, GameView>;
}

interface Table {
  index: number;
  players: Player[];
  /** The game the table plays now ('' until created). */
  code: string;
  busy: boolean;
  /** The turn (round-half) last reviewed, so each turn is reviewed once. */
  reviewed: string;
}

/** What the players saw and were told, for the report and the check against the store. */
export interface PlayRecord {
  accepted: number;
  /** Requests answered with a refusal or "unchanged", by reason. */
  notAccepted: Record<string, number>;
  /** Requests that got no answer within 10 s. */
  unanswered: number;
  /** Views older than one the same player already had of the same game (must stay 0). */
  viewsOutOfOrder: number;
  views: number;
  gamesFinished: number;
  /** The highest acknowledged version of each game. */
  versions: Map<string, number>;
  /** The last acknowledged status of each card, by `code:index`. */
  cards: Map<string, string>;
  /**
   * Card statuses sent in a request whose answer never came (it timed out): the server may or may
   * not have stored them, so finding one stored is no loss.
   */
  cardsInDoubt: Map<string, Set<string>>;
  problems: string[];
}

const SETTINGS = { endGameMethod: 'score', endValue: 10, turnSeconds: 30 } as const;
let requestCounter = 0;

export class Tables {
  readonly record: PlayRecord = {
    accepted: 0,
    notAccepted: {},
    unanswered: 0,
    viewsOutOfOrder: 0,
    views: 0,
    gamesFinished: 0,
    versions: new Map(),
    cards: new Map(),
    cardsInDoubt: new Map(),
    problems: [],
  };
  readonly players: Player[];
  private readonly tables: Table[];
  /** Games seen to their end. */
  private readonly finished = new Set<string>();

  constructor(
    private readonly url: string,
    tableCount: number,
    playersPerTable: number,
  ) {
    this.tables = Array.from({ length: tableCount }, (_, index) => ({
      index,
      players: [],
      code: '',
      busy: false,
      reviewed: '',
    }));
    this.players = this.tables.flatMap((table) => {
      for (let i = 0; i < playersPerTable; i++)
        table.players.push({
          name: `Player ${i + 1}`,
          playerId: '',
          cookie: '',
          socket: null,
          table,
          views: new Map(),
        });
      return table.players;
    });
  }

  private problem(message: string): void {
    if (this.record.problems.length < 30) this.record.problems.push(message);
  }

  async signIn(player: Player): Promise<void> {
    const res = await fetch(`${this.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: player.name }),
    });
    if (res.status !== 201) throw new Error(`POST /api/session: ${res.status} ${await res.text()}`);
    player.playerId = ((await res.json()) as { playerId: string }).playerId;
    player.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  async connect(player: Player): Promise<void> {
    const socket = io(this.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 15_000,
      extraHeaders: { cookie: player.cookie },
    });
    socket.on('view', (message: ViewMessage) => this.onView(player, message));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
    player.socket = socket;
  }

  /**
   * A whole view, or a patch on the view of the version before, as a browser takes them. A patch
   * that does not fit the view held (missed while the player was away) makes it ask for the whole
   * view, as a browser does; one older than the view held is out of order.
   */
  private onView(player: Player, message: ViewMessage): void {
    this.record.views++;
    const { gamecode } = message;
    const known = player.views.get(gamecode);
    const version = message.view ? message.view.version : message.patch.to;
    if (known && version < known.version) {
      this.record.viewsOutOfOrder++;
      this.problem(`view ${version} of ${gamecode} after ${known.version} (${player.playerId})`);
      return;
    }
    const view = message.view ? message.view : patchedView(known, message.patch);
    if (view) player.views.set(gamecode, view);
    else void this.fetchWhole(player, gamecode);
  }

  /** The whole current view of a game, asked for (`watchGame`), kept unless a newer one came meanwhile. */
  private async fetchWhole(player: Player, gamecode: string): Promise<void> {
    const ack = await this.request(player, 'watchGame', { gamecode });
    const view = ack?.ok ? (ack.data as GameView) : undefined;
    if (!view) return;
    const known = player.views.get(gamecode);
    if (!known || known.version <= view.version) player.views.set(gamecode, view);
  }

  /** A browser that lost its connection: the socket goes (the server sees it close). */
  drop(player: Player): void {
    player.socket?.close();
    player.socket = null;
  }

  /**
   * The browser back: a new connection (tried again a second later, up to five times, as a
   * browser keeps trying), then the current view of its game asked for.
   */
  async rejoin(player: Player): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.connect(player);
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    const code = player.table.code;
    if (code) await this.fetchWhole(player, code);
  }

  /** Sends a request; notes the outcome; undefined when no answer came. */
  private async request(
    player: Player,
    type: string,
    payload: Record<string, unknown>,
  ): Promise<Ack | undefined> {
    const socket = player.socket;
    if (!socket) return undefined;
    let ack: Ack;
    try {
      ack = (await socket
        .timeout(10_000)
        .emitWithAck('request', { id: `soak-${++requestCounter}`, type, payload })) as Ack;
    } catch (error) {
      // A socket this run closed on purpose (a drop) may leave its request unanswered.
      if (player.socket === socket) {
        this.record.unanswered++;
        this.problem(`${type}: ${(error as Error).message}`);
      }
      if (type === 'updateCardStatus') {
        const key = `${payload.gamecode}:${payload.index}`;
        const doubts = this.record.cardsInDoubt.get(key) ?? new Set<string>();
        this.record.cardsInDoubt.set(key, doubts.add(String(payload.status)));
      }
      return undefined;
    }
    if (ack.ok && ack.outcome === 'accepted') {
      this.record.accepted++;
      const code = typeof payload.gamecode === 'string' ? payload.gamecode : undefined;
      const created = (ack.data as { gamecode?: string } | undefined)?.gamecode;
      const game = code ?? created;
      if (game && ack.version !== undefined)
        this.record.versions.set(game, Math.max(ack.version, this.record.versions.get(game) ?? 0));
      if (type === 'updateCardStatus')
        this.record.cards.set(`${code}:${payload.index}`, String(payload.status));
    } else if (type !== 'watchGame') {
      const reason = `${type}: ${ack.ok ? `unchanged, ${ack.reason ?? ''}` : ack.error}`;
      this.record.notAccepted[reason] = (this.record.notAccepted[reason] ?? 0) + 1;
    }
    return ack;
  }

  /** A new game at the table: the first player creates it, the others join and pick teams, it starts. */
  async setUp(table: Table): Promise<void> {
    const [host, ...others] = table.players;
    if (!host) return;
    const created = await this.request(host, 'createGame', { name: host.name, settings: SETTINGS });
    const code = created?.ok ? (created.data as { gamecode: string }).gamecode : undefined;
    if (!code) throw new Error(`table ${table.index}: createGame ${JSON.stringify(created)}`);
    table.code = code;
    for (const p of others) await this.request(p, 'joinGame', { gamecode: code, name: p.name });
    await Promise.all(
      table.players.map((p, i) =>
        this.request(p, 'updateTeam', { gamecode: code, team: i % 2 === 0 ? 'team 1' : 'team 2' }),
      ),
    );
    await this.request(host, 'updateGameStatus', { gamecode: code, status: 'active' });
  }

  /** The table's next step, from what its players see; one request at a time per table. */
  tick(table: Table): void {
    if (table.busy || !table.code) return;
    const step = this.nextStep(table);
    if (!step) return;
    table.busy = true;
    void step()
      .catch((error: unknown) => this.problem(`table ${table.index}: ${(error as Error).message}`))
      .finally(() => {
        table.busy = false;
      });
  }

  /** The newest view of the table's game any connected player has. */
  private lead(table: Table): GameView | undefined {
    let lead: GameView | undefined;
    for (const p of table.players) {
      const view = p.views.get(table.code);
      if (view && (!lead || view.version > lead.version)) lead = view;
    }
    return lead;
  }

  private nextStep(table: Table): (() => Promise<unknown>) | undefined {
    const lead = this.lead(table);
    if (!lead) return undefined;
    const code = table.code;
    const online = (id: string | null) => table.players.find((p) => p.playerId === id && p.socket);
    const host = table.players[0];
    if (lead.status === 'finished') {
      this.finished.add(code);
      this.record.gamesFinished = this.finished.size;
      if (lead.nextGamecode) {
        table.code = lead.nextGamecode;
        table.reviewed = '';
        for (const p of table.players) p.views.delete(code);
        return undefined;
      }
      return host?.socket ? () => this.request(host, 'playAgain', { gamecode: code }) : undefined;
    }
    if (lead.status === 'new') {
      if (!host?.socket) return undefined;
      // Play again deals none of the cards the group has seen: after a dozen games the catalogue
      // runs short for it, the start is refused, and the group starts a fresh game instead.
      return async () => {
        const ack = await this.request(host, 'updateGameStatus', { gamecode: code, status: 'active' });
        if (ack && !ack.ok) {
          for (const p of table.players) p.views.delete(code);
          await this.setUp(table);
        }
      };
    }
    const gp = lead.gameplay;
    if (gp.roundStatus === 'preround') {
      const giver = online(gp.giverId);
      return giver ? () => this.request(giver, 'startTurn', { gamecode: code }) : undefined;
    }
    if (gp.roundStatus === 'in progress') {
      const giver = online(gp.giverId);
      const mine = giver?.views.get(code);
      const index = mine?.gameplay.card?.index;
      if (!giver || index === undefined || mine?.version !== lead.version) return undefined;
      // One card in four skipped, at random: two teams played at the same pace would otherwise tie
      // round after round, and a game played to a score never ends on a tie.
      const status = Math.random() < 0.25 ? 'skipped' : 'correct';
      const payload = { gamecode: code, index, status, roundStatus: 'in progress' };
      return () => this.request(giver, 'updateCardStatus', payload);
    }
    // Postround: the watcher (or, when they are away, another who may) reviews the turn (one
    // card called a skip after all), then confirms.
    const reviewer = [online(gp.watcherId), ...table.players].find(
      (p) => p?.socket && p.views.get(code)?.you?.canReview,
    );
    const own = reviewer?.views.get(code);
    if (!reviewer || !own) return undefined;
    const turn = `${gp.round}-${gp.half}`;
    const first = own.gameplay.turnCards?.[0];
    if (table.reviewed !== turn && first) {
      table.reviewed = turn;
      const payload = { gamecode: code, index: first.index, status: 'skipped', roundStatus: 'postround' };
      return () => this.request(reviewer, 'updateCardStatus', payload);
    }
    return () => this.request(reviewer, 'confirmScores', { gamecode: code });
  }

  /** Every table ticks once a second, spread evenly over the second, until `stop` is called. */
  play(): () => void {
    const timers: NodeJS.Timeout[] = [];
    for (const table of this.tables) {
      const offset = (table.index * 1000) / this.tables.length;
      timers.push(
        setTimeout(() => {
          this.tick(table);
          timers.push(setInterval(() => this.tick(table), 1000));
        }, offset),
      );
    }
    return () => {
      for (const timer of timers) clearInterval(timer);
    };
  }

  /** Resolves once no table waits for an answer (or after `ms`). */
  async settled(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until && this.tables.some((t) => t.busy)) await new Promise((r) => setTimeout(r, 50));
  }

  get allTables(): readonly Table[] {
    return this.tables;
  }

  close(): void {
    for (const p of this.players) this.drop(p);
  }
}
