import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import {
  accountMessages,
  cardWordSchema,
  deckChoiceSchema,
  fallbackMessages,
  fixedMessages,
  forbiddenWordSchema,
  gamecodeSchema,
  messageRef,
  nameSchema,
  ownMessages,
  requestMessages,
  settingsSchema,
  skipReasons,
  textMessages,
  transientMessages,
  transportMessages,
} from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { localizeMessage, localizeRef, matchEnglish } from './english-messages.ts';

const spanish = import.meta.glob<Messages>('./locales/es/*.json', { import: 'default', eager: true });

type Table = Record<string, string | ((...args: never[]) => string)>;
const tables: [string, Table][] = [
  ['server', fixedMessages],
  ['server.fallback', fallbackMessages],
  ['server', transientMessages],
  ['server', ownMessages],
  ['server.skip', skipReasons],
];

/** Every message of a table, its arguments filled with a count (3). */
function samples(table: Table): [string, string][] {
  return Object.entries(table).map(([name, template]) => [
    name,
    typeof template === 'string'
      ? template
      : (template as (...args: unknown[]) => string)(...Array.from({ length: template.length }, () => 3)),
  ]);
}

describe('English messages in the player’s language', () => {
  beforeAll(() => {
    i18n.load('es', Object.assign({}, ...Object.values(spanish)));
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('en'));

  it('match every server message to its own key', () => {
    for (const [prefix, table] of tables)
      for (const [name, text] of samples(table)) {
        // The fixed skip reason is the fixed message itself: one text, matched to the first key.
        const expected =
          text === fixedMessages.roundStatusMismatch ? 'server.roundStatusMismatch' : `${prefix}.${name}`;
        expect([text, matchEnglish(text)?.key]).toEqual([text, expected]);
      }
  });

  it('show every server message in Spanish', () => {
    for (const [, table] of tables)
      for (const [, text] of samples(table)) {
        const shown = localizeMessage(text);
        expect(shown, text).not.toBe(text);
        expect(shown, text).not.toMatch(/[\uE000\uE001{}]/);
      }
  });

  it('show every server message by its key (errorRef) as by its English words', () => {
    for (const [, table] of tables)
      for (const [, text] of samples(table)) {
        const ref = messageRef(text);
        expect(ref, text).toBeDefined();
        if (ref) expect([text, localizeRef(ref)]).toEqual([text, localizeMessage(text)]);
      }
    for (const text of [
      requestMessages.ideaExists('Gato'),
      requestMessages.tooManyGames,
      requestMessages.tooManyCodes,
      requestMessages.tooManyWatching,
      requestMessages.tooManyReports,
      transportMessages.tooManyConnections(8),
    ]) {
      const ref = messageRef(text);
      expect(ref && localizeRef(ref), text).toBe(localizeMessage(text));
    }
  });

  it('go by the key, not the words, when a key came', () => {
    // An English text reworded on the server (or one no pattern matches) still shows in Spanish.
    const ref = messageRef(ownMessages.playersUnassigned(3));
    expect(localizeMessage('Three people still have no team', ref)).toBe(
      '3 jugadores aún no han elegido equipo',
    );
    expect(
      localizeMessage('Only the host may do that', messageRef(ownMessages.hostOnly('shuffle teams'))),
    ).toBe(localizeMessage(ownMessages.hostOnly('shuffle teams')));
    // A key this client does not know: the English words, matched as before, or left as they are.
    const unknown = { key: 'own.fromANewerServer', params: {} };
    expect(localizeRef(unknown)).toBeNull();
    expect(localizeRef({ key: 'nogroup.x', params: {} })).toBeNull();
    expect(localizeMessage(ownMessages.playersUnassigned(1), unknown)).toBe(
      '1 jugador aún no ha elegido equipo',
    );
    expect(localizeMessage('Ada', unknown)).toBe('Ada');
  });

  it('put counts in the language’s plural and the arguments in place', () => {
    expect(localizeMessage(ownMessages.playersUnassigned(1))).toBe('1 jugador aún no ha elegido equipo');
    expect(localizeMessage(ownMessages.playersUnassigned(4))).toBe('4 jugadores aún no han elegido equipo');
    expect(localizeMessage(ownMessages.gameFull('ABC234', 8))).toBe(
      'La partida ABC234 está llena (8 jugadores)',
    );
    expect(localizeMessage(fixedMessages.notJoinable('ABC234', 'finished'))).toBe(
      'ABC234 está terminada y no admite más jugadores.',
    );
    expect(localizeMessage(`You are still in the game. ${NETWORK_ERROR}`)).toBe(
      'Sigues en la partida. No hay conexión con el servidor del juego. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('translate what only the host or the giver can do, for every such refusal of the rules', () => {
    const rules = join(import.meta.dirname, '../../../../packages/rules/src');
    const sources = readdirSync(rules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(rules, file), 'utf8'))
      .join('\n');
    const calls = [...sources.matchAll(/\b(hostOnly|lobbyOnly|giverOnly)\(([^)]*)\)/g)];
    const actions = calls.flatMap(([, kind, args]) =>
      [...(args ?? '').matchAll(/'([^']+)'/g)]
        .map((m) => m[1] ?? '')
        .filter((what) => what.includes(' '))
        .map((what) => [kind as 'hostOnly' | 'lobbyOnly' | 'giverOnly', what] as const),
    );
    expect(actions.length).toBeGreaterThan(10);
    for (const [kind, what] of actions) {
      const shown = localizeMessage(ownMessages[kind](what));
      expect(shown, what).not.toContain(what);
    }
  });

  it('show the rules’ form checks in Spanish', () => {
    const refusals = [
      nameSchema.safeParse(''),
      nameSchema.safeParse('x'.repeat(200)),
      nameSchema.safeParse('x'.repeat(2_000)),
      nameSchema.safeParse(`Ana${'\u0301'.repeat(9)}`),
      nameSchema.safeParse('...'),
      cardWordSchema.safeParse(`Owl${'\u0308'.repeat(9)}`),
      forbiddenWordSchema.safeParse(`hoot${'\u0300'.repeat(9)}`),
      gamecodeSchema.safeParse('??'),
      cardWordSchema.safeParse(''),
      forbiddenWordSchema.safeParse('x'.repeat(200)),
      settingsSchema.safeParse({ endGameMethod: 'time', endValue: 1000 }),
      settingsSchema.safeParse({ endGameMethod: 'score', endValue: 1 }),
      settingsSchema.safeParse({ endGameMethod: 'turns', endValue: 99 }),
      settingsSchema.safeParse({ turnSeconds: 7 }),
      settingsSchema.safeParse({ turnSeconds: 10_000 }),
      settingsSchema.safeParse({ categories: [] }),
    ];
    for (const result of refusals) {
      const message = result.error?.issues[0]?.message ?? '';
      expect(message).not.toBe('');
      expect(localizeMessage(message), message).not.toBe(message);
    }
  });

  it('show the typed text’s refusals by their key (errorRef) as by their English words', () => {
    for (const text of [
      textMessages.nameMarks(4),
      textMessages.nameNotVisible,
      textMessages.wordMarks(4),
      textMessages.forbiddenMarks(4),
    ]) {
      const ref = messageRef(text);
      expect(ref?.key, text).toMatch(/^text\./);
      expect(ref && localizeRef(ref), text).toBe(localizeMessage(text));
    }
    expect(localizeMessage(textMessages.nameMarks(4))).toBe(
      'Tu nombre puede tener como mucho 4 acentos o signos en una letra',
    );
  });

  it('show the account routes’ words in Spanish, each by its own key', () => {
    for (const [name, text] of Object.entries(accountMessages)) {
      expect(matchEnglish(text)?.key).toBe(`server.account.${name}`);
      expect(localizeMessage(text), text).not.toBe(text);
    }
    expect(localizeMessage('Wrong email or password')).toBe('Correo o contraseña incorrectos');
  });

  it('show the server’s own messages (sessions, sockets, card ideas) in Spanish', () => {
    expect(localizeMessage('Create or join a game first')).toBe('Primero crea una partida o únete a una');
    expect(localizeMessage('"Bear" is already a card')).toBe('«Bear» ya es una tarjeta');
  });

  it('show the create form’s deck refusals in Spanish by their keys, whatever the English words', () => {
    const shown = (text: string) => {
      const ref = messageRef(text);
      expect(ref?.key, text).toMatch(/^request\.deck/);
      // The key decides: the English words may change on the server.
      return localizeMessage('Some English the client never matches', ref);
    };
    expect(shown(requestMessages.deckOtherLanguage('Español', 'English'))).toBe(
      'Este mazo está en Español y las tarjetas de la partida en English: elige Español como idioma de la partida, o desactiva También las tarjetas incluidas para jugar solo con el mazo.',
    );
    expect(shown(requestMessages.deckTooFewAlone(12, 20))).toBe(
      'Este mazo tiene 12 tarjetas; una partida necesita al menos 20. Activa También las tarjetas incluidas o añade tarjetas al mazo.',
    );
    expect(shown(requestMessages.deckMissing)).toBe(
      'Ningún mazo tiene este enlace: compruébalo con quien te lo pasó.',
    );
    // The schema's own refusal of a link is the same message, with the same key.
    const malformed = deckChoiceSchema.safeParse({ id: 'not a deck', builtInToo: true });
    expect(shown(malformed.error?.issues[0]?.message ?? '')).toBe(
      'Esto no es un enlace ni un código de mazo.',
    );
  });

  it('leave any other text as it is', () => {
    expect(localizeMessage('Ada')).toBe('Ada');
  });
});

describe('in English', () => {
  it('every message stays word for word', () => {
    for (const [, table] of tables)
      for (const [, text] of samples(table)) expect(localizeMessage(text)).toBe(text);
  });
});
