import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LOG_SIZE_LIMIT_BYTES,
  MAX_BATCH_UNITS,
  SqliteWriter,
  type Step,
  THREAD_NAMES,
  WRITER_CACHE_KB,
} from './sqlite-writer.ts';

const insert = (id: string, value: string): Step => ({
  sql: 'INSERT INTO notes (id, value) VALUES (?, ?)',
  params: [id, value],
});

/** The threads a writer is running now (they start with its first write). */
function runningThreads(writer: SqliteWriter): { worker: Worker; checkpointer: Worker } {
  const threads = (writer as unknown as { threads: { worker: Worker; checkpointer: Worker } | null }).threads;
  if (!threads) throw new Error('the writer runs no threads now');
  return threads;
}

/** Resolves once both threads have ended. */
const bothEnded = ({ worker, checkpointer }: { worker: Worker; checkpointer: Worker }) =>
  Promise.all([worker, checkpointer].map((thread) => new Promise((ended) => thread.once('exit', ended))));

describe('SqliteWriter: the writer thread', () => {
  let dir: string;
  let file: string;
  let writer: SqliteWriter;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'unsayable-writer-'));
    file = join(dir, 'writer.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE notes (id TEXT PRIMARY KEY, value TEXT NOT NULL)');
    db.close();
    writer = new SqliteWriter(file);
  });

  afterEach(async () => {
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Another connection takes the write lock, so the writer thread, once it starts its next
   * transaction, waits (its busy timeout) until `release` is called: what is sent meanwhile queues.
   */
  const holdBack = () => {
    const db = new Database(file);
    db.exec('BEGIN IMMEDIATE');
    return () => {
      db.exec('ROLLBACK');
      db.close();
    };
  };

  /** What is on disk, read by a connection of this thread (as the store's reads are). */
  const notes = () => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare('SELECT id, value FROM notes ORDER BY id').all();
    } finally {
      db.close();
    }
  };

  /** The log's file, on disk. */
  const logSize = () => statSync(`${file}-wal`).size;
  /** What the log's file is cut back to in the tests that fill it: small enough to fill quickly. */
  const smallLog = 256 * 1024;
  /** The writer replaced by one that checkpoints every 20 ms and cuts the log's file to `smallLog`. */
  const withSmallLog = async (options: { logRestartBytes?: number } = {}) => {
    await writer.close();
    writer = new SqliteWriter(file, { checkpointIntervalMs: 20, logSizeLimitBytes: smallLog, ...options });
  };

  it('reports the settings its connection writes with', async () => {
    expect(await writer.settings()).toEqual({
      journalMode: 'wal',
      synchronous: 2,
      busyTimeoutMs: 5000,
      logSizeLimitBytes: LOG_SIZE_LIMIT_BYTES,
      cacheSizeKb: WRITER_CACHE_KB,
    });
  });

  it.runIf(process.platform === 'linux')('names its threads, as top -H and ps -L show them', async () => {
    const names = () =>
      readdirSync('/proc/self/task').map((tid) => {
        try {
          return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
        } catch {
          return ''; // ended between the listing and the read
        }
      });
    const named: string[] = Object.values(THREAD_NAMES);
    expect(names().filter((name) => named.includes(name))).toEqual([]);
    await writer.run([insert('a', 'one')]);
    // The checkpointer starts beside the writer and names itself as it starts.
    await expect
      .poll(
        () =>
          names()
            .filter((name) => named.includes(name))
            .sort(),
        { timeout: 5000 },
      )
      .toEqual([...named].sort());
  });

  it('cuts the log back to its limit once a checkpoint has moved a burst into the database', async () => {
    await withSmallLog();
    const limit = smallLog;
    // A burst the size of many games started at once: some 2 MB in one transaction.
    const burst = Array.from({ length: 500 }, (_, i) =>
      insert(`burst ${String(i).padStart(3, '0')}`, 'x'.repeat(4000)),
    );
    expect(await writer.run(burst)).toEqual({ ok: true, changes: 1 });
    expect(logSize()).toBeGreaterThan(4 * limit);
    // The checkpointer moves the log into the database; the next write starts the log over and cuts it.
    let writes = 0;
    while (logSize() > limit && writes < 100) {
      await writer.run([insert(`after ${String(writes++).padStart(3, '0')}`, 'y')]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logSize()).toBeLessThanOrEqual(limit);
    expect(notes()).toHaveLength(500 + writes);
  });

  it("holds the log's file to its limit by itself when the log outgrows it between two checkpoints", async () => {
    // A checkpointer that does not look in time: the writer alone keeps the file to its limit.
    await writer.close();
    writer = new SqliteWriter(file, { checkpointIntervalMs: 60_000, logSizeLimitBytes: smallLog });
    const limit = smallLog;
    const sizes: number[] = [];
    for (let i = 0; i < 300; i++) {
      const unit = [insert(`game ${String(i).padStart(3, '0')}`, 'x'.repeat(3000))];
      expect(await writer.run(unit)).toEqual({ ok: true, changes: 1 });
      sizes.push(logSize());
    }
    // Past the limit by at most the transaction that took it there, then cut back to the limit.
    expect(Math.max(...sizes)).toBeLessThan(limit + 64 * 1024);
    const past = sizes.findIndex((size) => size > limit);
    expect(past).toBeGreaterThan(0);
    expect(sizes[past + 1]).toBeLessThanOrEqual(limit);
    expect(notes()).toHaveLength(300);
  });

  it('is committed, and readable here, once the promise resolves', async () => {
    expect(await writer.run([insert('a', 'one'), insert('b', 'two')])).toEqual({ ok: true, changes: 1 });
    expect(notes()).toEqual([
      { id: 'a', value: 'one' },
      { id: 'b', value: 'two' },
    ]);
  });

  it('returns the rows of a statement with RETURNING, committed like any other', async () => {
    await writer.run([insert('a', 'one'), insert('b', 'two'), insert('c', 'three')]);
    const marked = await writer.run([
      {
        sql: "UPDATE notes SET value = 'marked' WHERE id IN ('a', 'c') RETURNING id",
        params: [],
        returnsRows: true,
      },
    ]);
    expect(marked).toEqual({ ok: true, changes: 2, rows: [{ id: 'a' }, { id: 'c' }] });
    expect(notes()).toEqual([
      { id: 'a', value: 'marked' },
      { id: 'b', value: 'two' },
      { id: 'c', value: 'marked' },
    ]);
  });

  it('starts the log over under writes without a pause: its file stays small', async () => {
    await withSmallLog({ logRestartBytes: smallLog / 4 });
    const limit = smallLog;
    // Four senders, each sending its next unit as soon as the last is stored: the writer always has
    // a transaction under way when a checkpoint ends. Without the writer finishing the checkpoints,
    // the log grew by some 35 MB a second here and was never started over.
    const sizes: number[] = [];
    const until = Date.now() + 1000;
    const send = async (sender: number) => {
      for (let i = 0; Date.now() < until; i++) {
        const id = `${sender} ${String(i % 50).padStart(2, '0')}`;
        const upsert = {
          sql: 'INSERT OR REPLACE INTO notes (id, value) VALUES (?, ?)',
          params: [id, 'x'.repeat(2000)],
        };
        expect(await writer.run([upsert])).toEqual({ ok: true, changes: 1 });
        sizes.push(logSize());
      }
    };
    await Promise.all([0, 1, 2, 3].map(send));
    expect(sizes.length).toBeGreaterThan(200);
    expect(Math.max(...sizes)).toBeLessThan(16 * limit);
    // Cut back to the limit while the writes went on, after it had passed it.
    expect(sizes.slice(sizes.findIndex((size) => size > limit)).some((size) => size <= limit)).toBe(true);
    expect(notes()).toHaveLength(200);
  });

  it('starts its threads with the first write and ends them idleMs after the last, leaving no log', async () => {
    await writer.close();
    writer = new SqliteWriter(file, { idleMs: 150 });
    // The store's own connection stays open throughout (the last one to close would delete the log).
    const reader = new Database(file);
    expect(writer.threadsState).toEqual({ running: false, starts: 0 });
    expect(await writer.run([insert('a', 'first')])).toEqual({ ok: true, changes: 1 });
    expect(writer.threadsState).toEqual({ running: true, starts: 1 });
    expect(reader.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 1 });
    expect(logSize()).toBeGreaterThan(0);
    await bothEnded(runningThreads(writer));
    expect(writer.threadsState).toEqual({ running: false, starts: 1 });
    // The writer checkpointed the whole log and emptied its file before it closed.
    expect(logSize()).toBe(0);
    reader.close();
    expect(await writer.run([insert('b', 'the next write starts them again')])).toEqual({
      ok: true,
      changes: 1,
    });
    expect(writer.threadsState).toEqual({ running: true, starts: 2 });
    expect(notes()).toEqual([
      { id: 'a', value: 'first' },
      { id: 'b', value: 'the next write starts them again' },
    ]);
  });

  it('keeps its threads while writes keep coming, however long the play', async () => {
    await writer.close();
    writer = new SqliteWriter(file, { idleMs: 200 });
    for (let i = 0; i < 8; i++) {
      expect(await writer.run([insert(String(i), 'a write every 100 ms')])).toEqual({ ok: true, changes: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(writer.threadsState).toEqual({ running: true, starts: 1 });
  });

  it('a write sent while idle threads are still ending is stored by new ones', async () => {
    await writer.close();
    writer = new SqliteWriter(file, { idleMs: 50 });
    await writer.run([insert('a', 'before')]);
    const ended = bothEnded(runningThreads(writer));
    while (writer.threadsState.running) await new Promise((resolve) => setTimeout(resolve, 2));
    const next = writer.run([insert('b', 'while the others end')]);
    expect(await next).toEqual({ ok: true, changes: 1 });
    await ended;
    expect(writer.threadsState.starts).toBe(2);
    expect(notes()).toHaveLength(2);
  });

  it('units sent together are committed together, yet each stands or falls alone', async () => {
    const conflict: Step = {
      sql: "UPDATE notes SET value = 'x' WHERE id = ?",
      params: ['none'],
      mustChange: 1,
    };
    const results = await Promise.all([
      writer.run([insert('a', 'kept')]),
      writer.run([insert('b', 'rolled back'), conflict]),
      writer.run([insert('a', 'duplicate')]),
      writer.run([insert('c', 'kept too')]),
    ]);
    expect(results[0]).toEqual({ ok: true, changes: 1 });
    expect(results[1]).toEqual({ ok: false, conflict: true });
    expect(results[2]).toMatchObject({ ok: false, error: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } });
    expect(results[3]).toEqual({ ok: true, changes: 1 });
    expect(notes()).toEqual([
      { id: 'a', value: 'kept' },
      { id: 'c', value: 'kept too' },
    ]);
  });

  it('a unit whose failure ends the whole transaction fails its whole batch: nothing reported stored is lost', async () => {
    // SQLite ends the transaction by itself after some failures (a full disk, an I/O error); a
    // ROLLBACK inside a unit does the same thing on purpose. The thread is held back, so that the
    // three units wait for it together and share one transaction.
    const release = holdBack();
    const first = writer.run([insert('0', 'holds the thread')]);
    const sent = [
      writer.run([insert('a', 'before')]),
      writer.run([{ sql: 'ROLLBACK', params: [] }]),
      writer.run([insert('c', 'after')]),
    ];
    release();
    await first;
    const results = await Promise.all(sent);
    for (const result of results) expect(result).toMatchObject({ ok: false });
    await writer.run([{ sql: "DELETE FROM notes WHERE id = '0'", params: [] }]);
    expect(notes()).toEqual([]);
    // The connection is usable again at once.
    expect(await writer.run([insert('d', 'next')])).toEqual({ ok: true, changes: 1 });
  });

  it('sends each statement text once to its threads, by number after that; one that cannot be prepared fails its units alone', async () => {
    const posted: unknown[] = [];
    const internals = writer as unknown as { post(threads: unknown, request: unknown): void };
    const post = internals.post.bind(writer);
    internals.post = (threads, request) => {
      posted.push(request);
      post(threads, request);
    };
    const update: Step = { sql: 'UPDATE notes SET value = ? WHERE id = ?', params: ['changed', 'a'] };
    const broken: Step = { sql: 'INSERT INTO no_such_table VALUES (?)', params: [1] };
    expect(await writer.run([insert('a', 'one')])).toEqual({ ok: true, changes: 1 });
    expect(await writer.run([insert('b', 'two'), update])).toEqual({ ok: true, changes: 1 });
    expect(await writer.run([broken])).toMatchObject({ ok: false, error: { message: /no such table/ } });
    expect(await writer.run([insert('c', 'three'), broken])).toMatchObject({ ok: false });
    expect(await writer.run([update, insert('d', 'four')])).toEqual({ ok: true, changes: 1 });
    expect(posted).toEqual([
      { id: 1, unit: [[0, ['a', 'one']]], statements: [insert('a', '').sql] },
      {
        id: 2,
        unit: [
          [0, ['b', 'two']],
          [1, ['changed', 'a']],
        ],
        statements: [update.sql],
      },
      { id: 3, unit: [[2, [1]]], statements: [broken.sql] },
      {
        id: 4,
        unit: [
          [0, ['c', 'three']],
          [2, [1]],
        ],
      },
      {
        id: 5,
        unit: [
          [1, ['changed', 'a']],
          [0, ['d', 'four']],
        ],
      },
    ]);
    expect(notes()).toEqual([
      { id: 'a', value: 'changed' },
      { id: 'b', value: 'two' },
      { id: 'd', value: 'four' },
    ]);
  });

  it('apply: a conflict is false, an error is thrown with its SQLite code', async () => {
    expect(await writer.apply([insert('a', 'one')])).toBe(true);
    expect(
      await writer.apply([{ sql: 'DELETE FROM notes WHERE id = ?', params: ['b'], mustChange: 1 }]),
    ).toBe(false);
    await expect(writer.apply([insert('a', 'again')])).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
      message: expect.stringContaining('UNIQUE constraint failed'),
    });
  });

  it('close commits what was already sent, then refuses further writes', async () => {
    const sent = writer.run([insert('a', 'sent before close')]);
    const closed = writer.close();
    await expect(writer.run([insert('b', 'too late')])).rejects.toThrow('closing');
    expect(await sent).toEqual({ ok: true, changes: 1 });
    await closed;
    expect(notes()).toEqual([{ id: 'a', value: 'sent before close' }]);
  });

  it('a thread that died refuses what was waiting and everything after, with a clear message', async () => {
    const waiting = writer.run([insert('a', 'maybe')]);
    await runningThreads(writer).worker.terminate();
    expect(await waiting).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/not stored/) },
    });
    await expect(writer.run([insert('b', 'after')])).rejects.toThrow('SQLite writer thread stopped');
  });

  it('back-pressure: units sent while the thread is busy wait, unanswered, then go in order in batches of at most MAX_BATCH_UNITS', async () => {
    const release = holdBack();
    const count = 2 * MAX_BATCH_UNITS + 88;
    const settled: number[] = [];
    const sent = Array.from({ length: count }, (_, i) =>
      writer.run([insert(String(i).padStart(4, '0'), `unit ${i}`)]).then((result) => {
        settled.push(i);
        return result;
      }),
    );
    // Nothing is answered while the lock is held: none of it can be on disk.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toEqual([]);
    expect(writer.committed).toEqual({ batches: 0, units: 0 });
    release();
    for (const result of await Promise.all(sent)) expect(result).toEqual({ ok: true, changes: 1 });
    expect(settled).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(notes()).toHaveLength(count);
    // The first unit may have been taken alone, before the rest were sent; the rest went in full batches.
    const { batches, units } = writer.committed;
    expect(units).toBe(count);
    expect(batches).toBeGreaterThanOrEqual(Math.ceil(count / MAX_BATCH_UNITS));
    expect(batches).toBeLessThanOrEqual(Math.ceil(count / MAX_BATCH_UNITS) + 1);
  });

  it('a thread that throws refuses what it had taken, what was waiting and everything after, with its error', async () => {
    const release = holdBack();
    const first = writer.run([insert('a', 'maybe stored')]);
    const taken = writer.run([insert('b', 'before the bad request')]);
    // A request the thread cannot read: it throws, and its exception ends it.
    (writer as unknown as { post(threads: unknown, request: unknown): void }).post(runningThreads(writer), {
      id: 'not a number',
      unit: 'nor a unit',
    });
    const after = writer.run([insert('c', 'after the bad request')]);
    release();
    await first;
    for (const result of [await taken, await after])
      expect(result).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/not stored: .*cannot read/) },
      });
    await expect(writer.run([insert('d', 'later')])).rejects.toThrow('cannot read');
    expect(notes().map((row) => (row as { id: string }).id)).not.toContain('b');
  });

  it('a thread that cannot open its file fails its settings and refuses every write', async () => {
    const broken = new SqliteWriter(join(dir, 'no such folder', 'writer.db'));
    const write = broken.run([insert('a', 'nowhere')]);
    await expect(broken.settings()).rejects.toThrow(/directory does not exist|unable to open/);
    expect(await write).toMatchObject({ ok: false, error: { message: expect.stringMatching(/not stored/) } });
    await expect(broken.run([insert('b', 'nowhere')])).rejects.toThrow();
    await broken.close();
  });

  it('a write in flight keeps a script alive until it is stored; an idle writer does not', () => {
    // No close and no await: the script must neither exit before the answer nor hang after it.
    const script = join(dir, 'in-flight.mts');
    const writerModule = new URL('./sqlite-writer.ts', import.meta.url).href;
    writeFileSync(
      script,
      `import { SqliteWriter } from ${JSON.stringify(writerModule)};
       const writer = new SqliteWriter(${JSON.stringify(file)});
       void writer.run([{ sql: 'INSERT INTO notes (id, value) VALUES (?, ?)', params: ['in flight', 'x'] }])
         .then((result) => console.log(JSON.stringify(result)));`,
    );
    const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(output.trim()).toBe('{"ok":true,"changes":1}');
    expect(notes()).toEqual([{ id: 'in flight', value: 'x' }]);
  }, 30_000);

  it('close keeps a script alive until both threads have ended (its top-level await settles)', () => {
    // A script whose last work is `await close()`: if a thread were left unreferenced, Node
    // would exit with code 13 (an unsettled top-level await) before the thread ended.
    const script = join(dir, 'close.mts');
    const writerModule = new URL('./sqlite-writer.ts', import.meta.url).href;
    writeFileSync(
      script,
      `import { SqliteWriter } from ${JSON.stringify(writerModule)};
       const writer = new SqliteWriter(${JSON.stringify(file)});
       await writer.run([{ sql: 'INSERT INTO notes (id, value) VALUES (?, ?)', params: [String(Date.now() + Math.random()), 'x'] }]);
       await writer.close();
       console.log('closed');`,
    );
    for (let i = 0; i < 8; i++) {
      expect(execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' }).trim()).toBe(
        'closed',
      );
    }
  }, 30_000);
});
