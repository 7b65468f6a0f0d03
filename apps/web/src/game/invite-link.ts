/** The invite link of a game: the join form with its code filled in. */
export function inviteLink(gamecode: string): string {
  return `${location.origin}/home/join?code=${encodeURIComponent(gamecode)}`;
}

/** The address of a game's TV board: a screen for the room, which takes no seat. */
export function tvLink(gamecode: string): string {
  return `${location.origin}/tv/${encodeURIComponent(gamecode)}`;
}
