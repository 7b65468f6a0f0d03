import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Driver } from './testing/driver.ts';
import type { GameState } from './types.ts';
import { type GameView, viewFor, viewsFor } from './view.ts';
import { type PatchMemo, viewPatch, viewPatchJson } from './view-patch.ts';
import { patchedView } from './view-patch-apply.ts';

/** Every state of a game of four through a lobby, a started game and two turns with review. */
function playedGame(): GameState[] {
  const d = new Driver();
  const states = [d.state];
  const record = () => {
    if (states.at(-1) !== d.state) states.push(d.state);
  };
  for (let i = 2; i <= 4; i++) {
    d.ok(`p${i}`, 'joinGame', { name: `Player ${i}` });
    record();
  }
  for (let i = 1; i <= 4; i++) {
    d.ok(`p${i}`, 'updateTeam', { team: i % 2 === 1 ? 'team 1' : 'team 2' });
    record();
  }
  d.start();
  record();
  for (let turn = 0; turn < 2; turn++) {
    const giver = d.gp.giverId ?? '';
    d.ok(giver, 'startTurn');
    record();
    for (const status of ['correct', 'skipped', 'correct'] as const) {
      d.press(giver, status);
      record();
    }
    d.presence('p2', false);
    record();
    d.expire();
    record();
    d.presence('p2', true);
    record();
    const reviewer = d.state.players.find((p) => d.view(p.playerId).you?.canReview)?.playerId ?? '';
    d.ok(reviewer, 'confirmScores');
    record();
  }
  return states;
}

describe('view patches', () => {
  it('turn each view of a played game into the next, for every player', () => {
    const states = playedGame();
    expect(states.length).toBeGreaterThan(20);
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1];
      const after = states[i];
      if (!before || !after) continue;
      for (const { playerId } of after.players) {
        const previous = viewFor(before, playerId);
        const next = viewFor(after, playerId);
        const patch = viewPatch(previous, next);
        expect(patch).toMatchObject({ from: before.version, to: after.version });
        expect(patchedView(previous, patch)).toEqual(next);
        // The view held is not changed.
        expect(previous).toEqual(viewFor(before, playerId));
      }
    }
  });

  it('made for all the players of a change at once, sharing what their views share, are each right, as text too', () => {
    const states = playedGame();
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1];
      const after = states[i];
      if (!before || !after) continue;
      const ids = after.players.map((p) => p.playerId);
      const previous = viewsFor(before, ids);
      const memo: PatchMemo = new Map();
      for (const [id, next] of viewsFor(after, ids)) {
        const held = previous.get(id);
        if (!held) throw new Error(`no view of ${id}`);
        const text = viewPatchJson(held, next, memo);
        // The text is JSON as JSON.stringify writes it, and the same as the patch made alone.
        expect(text).toBe(JSON.stringify(JSON.parse(text)));
        expect(viewPatchJson(held, next)).toBe(text);
        expect(patchedView(held, JSON.parse(text))).toEqual(viewFor(after, id));
        expect(patchedView(held, viewPatch(held, next, memo))).toEqual(viewFor(after, id));
      }
    }
  });

  it('do not apply to another version than the one they were made on', () => {
    const [a, b, c] = playedGame();
    if (!a || !b || !c) throw new Error('a played game has more than two states');
    const id = a.players[0]?.playerId ?? '';
    const patch = viewPatch(viewFor(b, id), viewFor(c, id));
    expect(patchedView(viewFor(a, id), patch)).toBeUndefined();
    expect(patchedView(undefined, patch)).toBeUndefined();
  });

  it('that cannot be applied, or that make another version than promised, give no view', () => {
    const [a, b] = playedGame();
    if (!a || !b) throw new Error('a played game has more than one state');
    const id = a.players[0]?.playerId ?? '';
    const held = viewFor(a, id);
    const broken = {
      from: held.version,
      to: held.version + 1,
      ops: [{ op: 'remove' as const, path: '/nothing/here' }],
    };
    expect(patchedView(held, broken)).toBeUndefined();
    const wrongVersion = { ...viewPatch(held, viewFor(b, id)), to: held.version + 5 };
    expect(patchedView(held, wrongVersion)).toBeUndefined();
  });
});

describe('view patches of any JSON', () => {
  const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
  const object = fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 6 });

  it('turn any object into any other, keys with / and ~ included', () => {
    fc.assert(
      fc.property(object, object, (before, after) => {
        const a = { ...before, version: 1 } as unknown as GameView;
        const b = { ...after, version: 2 } as unknown as GameView;
        const patch = viewPatch(a, b);
        expect(patchedView(a, patch)).toEqual(b);
      }),
    );
  });

  it('remove a field named like one every object inherits ("valueOf", "constructor")', () => {
    for (const name of ['valueOf', 'constructor', 'toString', 'hasOwnProperty']) {
      const before = JSON.parse(`{"version":1,"part":{"${name}":null},"${name}":1}`) as GameView;
      const after = JSON.parse('{"version":2,"part":{}}') as GameView;
      expect(patchedView(before, viewPatch(before, after))).toEqual(after);
      expect(patchedView(before, JSON.parse(viewPatchJson(before, after)))).toEqual(after);
    }
  });

  it('made with one memo for many pairs, are each the patch made alone', () => {
    // A memo entry is kept for a part or a path: it must never be given to a pair it was not made for.
    const pair = fc.tuple(object, object);
    fc.assert(
      fc.property(fc.array(pair, { minLength: 2, maxLength: 6 }), json, (pairs, common) => {
        const memo: PatchMemo = new Map();
        for (const [before, after] of pairs) {
          const a = { ...before, common, version: 1 } as unknown as GameView;
          const b = { ...after, common, version: 2 } as unknown as GameView;
          const text = viewPatchJson(a, b, memo);
          expect(text).toBe(viewPatchJson(a, b));
          expect(patchedView(a, JSON.parse(text))).toEqual(b);
        }
      }),
    );
  });

  it('turn an object into one that changed a part of it, and look into nothing the two share', () => {
    fc.assert(
      fc.property(object, object, json, (shared, rest, changed) => {
        const a = { ...rest, version: 1, shared, gameplay: { shared, value: null } } as unknown as GameView;
        const b = {
          ...rest,
          version: 2,
          shared,
          gameplay: { shared, value: changed },
        } as unknown as GameView;
        const patch = viewPatch(a, b);
        expect(
          patch.ops.every((op) => !op.path.startsWith('/shared') && !op.path.startsWith('/gameplay/shared')),
        ).toBe(true);
        expect(patchedView(a, patch)).toEqual(b);
      }),
    );
  });
});

describe('the text of a view patch', () => {
  it('leaves out a value JSON has no text for, as JSON.stringify does', () => {
    const a = { version: 1, list: [1, 2] } as unknown as GameView;
    const b = { version: 2, list: [1, 2, undefined] } as unknown as GameView;
    expect(viewPatchJson(a, b)).toBe(
      '{"from":1,"to":2,"ops":[{"op":"replace","path":"/version","value":2},{"op":"add","path":"/list/2"}]}',
    );
  });
});
