import { randomUUID } from 'node:crypto';
import { stem } from '@unsayable/cards';
import {
  createGame,
  errorEntry,
  type GameState,
  normalizeGamecode,
  ownMessages,
  parseGameRequest,
  parseOtherRequest,
  playedCardsFor,
  seedMessages,
  viewFor,
} from '@unsayable/rules';
import type { Ack, Envelope } from './envelope.ts';
import type { GameService } from './game-service.ts';
import type { TokenBucket } from './rate-limit.ts';

export const requestMessages = {
  needsSession: 'Create or join a game first',
  ideaExists: (word: string) => `"${word}" is already a card`,
  ideasTooFast: 'Thanks for all the ideas! Please wait a minute before sending another.',
} as const;

/** Who sent a request: the anonymous player of the connection's cookie, if any. */
export interface Sender {
  playerId: string | null;
  name: string | null;
  /** Card ideas have a tighter limit of their own than requests in general. */
  ideas?: TokenBucket;
}

type Handler = (service: GameService, sender: Sender, envelope: Envelope) => Promise<Ack>;

const createGameRequest: Handler = async (service, sender, { id, payload }) => {
  const parsed = parseOtherRequest('createGame', payload);
  if (!parsed.ok) return service.fail(parsed.message);
  const playerId = sender.playerId;
  if (!playerId) return service.fail(requestMessages.needsSession);
  // One at a time per player, like game requests per game: a retry arriving while the first is
  // still being handled finds its stored answer instead of creating a second game.
  return service.queue.run(`createGame:${playerId}`, async () => {
    const earlier = await service.store.findResponse(playerId, id);
    if (earlier) return earlier as Ack;
    const gamecode = await service.freeGamecode();
    const state = createGame({
      gamecode,
      hostId: playerId,
      hostName: parsed.value.name,
      settings: parsed.value.settings,
      now: service.now(),
    });
    const body = service.ack('accepted', { version: state.version, data: { gamecode } });
    if (!(await service.create(state, { playerId, requestId: id, body }))) {
      throw new Error(`game code ${gamecode} was taken meanwhile`);
    }
    // The seed reads the new game back before telling the creator it exists.
    if (!(await service.store.gameExists(gamecode))) {
      return service.refuse(gamecode, seedMessages.creationNotFound, {
        message: seedMessages.creationNotFound,
        name: 'GameError',
        source: 'createGame',
        date: service.now(),
      });
    }
    return body;
  });
};

const verifyGame: Handler = async (service, _sender, { payload }) => {
  const parsed = parseOtherRequest('verifyGame', payload);
  if (!parsed.ok) return service.fail(parsed.message);
  const code = parsed.value.gamecode;
  const state = await service.load(code);
  const problem = !state
    ? seedMessages.codeDoesNotExist(code)
    : state.status === 'finished'
      ? seedMessages.notJoinable(code, state.status)
      : null;
  if (problem)
    return service.refuse(code, problem, {
      message: problem,
      name: 'GameError',
      source: 'verifyGame',
      date: service.now(),
    });
  return service.ack('unchanged', { data: { gamecode: code, status: state?.status } });
};

/**
 * A refusal about a game: appended to errors/{code} first, then the player gets the message
 * (PRODUCT.md section 6), like every refusal of the rules.
 */
function refuseOn(service: GameService, sender: Sender, code: string, message: string, source: string) {
  return service.refuse(code, message, {
    message,
    name: 'GameError',
    source,
    date: service.now(),
    additionalInfo: JSON.stringify({ actor: sender.playerId }),
  });
}

/** The game a read request is about, if the sender may read it; otherwise the logged refusal. */
async function readable(
  service: GameService,
  sender: Sender,
  code: string,
  source: string,
): Promise<{ state: GameState; playerId: string } | { refusal: Ack }> {
  if (!sender.playerId)
    return { refusal: await refuseOn(service, sender, code, requestMessages.needsSession, source) };
  const state = await service.load(code);
  if (!state)
    return { refusal: await refuseOn(service, sender, code, seedMessages.gameDoesNotExist(code), source) };
  if (!state.users.includes(sender.playerId))
    return { refusal: await refuseOn(service, sender, code, ownMessages.notInGame(code), source) };
  return { state, playerId: sender.playerId };
}

