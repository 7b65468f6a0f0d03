import type { DecideContext, HandlerResult } from '../outcome.ts';
import type { DecidedType, RequestOf } from '../protocol.ts';
import type { GameState } from '../types.ts';

/** Everything a handler needs: the loaded game, the parsed request, who asks, and the context. */
export interface Call<K extends DecidedType> {
  state: GameState;
  request: RequestOf<K>;
  actor: string;
  ctx: DecideContext;
  random: () => number;
}

export type Handler<K extends DecidedType> = (call: Call<K>) => HandlerResult;
