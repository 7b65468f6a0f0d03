import type { Page } from '@playwright/test';

/** What a page received from the game server, message by message, in order. */
export interface Traffic {
  /** A point in the record to read from later. */
  mark(): number;
  /** The messages received since a mark (Socket.IO packets, as text). */
  since(mark: number): string[];
}

/**
 * Records every Socket.IO packet a page receives, over WebSocket frames and long-polling
 * responses alike (the client starts on polling and upgrades), across reloads.
 */
export function recordTraffic(page: Page): Traffic {
  const log: string[] = [];
  const add = (payload: string) => {
    for (const packet of payload.split('\x1e')) log.push(packet);
  };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => add(String(frame.payload)));
  });
  page.on('response', (response) => {
    if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
    response.text().then(add, () => {
      // A long poll cut short by the upgrade or a reload has no body to read.
    });
  });
  return { mark: () => log.length, since: (mark) => log.slice(mark) };
}
