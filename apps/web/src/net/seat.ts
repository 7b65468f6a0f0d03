import type { SpectatorScreen } from '@unsayable/rules';

/**
 * The pages that watch a game without a seat: a TV board (`/tv/{gamecode}`) and a spectator's
 * phone (`/watch/{gamecode}`). Their connection asks the server to be nobody (it does not read the
 * cookie), so a TV opened on a player's laptop never receives that player's view with the card.
 * These pages are always a page load of their own (Watch and the TV link open them so).
 */
export function seatlessScreen(pathname: string): SpectatorScreen | null {
  if (/^\/tv\/[^/]+\/?$/.test(pathname)) return 'tv';
  if (/^\/watch\/[^/]+\/?$/.test(pathname)) return 'phone';
  return null;
}
