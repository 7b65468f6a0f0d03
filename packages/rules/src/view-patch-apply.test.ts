import fc from 'fast-check';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import type { GameView } from './view.ts';
import { viewPatch } from './view-patch.ts';
import { type PatchOperation, patchedView } from './view-patch-apply.ts';

// The reference: a widely used implementation of RFC 6902, applied with its checks on and on a copy.
const { applyPatch } = jsonPatch;

const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const key = fc.oneof(fc.constantFrom('a', 'b', 'c', 'x/y', 'm~n', '0', ''), fc.string({ maxLength: 3 }));
const object = fc.dictionary(key, json, { maxKeys: 5 });

/** A key as one segment of a JSON Pointer. */
const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The paths a document has, down to its leaves, and beside each object or array the paths an
 * operation might wrongly or rightly name there: a new field, the end of an array, an item past it.
 */
function pathsOf(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
  const beside = ['-', '0', '99', 'new', ...(Array.isArray(value) ? [String(value.length)] : [])];
  return [
    ...beside.map((k) => `${path}/${k}`),
    ...keys.flatMap((k) => {
      const child = `${path}/${pointer(k)}`;
      return [child, ...pathsOf((value as Record<string, unknown>)[k], child)];
    }),
  ];
}

// The whole document's path, "", among them.
const opsFor = (document: object) => {
  const path = fc.constantFrom('', '/a', '/x~1y', ...pathsOf(document));
  const op: fc.Arbitrary<PatchOperation> = fc.oneof(
    fc.record({ op: fc.constantFrom('add' as const, 'replace' as const), path, value: json }),
    fc.record({ op: fc.constant('remove' as const), path }),
  );
  return fc.array(op, { maxLength: 6 });
};

/**
 * The view the reference makes, as `patchedView` made it with the reference: undefined where it
 * refuses the operations or makes no view of the version promised (it reads a field of a
 * primitive, `false` put in the whole document's place, as nothing, without refusing). It is given
 * copies of the operations: it inserts a value as it is, so a later operation under it changes the
 * operation's own value.
 */
function reference(document: object, ops: PatchOperation[], to: number): unknown {
  try {
    const next = applyPatch(document, JSON.parse(JSON.stringify(ops)) as Operation[], true, false)
      .newDocument as { version?: unknown } | null;
    return next?.version === to ? next : undefined;
  } catch {
    return undefined;
  }
}

const asView = (document: object, version: number) => ({ ...document, version }) as unknown as GameView;

describe('applying a view patch', () => {
  it('gives what the reference implementation of JSON Patch gives, and refuses what it refuses', () => {
    fc.assert(
      fc.property(
        object.chain((document) => fc.tuple(fc.constant(document), opsFor(document))),
        ([document, ops]) => {
          // Left to a test below: a segment that is empty or has a leading zero is no array index in
          // RFC 6901; the reference reads it as a number (`""` as 0, `01` as 1), this applier refuses it.
          fc.pre(
            !ops.some((op) =>
              op.path
                .split('/')
                .slice(1)
                .some((s) => s === '' || /^0[0-9]/.test(s)),
            ),
          );
          const held = asView(document, 1);
          const all: PatchOperation[] = [...ops, { op: 'replace', path: '/version', value: 2 }];
          const sent = JSON.stringify(all);
          const expected = reference(held, all, 2);
          expect(patchedView(held, { from: 1, to: 2, ops: all })).toEqual(expected);
          // Nor are the patch's values changed by the operations after them.
          expect(JSON.stringify(all)).toBe(sent);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves the view held as it was, and shares with it every part the patch did not touch', () => {
    fc.assert(
      fc.property(object, object, (before, after) => {
        const held = asView(before, 1);
        const copyOfHeld = JSON.parse(JSON.stringify(held)) as unknown;
        const patch = viewPatch(held, asView(after, 2));
        const next = patchedView(held, patch) as unknown as Record<string, unknown>;
        expect(next).toEqual(asView(after, 2));
        expect(held).toEqual(copyOfHeld);
        const touched = new Set(patch.ops.map((op) => op.path.split('/')[1]));
        for (const [field, value] of Object.entries(held))
          if (!touched.has(pointer(field))) expect(next[field]).toBe(value);
      }),
    );
  });

  it('copies a part changed by several operations once, and writes nothing into the parts it shares', () => {
    const shared = { words: ['a', 'b'] };
    const held = { version: 1, gameplay: { score: [0, 0], card: shared }, players: [{ id: 'p1' }] };
    const next = patchedView(held as unknown as GameView, {
      from: 1,
      to: 2,
      ops: [
        { op: 'replace', path: '/version', value: 2 },
        { op: 'replace', path: '/gameplay/score/0', value: 1 },
        { op: 'replace', path: '/gameplay/score/1', value: 3 },
        { op: 'add', path: '/gameplay/turnCards', value: [] },
        { op: 'add', path: '/gameplay/turnCards/-', value: 7 },
      ],
    }) as unknown as typeof held & { gameplay: { turnCards: number[] } };
    expect(next.gameplay).toEqual({ score: [1, 3], card: shared, turnCards: [7] });
    expect(next.gameplay.card).toBe(shared);
    expect(next.players).toBe(held.players);
    expect(held.gameplay.score).toEqual([0, 0]);
    expect(held.gameplay).not.toHaveProperty('turnCards');
  });

  it('refuses a patch for another version, one that makes another version than promised, __proto__, and an index that is empty or has a leading zero', () => {
    const held = { version: 3, a: { b: 1 } } as unknown as GameView;
    const step = { op: 'replace' as const, path: '/version', value: 4 };
    expect(patchedView(held, { from: 2, to: 4, ops: [step] })).toBeUndefined();
    expect(patchedView(held, { from: 3, to: 5, ops: [step] })).toBeUndefined();
    expect(patchedView(undefined, { from: 3, to: 4, ops: [step] })).toBeUndefined();
    const polluting = { op: 'add' as const, path: '/a/__proto__', value: { polluted: true } };
    expect(patchedView(held, { from: 3, to: 4, ops: [polluting, step] })).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const withList = { ...held, list: [1, 2] } as unknown as GameView;
    for (const path of ['/list/01', '/list/'])
      expect(
        patchedView(withList, { from: 3, to: 4, ops: [{ op: 'add', path, value: 9 }, step] }),
      ).toBeUndefined();
    const malformed = { from: 3, to: 4, ops: [null, step] } as unknown as Parameters<typeof patchedView>[1];
    expect(patchedView(held, malformed)).toBeUndefined();
  });
});
