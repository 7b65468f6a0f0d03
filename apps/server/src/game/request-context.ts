import type { Ack, ErrorLogEntry, GameRequest, GameState, RequestType } from '@unsayable/rules';
import type { ErrorLog } from '../errors/error-log.ts';
import type { GameService } from './game-service.ts';
import type { HandlerContext, PlayerContext, Sender } from './request-handlers.ts';

/**
 * What the request path hands a handler (`HandlerContext`): one object per request, its methods
 * shared on the prototype, not a dozen closures made for every request a player sends. What it
 * adds to the game service is the request's own: its type on a refusal's log entry, its id on a
 * commit, its address's limits. Handlers call them as methods (`ctx.decide(...)`), never detached.
 */
export class RequestContext implements HandlerContext {
  constructor(
    readonly service: GameService,
    private readonly errors: ErrorLog,
    private readonly type: RequestType,
    readonly sender: Sender,
    readonly requestId: string,
  ) {}

  refuse(code: string, message: string) {
    return this.errors.refuse(
      code,
      message,
      {
        name: 'GameError',
        source: this.type,
        additionalInfo: JSON.stringify({ actor: this.sender.playerId }),
      },
      this.sender.limits,
    );
  }

  refuseQuietly(message: string) {
    return this.errors.refusedQuietly(message);
  }

  decide(request: GameRequest, actor: string) {
    return this.service.decideAndCommit(request, actor, this.requestId, this.sender.limits);
  }

  appendErrors(code: string, entries: ErrorLogEntry[]): Promise<boolean> {
    return this.errors.append(code, entries, this.sender.limits);
  }
}

/** The context of a request from a player with a session (`PlayerContext`). */
export class PlayerRequestContext extends RequestContext implements PlayerContext {
  constructor(
    service: GameService,
    errors: ErrorLog,
    type: RequestType,
    sender: Sender,
    requestId: string,
    readonly playerId: string,
  ) {
    super(service, errors, type, sender, requestId);
  }

  create(state: GameState, ack: Ack<'createGame'>): Promise<boolean> {
    return this.service.create(state, { playerId: this.playerId, requestId: this.requestId, ack });
  }
}
