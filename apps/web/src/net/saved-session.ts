import { isGamecode } from '@unsayable/rules';

/**
 * The saved session: exactly three local-storage entries, so that a device that played before
 * finds its game again after an update. The secret credential is never here; it lives in an HttpOnly cookie that page scripts
 * cannot read.
 */
const SAVED_KEYS = {
  playerId: 'unsayable.playerId',
  playerName: 'unsayable.playerName',
  gamecode: 'unsayable.gamecode',
} as const;

interface SavedSession {
  playerId: string | null;
  playerName: string | null;
  gamecode: string | null;
}

const FIELDS: (keyof SavedSession)[] = ['playerId', 'playerName', 'gamecode'];

const changeListeners = new Set<() => void>();

/** Calls `listener` after every change this tab makes to the saved session; returns the way to stop. */
export function onSavedSessionChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function read(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    // Local storage is input like any other: only sane values are trusted.
    return value && value.length <= 100 ? value : null;
  } catch {
    return null;
  }
}

export function loadSession(): SavedSession {
  const gamecode = read(SAVED_KEYS.gamecode);
  return {
    playerId: read(SAVED_KEYS.playerId),
    playerName: read(SAVED_KEYS.playerName),
    gamecode: gamecode && isGamecode(gamecode) ? gamecode : null,
  };
}

export function saveSession(session: Partial<SavedSession>): void {
  try {
    for (const field of FIELDS) {
      const value = session[field];
      if (value === undefined) continue;
      if (value === null) localStorage.removeItem(SAVED_KEYS[field]);
      else localStorage.setItem(SAVED_KEYS[field], value);
    }
  } catch {
    // Private modes may refuse storage; the game still works for this tab.
  }
  for (const listener of changeListeners) listener();
}

export function clearSession(): void {
  saveSession({ playerId: null, playerName: null, gamecode: null });
}
