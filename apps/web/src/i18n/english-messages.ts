import {
  accountMessages,
  CARD_TEXT_MAX,
  CODE_LENGTH,
  END_VALUE_RANGES,
  escapeRegex,
  FORBIDDEN_MAX,
  fallbackMessages,
  fixedMessages,
  MESSAGE_PARAMS,
  type MessageRef,
  NAME_MAX,
  ownMessages,
  skipReasons,
  TURN_SECONDS,
  teamNameMessages,
  textMessages,
  transientMessages,
} from '@unsayable/rules';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { activeLanguage, DEFAULT_LANGUAGE, type MessageKey, translate } from './i18n.ts';

/**
 * Messages that reach the browser as English text: the server's (refusals, fallbacks, skip
 * reasons; `packages/rules/src/messages.ts`), the form checks of the rules' schemas, and the
 * browser's own network message. Each English text is matched to its catalogue key (`server.*`,
 * `check.*`, `client.*`) and shown in the player's language; the English texts stay word for word
 * in English (and in the error log). Parts of a message that are themselves English words (what
 * only the host can do, a game status) are translated through `server.part.*`.
 */

type Template = string | ((...args: never[]) => string);

// Private-use characters: never in a message, so a mark cannot be mistaken for text.
const MARK = (i: number) => `\uE000${i}\uE001`;
const MARKS = /\uE000(\d+)\uE001/g;

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  /** The argument each capture is, in order. */
  slots: number[];
  /** Arguments the pattern itself fixes (the "1" of a singular). */
  fixed: Record<number, string>;
}

function patternFor(key: MessageKey, text: string, fixed: Record<number, string>): Pattern {
  const slots: number[] = [];
  const source = escapeRegex(text).replace(MARKS, (_m, i: string) => {
    slots.push(Number(i));
    return '(.+?)';
  });
  return { key, regex: new RegExp(`^${source}$`, 's'), slots, fixed };
}

/** Every form of one message: with each argument a mark, and with each argument 1 (a singular). */
function patternsOf(key: MessageKey, template: Template): Pattern[] {
  if (typeof template === 'string') return [patternFor(key, template, {})];
  const call = template as (...args: unknown[]) => string;
  const arity = call.length;
  const marks = Array.from({ length: arity }, (_, i) => MARK(i));
  const general = call(...marks);
  const patterns = [patternFor(key, general, {})];
  for (let i = 0; i < arity; i++) {
    const one = call(...marks.map((m, j) => (j === i ? 1 : m)));
    if (one !== general.replace(MARK(i), '1')) patterns.unshift(patternFor(key, one, { [i]: '1' }));
  }
  return patterns;
}

function tablePatterns(prefix: string, table: Record<string, Template>): Pattern[] {
  return Object.entries(table).flatMap(([name, template]) =>
    patternsOf(`${prefix}.${name}` as MessageKey, template),
  );
}

const { turns, time, score } = END_VALUE_RANGES;

/** The rules' schema messages a form shows (the same text the server would give). */
export const checkMessages = {
  nameRequired: 'Your name is required',
  nameTooLong: `Your name can be at most ${NAME_MAX} characters`,
  wordRequired: 'The word is required',
  wordTooLong: `The word can be at most ${CARD_TEXT_MAX} characters`,
  forbiddenRequired: 'A forbidden word is required',
  forbiddenTooLong: `A forbidden word can be at most ${CARD_TEXT_MAX} characters`,
  gamecodeRequired: 'Game code is required',
  gamecodeShape: `A game code is ${CODE_LENGTH} letters and digits`,
  turnsRange: `Turns per player must be a whole number from ${turns.min} to ${turns.max}`,
  minutesRange: `Minutes must be a whole number from ${time.min} to ${time.max}`,
  scoreRange: `Target score must be a whole number from ${score.min} to ${score.max}`,
  secondsStep: `Seconds per turn go in steps of ${TURN_SECONDS.step}`,
  secondsRange: `Seconds per turn must be ${TURN_SECONDS.min} to ${TURN_SECONDS.max}`,
  categoriesRequired: 'Choose at least one card category',
  forbiddenTooMany: `At most ${FORBIDDEN_MAX} forbidden words`,
  // What a form says if a check ever fails without a message of its own.
  checkName: 'Check your name',
  checkWord: 'Check the word',
  checkGamecode: 'Check the game code',
  teamNameRequired: teamNameMessages.required,
  teamNameTooLong: (max: number) => `Team name can be at most ${max} characters`,
  teamEmoji: teamNameMessages.emoji,
} as const;

