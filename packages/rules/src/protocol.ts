/**
 * What crosses the wire besides views: the acknowledgement every request gets. Shared by the
 * server that sends it and the browser that reads it, so the two cannot drift apart.
 */
export type Ack =
  | {
      ok: true;
      /** accepted: applied; unchanged: deliberately nothing to do (a skip with its reason). */
      outcome: 'accepted' | 'unchanged';
      reason?: string;
      version?: number;
      data?: unknown;
      /** The server's clock when it answered (epoch ms), for the browser's clock offset. */
      serverTime: number;
    }
  | { ok: false; error: string; serverTime: number };
