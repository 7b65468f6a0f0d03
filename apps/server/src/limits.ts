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
  /** The body of `POST /api/session` (a name at most). */
  maxSessionBodyBytes: 2 * 1024,
  /**
   * Per client address (an IPv6 address counts by its /64, what one subscriber gets), over every
   * process of a cluster. A party shares one home network: twenty players with a tab or two each
   * and a TV stay well inside these; a script opening sockets, sessions or games in a loop does not.
   */
  perAddress: {
    /** Open Socket.IO connections at once. */
    connections: 100,
    /** New anonymous sessions (`POST /api/session` without a cookie) per minute. */
    sessionsPerMinute: 30,
    /** `createGame` per hour (Play again is not counted: it needs a finished game). */
    gamesPerHour: 30,
    /** Decks saved, edited or deleted per hour (a class's teacher makes a few; a script, hundreds). */
    deckWritesPerHour: 30,
    /** Account requests (sign-up, sign-in, links, resets, password changes) per hour. */
    accountAttemptsPerHour: 60,
    /** Games a connection starts to watch without a seat (`spectateGame`) per minute. */
    spectatesPerMinute: 30,
    /**
     * Look-ups of game codes that name no game (or a game the sender is not in), at once; a sixth
     * of it comes back each minute. A mistyped code costs one; trying codes in a loop runs out.
     */
    codeMisses: 30,
    /** Error-log entries an hour: a browser's reports and the refusals of its requests. */
    errorLogEntriesPerHour: 120,
    /** Cards flagged as bad per hour (a party on one network flags a handful a game). */
    flagsPerHour: 120,
    /**
     * Cards one player flags per hour, whatever their address: more than any game shows them, so a
     * script with one session cannot fill a deck owner's list.
     */
    flagsPerPlayerPerHour: 40,
  },
  /** What the error log keeps (`error-log-pacing.ts`). */
  errorLog: {
    /** Each field of an entry at most this long, in characters; longer is cut (a report, a stack). */
    entry: { message: 500, name: 100, source: 100, additionalInfo: 1_000 },
    /** An entry like one stored this recently in the same log is counted, not stored again. */
    repeatWindowMs: 10 * 60_000,
    /** Browser reports one log (a game's, or `client`) takes: sixty at once, then sixty an hour. */
    reportsPerLog: { perSecond: 60 / 3600, burst: 60 },
    /** Entries and logs remembered for the two above at most. */
    maxRemembered: 10_000,
  },
  /** Failed sign-ins (or mails asked for) per account before it must wait, in a window of 15 minutes. */
  perAccount: { attempts: 10, windowMs: 15 * 60_000 },
  /**
   * Addresses whose last refusal (and whose held look-ups of codes) a process remembers at most:
   * past this, the least recently seen is forgotten first.
   */
  maxTrackedAddresses: 50_000,
  /**
   * Buckets and counts one process holds in memory at most (`MemoryLimits`): past this, the least
   * recently used goes first, never a count that reached its maximum (a lockout).
   */
  maxTrackedCounts: 200_000,
  /**
   * Players' requests held (waiting for the store, or running) per game and in the whole process;
   * past either, a new one is refused at once as busy. At a few milliseconds a commit nothing
   * comes near them; at 200 ms a commit, twenty in one game is four seconds of waiting, where a
   * clear "try again" serves a player better than a longer wait.
   */
  queued: { perGame: 20, total: 2_000 },
} as const;

export type RequestRate = { perSecond: number; burst: number };
export type PerAddressLimits = {
  connections: number;
  sessionsPerMinute: number;
  gamesPerHour: number;
  deckWritesPerHour: number;
  /** Unset: `limits.perAddress.accountAttemptsPerHour`; the same below. */
  accountAttemptsPerHour?: number;
  spectatesPerMinute?: number;
  codeMisses?: number;
  errorLogEntriesPerHour?: number;
  flagsPerHour?: number;
  flagsPerPlayerPerHour?: number;
};
export type QueueBounds = { perGame: number; total: number };
