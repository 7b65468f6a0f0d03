import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { residentByKind } from './server-load-shared.ts';

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
