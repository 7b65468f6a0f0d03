import jsonPatch, { type Operation } from 'fast-json-patch';
import type { GameView } from './view.ts';

// The default export: Node's ES module loader sees no named exports in the package's CommonJS build.
const { applyPatch, compare } = jsonPatch;

/**
 * What changed in one player's view from one version of a game to the next, as JSON Patch
 * operations (RFC 6902): what the server sends instead of the whole view when it is smaller. Built
 * from two views the player may see, so it holds nothing the next view would not.
 */
export interface ViewPatch {
  /** The version of the view the operations apply to. */
  from: number;
  /** The version they make. */
  to: number;
  ops: Operation[];
}

/**
 * The differences already found between two objects, for the views of one change: the views built
 * by one `viewsFor` share the parts every player may see, so those parts are compared once for all.
 */
export type PatchMemo = WeakMap<object, WeakMap<object, Operation[]>>;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The operations turning one field's value into another's, at `path`. */
function fieldOps(before: unknown, after: unknown, path: string, memo: PatchMemo): Operation[] {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    let known = memo.get(before);
    let ops = known?.get(after);
    if (!ops) {
      ops = compare(before, after);
      if (!known) {
        known = new WeakMap();
        memo.set(before, known);
      }
      known.set(after, ops);
    }
    return ops.map((op) => ({ ...op, path: path + op.path }));
  }
  if (before === after) return [];
  if (after === undefined) return [{ op: 'remove', path }];
  if (before === undefined) return [{ op: 'add', path, value: after }];
  return [{ op: 'replace', path, value: after }];
}

/** The operations turning one object's fields into another's, `gameplay` compared field by field. */
function objectOps(before: object, after: object, path: string, memo: PatchMemo, depth: number): Operation[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const ops: Operation[] = [];
  for (const key of Object.keys(b)) if (!(key in a)) ops.push({ op: 'remove', path: `${path}/${key}` });
  for (const key of Object.keys(a)) {
    const field = `${path}/${key}`;
    const from = b[key];
    const to = a[key];
    if (depth > 0 && isObject(from) && isObject(to) && !Array.isArray(from) && !Array.isArray(to))
      ops.push(...objectOps(from, to, field, memo, depth - 1));
    else ops.push(...fieldOps(from, to, field, memo));
  }
  return ops;
}

/**
 * The patch from one view of a game to the next view of the same player. With a `memo` shared by
 * the players of one change, each part their views share is compared once.
 */
export function viewPatch(previous: GameView, next: GameView, memo: PatchMemo = new WeakMap()): ViewPatch {
  return { from: previous.version, to: next.version, ops: objectOps(previous, next, '', memo, 1) };
}

/**
 * The next view, from the view held and a patch; undefined when the patch is not for the view held
 * (a message was missed, or the held view is not the one it was made on): ask for the whole view.
 * The held view is not changed.
 */
export function patchedView(held: GameView | undefined, patch: ViewPatch): GameView | undefined {
  if (!held || held.version !== patch.from) return undefined;
  try {
    const next = applyPatch(held, patch.ops, true, false).newDocument;
    return next.version === patch.to ? next : undefined;
  } catch {
    return undefined;
  }
}
