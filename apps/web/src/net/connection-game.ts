import { isGamecode, normalizeGamecode } from '@unsayable/rules';

/** A game's own pages: the lobby, the turn, the end, the TV board and a spectator's phone. */
const GAME_PAGE = /^\/(?:waiting|play|end|tv|watch)\/([^/]+)\/?$/;
/** The short invite address a TV shows: the code alone. */
const SHORT_INVITE = /^\/([^/]+)\/?$/;
/** The join form, where an invite link lands with the code filled in. */
const JOIN_FORM = '/home/join';

/** A page's address (path and query, no origin) read as a URL. */
function pageUrl(address: string): URL {
  return new URL(address, 'http://page.invalid');
}

/**
 * The game a page is about, from its address (path and query), or null. A connection names it
 * when it opens: in a cluster the balancer sends every connection that names a game to the same
 * process, so one action's views reach its players without going through another process.
 */
export function gameOfPage(address: string): string | null {
  const { pathname, searchParams } = pageUrl(address);
  const named =
    GAME_PAGE.exec(pathname)?.[1] ??
    SHORT_INVITE.exec(pathname)?.[1] ??
    (pathname === JOIN_FORM ? searchParams.get('code') : null);
  if (named === null) return null;
  const code = normalizeGamecode(named);
  return isGamecode(code) ? code : null;
}

/** The path of a page's address, without its query. */
export function pathOf(address: string): string {
  return pageUrl(address).pathname;
}
