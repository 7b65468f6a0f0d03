import { describe, expect, it } from 'vitest';
import { Driver } from './testing/driver.ts';
import type { GameState } from './types.ts';
import { viewFor, viewsFor } from './view.ts';
import { type PatchMemo, patchedView, viewPatch } from './view-patch.ts';

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

  it('made for all the players of a change at once, sharing what their views share, are each right', () => {
    const states = playedGame();
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1];
      const after = states[i];
      if (!before || !after) continue;
      const ids = after.players.map((p) => p.playerId);
      const previous = viewsFor(before, ids);
      const memo: PatchMemo = new WeakMap();
      for (const [id, next] of viewsFor(after, ids)) {
        const held = previous.get(id);
        if (!held) throw new Error(`no view of ${id}`);
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
