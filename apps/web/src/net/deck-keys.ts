/**
 * The edit keys of the decks this device made or was given an edit link to, in local storage:
 * the deck screens use one to change a deck, and signing in to an account hands them all to it
 * (the decks join the account). Local storage is input like any other: only sane entries count.
 */
const STORAGE = 'unsayable.deckKeys';
const SANE = /^[A-Za-z0-9_-]{1,64}$/;

function all(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function deckKey(id: string): string | undefined {
  const key = all()[id];
  return typeof key === 'string' ? key : undefined;
}

/** Every deck this device holds a key for, as `POST /api/account/decks/claim` takes them. */
export function heldDeckKeys(): { id: string; key: string }[] {
  return Object.entries(all())
    .filter(([id, key]) => SANE.test(id) && typeof key === 'string' && SANE.test(key))
    .map(([id, key]) => ({ id, key }));
}

export function keepDeckKey(id: string, key: string): void {
  try {
    localStorage.setItem(STORAGE, JSON.stringify({ ...all(), [id]: key }));
  } catch {
    // Storage full or off: the edit link still works.
  }
}

export function forgetDeckKey(id: string): void {
  const { [id]: _gone, ...rest } = all();
  try {
    localStorage.setItem(STORAGE, JSON.stringify(rest));
  } catch {
    // Nothing kept to forget.
  }
}
