import { useEffect, useState } from 'react';
import { DeckRefused, fetchDeck, type SharedDeck } from './deck-api.ts';
import type { DeckNotice } from './deck-message.ts';

/** A deck as a screen holds it: on its way, here, or refused (`gone`: deleted by its owner). */
export type LoadedDeck =
  | { kind: 'loading' }
  | { kind: 'deck'; deck: SharedDeck }
  | { kind: 'refused'; notice: DeckNotice; gone: boolean };

/**
 * Loads the deck `deckId` once per id (and again when `again` changes), dropping an answer that
 * comes after the screen has moved on. `before` runs first, in the same effect, for what must
 * happen before the request (the deck page keeps an edit link's key). The setter lets a screen
 * show a deck it has just changed without asking again.
 */
export function useLoadedDeck(
  deckId: string,
  before?: () => void,
  again?: unknown,
): [LoadedDeck, (deck: SharedDeck) => void] {
  const [loaded, setLoaded] = useState<LoadedDeck>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `before` is read once per load, on purpose; `again` asks for a new load
  useEffect(() => {
    before?.();
    let current = true;
    fetchDeck(deckId).then(
      (deck) => current && setLoaded({ kind: 'deck', deck }),
      (error: unknown) =>
        current &&
        setLoaded({
          kind: 'refused',
          notice:
            error instanceof DeckRefused
              ? error.notice
              : { text: error instanceof Error ? error.message : String(error) },
          gone: error instanceof DeckRefused && error.status === 410,
        }),
    );
    return () => {
      current = false;
    };
  }, [deckId, again]);
  return [loaded, (deck) => setLoaded({ kind: 'deck', deck })];
}
