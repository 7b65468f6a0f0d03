/**
 * A stable key for every text in messages.ts, so that a browser can show a refusal in its own
 * language: the server sends the English text (what the error log keeps, word for word) and,
 * beside it, the key and the values filled into it (`{ key: 'fixed.gameNotActive', params:
 * { code: 'ABC234' } }`). A key is `<group>.<name>`: the catalogue the text is in and its name
 * there. Keys never change meaning; a text reworded keeps its key, a new meaning gets a new one.
 */
import {
  accountMessages,
  fallbackMessages,
  fixedMessages,
  ownMessages,
  requestMessages,
  skipReasons,
  textMessages,
  transientMessages,
  transportMessages,
} from './messages.ts';

/** The values filled into a message: numbers stay numbers, so a translation can pick a plural. */
export type MessageParams = Record<string, string | number>;

/** A message by key, with its values: what a browser translates. */
export interface MessageRef {
  key: string;
  params: MessageParams;
}

type Template = string | ((...args: never[]) => string);
type FunctionNames<T> = { [K in keyof T]: T[K] extends string ? never : K }[keyof T];
/** The names of a catalogue's parameters, one list per message that takes any, in order. */
type ParamNames<T> = { readonly [K in FunctionNames<T>]: readonly string[] };

/** The catalogues, by the group name their keys start with. */
export const MESSAGE_GROUPS = {
  fixed: fixedMessages,
  fallback: fallbackMessages,
  transient: transientMessages,
  own: ownMessages,
  request: requestMessages,
  transport: transportMessages,
  skip: skipReasons,
  account: accountMessages,
  text: textMessages,
} as const;

type Groups = typeof MESSAGE_GROUPS;

/** What each message's values are called (a unit test holds each list to its function's arity). */
export const MESSAGE_PARAMS: { readonly [G in keyof Groups]: ParamNames<Groups[G]> } = {
  fixed: {
    codeDoesNotExist: ['code'],
    notJoinable: ['code', 'status'],
    gameDoesNotExist: ['code'],
    gameNotActive: ['code'],
    cardDoesNotExist: ['index', 'code'],
  },
  fallback: {},
  transient: {},
  own: {
    notInGame: ['code'],
    playerNotInGame: ['code'],
    gameFull: ['code', 'max'],
    nameTaken: ['name'],
    hostOnly: ['action'],
    gameFinished: ['code'],
    lobbyOnly: ['action'],
    statusChangeNotAllowed: ['from', 'to'],
    notEnoughPlayers: ['min'],
    noSuchTeam: ['count'],
    playersUnassigned: ['count'],
    deckTooSmall: ['have', 'min'],
    tooManyGameCards: ['max'],
    duplicateGameCard: ['word'],
    giverOnly: ['action'],
    roundStatusNotAllowed: ['from', 'to'],
    cardNotPlayedThisTurn: ['index'],
    alreadyPlayedAgain: ['code'],
    invalidRequest: ['detail'],
    teamNameTaken: ['name'],
  },
  request: {
    ideaExists: ['word'],
    spectatorHasNoSeat: ['code'],
    deckOtherLanguage: ['deck', 'game'],
    deckTooFewAlone: ['have', 'min'],
  },
  transport: { tooLarge: ['kb'], unknownEvent: ['name'], tooManyConnections: ['max'] },
  account: {},
  text: {
    nameMarks: ['max'],
    wordMarks: ['max'],
    forbiddenMarks: ['max'],
    typedMarks: ['max'],
    teamNameMarks: ['max'],
  },
  skip: {
    roundStatusNotForCards: ['status'],
    cardNoLongerInPlay: ['index'],
  },
};

/** Parameters that hold numbers; every other one holds text. */
const NUMBER_PARAMS = new Set(['index', 'max', 'min', 'have', 'count', 'kb']);

/**
 * The English phrases the rules fill into `action` (`Only the host can {action}`): a closed list,
 * so a browser can translate them too, by the phrase itself.
 */
export const MESSAGE_ACTIONS = [
  'move other players',
  'remove players',
  'let players back in',
  'shuffle teams',
  'add cards',
  'remove cards',
  'change the game status',
  'start Play again',
  'skip a turn',
  'start the turn',
  'mark a card correct',
  'skip a card',
  'undo a card',
  'pause the turn',
  'resume the turn',
  'change the settings',
  'rename teams',
  'stop the review countdown',
  'close the reveal',
] as const;

interface Pattern {
  key: string;
  names: readonly string[];
  regex: RegExp;
}

const SLOT = (i: number) => `\u0000${i}\u0000`;
/** A text matched as itself inside a regular expression: its special characters escaped. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function entries(): { key: string; template: Template; names: readonly string[] }[] {
  return Object.entries(MESSAGE_GROUPS).flatMap(([group, catalogue]) =>
    Object.entries(catalogue as Record<string, Template>).map(([name, template]) => ({
      key: `${group}.${name}`,
      template,
      names:
        typeof template === 'string'
          ? []
          : ((MESSAGE_PARAMS[group as keyof Groups] as Record<string, readonly string[]>)[name] ?? []),
    })),
  );
}

/** Exact texts first (a fixed text another group reuses keeps its first key), then the templates. */
function build(): { exact: Map<string, MessageRef>; patterns: Pattern[] } {
  const exact = new Map<string, MessageRef>();
  const patterns: Pattern[] = [];
  for (const { key, template, names } of entries()) {
    if (typeof template === 'string') {
      if (!exact.has(template)) exact.set(template, { key, params: {} });
      continue;
    }
    const fill = template as (...args: unknown[]) => string;
    const pattern = escapeRegex(fill(...names.map((_, i) => SLOT(i)))).replace(/\0(\d+)\0/g, '([\\s\\S]*?)');
    const regex = new RegExp(`^${pattern}$`);
    patterns.push({ key, names, regex });
    // A message worded apart for one value ("1 player has…" against "2 players have…").
    const ones = fill(...names.map(() => 1));
    if (!regex.test(ones) && !exact.has(ones))
      exact.set(ones, { key, params: Object.fromEntries(names.map((n) => [n, 1])) });
  }
  return { exact, patterns };
}

let built: ReturnType<typeof build> | undefined;

/**
 * The key and values of an English message text, or undefined for a text that is not one of the
 * catalogues' (a schema's own wording, say: the browser checks those before it sends).
 */
export function messageRef(text: string): MessageRef | undefined {
  built ??= build();
  const found = built.exact.get(text);
  if (found) return { key: found.key, params: { ...found.params } };
  for (const { key, names, regex } of built.patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    for (const [i, name] of names.entries()) {
      const value = match[i + 1] ?? '';
      params[name] = NUMBER_PARAMS.has(name) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    }
    return { key, params };
  }
  return undefined;
}

/** Every key there is, in catalogue order. */
export function messageKeys(): string[] {
  return entries().map((e) => e.key);
}
