import {
  createGame,
  defaultSettings,
  type GameState,
  type PatchMemo,
  patchedView,
  viewsFor,
} from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { viewBody } from './view-delivery.ts';

const before: GameState = createGame({
  gamecode: 'ABCDEF',
  hostId: 'ada',
  hostName: 'Ada',
  settings: defaultSettings,
  now: 0,
});
const after: GameState = {
  ...before,
  version: before.version + 1,
  settings: { ...before.settings, turnSeconds: 90 },
};
const base = viewsFor(before, ['ada']).get('ada');
const view = viewsFor(after, ['ada']).get('ada');
if (!base || !view) throw new Error('no view');

/** The view a client holding `base` has after the message's body. */
const received = (body: string) => {
  const message = JSON.parse(`{${body}`) as { view?: unknown; patch?: Parameters<typeof patchedView>[1] };
  return message.patch ? patchedView(base, message.patch) : message.view;
};

describe("one player's view message", () => {
  it('is the whole view for a player without a view to patch', () => {
    const memo = new WeakMap<object, string>();
    const { body, wholeLength } = viewBody(view, undefined, undefined, memo, new Map() as PatchMemo);
    expect(body).toBe(`"view":${JSON.stringify(view)}}`);
    expect(wholeLength).toBe(body.length);
  });

  it('is the patch, without encoding the whole view, when it is at most half the whole one known', () => {
    const memo = new WeakMap<object, string>();
    const whole = `"view":${JSON.stringify(view)}}`.length;
    const { body, wholeLength } = viewBody(view, base, whole, memo, new Map() as PatchMemo);
    expect(body.startsWith('"patch":')).toBe(true);
    expect(body.length * 2).toBeLessThanOrEqual(whole);
    expect(memo.has(view)).toBe(false);
    expect(wholeLength).toBe(whole);
    expect(received(body)).toEqual(view);
  });

  it('is the shorter of both, each encoded, when no whole length is known or the patch is not that short', () => {
    for (const known of [undefined, 10]) {
      const memo = new WeakMap<object, string>();
      const { body, wholeLength } = viewBody(view, base, known, memo, new Map() as PatchMemo);
      expect(memo.has(view)).toBe(true);
      expect(wholeLength).toBe(`"view":${JSON.stringify(view)}}`.length);
      expect(body.startsWith('"patch":')).toBe(true);
      expect(body.length).toBeLessThan(wholeLength);
      expect(received(body)).toEqual(view);
    }
  });
});
