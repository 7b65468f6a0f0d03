import {
  DECK_KEY_HEADER,
  type DeckAnswers,
  type DeckBodies,
  type DeckFields,
  type DeckProblem,
  type DeckRouteName,
  deckRoutePath,
  deckRoutes,
} from '@unsayable/cards/decks';
import type { HttpRefusal } from '@unsayable/rules';
import { callJson } from '../../net/route-call.ts';
import type { DeckNotice } from './deck-message.ts';

export type { DeckFields, DeckSaved, FlaggedDeckCard, SharedDeck } from '@unsayable/cards/decks';

/**
 * A refusal from the server, with what people see (by the answer's `errorRef`, else its English
 * `error`) and the HTTP status (410: hidden). `message` is the English text.
 */
export class DeckRefused extends Error {
  constructor(
    readonly notice: DeckNotice,
    readonly status: number,
    readonly problems: DeckProblem[] = [],
  ) {
    super('english' in notice ? notice.english : 'text' in notice ? notice.text : notice.key);
    this.name = 'DeckRefused';
  }
}

/** What a refusal says: by its key when the answer names one, else its English text. */
function refusalNotice(refusal: HttpRefusal | undefined, status: number): DeckNotice {
  if (!refusal) return { key: 'decks.serverSaid', values: { status } };
  return refusal.errorRef ? { ref: refusal.errorRef, english: refusal.error } : { text: refusal.error };
}

/** The lines a refused save left out, as the deck catalogue's refusal carries them. */
function problemsOf(refused: unknown): DeckProblem[] {
  const problems =
    typeof refused === 'object' && refused !== null ? Reflect.get(refused, 'problems') : undefined;
  return Array.isArray(problems) ? problems : [];
}

/** Calls deck route `name` of the deck catalogue for deck `id`; a refusal is thrown as DeckRefused. */
async function callDeckRoute<K extends DeckRouteName>(
  name: K,
  id: string,
  body: DeckBodies[K],
  key?: string,
): Promise<DeckAnswers[K]> {
  const result = await callJson<DeckAnswers[K]>(deckRoutes[name].method, deckRoutePath(name, id), {
    body,
    headers: key ? { [DECK_KEY_HEADER]: key } : {},
  });
  if (result.ok) return result.answer;
  if (result.status === 0) throw new DeckRefused({ key: 'decks.offline' }, 0);
  throw new DeckRefused(
    refusalNotice(result.refusal, result.status),
    result.status,
    problemsOf(result.refused),
  );
}

export const fetchDeck = (id: string) => callDeckRoute('deck', id, undefined);

export const saveDeck = (fields: DeckFields) => callDeckRoute('saveDeck', '', fields);

export const editDeck = (id: string, key: string, fields: DeckFields) =>
  callDeckRoute('editDeck', id, fields, key);

export const deleteDeck = (id: string, key: string) => callDeckRoute('deleteDeck', id, undefined, key);

export const reportDeck = (id: string) => callDeckRoute('reportDeck', id, undefined);

/** The deck's flagged cards: its owner's alone (the edit key, or the owner's cookie). */
export const fetchDeckFlags = (id: string, key: string | undefined) =>
  callDeckRoute('deckFlags', id, undefined, key);
