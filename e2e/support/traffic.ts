import type { Page } from '@playwright/test';
import { type GameView, patchedView, type ViewMessage } from '@unsayable/rules';

/** What a page received from the game server, message by message, in order. */
export interface Traffic {
  /** A point in the record to read from later. */
  mark(): number;
  /** The messages received since a mark (Socket.IO packets, as text). */
  since(mark: number): string[];
  /**
   * The `view` messages received since a mark, each as it crossed the wire and as the whole view it
   * made: a patch applied to the newest view of its game before it (from a view message or a
   * `watchGame` answer, since the page opened).
   */
  viewsSince(mark: number): { message: string; view: GameView }[];
}

/** A Socket.IO packet's event or acknowledgement: `42["view",{…}]`, `43<id>[{…}]`. */
const PACKET = /^4([23])\d*(\[[\s\S]*)$/;

const isWholeView = (data: unknown): data is GameView =>
  typeof data === 'object' && data !== null && 'gamecode' in data && 'version' in data && 'gameplay' in data;

function wholeViews(log: readonly string[], mark: number): { message: string; view: GameView }[] {
  const held = new Map<string, GameView>();
  const keep = (view: GameView) => {
    const before = held.get(view.gamecode);
    if (!before || before.version <= view.version) held.set(view.gamecode, view);
  };
  const views: { message: string; view: GameView }[] = [];
  log.forEach((message, at) => {
    const packet = PACKET.exec(message);
    if (!packet) return;
    const args = JSON.parse(packet[2] ?? '[]') as unknown[];
    let view: GameView | undefined;
    if (packet[1] === '3') {
      // A request's answer may carry the whole view (a join, a watch): a view the page received too,
      // and the base of the patches after it.
      const data = (args[0] as { data?: unknown } | undefined)?.data;
      if (isWholeView(data)) view = data;
    } else if (args[0] === 'view') {
      const sent = args[1] as ViewMessage;
      view = sent.view ? sent.view : patchedView(held.get(sent.gamecode), sent.patch);
    }
    if (!view) return;
    keep(view);
    if (at >= mark) views.push({ message, view });
  });
  return views;
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
  return {
    mark: () => log.length,
    since: (mark) => log.slice(mark),
    viewsSince: (mark) => wholeViews(log, mark),
  };
}
