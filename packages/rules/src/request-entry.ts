import type * as z from 'zod';
import type { FallbackOperation } from './messages.ts';
import type { DecideContext, HandlerResult } from './outcome.ts';
import type { GameState } from './types.ts';

/** Everything a request's decision needs: the loaded game, the parsed request, who asks, and the context. */
export interface Call<Payload = unknown> {
  state: GameState;
  request: Payload & { type: string };
  actor: string;
  ctx: DecideContext;
  random: () => number;
}

/**
 * One request of the catalogue: the schema that parses its payload and the operation whose
 * fallback message a player sees when it fails unexpectedly.
 */
export interface RequestEntry<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  fallback: FallbackOperation;
}

/**
 * One request the rules decide, whole in one entry: its schema and fallback, who may send it, and
 * its decision (which refuses whoever may not make it: the authorization is the decision's own).
 * The catalogue (`game-requests.ts`) lists the entries; the protocol's schemas, `decide`, the
 * fallbacks and the server's dispatch of game requests are all read from it.
 */
export interface GameRequestEntry<Schema extends z.ZodType = z.ZodType> extends RequestEntry<Schema> {
  /** `server`: made only by the server itself (presence, deadlines, spectators), never by a browser. */
  by?: 'server';
  decide: (call: Call<z.output<Schema>>) => HandlerResult;
}

/** Declares a request's entry, typing its decision's payload from its schema. */
export function gameRequest<Schema extends z.ZodType>(
  entry: GameRequestEntry<Schema>,
): GameRequestEntry<Schema> {
  return entry;
}

/** The schemas of a catalogue's entries, by request type. */
export type SchemasOf<Entries extends Record<string, RequestEntry>> = {
  [K in keyof Entries]: Entries[K]['schema'];
};

export function schemasOf<Entries extends Record<string, RequestEntry>>(
  entries: Entries,
): SchemasOf<Entries> {
  const schemas = Object.entries(entries).map(([type, entry]) => [type, entry.schema]);
  return Object.fromEntries(schemas) as SchemasOf<Entries>;
}
