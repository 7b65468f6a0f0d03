import type { Logger } from 'pino';

/**
 * The store's own words for "no room left": SQLite's SQLITE_FULL (the disk or the file system's
 * quota is full) and SQLITE_IOERR_SHMSIZE (the `-shm` file beside the database could not be
 * extended: on a full disk, opening the file fails so), PostgreSQL's `disk_full` (SQLSTATE 53100).
 */
const FULL_CODES: ReadonlySet<unknown> = new Set(['SQLITE_FULL', 'SQLITE_IOERR_SHMSIZE', '53100']);

export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return FULL_CODES.has(Reflect.get(error, 'code'));
}

/**
 * Whether the store takes writes, as the last writes showed. A full disk refuses every write at
 * once, for as long as it lasts: the operator hears of it once when it starts (one JSON line at
 * `error`, `event: "storage-full"`) and once when a write is stored again (`storage-writable`),
 * not once for each of the thousands of requests refused meanwhile.
 */
export class StorageFaults {
  private fullSince: number | null = null;

  constructor(
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  /** True when `error` says the store is full (the first of a spell is logged). */
  full(error: unknown): boolean {
    if (!isStorageFull(error)) return false;
    if (this.fullSince === null) {
      this.fullSince = this.now();
      this.log.error(
        { event: 'storage-full', err: error },
        'storage is full: requests that change anything are refused until space is freed; nothing is lost',
      );
    }
    return true;
  }

  /** A write was stored: if the store was full, it is no longer (logged once). */
  written(): void {
    if (this.fullSince === null) return;
    this.log.warn(
      { event: 'storage-writable', fullForMs: this.now() - this.fullSince },
      'storage takes writes again: play goes on',
    );
    this.fullSince = null;
  }

  /** The store refused a write for want of space, and has stored none since. */
  get isFull(): boolean {
    return this.fullSince !== null;
  }
}
