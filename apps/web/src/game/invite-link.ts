/**
 * The origin other devices (the players' phones, a TV) reach this server at: the page's
 * `join-origin` tag, which the server writes when the page's own would not do (a page opened on
 * the server's machine as `localhost`, which a phone would read as itself), else the page's own.
 */
export function joinOrigin(): string {
  const given = document.querySelector<HTMLMetaElement>('meta[name="join-origin"]')?.content;
  return given && /^https?:\/\/[^/\s?#]+$/i.test(given) ? given : location.origin;
}

/** An origin without its scheme, as people type it: every browser adds the scheme. */
const typed = (origin: string) => String(origin).replace(/^https?:\/\//i, '');

/** The invite link of a game: the join form with its code filled in. */
export function inviteLink(gamecode: string): string {
  return `${joinOrigin()}/home/join?code=${encodeURIComponent(gamecode)}`;
}

/**
 * The shortest address that joins a game, to be read off a TV and typed on a phone: this server
 * and the code (`/ABC234` opens the join form with the code filled in), without the scheme.
 */
export function typedJoinAddress(gamecode: string): string {
  return `${typed(joinOrigin())}/${encodeURIComponent(gamecode)}`;
}

/** The address of a game's TV board on this device (a tab to cast): a screen for the room, which takes no seat. */
export function tvLink(gamecode: string): string {
  return `${location.origin}/tv/${encodeURIComponent(gamecode)}`;
}

/** The TV board's address as typed into a TV's browser: without the scheme. */
export function typedTvAddress(gamecode: string): string {
  return `${typed(joinOrigin())}/tv/${encodeURIComponent(gamecode)}`;
}
