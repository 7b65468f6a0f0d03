import { deckIdFrom } from '@unsayable/rules';
import { useEffect, useState } from 'react';
import { callRoute } from '../net/route-call.ts';

/** A deck's name and size, as the create form and the lobby's Change settings say what a game deals. */
export interface DeckSize {
  name: string;
  cardCount: number;
}

/**
 * The name and size of the deck a link or code names (the create form's, the lobby's new deck), asked of the server's deck page route;
 * `undefined` while asked, for no link, or when the deck cannot be read (Create or Save then says why).
 */
export function useDeckSize(deckLink: string): DeckSize | undefined {
  // A link is short: anything longer is refused by the form before it is read.
  const id = deckLink.length <= 1000 ? deckIdFrom(deckLink) : undefined;
  const [size, setSize] = useState<{ id: string; deck: DeckSize } | undefined>();
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    void callRoute('deck', undefined, { params: { id }, signal: abort.signal }).then((result) => {
      if (result.ok) setSize({ id, deck: { name: result.answer.name, cardCount: result.answer.cardCount } });
    });
    return () => abort.abort();
  }, [id]);
  return size && size.id === id ? size.deck : undefined;
}
