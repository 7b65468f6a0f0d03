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
}
