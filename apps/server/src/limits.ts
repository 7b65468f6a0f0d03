/** Transport and request limits of the server (the game's own limits live in the rules). */
export const limits = {
  /** Socket.IO closes a connection that sends a bigger frame. */
  maxFrameBytes: 64 * 1024,
  /** A request payload larger than this is refused with a message, the connection kept. */
  maxRequestBytes: 8 * 1024,
  /** Requests per connection: a bucket of `burst` refilled at `perSecond`. */
  rate: { perSecond: 10, burst: 30 },
  /** Card ideas per connection: three at once, then one a minute. */
  ideas: { perSecond: 1 / 60, burst: 3 },
  /** Request ids: client-made, at most this long. */
  maxRequestIdLength: 64,
} as const;
