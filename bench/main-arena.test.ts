import { describe, expect, it } from 'vitest';
import { LARGE_FREE_BYTES, mainArenaChunks, ownMainArena } from './main-arena.ts';

const PAGE = 4096;

/**
 * A heap laid out as glibc lays out its chunks: each a 16-byte header whose size word carries
 * PREV_INUSE when the chunk before it is live. The last chunk is the top.
 */
function heapOf(chunks: { size: number; live: boolean }[]): Uint8Array {
  const length = chunks.reduce((sum, c) => sum + c.size, 0);
  const heap = new Uint8Array(length);
  const view = new DataView(heap.buffer);
  let offset = 0;
  chunks.forEach((chunk, i) => {
    const previousLive = i === 0 || chunks[i - 1]?.live === true;
    view.setBigUint64(offset + 8, BigInt(chunk.size) | (previousLive ? 1n : 0n), true);
    offset += chunk.size;
  });
  return heap;
}

describe('mainArenaChunks: the main arena chunk by chunk', () => {
  const large = LARGE_FREE_BYTES + 16 * PAGE;
  const layout = [
    { size: 32, live: true },
    { size: PAGE - 32, live: true },
    { size: large, live: false },
    { size: 48, live: true },
    { size: 8208, live: true },
    { size: 3 * PAGE - 8208 - 48, live: false },
    { size: 1040, live: true },
    { size: PAGE - 1040, live: false },
    { size: large, live: false },
    { size: 4 * PAGE, live: false },
  ];
  const heap = heapOf(layout);
  const pages = heap.length / PAGE;

  it('tells live from free, and counts the large holes and what sits beside them', () => {
    const arena = mainArenaChunks(heap, new Uint8Array(pages).fill(1));
    expect(arena.heapKb).toBe(heap.length / 1024);
    expect(arena.walkedKb).toBe(heap.length / 1024);
    expect(arena.liveChunks).toBe(5);
    expect(arena.liveKb).toBe(Math.round((32 + PAGE - 32 + 48 + 8208 + 1040) / 1024));
    // The top (the last chunk) is not a hole.
    expect(arena.freeChunks).toBe(4);
    expect(arena.largeFreeChunks).toBe(2);
    expect(arena.largeFreeKb).toBe((2 * large) / 1024);
    // The first hole lies between a 4 KB chunk and a 48-byte one; the second follows a free one.
    expect(arena.besideLargeFree).toEqual({ upTo64: 1, upTo256: 0, upTo1K: 0, larger: 1 });
  });

  it('counts as given back only resident pages with no byte of a live chunk', () => {
    const present = new Uint8Array(pages).fill(1);
    const arena = mainArenaChunks(heap, present);
    const livePages = new Set<number>();
    let offset = 0;
    for (const chunk of layout) {
      if (chunk.live)
        for (let p = Math.floor(offset / PAGE); p <= Math.floor((offset + chunk.size - 1) / PAGE); p++)
          livePages.add(p);
      offset += chunk.size;
    }
    expect(arena.residentWithoutLiveKb).toBe(((pages - livePages.size) * PAGE) / 1024);
    expect(mainArenaChunks(heap, new Uint8Array(pages)).residentWithoutLiveKb).toBe(0);
  });

  it('stops where a size word makes no sense, and says how far it got', () => {
    const broken = heap.slice();
    new DataView(broken.buffer).setBigUint64(PAGE + 8, 7n, true);
    const arena = mainArenaChunks(broken, new Uint8Array(pages));
    expect(arena.walkedKb).toBe(PAGE / 1024);
  });

  it('reads this process’s own arena, its chunks adding up to what was walked', () => {
    const arena = ownMainArena();
    expect(arena).not.toBeNull();
    if (!arena) return;
    expect(arena.walkedKb).toBeGreaterThan(0);
    expect(arena.walkedKb).toBeLessThanOrEqual(arena.heapKb);
    expect(arena.liveKb).toBeGreaterThan(0);
    expect(arena.liveKb + arena.freeKb).toBeLessThanOrEqual(arena.walkedKb + 1);
  });
});
