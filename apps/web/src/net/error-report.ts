import type { FailureReport } from './connection-types.ts';

/** A burst of this many reports goes out at once; then one more every REFILL_MS. */
const REPORT_BURST = 5;
const REFILL_MS = 60_000;

/**
 * Sends failures to the error log through `send`, rate-limited by a token bucket: a page that
 * fails in a loop (a render error, a reconnect storm) sends a handful, not thousands. Texts are
 * cut to the server's limits so that a long stack does not get the whole report refused.
 */
export function errorReporter(
  send: (failure: FailureReport) => void,
  { burst = REPORT_BURST, refillMs = REFILL_MS, now = () => Date.now() } = {},
): (failure: FailureReport) => void {
  let tokens = burst;
  let last = now();
  return (failure) => {
    const at = now();
    tokens = Math.min(burst, tokens + (at - last) / refillMs);
    last = at;
    if (tokens < 1) return;
    tokens -= 1;
    send({
      ...failure,
      message: failure.message.slice(0, 2000),
      ...(failure.name === undefined ? {} : { name: failure.name.slice(0, 200) }),
      ...(failure.source === undefined ? {} : { source: failure.source.slice(0, 200) }),
      ...(failure.additionalInfo === undefined
        ? {}
        : { additionalInfo: failure.additionalInfo.slice(0, 4000) }),
    });
  };
}
