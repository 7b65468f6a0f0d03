import { Writable } from 'node:stream';
import { fallbackMessages, transientMessages } from '@unsayable/rules';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/memory/memory-store.ts';
import { ErrorLog } from './error-log.ts';
import { isStorageFull } from './storage-faults.ts';

const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

/** An error log on a store that refuses every write as full, and the JSON lines it logged. */
function onFullStore() {
  const lines: { level: number; msg: string; event?: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const store = new MemoryStore();
  store.appendErrors = async () => {
    throw full();
  };
  return { errors: new ErrorLog(store, pino({ level: 'info' }, sink), () => 1_000), lines };
}

describe('a full store', () => {
  it('is told by its code: SQLite’s SQLITE_FULL, PostgreSQL’s 53100', () => {
    expect(isStorageFull(full())).toBe(true);
    expect(isStorageFull({ code: '53100' })).toBe(true);
    expect(isStorageFull({ code: 'SQLITE_BUSY' })).toBe(false);
    expect(isStorageFull(new Error('full'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });

  it('refuses with its own message and tells the operator once, however many requests fail', async () => {
    const { errors, lines } = onFullStore();
    for (let i = 0; i < 5; i++) {
      expect(
        await errors.unexpected('ABCDEF', 'startTurn', full(), fallbackMessages.roundStatus),
      ).toMatchObject({
        ok: false,
        error: transientMessages.storageFull,
      });
      await errors.refuse('ABCDEF', 'Only the host can skip a turn', { name: 'GameError' });
      errors.failed(full(), 'presence failed');
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, event: 'storage-full' });
    expect(errors.storage.isFull).toBe(true);

    errors.storage.written();
    errors.storage.written();
    expect(lines.map((line) => line.event)).toEqual(['storage-full', 'storage-writable']);
    expect(errors.storage.isFull).toBe(false);
    // Another spell is told again.
    errors.failed(full(), 'presence failed');
    expect(lines.map((line) => line.event)).toEqual(['storage-full', 'storage-writable', 'storage-full']);
  });

  it('leaves other failures as they were: logged each, with the operation’s fallback', async () => {
    const { errors, lines } = onFullStore();
    const other = new Error('boom');
    expect(await errors.unexpected('ABCDEF', 'startTurn', other, fallbackMessages.roundStatus)).toMatchObject(
      {
        error: fallbackMessages.roundStatus,
      },
    );
    errors.failed(other, 'presence failed');
    expect(lines.map((line) => line.msg)).toEqual([
      'request failed',
      'storage is full: requests that change anything are refused until space is freed; nothing is lost',
      'presence failed',
    ]);
  });
});
