import {
  type Ack,
  fallbackFor,
  isGameRequestType,
  isRequestType,
  normalizeGamecode,
  ownMessages,
  type ParsedPayload,
  parseRequest,
  type RequestType,
  transientMessages,
} from '@unsayable/rules';
import type { Logger } from 'pino';
import type { AddressGate } from '../access/address-limits.ts';
import { codesHeld, isMiss, missAllowed } from '../access/code-misses.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import type { Metrics, RefusalKind } from '../metrics.ts';
import { RequestAlreadyAnswered } from '../store/store.ts';
import { type GameService, ServerBusy } from './game-service.ts';
import { newestGameOf } from './rematch-chain.ts';
import { PlayerRequestContext, RequestContext } from './request-context.ts';
import {
  type HandlerContext,
  isOpenRequestType,
  type OpenRequestType,
  openHandlers,
  type PlayerContext,
  type PlayerRequestType,
  playerHandlers,
  requestMessages,
  type Sender,
} from './request-handlers.ts';

/** The handler tables seen with any acknowledgement as the result, to call one by a type known at run time. */
type Dispatch<T extends RequestType, C> = {
  [K in T]: (context: C, payload: ParsedPayload<K>, type: K) => Promise<Ack>;
};
const openDispatch: Dispatch<OpenRequestType, HandlerContext> = openHandlers;
const playerDispatch: Dispatch<PlayerRequestType, PlayerContext> = playerHandlers;

/** A request as the socket layer hands it over: its envelope already checked. */
export interface IncomingRequest {
  id: string;
  type: string;
  payload?: unknown;
}

/**
 * The one path of every request a browser sends, about a game or not: known type → payload
 * parsed → session → one at a time per game (or per player, for Create) → an earlier answer to the
 * same request id given again → the type's handler. Every failure is written to the error log of
 * its game (or of the server) before the player gets its message; an unexpected one becomes the
 * operation's own fallback.
 */
export class RequestPath {
  constructor(
    private readonly service: GameService,
    private readonly errors: ErrorLog,
    private readonly metrics?: Pick<Metrics, 'requestStarted'>,
    private readonly log?: Logger,
  ) {}

  /** Refusals made before a handler ran, by kind, for the metrics (the rest are the rules'). */
  private readonly refusalKinds = new WeakMap<Ack, RefusalKind>();

