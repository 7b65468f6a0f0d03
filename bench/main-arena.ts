// The main thread's malloc (glibc's main arena, the `[heap]` mapping) chunk by chunk, read by a
// process from its own memory: how much of what is resident is live, how much is free memory that
// glibc cannot give back because something live sits above it, and what those live pieces are by
// size. `bench:server` reads it at the window's end with BENCH_MALLOC_WALK=1 (the probe).
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/** glibc's main arena at one moment, KB unless named otherwise. */
export interface MainArenaChunks {
  /** The `[heap]` mapping. */
  heapKb: number;
  /** As far as the walk got: every chunk's size read and in bounds (chunks change while it reads). */
  walkedKb: number;
  /**
   * Chunks in use. glibc marks its per-thread caches' and fast bins' chunks as in use too: some of
   * this is small free pieces waiting to be handed out again.
   */
  liveKb: number;
  liveChunks: number;
  freeKb: number;
  freeChunks: number;
  /** Free in chunks of at least `LARGE_FREE_BYTES`: holes a 64 KB socket read fits in again. */
  largeFreeKb: number;
  largeFreeChunks: number;
  /** Resident pages that hold no byte of a live chunk: what `malloc_trim` would give back. */
  residentWithoutLiveKb: number;
  /**
   * The live chunks on either side of a large free chunk, by their size: what keeps each hole in the
   * middle of the heap, where glibc's trimming of its top never reaches.
   */
  besideLargeFree: { upTo64: number; upTo256: number; upTo1K: number; larger: number };
}

/** A free chunk this long or longer counts as a large hole. */
export const LARGE_FREE_BYTES = 64 * 1024;

const PAGE = 4096;
/** The low three bits of a chunk's size word are flags; PREV_INUSE is the lowest. */
const FLAG_BITS = 7n;
const PREV_INUSE = 1n;
/** A chunk's header: the previous chunk's size (when free) and its own size with the flags. */
const HEADER = 16;

/**
 * Walks the chunks of `heap`, the bytes of the `[heap]` mapping from its start (where glibc puts
 * the first chunk), with `present[i]` telling whether page i is resident. A chunk is live when the
 * next chunk's PREV_INUSE flag says so; the last one walked is the top (free, not counted).
 */
export function mainArenaChunks(heap: Uint8Array, present: Uint8Array): MainArenaChunks {
  const view = new DataView(heap.buffer, heap.byteOffset, heap.byteLength);
  const sizeAt = (offset: number) => view.getBigUint64(offset + 8, true);
  const chunks: { offset: number; size: number; live: boolean }[] = [];
  let offset = 0;
  while (offset + HEADER <= heap.byteLength) {
    const size = Number(sizeAt(offset) & ~FLAG_BITS);
    if (size < HEADER || size % 16 !== 0 || offset + size > heap.byteLength) break;
    const next = offset + size;
    const live = next + HEADER <= heap.byteLength && (sizeAt(next) & PREV_INUSE) === PREV_INUSE;
    chunks.push({ offset, size, live });
    offset = next;
  }
  const result: MainArenaChunks = {
    heapKb: Math.round(heap.byteLength / 1024),
    walkedKb: Math.round(offset / 1024),
    liveKb: 0,
    liveChunks: 0,
    freeKb: 0,
    freeChunks: 0,
    largeFreeKb: 0,
    largeFreeChunks: 0,
    residentWithoutLiveKb: 0,
    besideLargeFree: { upTo64: 0, upTo256: 0, upTo1K: 0, larger: 0 },
  };
  const pageHasLive = new Uint8Array(present.length);
  let live = 0;
  let free = 0;
  let largeFree = 0;
  // The last chunk walked is the top: free space glibc trims, not a hole.
  chunks.slice(0, -1).forEach((chunk, i) => {
    if (chunk.live) {
      live += chunk.size;
      result.liveChunks++;
      const last = Math.floor((chunk.offset + chunk.size - 1) / PAGE);
      for (let page = Math.floor(chunk.offset / PAGE); page <= last; page++) pageHasLive[page] = 1;
      return;
    }
    free += chunk.size;
    result.freeChunks++;
    if (chunk.size < LARGE_FREE_BYTES) return;
    largeFree += chunk.size;
    result.largeFreeChunks++;
    for (const neighbour of [chunks[i - 1], chunks[i + 1]]) {
      if (!neighbour?.live) continue;
      const b = result.besideLargeFree;
      if (neighbour.size <= 64) b.upTo64++;
      else if (neighbour.size <= 256) b.upTo256++;
      else if (neighbour.size <= 1024 + HEADER) b.upTo1K++;
      else b.larger++;
    }
  });
  let residentWithoutLive = 0;
  for (let page = 0; page < present.length; page++)
    if (present[page] && !pageHasLive[page]) residentWithoutLive++;
  result.liveKb = Math.round(live / 1024);
  result.freeKb = Math.round(free / 1024);
  result.largeFreeKb = Math.round(largeFree / 1024);
  result.residentWithoutLiveKb = (residentWithoutLive * PAGE) / 1024;
  return result;
}

/**
 * This process's main arena, read from /proc/self: the pages' residence first (reading the memory
 * maps untouched pages in), then the bytes. Null where the mapping or the files cannot be read.
 */
export function ownMainArena(): MainArenaChunks | null {
  try {
    const line = readFileSync('/proc/self/maps', 'utf8')
      .split('\n')
      .find((l) => l.endsWith('[heap]'));
    const [start = '0', end = '0'] = line?.split(' ')[0]?.split('-') ?? [];
    const from = BigInt(`0x${start}`);
    const length = Number(BigInt(`0x${end}`) - from);
    if (!line || length <= 0) return null;
    const pages = length / PAGE;
    const entries = Buffer.alloc(pages * 8);
    readAt('/proc/self/pagemap', entries, (from / BigInt(PAGE)) * 8n);
    const present = new Uint8Array(pages);
    for (let page = 0; page < pages; page++) present[page] = entries.readUInt8(page * 8 + 7) >> 7;
    const heap = Buffer.alloc(length);
    readAt('/proc/self/mem', heap, from);
    return mainArenaChunks(heap, present);
  } catch {
    return null;
  }
}

function readAt(file: string, into: Buffer, position: bigint): void {
  const fd = openSync(file, 'r');
  try {
    for (let done = 0; done < into.length; ) {
      const read = readSync(fd, into, done, into.length - done, position + BigInt(done));
      if (read === 0) break;
      done += read;
    }
  } finally {
    closeSync(fd);
  }
}