/**
 * The server's own messages that are not the rules' (apps/server: sessions, sockets, card
 * ideas), copied word for word: the web client may not import the server. When the server names
 * each message with a key on the acknowledgement, this copy goes.
 */
export const serverAppMessages = {
  needsSession: 'Create or join a game first',
  ideaExists: (word: string) => `"${word}" is already a card`,
  ideasTooFast: 'Thanks for all the ideas! Please wait a minute before sending another.',
  tooManyGames: 'Too many new games from your network: try again later',
  tooManyCodes: 'Too many game codes tried from your network: wait a minute',
  tooManyWatching: 'Too many requests to watch games from your network: wait a minute',
  tooManyReports: 'Too many error reports from your network: try again later',
  flagUnseen: 'You can flag only a card you have seen in this game',
  flagHostCard: 'The host wrote this card for this game: tell them in person',
  tooManyFlags: 'Too many flagged cards from you or your network: try again later',
  tooManyPlayers: 'Too many new players from your network: try again in a minute',
  tooManyConnections: (max: number) =>
    `Too many connections from your network (at most ${max}): close a tab or try again later`,
  otherSite: 'Requests from other sites are not accepted: open the game at its own address',
} as const;

export const clientMessages = {
  network: NETWORK_ERROR,
  stillInGame: (message: string) => `You are still in the game. ${message}`,
} as const;

const patterns: Pattern[] = [
  ...tablePatterns('server', fixedMessages),
  ...tablePatterns('server.fallback', fallbackMessages),
  ...tablePatterns('server', transientMessages),
  ...tablePatterns('server', ownMessages),
  ...tablePatterns('server.skip', skipReasons),
  ...tablePatterns('server.app', serverAppMessages),
  ...tablePatterns('check', checkMessages),
  ...tablePatterns('check', textMessages),
  ...tablePatterns('client', clientMessages),
  ...tablePatterns('server.account', accountMessages),
];

/** An English part of a message (a status, what only the host can do) in the active language. */
function part(value: string): string {
  const key = `server.part.${value}` as MessageKey;
  const translated = translate(key);
  return translated === key ? value : translated;
}

/** The key and arguments of an English message, or null for a text that is none of them. */
export function matchEnglish(text: string): { key: MessageKey; values: Record<string, string> } | null {
  for (const { key, regex, slots, fixed } of patterns) {
    const found = regex.exec(text);
    if (!found) continue;
    const values: Record<string, string> = { ...fixed };
    slots.forEach((slot, n) => {
      values[slot] = found[n + 1] ?? '';
    });
    return { key, values };
  }
  return null;
}

/** Where each group of the server's message keys (`fixed.gameNotActive`) is in the catalogues. */
const CATALOGUE_PREFIX: Record<string, string> = {
  fixed: 'server',
  own: 'server',
  transient: 'server',
  fallback: 'server.fallback',
  skip: 'server.skip',
  request: 'server.app',
  transport: 'server.app',
  // The schemas' own refusals, which a form shows too.
  text: 'check',
};

/**
 * A server message by its key and values (an acknowledgement's `errorRef`), in the active
 * language; null when this client's catalogues have no such key (a newer server's message).
 */
export function localizeRef(ref: MessageRef): string | null {
  const [group = '', name = ''] = ref.key.split('.');
  const prefix = CATALOGUE_PREFIX[group];
  if (!prefix) return null;
  const key = `${prefix}.${name}` as MessageKey;
  const names =
    (MESSAGE_PARAMS as Record<string, Record<string, readonly string[]> | undefined>)[group]?.[name] ?? [];
  // The catalogues number a message's values in the order its function takes them ({0}, {1}).
  const values = Object.fromEntries(
    names.map((param, i) => {
      const value = ref.params[param] ?? '';
      return [i, typeof value === 'number' ? value : part(value)];
    }),
  );
  const shown = translate(key, values);
  return shown === key ? null : shown;
}

/**
 * An English message as the player reads it in their language: by its key when the server sent
 * one (`ref`), else matched by its English words; other text is left as it is.
 */
export function localizeMessage(text: string, ref?: MessageRef): string {
  if (activeLanguage() === DEFAULT_LANGUAGE) return text;
  const byKey = ref ? localizeRef(ref) : null;
  if (byKey !== null) return byKey;
  const found = matchEnglish(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => {
      if (found.key === 'client.stillInGame') return [name, localizeMessage(value)];
      // A count is a number, so that plurals and the language's digits apply to it (a game code,
      // six characters, stays text).
      return [name, /^(?:0|[1-9]\d{0,4})$/.test(value) ? Number(value) : part(value)];
    }),
  );
  return translate(found.key, values);
}
