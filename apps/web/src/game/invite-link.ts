/** The invite link of a game: the join form with its code filled in. */
export function inviteLink(gamecode: string): string {
  return `${location.origin}/home/join?code=${encodeURIComponent(gamecode)}`;
}

/**
 * The shortest address that joins a game, to be read off a TV and typed on a phone: this server
 * and the code (`/ABC234` opens the join form with the code filled in), without the scheme, which
 * every browser adds.
 */
export function typedJoinAddress(gamecode: string): string {
  return `${location.host}/${encodeURIComponent(gamecode)}`;
}

/** The address of a game's TV board: a screen for the room, which takes no seat. */
export function tvLink(gamecode: string): string {
  return `${location.origin}/tv/${encodeURIComponent(gamecode)}`;
}

/** The TV board's address as typed into a TV's browser: without the scheme. */
export function typedTvAddress(gamecode: string): string {
  return `${location.host}/tv/${encodeURIComponent(gamecode)}`;
}
