import {
  type Ack,
  fallbackMessages,
  fixedMessages,
  messageRef,
  ownMessages,
  transientMessages,
} from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store.ts';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { fakeConnection } from '../testing/fake-connection.ts';
import { isPassingFailure } from './failures.ts';
import { leaveGame, watchGame } from './game-slice.ts';
import { outOfGameAlready } from './saved-game.ts';

/** A refusal as the server sends it: the English text and, beside it, its key and values. */
const refusal = (error: string): Ack => {
  const errorRef = messageRef(error);
  return { ok: false, error, ...(errorRef ? { errorRef } : {}), serverTime: 0 };
};
const refOf = (text: string) => {
  const ref = messageRef(text);
  if (!ref) throw new Error(`no key for ${text}`);
  return ref;
};

describe('what a refusal means, by its key', () => {
  it('a passing failure is a fallback or transient key; the network’s own message by its text', () => {
    expect(isPassingFailure('anything', refOf(fallbackMessages.default))).toBe(true);
    const [transient] = Object.values(transientMessages);
    expect(isPassingFailure('anything', refOf(String(transient)))).toBe(true);
    // The key decides, not the words: a considered refusal worded like a fallback is not passing.
    expect(isPassingFailure(fallbackMessages.default, refOf(fixedMessages.gameDoesNotExist('ABC234')))).toBe(
      false,
    );
    expect(isPassingFailure(NETWORK_ERROR)).toBe(true);
    expect(isPassingFailure(fallbackMessages.default)).toBe(true);
    expect(isPassingFailure('The game ended')).toBe(false);
  });

  it('out of the game already is the notInGame or gameDoesNotExist key for this game', () => {
    expect(outOfGameAlready('in any words', 'abc234', refOf(ownMessages.notInGame('ABC234')))).toBe(true);
    expect(outOfGameAlready('in any words', 'ABC234', refOf(fixedMessages.gameDoesNotExist('ABC234')))).toBe(
      true,
    );
    expect(outOfGameAlready('x', 'ABC234', refOf(fixedMessages.gameDoesNotExist('QRST23')))).toBe(false);
    expect(outOfGameAlready(ownMessages.notInGame('ABC234'), 'ABC234', refOf(fallbackMessages.default))).toBe(
      false,
    );
    // A refusal without a key (an older server): its English text, as before.
    expect(outOfGameAlready(ownMessages.notInGame('ABC234'), 'ABC234')).toBe(true);
    expect(outOfGameAlready('Something else', 'ABC234')).toBe(false);
  });

  it('a refused request carries the key in its action, and the slices decide by it', async () => {
    const connection = fakeConnection((type) =>
      type === 'leaveGame' ? refusal(ownMessages.notInGame('ABC234')) : refusal(fallbackMessages.default),
    );
    const store = makeStore(connection);
    const left = await store.dispatch(leaveGame({ gamecode: 'ABC234' }));
    expect(leaveGame.rejected.match(left) && left.meta.errorRef).toEqual({
      key: 'own.notInGame',
      params: { code: 'ABC234' },
    });
    const watched = await store.dispatch(watchGame({ gamecode: 'ABC234' }));
    expect(watchGame.rejected.match(watched) && watched.meta.errorRef?.key).toBe('fallback.default');
  });
});