/** The player's own current view of a game: sent on (re)connection, so nothing depends on missed messages. */
const watchGame: Handler = async (service, sender, { payload }) => {
  const parsed = parseOtherRequest('verifyGame', payload);
  if (!parsed.ok) return service.fail(parsed.message);
  const found = await readable(service, sender, parsed.value.gamecode, 'watchGame');
  if ('refusal' in found) return found.refusal;
  return service.ack('unchanged', {
    version: found.state.version,
    data: viewFor(found.state, found.playerId),
  });
};

const fetchPlayedCards: Handler = async (service, sender, { payload }) => {
  const parsed = parseOtherRequest('fetchPlayedCards', payload);
  if (!parsed.ok) return service.fail(parsed.message);
  const found = await readable(service, sender, parsed.value.gamecode, 'fetchPlayedCards');
  if ('refusal' in found) return found.refusal;
  return service.ack('unchanged', {
    version: found.state.version,
    data: playedCardsFor(found.state, found.playerId),
  });
};

const submitCardIdea: Handler = async (service, sender, { payload }) => {
  const parsed = parseOtherRequest('submitCardIdea', payload);
  if (!parsed.ok) return service.fail(parsed.message);
  const { word, forbidden } = parsed.value.card;
  if (sender.ideas && !sender.ideas.take(service.now())) return service.fail(requestMessages.ideasTooFast);
  const known = (await service.store.catalogue()).some((c) => stem(c.word) === stem(word));
  if (known) return service.fail(requestMessages.ideaExists(word));
  await service.store.addIdea({
    id: randomUUID(),
    word,
    forbidden,
    reviewed: false,
    added: false,
    createdAt: service.now(),
    playerId: sender.playerId,
  });
  return service.ack('accepted');
};

/** A browser's own failure, kept in the same error log as the server's. */
const reportError: Handler = async (service, sender, { payload }) => {
  const parsed = parseOtherRequest('reportError', payload);
  if (!parsed.ok) return service.fail(parsed.message);
  const { gamecode, ...entry } = parsed.value;
  await service.store.appendErrors(gamecode ?? 'client', [
    errorEntry({
      ...entry,
      date: service.now(),
      additionalInfo: entry.additionalInfo || (sender.playerId ? `player ${sender.playerId}` : ''),
    }),
  ]);
  return service.ack('accepted');
};

const otherHandlers: Record<string, Handler> = {
  createGame: createGameRequest,
  verifyGame,
  watchGame,
  fetchPlayedCards,
  submitCardIdea,
  reportError,
};

/** Every request of a connection: those about no game first, then the game requests of the rules. */
export async function handleRequest(service: GameService, sender: Sender, envelope: Envelope): Promise<Ack> {
  const other = otherHandlers[envelope.type];
  if (other) {
    try {
      return await other(service, sender, envelope);
    } catch (error) {
      const code = gamecodeOf(envelope.payload) ?? 'server';
      return service.unexpected(code, envelope.type === 'createGame' ? 'createGame' : 'verifyGame', error);
    }
  }
  const parsed = parseGameRequest(envelope.type, envelope.payload);
  if (!parsed.ok) {
    const code = gamecodeOf(envelope.payload);
    if (!code) return service.fail(parsed.message);
    return service.refuse(code, parsed.message, {
      message: parsed.message,
      name: 'ValidationError',
      source: envelope.type,
      date: service.now(),
    });
  }
  if (!sender.playerId)
    return refuseOn(service, sender, parsed.value.gamecode, requestMessages.needsSession, envelope.type);
  return service.apply(parsed.value, sender.playerId, envelope.id);
}

function gamecodeOf(payload: unknown): string | undefined {
  const code = (payload as { gamecode?: unknown } | null)?.gamecode;
  return typeof code === 'string' && code.length <= 12 ? normalizeGamecode(code) : undefined;
}
