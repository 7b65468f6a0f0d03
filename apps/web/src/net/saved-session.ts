/**
 * The saved session: exactly the seed's three local-storage entries. The secret credential is
 * never here; it lives in an HttpOnly cookie that page scripts cannot read.
 */
export const SAVED_KEYS = {
  playerId: 'unsayable.playerId',
  playerName: 'unsayable.playerName',
  gamecode: 'unsayable.gamecode',
} as const;

export interface SavedSession {
  playerId: string | null;
  playerName: string | null;
  gamecode: string | null;
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
    gamecode: gamecode && /^[A-Z0-9]{6}$/.test(gamecode) ? gamecode : null,
  };
}

export function saveSession(session: Partial<SavedSession>): void {
  try {
    for (const [field, key] of Object.entries(SAVED_KEYS) as [keyof SavedSession, string][]) {
      const value = session[field];
      if (value === undefined) continue;
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  } catch {
    // Private modes may refuse storage; the game still works for this tab.
  }
}

export function clearSession(): void {
  saveSession({ playerId: null, playerName: null, gamecode: null });
}
