/**
 * This device's clock offset from the server's: `serverTime` was read by the server somewhere
 * between `sentAt` and now, and half the round trip is the best guess of how old that reading is.
 * With no round trip (a message the server pushed), `sentAt` is now.
 */
export function learnOffset(serverTime: number, sentAt: number, now = Date.now()): number {
  return serverTime + (now - sentAt) / 2 - now;
}