  async handle(sender: Sender, request: IncomingRequest): Promise<Ack> {
    const started = performance.now();
    const done = this.metrics?.requestStarted(isRequestType(request.type) ? request.type : 'unknown');
    const ack = await this.withinCodeLimits(sender, request);
    const refusal = this.refusalKinds.get(ack);
    done?.(ack.ok ? ack.outcome : 'refused', refusal);
    // Never the payload or the answer's data: they may hold a card's words. Nothing is built for
    // the line unless debug lines are kept: this runs for every request.
    if (!this.log?.isLevelEnabled('debug')) return ack;
    this.log.debug(
      {
        reqId: request.id,
        player: sender.playerId,
        type: request.type.slice(0, 40),
        outcome: ack.ok ? ack.outcome : 'refused',
        ...(ack.ok ? {} : { refusal: refusal ?? 'rules' }),
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
    return ack;
  }

  /**
   * A request that names a game, from a connection with a client address: a miss counts against
   * the address, and past its limit the request is refused as a guess (`code-misses.ts`).
   */
  private async withinCodeLimits(sender: Sender, request: IncomingRequest): Promise<Ack> {
    const { limits } = sender;
    const { type } = request;
    if (!limits || !isRequestType(type) || gamecodeOf(request.payload) === undefined)
      return this.answer(sender, request);
    if (codesHeld(limits, type, this.service.now())) return this.tooManyCodes(limits, type);
    const ack = await this.answer(sender, request);
    if (!isMiss(ack) || (await missAllowed(limits, this.service.now()))) return ack;
    return this.tooManyCodes(limits, type);
  }

  /** A guess refused: recorded in the server's log once a minute per address, not in a game's. */
  private tooManyCodes(limits: AddressGate, type: RequestType): Promise<Ack> {
    const message = requestMessages.tooManyCodes;
    const recorded =
      limits.refuse('code', this.service.now()) === 'refused'
        ? this.errors.refuse(SERVER_LOG, message, { name: 'LimitError', source: type })
        : Promise.resolve(this.errors.refusedQuietly(message));
    return this.kind('limit', recorded);
  }

  private async answer(sender: Sender, request: IncomingRequest): Promise<Ack> {
    const { type, payload } = request;
    const logTo = gamecodeOf(payload) ?? SERVER_LOG;
    if (!isRequestType(type)) {
      const message = ownMessages.invalidRequest(`unknown request "${type}"`);
      const fields = { name: 'ValidationError', source: type.slice(0, 40) };
      return this.kind('validation', this.errors.refuse(logTo, message, fields, sender.limits));
    }
    const { service, errors } = this;
    const context = sender.playerId
      ? new PlayerRequestContext(service, errors, type, sender, request.id, sender.playerId)
      : new RequestContext(service, errors, type, sender, request.id);
    try {
      if (isOpenRequestType(type)) return await this.open(type, payload, context, logTo);
      // A spectator's connection has no seat: what needs one is refused, whatever its cookie says.
      const watching = sender.spectator?.current();
      if (watching)
        return await this.kind(
          'session',
          context.refuse(watching.gamecode, requestMessages.spectatorHasNoSeat(watching.gamecode)),
        );
      if (!(context instanceof PlayerRequestContext))
        return await this.kind('session', context.refuse(logTo, requestMessages.needsSession));
      return await this.forPlayer(type, payload, context, logTo);
    } catch (error) {
      if (error instanceof ServerBusy) return this.busy(error);
      if (this.errors.storage.full(error))
        return this.kind('unavailable', this.errors.unexpected(logTo, type, error, fallbackFor(type)));
      return this.kind(
        'unexpected',
        this.errors.unexpected(logTo, type, error, fallbackFor(type), { reqId: request.id }),
      );
    }
  }

  /** When a load-shedding spell began and how many were refused since (for one log line a minute). */
  private shedding = { since: Number.NEGATIVE_INFINITY, refused: 0 };

  /**
   * Too many requests wait already: refused at once, changing nothing. Written to no error log
   * (that too would wait for the store); the operator hears of it at most once a minute.
   */
  private busy(error: ServerBusy): Promise<Ack> {
    const now = this.service.now();
    this.shedding.refused++;
    if (now - this.shedding.since >= 60_000) {
      this.log?.warn(
        { event: 'load-shed', scope: error.scope, refusedSinceLast: this.shedding.refused },
        'too many requests wait for the store: new ones are refused until the queue shortens',
      );
      this.shedding = { since: now, refused: 0 };
    }
    return this.kind(
      'unavailable',
      Promise.resolve(this.errors.refusedQuietly(transientMessages.serverBusy)),
    );
  }

  private async kind(kind: RefusalKind, refusal: Promise<Ack>): Promise<Ack> {
    const ack = await refusal;
    this.refusalKinds.set(ack, kind);
    return ack;
  }

  private async open<K extends OpenRequestType>(
    type: K,
    payload: unknown,
    context: HandlerContext,
    logTo: string,
  ): Promise<Ack> {
    const parsed = parseRequest(type, payload);
    if (!parsed.ok) return this.invalid(logTo, type, parsed.message, context.sender);
    return openDispatch[type](context, parsed.value, type);
  }

  /**
   * A player's request: in its game's turn (Create: in the player's own), and answered from the
   * stored acknowledgement if the same request id was accepted before. For a game's request that
   * is looked up only when the request was not accepted this time: an accepted change's commit
   * stores its acknowledgement first and is refused (`RequestAlreadyAnswered`) when the id has
   * one, so a request seen once, the common case, costs no read of the stored acknowledgements.
   * Create looks first: deciding it again would spend the address's allowance of new games.
   */
  private async forPlayer<K extends PlayerRequestType>(
    type: K,
    payload: unknown,
    context: PlayerContext,
    logTo: string,
  ): Promise<Ack> {
    const parsed = parseRequest(type, payload);
    if (!parsed.ok) return this.invalid(logTo, type, parsed.message, context.sender);
    const value = await this.joiningWhereTheGroupWent(type, parsed.value);
    const key = 'gamecode' in value ? value.gamecode : `player:${context.playerId}`;
    return this.service.admit(key, async () => {
      const earlier = () => this.service.remembered(context.playerId, context.requestId);
      if (type === 'createGame') {
        const answered = await earlier();
        if (answered) return answered;
      }
      try {
        const ack: Ack = await playerDispatch[type](context, value, type);
        if ((ack.ok && ack.outcome === 'accepted') || !isGameRequestType(type)) return ack;
        return (await earlier()) ?? ack;
      } catch (error) {
        // Another process applied the same request id first (a retry that went elsewhere).
        if (error instanceof RequestAlreadyAnswered) return error.ack;
        throw error;
      }
    });
  }

  /**
   * Join by the code of a finished game followed by Play again joins the newest game of that
   * chain, and takes that game's turn: decided nowhere else. Other requests are as sent.
   */
  private async joiningWhereTheGroupWent<V>(type: RequestType, value: V): Promise<V> {
    if (type !== 'joinGame') return value;
    const join = value as ParsedPayload<'joinGame'>;
    const { gamecode } = await newestGameOf((code) => this.service.load(code), join.gamecode);
    return gamecode === join.gamecode ? value : ({ ...join, gamecode } as V);
  }

  private invalid(logTo: string, type: RequestType, message: string, sender: Sender): Promise<Ack> {
    return this.kind(
      'validation',
      this.errors.refuse(logTo, message, { name: 'ValidationError', source: type }, sender.limits),
    );
  }
}

/** The game a payload names, if it names one readably: where its failures are logged. */
function gamecodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const code: unknown = Reflect.get(payload, 'gamecode');
  return typeof code === 'string' && code.length <= 12 ? normalizeGamecode(code) : undefined;
}
