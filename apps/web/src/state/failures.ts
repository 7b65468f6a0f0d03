import { fallbackMessages, transientMessages } from '@unsayable/rules';
import { NETWORK_ERROR } from '../net/connection-types.ts';

const PASSING: ReadonlySet<string> = new Set([
  ...Object.values(fallbackMessages),
  ...Object.values(transientMessages),
  NETWORK_ERROR,
]);

/**
 * A failure that says nothing about the request itself: the network, an unexpected failure of the
 * server (which answers those with an operation's fallback message), or a request it did not
 * consider now (too many at once). Trying again may
 * work; every other failure is the server's considered answer.
 */
export function isPassingFailure(message: string): boolean {
  return PASSING.has(message);
}
