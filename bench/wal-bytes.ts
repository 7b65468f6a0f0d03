// Log bytes per action (npm run bench:wal): what each accepted change of a game of 8 writes to the
// write-ahead log, on SQLite (the embedded store, its checkpoints held off so that the log only
// grows: its growth per commit is the bytes written) and on PostgreSQL (each statement of the
// commit run under EXPLAIN (ANALYZE, WAL), which counts the log records it made, nested
// statements of a function included; COMMIT's own record is left out). The same states are
// committed to both: a game of 8 on the English built-in cards, turns of 12 cards (correct and
// skipped in turn, every fifth buzzed), each turn's end and its review. PostgreSQL gets both ways
// a change can be committed: one call of `commit_game_change` and the transaction of single
// statements that a new game and Play again still use, so the two compare in one run. On SQLite, also
// what the server's thread hands its writer thread for each change (the request as postMessage's
// structured clone serializes it), the game's start among them: its whole deck goes in that one.
// BENCH_TURNS (6, at most 39): the turns played. BENCH_DATABASE_URL: the PostgreSQL to make a
// schema in.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { languageCards } from '@unsayable/cards';
import { type Ack, type GameState, SYSTEM, turnDeadline } from '@unsayable/rules';
import pg from 'pg';
import {
  commitChangeArguments,
  historyTexts,
} from '../apps/server/src/store/postgres/postgres-game-writes.ts';
import { sql } from '../apps/server/src/store/postgres/postgres-queries.ts';
import { PostgresStore } from '../apps/server/src/store/postgres/postgres-store.ts';
import { SqliteStore } from '../apps/server/src/store/sqlite/sqlite-store.ts';
import {
  addedHistoryRows,
  changedDeckRows,
  gameRowState,
  HISTORY_LISTS,
  type StoredAck,
} from '../apps/server/src/store/store.ts';
import { Driver } from '../packages/rules/src/testing/driver.ts';

const turns = Number(process.env.BENCH_TURNS ?? 6);
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

type Kind = 'card' | 'turn start' | 'turn end' | 'review' | 'lobby' | 'game start';
/** The kinds of change whose log is measured: those to a game in play. */
const PLAY: Kind[] = ['card', 'turn start', 'turn end', 'review'];

interface Change {
  kind: Kind;
  previous: GameState | null;
  next: GameState;
  ack?: StoredAck;
}

/** Every accepted change of the game, in order, with the acknowledgement a player's request stores. */
function game(): Change[] {
  // Turns per player (at most 5: 40 turns of a game of 8), enough for the turns asked and one more.
  const driver = new Driver(
    { endValue: Math.min(5, Math.max(2, Math.ceil((turns + 1) / 8))) },
    languageCards('en'),
  );
  const changes: Change[] = [];
  let requests = 0;
  const send = (kind: Kind, actor: string, type: string, payload: Record<string, unknown> = {}) => {
    const previous = driver.state;
    const outcome = driver.send(actor, type, payload);
    if (outcome.kind !== 'accepted') throw new Error(`${type} was ${outcome.kind}`);
    const next = driver.state;
    const body: Ack = { ok: true, outcome: 'accepted', version: next.version, serverTime: driver.now };
    changes.push({
      kind,
      previous,
      next,
      ...(actor === SYSTEM ? {} : { ack: { playerId: actor, requestId: `r-${++requests}`, ack: body } }),
    });
  };
  changes.push({ kind: 'lobby', previous: null, next: driver.state });
  driver.addPlayers(8);
  driver.start();
  changes.push({ kind: 'game start', previous: changes[0]?.next ?? null, next: driver.state });
  for (let turn = 0; turn < turns; turn++) {
    const giver = driver.gp.giverId ?? '';
    const watcher = driver.gp.watcherId ?? '';
    send('turn start', giver, 'startTurn');
    for (let card = 0; card < 12 && driver.gp.cardIndex !== null; card++) {
      const status = card % 5 === 4 ? 'buzzed' : card % 2 === 0 ? 'correct' : 'skipped';
      send('card', status === 'buzzed' ? watcher : giver, 'updateCardStatus', {
        index: driver.gp.cardIndex,
        status,
        roundStatus: 'in progress',
      });
    }
    driver.now = (driver.gp.turnEndsAt ?? driver.now) + 1;
    send('turn end', SYSTEM, 'expireTurn');
    send('review', driver.gp.watcherId ?? 'p1', 'confirmScores');
  }
  return changes;
}

/** Bytes per change of each kind: the median and the largest. */
function table(label: string, measured: { kind: Kind; bytes: number }[], kinds = PLAY): void {
  const rows = kinds.map((kind) => {
    const bytes = measured.filter((m) => m.kind === kind).map((m) => m.bytes);
    bytes.sort((a, b) => a - b);
    const median = bytes[Math.floor(bytes.length / 2)] ?? 0;
    return `| ${label} | ${kind} | ${bytes.length} | ${(median / 1024).toFixed(1)} | ${((bytes.at(-1) ?? 0) / 1024).toFixed(1)} |`;
  });
  console.log(rows.join('\n'));
}

