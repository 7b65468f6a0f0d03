/** The frame's rules, as pure functions of the address. */

/** A game's screens, and those of a TV board and a spectator (which watch one without a seat). */
const GAME_PATH = /^\/(play|waiting|end|tv|watch)\/([^/]+)\/?$/;

export function isGamePath(path: string): boolean {
  return GAME_PATH.test(path);
}

/** The game code of a game's path, as written there; null on any other path. */
export function gamecodeOfPath(path: string): string | null {
  return GAME_PATH.exec(path)?.[2] ?? null;
}

/** The account's pages, whose mail links carry a `code` of their own (not a game's). */
function isAccountPath(path: string): boolean {
  return path === '/account' || path.startsWith('/account/');
}

/**
 * An invite's game code on startup (`?code=` anywhere), to open the join form with; null on the
 * join form itself and on the account's pages (`/account/confirm?code=…` is a mail's code).
 */
export function invitedCode(path: string, search: string): string | null {
  if (path === '/home/join' || isAccountPath(path)) return null;
  return new URLSearchParams(search).get('code') || null;
}

/**
 * On startup: unless the path is /home/join or a deck's, or the address has a `code` parameter, a saved
 * session holding a game code sends the user to /waiting/{gamecode}, unless they are already on
 * a play, waiting or end path. Returns where to go, or null to stay.
 */
export function startupRedirect(path: string, search: string, savedGamecode: string | null): string | null {
  if (!savedGamecode) return null;
  if (path === '/home/join' || new URLSearchParams(search).has('code')) return null;
  // A deck's link is somewhere the person chose to go, as an invite is; so is a mail's link.
  if (path.startsWith('/decks') || isAccountPath(path)) return null;
  if (isGamePath(path)) return null;
  return `/waiting/${savedGamecode}`;
}

/** The game screens that have the header's Leave, by their path's first part. */
export type LeaveScreen = 'waiting' | 'play' | 'end';

/**
 * Header: large on home and end paths, small elsewhere in a game; Leave only on play, waiting and
 * end (a spectator's page has its own, a TV board none), named by its screen (what Leave asks
 * depends on it).
 */
export function headerFor(path: string): { size: 'large' | 'small'; leave: LeaveScreen | null } {
  const section = path.split('/')[1] ?? '';
  const inGame = isGamePath(path);
  return {
    size: inGame && section !== 'end' ? 'small' : 'large',
    leave: inGame && (section === 'waiting' || section === 'play' || section === 'end') ? section : null,
  };
}
