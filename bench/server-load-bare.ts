// The baseline of the server load benchmark: a bare Socket.IO server with the same transport options
// as the real one, no sessions, no rules, no storage. A socket joins a "game" with a joinGame
// request; for each updateCardStatus request it emits a view message of BARE_PAYLOAD_BYTES bytes
// (bench/bare-view.ts) to each socket of that game individually (as the real server sends each
// player their own view), then acknowledges. Started by bench/server-load.ts with PORT and
// BARE_PAYLOAD_BYTES.
//
// With BARE_COMMIT_DIR, the same server with the durability rule's least cost added: before the
// views go out, each action is stored as one row (the game's code, version and view text, an
// upsert) and committed through the real store's SQLite writer (its thread, WAL, synchronous=FULL
// and its checkpointer: apps/server/src/store/sqlite/sqlite-writer.ts), in a database made in that folder;
// the views and the acknowledgement wait for the commit, as the real server's do. No rules, no
// views of its own, no state: what it adds to the bare server is the commit alone. Without it,
// neither better-sqlite3 nor the writer is loaded (they would count in the bare server's memory).
//
// With BARE_RULES=1 beside BARE_COMMIT_DIR, the same server with the rules' own share added
// (bench/bare-rules.ts): each room a game of the rules, each action decided by them, the game's
// row and changed deck rows committed as the real store writes them, and each player their own
// view as a patch, pre-encoded and sent with the real server's JSON-only encoder. What it adds to
// the bare server with a commit is what any server of these rules must do; what the real server
// adds to it is its own.
//
// With BARE_DATABASE_URL and BARE_REDIS_URL, the cluster's least cost instead (bench:cluster's
// bare-postgres setups): each action is one statement of its own in PostgreSQL, durable at its
// commit (the same row upserted, the version counted there, so two processes serving one game
// agree on it), then one view to the whole game's room through the sharded Redis adapter, which
// reaches the sockets on every process. One publish per action, where the real server publishes
// each player's own view: the floor stays under what the real server must do.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Server, type Socket } from 'socket.io';
import type { SqliteWriter } from '../apps/server/src/store/sqlite/sqlite-writer.ts';
import type { RulesGame } from './bare-rules.ts';
import { bareView } from './bare-view.ts';

/** What the rules' variant runs (bench/bare-rules.ts), loaded only with BARE_RULES=1. */
type RulesShare = typeof import('./bare-rules.ts');

const port = Number(process.env.PORT ?? 0);
const payloadBytes = Number(process.env.BARE_PAYLOAD_BYTES ?? 3000);

interface Room {
  sockets: Socket[];
  version: number;
  /** The room's game of the rules (BARE_RULES), made at its first action. */
  game?: RulesGame;
}

const shape = bareView(payloadBytes);
const rooms = new Map<string, Room>();

/** The store of the durable variant (BARE_COMMIT_DIR): one row per game, written by the writer thread. */
async function actionStore(dir: string): Promise<SqliteWriter> {
  const [{ default: Database }, { SqliteWriter }] = await Promise.all([
    import('better-sqlite3'),
    import('../apps/server/src/store/sqlite/sqlite-writer.ts'),
  ]);
  const file = join(dir, 'bare-actions.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS actions (game TEXT PRIMARY KEY, version INTEGER NOT NULL, view TEXT NOT NULL)',
  );
  for (const table of rules?.RULES_TABLES ?? []) db.exec(table);
  db.close();
  return new SqliteWriter(file);
}

const commitDir = process.env.BARE_COMMIT_DIR;
const withRules = process.env.BARE_RULES === '1';
if (withRules && !commitDir) throw new Error('BARE_RULES=1 needs BARE_COMMIT_DIR');

/**
 * The rules' share, a file of its own beside this one (`bare-rules.ts`, or the benchmark's bundle of
 * it): imported by a name made at run time, so that a bundle of this file does not take it in. Its
 * imports (the rules, zod, immer) would otherwise load with every bare server and count in its
 * memory, the baseline of the RSS targets.
 */
async function rulesShare(): Promise<RulesShare> {
  const file = `./bare-rules.${import.meta.url.endsWith('.mjs') ? 'mjs' : 'ts'}`;
  return (await import(new URL(file, import.meta.url).href)) as RulesShare;
}
const rules = withRules ? await rulesShare() : null;
const writer = commitDir ? await actionStore(commitDir) : null;
const storeAction = `INSERT INTO actions (game, version, view) VALUES (?, ?, ?)
  ON CONFLICT (game) DO UPDATE SET version = excluded.version, view = excluded.view`;
/** The stored text of a game's view: the payload's own length (the version's digits aside). */
const viewText = JSON.stringify(shape);

/**
 * The durable variant on PostgreSQL (BARE_DATABASE_URL): one pooled statement per action, as many
 * connections as the real server's pool. Returns the game's new version once committed.
 */
async function postgresActions(url: string): Promise<{
  store: (code: string) => Promise<number>;
  close: () => Promise<void>;
}> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bare_actions (game TEXT PRIMARY KEY, version INTEGER NOT NULL, view TEXT NOT NULL)',
  );
  const upsert = `INSERT INTO bare_actions (game, version, view) VALUES ($1, 1, $2)
    ON CONFLICT (game) DO UPDATE SET version = bare_actions.version + 1, view = excluded.view
    RETURNING version`;
  return {
    store: async (code) =>
      (await pool.query<{ version: number }>(upsert, [code, viewText])).rows[0]?.version ?? 0,
    close: () => pool.end(),
  };
}

