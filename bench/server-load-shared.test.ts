import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THREAD_NAMES } from '../apps/server/src/store/sqlite/sqlite-writer.ts';
import {
  cpuByThread,
  ownThreadTicks,
  type Placement,
  residentByKind,
  STORE_THREADS,
  seatProcess,
  type ThreadTicks,
  type TypedLoad,
  typedActionsPerGame,
  typedTurns,
} from './server-load-shared.ts';

/** One mapping of /proc/<pid>/smaps: its header line and the Rss line that follows. */
const mapping = (start: number, end: number, perms: string, path: string, rssKb: number) =>
  `${start.toString(16).padStart(12, '0')}-${end.toString(16).padStart(12, '0')} ${perms} 00000000 00:00 0 ${path}\nSize: ${(end - start) / 1024} kB\nRss: ${rssKb} kB\n`;

const MB = 1024 * 1024;

describe('residentByKind: the RSS by kind of mapping', () => {
  it('places files, the main arena, the threads’ arenas and the other anonymous memory', () => {
    const smaps = [
      mapping(0x400000, 0x400000 + 8 * MB, 'r-xp', '/usr/bin/node', 30_000),
      mapping(0x2000000, 0x2000000 + 4 * MB, 'rw-p', '[heap]', 3_000),
      // A thread's arena: 64 MB reserved at a 64 MB boundary, 3 MB of it in use.
      mapping(128 * MB, 131 * MB, 'rw-p', '', 2_500),
      mapping(131 * MB, 192 * MB, '---p', '', 0),
      // One at a boundary but of another size (V8's pages, malloc's large blocks): not an arena.
      mapping(256 * MB, 257 * MB, 'rw-p', '', 700),
      mapping(300 * MB + 4096, 310 * MB, 'rw-p', '', 5_000),
      mapping(320 * MB, 320 * MB + 132 * 1024, 'rw-p', '[stack]', 40),
    ].join('');
    expect(residentByKind(smaps)).toEqual({
      files: 30_000,
      mainMalloc: 3_000,
      threadArenas: 2_500,
      threadArenaCount: 1,
      otherAnonymous: 5_740,
    });
  });

  it('adds up to the RSS of a real process (this one)', () => {
    const kinds = residentByKind(readFileSync('/proc/self/smaps', 'utf8'));
    const total = kinds.files + kinds.mainMalloc + kinds.threadArenas + kinds.otherAnonymous;
    const rollup = Number(/^Rss:\s+(\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'))?.[1]);
    // Read a moment apart: a few hundred KB may have moved between the two.
    expect(Math.abs(total - rollup)).toBeLessThan(rollup * 0.05);
    expect(kinds.files).toBeGreaterThan(10_000);
  });
});

describe('typedTurns: what each tick of the typed load sends', () => {
  const load: TypedLoad = {
    clueSeconds: 3,
    guessSeconds: 2,
    guessers: 3,
    wordEvery: 6,
    slipEvery: 20,
    languages: ['en'],
  };

  it('sends the clues and each guesser’s guesses at their rates', () => {
    const perSecond = typedActionsPerGame(load);
    expect(perSecond).toBeCloseTo(1 / 3 + 3 / 2);
    const next = typedTurns(load, 0);
    const ticks = Math.round(perSecond * 600);
    const sent = { clue: 0, guesses: [0, 0, 0] };
    for (let i = 0; i < ticks; i++) {
      const turn = next();
      if (turn.kind === 'clue') sent.clue++;
      else sent.guesses[turn.guesser] = (sent.guesses[turn.guesser] ?? 0) + 1;
    }
    // Ten minutes of ticks: a clue every 3 s, a guess every 2 s from each guesser.
    expect(Math.abs(sent.clue - 200)).toBeLessThanOrEqual(1);
    for (const guesses of sent.guesses) expect(Math.abs(guesses - 300)).toBeLessThanOrEqual(1);
  });

  it('spreads the clues between the guesses, and staggers the games by their phase', () => {
    const clueTicks = (phase: number) => {
      const next = typedTurns(load, phase);
      return Array.from({ length: 40 }, () => next().kind).flatMap((kind, i) => (kind === 'clue' ? [i] : []));
    };
    const ticks = clueTicks(0);
    const gaps = ticks.slice(1).map((t, i) => t - (ticks[i] ?? 0));
    // 11 ticks in 6 s, 2 of them clues: a clue every 5 or 6 ticks, never two together.
    expect(new Set(gaps)).toEqual(new Set([5, 6]));
    expect(clueTicks(0.5)[0]).not.toBe(ticks[0]);
  });
});

describe('cpuByThread: a process’s CPU between two readings, by thread', () => {
  const reading = (threads: [tid: number, name: string, ticks: number][]): ThreadTicks =>
    new Map(threads.map(([tid, name, ticks]) => [tid, { name, ticks }]));

  it('puts the main thread, the store’s named threads and the rest apart, in ms', () => {
    const start = reading([
      [100, 'node', 1_000],
      [101, 'node', 50],
      [140, 'sqlite-writer', 200],
      [141, 'sqlite-checkpt', 10],
    ]);
    // The V8 helper (101) and a thread that started after the first reading (150) are the rest.
    const end = reading([
      [100, 'node', 1_300],
      [101, 'node', 70],
      [140, 'sqlite-writer', 260],
      [141, 'sqlite-checkpt', 12],
      [150, 'node', 5],
    ]);
    expect(cpuByThread(start, end, 100, STORE_THREADS, 100)).toEqual({
      main: 3_000,
      'sqlite-writer': 600,
      'sqlite-checkpt': 20,
      other: 250,
    });
  });

  it('reads this process’s threads, the main one under the process’s own id', () => {
    const threads = ownThreadTicks();
    expect(threads.get(process.pid)?.ticks).toBeGreaterThanOrEqual(0);
    expect(threads.size).toBeGreaterThan(1);
  });

  it('knows the store’s threads by the names they give themselves', () => {
    expect([...STORE_THREADS]).toEqual(Object.values(THREAD_NAMES));
  });
});

describe('seatProcess: where each player of a game connects, with several processes', () => {
  const seats = (placement: Placement, game: number, processes: number) =>
    Array.from({ length: 8 }, (_, seat) => seatProcess(placement, game, seat, processes));

  it('spread: pairs of seats on the processes in turn, each game starting on another process', () => {
    expect(seats('spread', 0, 2)).toEqual([0, 0, 1, 1, 0, 0, 1, 1]);
    expect(seats('spread', 1, 2)).toEqual([1, 1, 0, 0, 1, 1, 0, 0]);
    // Both teams (seats alternate teams) on both processes.
    const zero = seats('spread', 0, 2);
    expect(new Set(zero.filter((_, seat) => seat % 2 === 0))).toEqual(new Set([0, 1]));
    expect(new Set(zero.filter((_, seat) => seat % 2 === 1))).toEqual(new Set([0, 1]));
  });

  it('game: every player of a game on one process, the games on the processes in turn', () => {
    expect(seats('game', 0, 2)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(seats('game', 1, 2)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(seats('game', 5, 3)).toEqual(Array(8).fill(2));
  });

  it('one process takes everyone either way', () => {
    expect([...seats('spread', 3, 1), ...seats('game', 3, 1)]).toEqual(Array(16).fill(0));
  });
});
