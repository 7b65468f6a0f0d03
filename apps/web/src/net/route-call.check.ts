/**
 * Compile-time checks of the web client's calls of the route catalogue, run by `npm run typecheck`
 * (never executed): each line marked `@ts-expect-error` must stay an error.
 */
import { callRoute } from './route-call.ts';

export async function calls(): Promise<void> {
  // @ts-expect-error the field is `name`, not `displayName`
  await callRoute('name', { displayName: 'Ana' });
  // @ts-expect-error a link's code is text
  await callRoute('link', { code: 42 });
  // @ts-expect-error sign-out reads no body
  await callRoute('signOut', { everywhere: true });
  const claim = await callRoute('claimDecks', { decks: [] });
  if (claim.ok) {
    const claimed: number = claim.answer.claimed;
    // @ts-expect-error claimDecks answers a count, with no list of decks
    const decks: unknown[] = claim.answer.decks;
    void [claimed, decks];
  }
  // The deck routes: the deck's id in the path, the fields in the body.
  const id = 'AAAAAAAAAAAAAAAAAAAAAA';
  // @ts-expect-error a deck's page needs the deck's id
  await callRoute('deck', undefined);
  // @ts-expect-error the deck's id goes in the path's params, not in the body
  await callRoute('deck', { id });
  // @ts-expect-error a deck is saved with its text
  await callRoute('saveDeck', { name: 'Mine', language: 'en' });
  // @ts-expect-error an edit names the deck it changes
  await callRoute('editDeck', { name: 'Mine', language: 'en', text: 'Sun' }, { headers: {} });
  const page = await callRoute('deck', undefined, { params: { id } });
  if (page.ok) {
    const cards: number = page.answer.cardCount;
    // @ts-expect-error a deck's page never holds its edit key
    const key: string = page.answer.editKey;
    void [cards, key];
  }
  const saved = await callRoute('saveDeck', { name: 'Mine', language: 'en', text: 'Sun' });
  if (saved.ok) {
    const key: string = saved.answer.editKey;
    void key;
  } else {
    const lines: number[] = saved.refusal?.problems?.map((problem) => problem.at) ?? [];
    // @ts-expect-error a left-out line's place is a number, its `where` the words
    const places: string[] = saved.refusal?.problems?.map((problem) => problem.at) ?? [];
    void [lines, places];
  }
}
