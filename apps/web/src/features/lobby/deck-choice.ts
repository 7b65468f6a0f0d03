import { type DeckChoice, deckChoiceSchema, type GameView } from '@unsayable/rules';

type ChosenDeck = GameView['chosenDeck'];

/**
 * Where the lobby's cards come from, as the host picks it in Change settings: the built-in cards
 * alone, the deck the game has now, or a player's deck by its link or code.
 */
export type DeckSource = 'builtIn' | 'kept' | 'link';

export interface DeckForm {
  source: DeckSource;
  /** The link or code as pasted (for `link`). */
  link: string;
  builtInToo: boolean;
}

/** The game's deck as the editor opens on it. */
export function deckFormOf(deck: ChosenDeck): DeckForm {
  return { source: deck ? 'kept' : 'builtIn', link: '', builtInToo: deck?.builtInToo ?? true };
}

/** Whether the chosen source deals the built-in cards (so the categories are asked). */
export function dealsBuiltIn(form: DeckForm): boolean {
  return form.source === 'builtIn' || form.builtInToo;
}

/** What Save sends about the deck (nothing when it stays as it is). */
export type DeckChange = { deck?: DeckChoice | null; builtInToo?: boolean };

/**
 * The deck part of the lobby's new settings, checked as create checks a deck link (the rules'
 * own schema); a link that is none gets its message, for the link's field.
 */
export function deckChangeOf(
  form: DeckForm,
  current: ChosenDeck,
): { ok: true; change: DeckChange } | { ok: false; error: string } {
  if (form.source === 'builtIn') return { ok: true, change: current ? { deck: null } : {} };
  if (form.source === 'kept') {
    const toggled = current && form.builtInToo !== current.builtInToo;
    return { ok: true, change: toggled ? { builtInToo: form.builtInToo } : {} };
  }
  const parsed = deckChoiceSchema.safeParse({ id: form.link, builtInToo: form.builtInToo });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the deck link' };
  return { ok: true, change: { deck: parsed.data } };
}