async function onSqlite(
  changes: Change[],
): Promise<{ log: { kind: Kind; bytes: number }[]; handed: { kind: Kind; bytes: number }[] }> {
  const folder = mkdtempSync(join(process.env.BENCH_DATA_PARENT || tmpdir(), 'unsayable-wal-'));
  const file = join(folder, 'unsayable.sqlite');
  // No checkpoint while measuring: the log's file then only grows, by what each commit wrote.
  const store = new SqliteStore(file, { checkpointIntervalMs: 3_600_000, logRestartBytes: 2 ** 40 });
  const logSize = () => {
    try {
      return statSync(`${file}-wal`).size;
    } catch {
      return 0;
    }
  };
  // The writer's own hand-off (a private method: the bench looks, the store does not tell).
  const writer = (store as unknown as { writer: { post(threads: unknown, request: unknown): void } }).writer;
  const post = writer.post.bind(writer);
  let requestBytes = 0;
  writer.post = (threads, request) => {
    requestBytes += serialize(request).length;
    post(threads, request);
  };
  const log: { kind: Kind; bytes: number }[] = [];
  const handed: { kind: Kind; bytes: number }[] = [];
  try {
    for (const change of changes) {
      const before = logSize();
      requestBytes = 0;
      const committed = await store.commit({ ...change, now: Date.now() });
      if (!committed) throw new Error('a commit was refused');
      if (PLAY.includes(change.kind)) log.push({ kind: change.kind, bytes: logSize() - before });
      handed.push({ kind: change.kind, bytes: requestBytes });
    }
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return { log, handed };
}

/** The WAL bytes EXPLAIN (ANALYZE, WAL) counts for one statement (run for real). */
async function walOf(client: pg.ClientBase, text: string, params: unknown[]): Promise<number> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'WAL Bytes'?: number } }] }>(
    `EXPLAIN (ANALYZE, WAL, FORMAT JSON) ${text}`,
    params,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['WAL Bytes'] ?? 0;
}

async function onPostgres(
  changes: Change[],
  way: 'one call' | 'transaction',
): Promise<{ kind: Kind; bytes: number }[]> {
  const schema = `unsayable_wal_${process.pid}_${way === 'one call' ? 'call' : 'tx'}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const store = await PostgresStore.open(databaseUrl, { schema, maxConnections: 2 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`SET search_path = ${schema}`);
  const measured: { kind: Kind; bytes: number }[] = [];
  try {
    for (const change of changes) {
      const now = Date.now();
      const { previous, next, ack: storedAck } = change;
      if (!previous || !PLAY.includes(change.kind)) {
        if (!(await store.commit({ ...change, now }))) throw new Error('a commit was refused');
        continue;
      }
      let bytes = 0;
      if (way === 'one call') {
        bytes = await walOf(
          client,
          sql.commitGameChange,
          commitChangeArguments(previous, next, now, storedAck),
        );
      } else {
        await client.query('BEGIN');
        if (storedAck)
          bytes += await walOf(client, sql.insertAck, [
            storedAck.playerId,
            storedAck.requestId,
            JSON.stringify(storedAck.ack),
            now,
          ]);
        bytes += await walOf(client, sql.updateGame, [
          next.status,
          next.version,
          gameRowState(next),
          turnDeadline(next),
          now,
          next.gamecode,
          previous.version,
          previous.createdAt,
        ]);
        const indexes = changedDeckRows(previous, next);
        if (indexes.length > 0) {
          const rows = indexes.map((index) => next.deck[index]);
          bytes += await walOf(client, sql.upsertDeckRows, [
            next.gamecode,
            indexes,
            rows.map((e) => JSON.stringify(e?.card)),
            rows.map((e) => e?.status ?? null),
            rows.map((e) => e?.roundPlayed ?? null),
            rows.map((e) => (e?.seen ? 1 : 0)),
          ]);
        }
        for (const list of HISTORY_LISTS) {
          const added = addedHistoryRows(previous, next, list);
          if (added.length > 0)
            bytes += await walOf(client, sql.history[list].upsert, [
              next.gamecode,
              added,
              historyTexts(next, list, added),
            ]);
        }
        await client.query('COMMIT');
      }
      measured.push({ kind: change.kind, bytes });
    }
  } finally {
    await client.end();
    await store.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  return measured;
}

const changes = game();
console.log(`${changes.length} changes of a game of 8, ${turns} turns of 12 cards (English built-in cards)`);
console.log('| store | change | n | median KB | largest KB |');
console.log('| ----- | ------ | -: | --------: | ---------: |');
const sqlite = await onSqlite(changes);
table('SQLite', sqlite.log);
table('PostgreSQL, one call', await onPostgres(changes, 'one call'));
table('PostgreSQL, transaction', await onPostgres(changes, 'transaction'));
console.log("\nWhat the server's thread hands the SQLite writer thread per change (serialized)");
console.log('| store | change | n | median KB | largest KB |');
console.log('| ----- | ------ | -: | --------: | ---------: |');
table('SQLite, to the writer', sqlite.handed, ['game start', ...PLAY]);
