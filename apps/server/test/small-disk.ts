import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import type { Suite } from './services.ts';

/**
 * A real, small file system (tmpfs) to fill up: SQLite meets a disk that is really full, not a
 * simulation of one. Mounting needs root; CI (`CI=true` or `REQUIRE_SERVICES=1`) must run it, so
 * there a missing privilege fails the suite instead of skipping it.
 */
export async function describeWithSmallDisk(): Promise<Suite> {
  if (process.getuid?.() === 0) return describe;
  if (process.env.CI === 'true' || process.env.REQUIRE_SERVICES === '1')
    throw new Error('the full-disk tests mount a tmpfs and need root, and CI must run them');
  console.warn('Not root: skipping the full-disk tests (they mount a small tmpfs).');
  return describe.skip; // not root: a tmpfs cannot be mounted (warned above); CI runs as root
}

export class SmallDisk {
  private constructor(readonly path: string) {}

  /** Mounts a tmpfs of `megabytes` on a fresh folder. */
  static mount(megabytes: number): SmallDisk {
    const path = mkdtempSync(join(tmpdir(), 'unsayable-small-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', path]);
    return new SmallDisk(path);
  }

  private get filler(): string {
    return join(this.path, 'filler');
  }

  /** Writes a filler file until the file system refuses another byte. */
  fill(): void {
    const fd = openSync(this.filler, 'a');
    try {
      for (const size of [64 * 1024, 4 * 1024, 512, 1]) {
        const chunk = Buffer.alloc(size, 1);
        for (;;) {
          try {
            if (writeSync(fd, chunk) < size) break;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
            throw error;
          }
        }
      }
    } finally {
      closeSync(fd);
    }
  }

  /** Removes the filler: the space is back. */
  free(): void {
    rmSync(this.filler, { force: true });
  }

  /** Unmounts (lazily, should a process still hold a file there) and removes the folder. */
  remove(): void {
    execFileSync('umount', ['-l', this.path]);
    rmSync(this.path, { recursive: true, force: true });
  }
}
