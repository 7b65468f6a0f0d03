import { describe, expect, it } from 'vitest';
import { MESSAGE_GROUPS, MESSAGE_PARAMS, messageKeys, messageRef } from './message-keys.ts';
import { fixedMessages, ownMessages, skipReasons, transportMessages } from './messages.ts';

type Template = string | ((...args: unknown[]) => string);

/** Every message of every catalogue, with its key and the names of its values. */
const ALL = Object.entries(MESSAGE_GROUPS).flatMap(([group, catalogue]) =>
  Object.entries(catalogue as Record<string, Template>).map(([name, template]) => ({
    key: `${group}.${name}`,
    template,
    names: (MESSAGE_PARAMS as Record<string, Record<string, readonly string[]>>)[group]?.[name],
  })),
);

const sample = (name: string, i: number): string | number =>
  ['index', 'max', 'min', 'have', 'count', 'kb'].includes(name)
    ? 7 + i
    : name === 'code'
      ? 'ABC234'
      : `some ${name}`;

describe('message keys', () => {
  it('every message of every catalogue has a key, and no two share one', () => {
    const keys = messageKeys();
    expect(keys).toEqual(ALL.map((m) => m.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys)
      expect(key).toMatch(/^(fixed|fallback|transient|own|request|transport|skip|account|text)\.[a-zA-Z]+$/);
    expect(keys.length).toBeGreaterThan(60);
  });

  it('names every value of every message that takes any, and only those', () => {
    for (const { key, template, names } of ALL) {
      if (typeof template === 'string') expect(names, key).toBeUndefined();
      else expect(names?.length, key).toBe(template.length);
    }
  });

  it('finds the key and the values of every message from its English text', () => {
    for (const { key, template, names } of ALL) {
      const values = (names ?? []).map(sample);
      const text = typeof template === 'string' ? template : template(...values);
      const params = Object.fromEntries((names ?? []).map((n, i) => [n, values[i]]));
      // The one text two catalogues share on purpose keeps the key of its first.
      const expected = key === 'skip.roundStatusMismatch' ? 'fixed.roundStatusMismatch' : key;
      expect(messageRef(text), text).toEqual({ key: expected, params });
    }
  });

  it('reads numbers as numbers, and a message worded apart for one as the same key', () => {
    expect(messageRef(ownMessages.playersUnassigned(1))).toEqual({
      key: 'own.playersUnassigned',
      params: { count: 1 },
    });
    expect(messageRef(ownMessages.playersUnassigned(3))).toEqual({
      key: 'own.playersUnassigned',
      params: { count: 3 },
    });
    expect(messageRef(fixedMessages.cardDoesNotExist(12, 'QRST23'))).toEqual({
      key: 'fixed.cardDoesNotExist',
      params: { index: 12, code: 'QRST23' },
    });
    expect(messageRef(transportMessages.tooLarge(16))).toEqual({
      key: 'transport.tooLarge',
      params: { kb: 16 },
    });
    expect(messageRef(skipReasons.timeIsUp)).toEqual({ key: 'skip.timeIsUp', params: {} });
  });

  it('keeps values that hold the words of other messages whole', () => {
    expect(messageRef(ownMessages.invalidRequest('settings.categories: Unknown card category'))).toEqual({
      key: 'own.invalidRequest',
      params: { detail: 'settings.categories: Unknown card category' },
    });
    expect(messageRef(fixedMessages.notJoinable('ABC234', 'finished'))).toEqual({
      key: 'fixed.notJoinable',
      params: { code: 'ABC234', status: 'finished' },
    });
  });

  it('has no key for a text of no catalogue', () => {
    expect(messageRef('Choose at least one card category')).toBeUndefined();
    expect(messageRef('')).toBeUndefined();
  });
});
