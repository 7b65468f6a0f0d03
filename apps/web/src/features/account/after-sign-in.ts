import type { Connection } from '../../net/connection-types.ts';
import { heldDeckKeys } from '../../net/deck-keys.ts';
import { claimDecks } from './account-api.ts';

/**
 * Once this device is signed in: the decks it holds keys for join the account (unless
 * `claimDecks` is false: a mailed link asked for on another device, whose page was not told to
 * bring them), and the socket opens again with the new cookie, so the seats and the game on screen
 * follow the player the device now is (the account's, after a sign-in on a second device). A claim
 * that fails leaves the decks this device's by their keys; the next sign-in offers them again.
 */
export async function afterSignIn(
  connection: Connection,
  { samePlayer = false, claimDecks: claiming = true } = {},
): Promise<void> {
  const held = claiming ? heldDeckKeys() : [];
  if (held.length > 0) await claimDecks(held).catch(() => undefined);
  if (!samePlayer) await connection.reconnect();
}
