import { fallbackMessages, fixedMessages, ownMessages } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '../../net/connection-types.ts';
import { joinRefusalField } from './join-refusal.ts';

describe('the field a refusal of Join is about', () => {
  it('knows it by the key the server sent', () => {
    const name = ownMessages.nameTaken('Ana');
    expect(joinRefusalField(name, { key: 'own.nameTaken', params: { name: 'Ana' } })).toBe('name');
    const gone = fixedMessages.codeDoesNotExist('QWERTY');
    expect(joinRefusalField(gone, { key: 'fixed.codeDoesNotExist', params: { code: 'QWERTY' } })).toBe(
      'gamecode',
    );
    const full = ownMessages.gameFull('QWERTY', 20);
    expect(joinRefusalField(full, { key: 'own.gameFull', params: { code: 'QWERTY', max: 20 } })).toBe(
      'gamecode',
    );
  });

  it('by its English words from a server that sent no key', () => {
    expect(joinRefusalField(ownMessages.nameTaken('Ana'))).toBe('name');
    expect(joinRefusalField(fixedMessages.notJoinable('QWERTY', 'finished'))).toBe('gamecode');
  });

  it('leaves a passing failure to no field', () => {
    expect(joinRefusalField(NETWORK_ERROR)).toBeNull();
    expect(
      joinRefusalField(fallbackMessages.addPlayer, { key: 'fallback.addPlayer', params: {} }),
    ).toBeNull();
  });
});
