/**
 * A deck's links. An edit link is the deck's page with `#edit=KEY`: the fragment never reaches a
 * server or a log. The keys themselves are kept by `net/deck-keys.ts`.
 */

/** The key in an edit link's fragment (`#edit=KEY`), if any. */
export function keyInFragment(hash: string): string | undefined {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('edit');
  return key && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : undefined;
}

export const deckLink = (id: string) => `${window.location.origin}/decks/${id}`;
export const editLink = (id: string, key: string) => `${deckLink(id)}#edit=${key}`;
