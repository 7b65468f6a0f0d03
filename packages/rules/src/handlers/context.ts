import type { DecideContext, HandlerResult } from '../outcome.ts';
import type { GameRequestType, RequestOf, SystemRequestType } from '../schemas.ts';
import type { GameState } from '../types.ts';

type AnyType = GameRequestType | SystemRequestType;

/** Everything a handler needs: the loaded game, the parsed request, who asks, and the context. */
export interface Call<K extends AnyType> {
  state: GameState;
  request: RequestOf<K>;
  actor: string;
  ctx: DecideContext;
  random: () => number;
}

export type Handler<K extends AnyType> = (call: Call<K>) => HandlerResult;
