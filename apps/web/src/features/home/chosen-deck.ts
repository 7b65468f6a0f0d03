import { deckIdFrom } from '@unsayable/rules';
import { useEffect, useState } from 'react';

/** A deck's name and size, as the create form says what a game deals. */
export interface DeckSize {
  name: string;
  cardCount: number;
}

/**
 * The name and size of the deck a link or code names, asked of the server's deck page route;
 * `undefined` while asked, for no link, or when the deck cannot be read (Create then says why).
 */
export function useDeckSize(deckLink: string): DeckSize | undefined {
  // A link is short: anything longer is refused by the form before it is read.
  const id = deckLink.length <= 1000 ? deckIdFrom(deckLink) : undefined;
  const [size, setSize] = useState<{ id: string; deck: DeckSize } | undefined>();
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    fetch(`/api/decks/${encodeURIComponent(id)}`, { credentials: 'same-origin', signal: abort.signal })
      .then((res) => (res.ok ? res.json() : undefined))
      .then((body: { name?: unknown; cardCount?: unknown } | undefined) => {
        if (typeof body?.name === 'string' && typeof body.cardCount === 'number')
          setSize({ id, deck: { name: body.name, cardCount: body.cardCount } });
      })
      .catch(() => {});
    return () => abort.abort();
  }, [id]);
  return size && size.id === id ? size.deck : undefined;
}
