import { fallbackMessages, type MessageRef, transientMessages } from '@unsayable/rules';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { messageRefOf } from '../net/message-ref.ts';

const PASSING: ReadonlySet<string> = new Set([
  ...Object.values(fallbackMessages),
  ...Object.values(transientMessages),
  NETWORK_ERROR,
]);

/** What a refused request's action carries beside its English message: the message's key and values. */
export interface RefusalMeta {
  errorRef?: MessageRef;
}

/** The `errorRef` a rejected action of any request thunk carries in its meta, if any. */
export function errorRefOf(meta: unknown): MessageRef | undefined {
  return typeof meta === 'object' && meta !== null ? messageRefOf(Reflect.get(meta, 'errorRef')) : undefined;
}

/** The groups of server messages that are passing failures (`fallback.save`, `transient.busy`). */
const PASSING_GROUPS = ['fallback.', 'transient.'];

/**
 * A failure that says nothing about the request itself: the network, an unexpected failure of the
 * server (which answers those with an operation's fallback message), or a request it did not
 * consider now (too many at once). Trying again may work; every other failure is the server's
 * considered answer. Known by the message's key when the server named one; by its English text
 * otherwise (the browser's own network message, a server from before keys).
 */
export function isPassingFailure(message: string, errorRef?: MessageRef): boolean {
  if (errorRef) return PASSING_GROUPS.some((group) => errorRef.key.startsWith(group));
  return PASSING.has(message);
}
