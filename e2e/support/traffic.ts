import type { Page } from '@playwright/test';
import { type GameView, patchedView, type ViewMessage } from '@unsayable/rules';

/** What a page received from the game server, message by message, in order. */
export interface Traffic {
  /** A point in the record to read from later. */
  mark(): number;
  /** The messages received since a mark (Socket.IO packets, as text). */
  since(mark: number): Promise<string[]>;
  /**
   * The `view` messages received since a mark, each as it crossed the wire and as the whole view it
   * made: a patch applied to the newest view of its game before it (from a view message or a
   * `watchGame` answer, since the page opened).
   */
  viewsSince(mark: number): Promise<{ message: string; view: GameView }[]>;
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
 * responses alike (the client starts on polling and upgrades), across reloads, in the order the
 * page got them. A poll's body is read from the browser afterwards, and on a loaded machine that
 * read can end after the frames that came next: added when it ended, the whole view a reload's
 * first poll brought could land after the turn's patches on it, none of which could then be
 * applied. So each frame and each finished poll takes its place when it comes, and a poll's place
 * is filled when its body has been read.
 */
export function recordTraffic(page: Page): Traffic {
  const arrivals: (string[] | Promise<string[]>)[] = [];
  const packets = (payload: string) => payload.split('\x1e');
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => arrivals.push(packets(String(frame.payload))));
  });
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/socket.io/') || request.method() !== 'GET') return;
    arrivals.push(
      request
        .response()
        .then(async (response) => (response ? packets(await response.text()) : []))
        // A poll whose body the browser no longer holds (the page navigated away): nothing to add.
        .catch(() => []),
    );
  });
  /** Every packet so far, and where the ones since `mark` begin. */
  const read = async (mark: number) => {
    const settled = await Promise.all(arrivals.slice());
    const from = settled.slice(0, mark).reduce((count, arrival) => count + arrival.length, 0);
    return { log: settled.flat(), from };
  };
  return {
    mark: () => arrivals.length,
    since: async (mark) => {
      const { log, from } = await read(mark);
      return log.slice(from);
    },
    viewsSince: async (mark) => {
      const { log, from } = await read(mark);
      return wholeViews(log, from);
    },
  };
}
