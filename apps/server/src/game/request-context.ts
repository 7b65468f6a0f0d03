import type {
  Ack,
  Card,
  CardInput,
  ErrorLogEntry,
  GameLanguage,
  GameRequest,
  GameState,
  RequestType,
} from '@unsayable/rules';
import type { ErrorLog } from '../errors/error-log.ts';
import type { CardFlag } from '../store/flag-store.ts';
import type { GameService } from './game-service.ts';
import type { HandlerContext, PlayerContext, Sender } from './request-handlers.ts';

/**
 * What the request path hands a handler (`HandlerContext`): one object per request, its methods
 * shared on the prototype, not a dozen closures made for every request a player sends. Handlers
 * call them as methods (`ctx.decide(...)`), never detached.
 */
export class RequestContext implements HandlerContext {
  constructor(
    protected readonly service: GameService,
    private readonly errors: ErrorLog,
    private readonly type: RequestType,
    readonly sender: Sender,
    readonly requestId: string,
  ) {}

  now(): number {
    return this.service.now();
  }

  load(code: string): Promise<GameState | undefined> {
    return this.service.load(code);
  }

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

  gameExists(code: string): Promise<boolean> {
    return this.service.gameExists(code);
  }

  freeGamecode(): Promise<string> {
    return this.service.freeGamecode();
  }

  catalogue(language: GameLanguage): Promise<readonly Card[]> {
    return this.service.catalogue(language);
  }

  catalogueHas(word: string, language: GameLanguage): Promise<boolean> {
    return this.service.catalogueHas(word, language);
  }

  addIdea(card: CardInput, language: GameLanguage, playerId: string | null): Promise<void> {
    return this.service.addIdea(card, language, playerId);
  }

  deck(id: string) {
    return this.service.deck(id);
  }

  deckUsed(id: string): Promise<void> {
    return this.service.deckUsed(id);
  }

  flagCard(flag: CardFlag): Promise<void> {
    return this.service.flagCard(flag);
  }

  appendErrors(code: string, entries: ErrorLogEntry[]): Promise<boolean> {
    return this.errors.append(code, entries, this.sender.limits);
  }

  ack(outcome: 'accepted' | 'unchanged', extra?: { version?: number }) {
    return this.service.answer(outcome, extra);
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
    return this.service.create(state, { playerId: this.playerId, requestId: this.requestId, body: ack });
  }
}
