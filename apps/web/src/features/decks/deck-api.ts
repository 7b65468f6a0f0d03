import {
  DECK_KEY_HEADER,
  type DeckFields,
  type DeckProblem,
  type DeckRouteName,
  type HttpRefusal,
  type RouteAnswer,
} from '@unsayable/rules';
import { callRoute, type RouteResult } from '../../net/route-call.ts';
import type { DeckNotice } from './deck-message.ts';

export type { DeckFields, DeckSaved, FlaggedDeckCard, SharedDeck } from '@unsayable/rules';

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

/** A deck route's answer; a refusal is thrown as DeckRefused. */
async function deckAnswer<K extends DeckRouteName>(call: Promise<RouteResult<K>>): Promise<RouteAnswer<K>> {
  const result = await call;
  if (result.ok) return result.answer;
  if (result.status === 0) throw new DeckRefused({ key: 'decks.offline' }, 0);
  throw new DeckRefused(
    refusalNotice(result.refusal, result.status),
    result.status,
    result.refusal?.problems ?? [],
  );
}

/** The edit key, when this device holds one: sent in its header, never in the URL. */
const keyHeader = (key: string | undefined): Record<string, string> =>
  key ? { [DECK_KEY_HEADER]: key } : {};

export const fetchDeck = (id: string) => deckAnswer(callRoute('deck', undefined, { params: { id } }));

export const saveDeck = (fields: DeckFields) => deckAnswer(callRoute('saveDeck', fields));

export const editDeck = (id: string, key: string, fields: DeckFields) =>
  deckAnswer(callRoute('editDeck', fields, { params: { id }, headers: keyHeader(key) }));

export const deleteDeck = (id: string, key: string) =>
  deckAnswer(callRoute('deleteDeck', undefined, { params: { id }, headers: keyHeader(key) }));

export const reportDeck = (id: string) => deckAnswer(callRoute('reportDeck', undefined, { params: { id } }));

/** The deck's flagged cards: its owner's alone (the edit key, or the owner's cookie). */
export const fetchDeckFlags = (id: string, key: string | undefined) =>
  deckAnswer(callRoute('deckFlags', undefined, { params: { id }, headers: keyHeader(key) }));
