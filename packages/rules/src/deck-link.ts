import * as z from 'zod';
import { requestMessages } from './messages.ts';

/** A deck's id: 16 random bytes in base64url, so no one finds a deck without being given its link. */
export const DECK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

// What the browser checks too (with its key, `request.deckLinkMalformed`); the server's other
// answers about decks are in its deck-cards.ts.
export const deckLinkMessages = { malformed: requestMessages.deckLinkMalformed } as const;

/** The deck id in a pasted link (`https://…/decks/{id}`, with or without a query or fragment) or code. */
export function deckIdFrom(input: string): string | undefined {
  const text = input.trim();
  if (DECK_ID_PATTERN.test(text)) return text;
  return /(?:^|\/)decks\/([\w-]{22})(?:[/?#].*)?$/.exec(text)?.[1];
}

/** The create form's deck: its link or code, and whether the chosen built-in categories join it. */
export const deckChoiceSchema = z.object({
  /** As typed in Deck link or code; parsed, the deck's id. */
  id: z
    .string({ error: deckLinkMessages.malformed })
    .max(1000, deckLinkMessages.malformed)
    .transform((link, ctx) => {
      const id = deckIdFrom(link);
      if (id) return id;
      ctx.addIssue({ code: 'custom', message: deckLinkMessages.malformed });
      return z.NEVER;
    }),
  builtInToo: z.boolean({ error: 'Built-in cards too must be on or off' }).default(true),
});
export type DeckChoice = z.output<typeof deckChoiceSchema>;