const databaseUrl = process.env.BARE_DATABASE_URL;
const postgres = databaseUrl ? await postgresActions(databaseUrl) : null;

const http = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  res.writeHead(404).end();
});

const io = new Server(http, {
  maxHttpBufferSize: 64 * 1024,
  serveClient: false,
  pingInterval: 20_000,
  pingTimeout: 20_000,
  ...(rules ? { parser: rules.jsonOnlyParser } : {}),
});

/** The Redis of the PostgreSQL variant (BARE_REDIS_URL): the adapter the real cluster uses. */
async function joinRedis(url: string): Promise<() => Promise<void>> {
  const [{ createClient }, { createShardedAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  const commands = createClient({ url });
  const subscriber = commands.duplicate();
  await Promise.all([commands.connect(), subscriber.connect()]);
  io.adapter(createShardedAdapter(commands, subscriber, { subscriptionMode: 'dynamic' }));
  return async () => {
    await Promise.all([commands.quit(), subscriber.quit()]);
  };
}

const redisUrl = process.env.BARE_REDIS_URL;
const leaveRedis = redisUrl ? await joinRedis(redisUrl) : null;

/** An action's view to the game's room on every process, then its acknowledgement (the PostgreSQL variant). */
function deliverEverywhere(code: string, version: number, ack: (answer: unknown) => void): void {
  const serverTime = Date.now();
  io.to(code).emit('view', { gamecode: code, view: { ...shape, version }, serverTime });
  ack({ ok: true, outcome: 'accepted', version, serverTime });
}

/** An action's views to each of the room's sockets, then its acknowledgement (no closure made per action). */
function deliver(room: Room, code: string, version: number, ack: (answer: unknown) => void): void {
  const serverTime = Date.now();
  for (const member of room.sockets) {
    member.emit('view', { gamecode: code, view: { ...shape, version }, serverTime });
  }
  ack({ ok: true, outcome: 'accepted', version, serverTime });
}

/**
 * An action of the rules' variant: the giver's press decided, its rows handed to the writer, each
 * player's view made while they are committed and sent once they are, then the acknowledgement.
 * Resolves when the views are sent; rejects when the rows could not be stored.
 */
async function pressOnce(
  rules: RulesShare,
  writer: SqliteWriter,
  room: Room,
  code: string,
  ack: (answer: unknown) => void,
): Promise<void> {
  room.game ??= rules.startedGame(room.sockets.length);
  const game = room.game;
  const { previous, next } = rules.pressed(game);
  const committed = writer.apply(rules.storedSteps(code, previous, next));
  const bodies = rules.viewBodies(game, next);
  await committed;
  const serverTime = Date.now();
  const messages = rules.viewMessages(code, serverTime, bodies);
  room.sockets.forEach((member, slot) => {
    member.emit('view', messages[slot]);
  });
  ack({ ok: true, outcome: 'accepted', version: next.version, serverTime });
}

/** A player's whole view of the rules' game of their room, as the real server answers `watchGame`. */
function watchGame(room: Room | undefined, socket: Socket, ack: (answer: unknown) => void): void {
  const view = room?.game && rules?.wholeView(room.game, room.sockets.indexOf(socket));
  ack(
    view
      ? { ok: true, outcome: 'accepted', data: view, serverTime: Date.now() }
      : { ok: false, error: 'bare server: no game here', serverTime: Date.now() },
  );
}

io.on('connection', (socket) => {
  let joined: Room | undefined;
  socket.on('request', (raw: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const { type, payload } = (raw ?? {}) as { type?: string; payload?: { gamecode?: string } };
    const code = payload?.gamecode ?? '';
    if (type === 'joinGame') {
      const room = rooms.get(code) ?? { sockets: [], version: 0 };
      rooms.set(code, room);
      room.sockets.push(socket);
      if (postgres) void socket.join(code);
      joined = room;
      ack({ ok: true, outcome: 'accepted', version: room.version, serverTime: Date.now() });
      return;
    }
    const room = rooms.get(code);
    if (rules && type === 'watchGame') {
      watchGame(room, socket, ack as (answer: unknown) => void);
      return;
    }
    if (type !== 'updateCardStatus' || !room) {
      ack({ ok: false, error: `bare server: no ${type} here`, serverTime: Date.now() });
      return;
    }
    const answer = ack as (answer: unknown) => void;
    const notStored = (error: Error) =>
      ack({ ok: false, error: `bare server: not stored: ${error.message}`, serverTime: Date.now() });
    if (rules && writer) {
      pressOnce(rules, writer, room, code, answer).catch(notStored);
      return;
    }
    if (postgres) {
      postgres.store(code).then((version) => deliverEverywhere(code, version, answer), notStored);
      return;
    }
    room.version += 1;
    const version = room.version;
    if (!writer) deliver(room, code, version, answer);
    else
      writer
        .apply([{ sql: storeAction, params: [code, version, viewText] }])
        .then(() => deliver(room, code, version, answer), notStored);
  });
  socket.on('disconnect', () => {
    if (joined) joined.sockets = joined.sockets.filter((s) => s !== socket);
  });
});

http.listen(port, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    io.close(() => {
      void Promise.allSettled([writer?.close(), postgres?.close(), leaveRedis?.()]).finally(() =>
        process.exit(0),
      );
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
