import type { DeckCard, DeckLanguage, DeckProblem } from '@unsayable/cards/decks';
import type { FlagReason } from '@unsayable/rules';
import { type DeckNotice, refOf } from './deck-message.ts';

/** A deck as its page shows it. */
export interface SharedDeck {
  id: string;
  name: string;
  language: DeckLanguage;
  cards: DeckCard[];
  cardCount: number;
  editedAt: number;
  /** The player asking owns the deck (their account made or claimed it): they may change it without its key. */
  yours?: boolean;
}

export interface DeckSaved {
  id: string;
  saved: number;
  /** The lines (or cards) left out, each with its problem. */
  leftOut: DeckProblem[];
  /** Only when the deck is new: what lets this device (or an edit link) change it. */
  editKey?: string;
}

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
function refusalNotice(body: Record<string, unknown>, status: number): DeckNotice {
  if (typeof body.error !== 'string') return { key: 'decks.serverSaid', values: { status } };
  const ref = refOf(body.errorRef);
  return ref ? { ref, english: body.error } : { text: body.error };
}

async function call<T>(path: string, init: RequestInit & { key?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.key) headers['x-deck-key'] = init.key;
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new DeckRefused({ key: 'decks.offline' }, 0);
  }
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok)
    throw new DeckRefused(
      refusalNotice(body, res.status),
      res.status,
      Array.isArray(body.problems) ? (body.problems as DeckProblem[]) : [],
    );
  return body as T;
}

export interface DeckFields {
  name: string;
  language: DeckLanguage;
  /** The pasted or uploaded text: the server reads it with the same parser as the editor. */
  text: string;
}

export const fetchDeck = (id: string) => call<SharedDeck>(`/api/decks/${encodeURIComponent(id)}`);

export const saveDeck = (fields: DeckFields) =>
  call<DeckSaved>('/api/decks', { method: 'POST', body: JSON.stringify(fields) });

export const editDeck = (id: string, key: string, fields: DeckFields) =>
  call<DeckSaved>(`/api/decks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    key,
    body: JSON.stringify(fields),
  });

export const deleteDeck = (id: string, key: string) =>
  call<Record<string, never>>(`/api/decks/${encodeURIComponent(id)}`, { method: 'DELETE', key });

export const reportDeck = (id: string) =>
  call<{ reported: true }>(`/api/decks/${encodeURIComponent(id)}/report`, { method: 'POST' });

/** A card of the deck that players flagged in games, with how many flagged it for each reason. */
export interface FlaggedDeckCard {
  word: string;
  counts: Record<FlagReason, number>;
  total: number;
}

/** The deck's flagged cards: its owner's alone (the edit key, or the owner's cookie). */
export const fetchDeckFlags = (id: string, key: string | undefined) =>
  call<{ flags: FlaggedDeckCard[] }>(`/api/decks/${encodeURIComponent(id)}/flags`, key ? { key } : {});
