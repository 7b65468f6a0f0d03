import { Writable } from 'node:stream';
import { errorEntry } from '@unsayable/rules';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { limits } from '../limits.ts';
import { MemoryStore } from '../store/memory/memory-store.ts';
import { ErrorLog } from './error-log.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

/** An error log on a memory store, its clock moved by hand, the process's log lines kept. */
function errorLog() {
  const store = new MemoryStore();
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let now = T0;
  const errors = new ErrorLog(store, pino({ level: 'info' }, sink), () => now);
  return {
    store,
    errors,
    lines,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const report = (message: string, more: { additionalInfo?: string } = {}) => [
  errorEntry({ message, date: T0, ...more }),
];

describe('the error log', () => {
  it('keeps each field of an entry to its size, the cut marked', async () => {
    const { store, errors } = errorLog();
    const { entry } = limits.errorLog;
    await errors.append('client', [
      errorEntry({
        message: 'm'.repeat(2_000),
        name: 'n'.repeat(200),
        source: 's'.repeat(200),
        additionalInfo: 'i'.repeat(4_000),
        date: T0,
      }),
    ]);
    const [kept] = await store.errorsOf('client');
    expect(kept?.message).toHaveLength(entry.message);
    expect(kept?.message.endsWith('…')).toBe(true);
    expect(kept?.name).toHaveLength(entry.name);
    expect(kept?.source).toHaveLength(entry.source);
    expect(kept?.additionalInfo).toHaveLength(entry.additionalInfo);
    // What fits is kept as it is.
    await errors.append('client', report('Screen failed', { additionalInfo: 'short' }));
    expect((await store.errorsOf('client')).at(-1)).toMatchObject({
      message: 'Screen failed',
      additionalInfo: 'short',
    });
  });

  it('counts an entry like one stored in the last minutes instead of storing it again, and says how many', async () => {
    const { store, errors, lines, advance } = errorLog();
    for (let i = 0; i < 5; i++) {
      expect(await errors.append('ABCDEF', report('Chunk missing'))).toBe(true);
      await errors.refuse('ABCDEF', 'Only the watching team can buzz', { name: 'GameError', source: 'x' });
    }
    // The same words in another log are another entry.
    await errors.append('BCDEFG', report('Chunk missing'));
    expect((await store.errorsOf('ABCDEF')).map((e) => e.message)).toEqual([
      'Chunk missing',
      'Only the watching team can buzz',
    ]);
    expect(await store.errorsOf('BCDEFG')).toHaveLength(1);
    // Once its window is over, the next one is stored, and the process's log says how many came.
    advance(limits.errorLog.repeatWindowMs);
    await errors.append('ABCDEF', report('Chunk missing'));
    expect(await store.errorsOf('ABCDEF')).toHaveLength(3);
    expect(lines.filter((l) => l.event === 'error-log-repeats')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'ABCDEF', message: 'Chunk missing', repeats: 4 }),
        expect.objectContaining({ code: 'ABCDEF', message: 'Only the watching team can buzz', repeats: 4 }),
      ]),
    );
  });

  it('takes so many reports in one log, and so many entries from one address, then leaves them out', async () => {
    const { store, errors, lines, advance } = errorLog();
    const { burst } = limits.errorLog.reportsPerLog;
    const kept = [];
    for (let i = 0; i <= burst; i++) kept.push(await errors.append('ABCDEF', report(`Report ${i}`)));
    expect(kept.filter(Boolean)).toHaveLength(burst);
    expect(kept.at(-1)).toBe(false);
    // Another game's log is not held back.
    expect(await errors.append('BCDEFG', report('Report'))).toBe(true);

    let allowed = 2;
    const address = { admitErrorEntry: async () => allowed-- > 0 };
    for (let i = 0; i < 4; i++) await errors.refuse('server', `Refusal ${i}`, { name: 'GameError' }, address);
    expect((await store.errorsOf('server')).map((e) => e.message)).toEqual(['Refusal 0', 'Refusal 1']);
    expect(await errors.append('client', report('One more'), address)).toBe(false);
    // Said once a minute at most, with how many were left out since: the report past the log's
    // share first, then the address's three and one more a minute later.
    advance(MINUTE);
    await errors.refuse('server', 'Refusal 9', { name: 'GameError' }, address);
    expect(lines.filter((l) => l.event === 'error-log-paced').map((l) => l.leftOut)).toEqual([1, 4]);
  });
});
