import { SYSTEM } from '@unsayable/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Driver } from '../../../../packages/rules/src/testing/driver.ts';
import { jsonKeepingFrozen } from './json-text.ts';
import { addedHistoryRows, gameRowState, historyStartedOver } from './store.ts';

/** The value with every object and array in it frozen, as immer leaves a state. */
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const part of Object.values(value)) deepFrozen(part);
    Object.freeze(value);
  }
  return value;
}

describe('jsonKeepingFrozen', () => {
  it('is JSON.stringify, for any JSON value, frozen or not, at any depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), fc.nat(5), (value, freeze, depth) => {
        const kept = new WeakMap<object, string>();
        const input = freeze ? deepFrozen(value) : value;
        // Encoded, encoded again and kept, then written from the kept texts.
        for (let time = 0; time < 3; time++)
          expect(jsonKeepingFrozen(input, kept, depth)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('keeps the text of frozen parts only, once they outlived a change, and reuses it for a new value sharing them', () => {
    const history = deepFrozen({ turns: [{ n: 1 }, { n: 2 }] });
    const open = { changing: [1] };
    const kept = new WeakMap<object, string>();
    expect(jsonKeepingFrozen({ history, open }, kept, 3)).toBe(JSON.stringify({ history, open }));
    // Met once: a part most changes replace at the next one, not worth its text yet.
    expect(kept.get(history)).toBe('');
    expect(jsonKeepingFrozen({ history, open }, kept, 3)).toBe(JSON.stringify({ history, open }));
    expect(kept.get(history)).toBe('{"turns":[{"n":1},{"n":2}]}');
    expect(kept.get(history.turns[0] ?? {})).toBe('{"n":1}');
    expect(kept.has(open)).toBe(false);
    // A kept text is what is written for its object again (it cannot have changed: it is frozen).
    kept.set(history, '"kept"');
    open.changing.push(2);
    expect(jsonKeepingFrozen({ history, open }, kept, 3)).toBe(
      '{"history":"kept","open":{"changing":[1,2]}}',
    );
  });

  it('skips undefined and function fields and writes null for them in arrays, as JSON.stringify does', () => {
    const value = deepFrozen({
      a: undefined,
      b: [undefined, { c: 1 }, () => 1],
      d: { e: Number.NaN },
      f: () => 1,
    });
    expect(jsonKeepingFrozen(value, new WeakMap(), 3)).toBe(JSON.stringify(value));
  });
});

describe('gameRowState', () => {
  it('is the state without its deck and history, as JSON.stringify writes it, through every version of a played game', () => {
    const game = new Driver().addPlayers(4).start();
    const states = [game.state];
    for (let turn = 0; turn < 3; turn++) {
      game.playTurn(['correct', 'skipped', 'buzzed', 'correct']);
      states.push(game.state);
    }
    const giver = game.gp.giverId ?? '';
    game.ok(giver, 'startTurn');
    game.press(giver, 'correct');
    states.push(game.state, JSON.parse(JSON.stringify(game.state)));
    for (const state of states)
      expect(gameRowState(state)).toBe(
        JSON.stringify({ ...state, deck: [], gameplay: { ...state.gameplay, plays: [], turns: [] } }),
      );
    expect(states.at(-1)?.gameplay.plays.length).toBe(12);
    expect(states.at(-1)?.gameplay.turns.length).toBe(3);
  });
});

describe('addedHistoryRows', () => {
  it('gives every entry of a new game, none while a turn runs, and only what a review added', () => {
    const game = new Driver().addPlayers(4).start();
    const started = game.state;
    expect(addedHistoryRows(null, started, 'plays')).toEqual([]);
    expect(historyStartedOver(null, started)).toBe(true);
    game.playTurn(['correct', 'skipped', 'buzzed']);
    const first = game.state;
    expect(addedHistoryRows(started, first, 'plays')).toEqual([0, 1, 2]);
    expect(addedHistoryRows(started, first, 'turns')).toEqual([0]);
    const giver = game.gp.giverId ?? '';
    game.ok(giver, 'startTurn');
    game.press(giver, 'correct');
    const running = game.state;
    expect(addedHistoryRows(first, running, 'plays')).toEqual([]);
    expect(addedHistoryRows(first, running, 'turns')).toEqual([]);
    expect(historyStartedOver(first, running)).toBe(false);
    game.now = (game.gp.turnEndsAt ?? game.now) + 1;
    game.ok(SYSTEM, 'expireTurn');
    game.ok(game.gp.watcherId ?? '', 'confirmScores');
    expect(addedHistoryRows(running, game.state, 'plays')).toEqual([3]);
    expect(addedHistoryRows(running, game.state, 'turns')).toEqual([1]);
    expect(addedHistoryRows(null, game.state, 'plays')).toEqual([0, 1, 2, 3]);
    expect(addedHistoryRows(null, game.state, 'turns')).toEqual([0, 1]);
  });

  it('starts the rows over when a list is shorter than before', () => {
    const game = new Driver().addPlayers(4).start();
    game.playTurn(['correct', 'correct']);
    game.playTurn(['correct']);
    const played = game.state;
    const fewer = { ...played, gameplay: { ...played.gameplay, turns: played.gameplay.turns.slice(0, 1) } };
    expect(historyStartedOver(played, fewer)).toBe(true);
    expect(addedHistoryRows(played, fewer, 'turns')).toEqual([0]);
    expect(addedHistoryRows(played, fewer, 'plays')).toEqual([0, 1, 2]);
  });
});
