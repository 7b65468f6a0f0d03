import { useSyncExternalStore } from 'react';
import { loadSession, onSavedSessionChange } from './saved-session.ts';

/**
 * Whether the saved game can be gone back to, as far as this page load knows without asking
 * again: the start-up check asks the server once (`verifyGame`), and the game's own views say it
 * after that (this player in a game that has not finished). Until one of them has spoken, the
 * game is not offered: a "Back to your game" must not lead to a game that has ended.
 */
const known = new Map<string, boolean>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** What the server has just said of a game: whether this player can go back to it. */
export function markSavedGame(gamecode: string, live: boolean): void {
  if (known.get(gamecode) === live) return;
  known.set(gamecode, live);
  changed();
}

/** The saved game's code while it is known to be live, else null. */
export function liveSavedGame(): string | null {
  const { gamecode } = loadSession();
  return gamecode && known.get(gamecode) === true ? gamecode : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onSavedSessionChange(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** The saved game's code while it is known to be live: the screen follows Leave, the check and the views. */
export function useLiveSavedGame(): string | null {
  return useSyncExternalStore(subscribe, liveSavedGame);
}
