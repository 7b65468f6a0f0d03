/**
 * The edit keys of the decks this device made or was given an edit link to, in local storage.
 * An edit link is the deck's page with `#edit=KEY`: the fragment never reaches a server or a log.
 */
const STORAGE = 'unsayable.deckKeys';

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

/** The key in an edit link's fragment (`#edit=KEY`), if any. */
export function keyInFragment(hash: string): string | undefined {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('edit');
  return key && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : undefined;
}

export const deckLink = (id: string) => `${window.location.origin}/decks/${id}`;
export const editLink = (id: string, key: string) => `${deckLink(id)}#edit=${key}`;
