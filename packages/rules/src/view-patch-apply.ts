import type { GameView } from './view.ts';

/**
 * One JSON Patch operation (RFC 6902) of the kinds a view patch holds: the server's diff
 * (`view-patch.ts`) makes no `move`, `copy` or `test`.
 */
export type PatchOperation =
  | { op: 'add' | 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

/**
 * What changed in one player's view from one version of a game to the next, as JSON Patch
 * operations: what the server sends instead of the whole view when it is smaller. Built from two
 * views the player may see, so it holds nothing the next view would not.
 */
export interface ViewPatch {
  /** The version of the view the operations apply to. */
  from: number;
  /** The version they make. */
  to: number;
  ops: PatchOperation[];
}

/** A patch that does not fit the document it is applied to. */
class PatchMisfit extends Error {}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** A JSON Pointer's segments (RFC 6901), unescaped; the whole document's path, "", has none. */
function segments(path: string): string[] {
  if (path === '') return [];
  if (path[0] !== '/') throw new PatchMisfit(`not a JSON Pointer: ${path}`);
  const parts = path.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part.includes('~')) parts[i] = part.replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return parts;
}

/** An array index as a pointer writes it (digits, no leading zero): an item's, or with `orEnd` the end's, `-` too. */
function arrayIndex(segment: string, length: number, orEnd: boolean): number {
  if (orEnd && segment === '-') return length;
  if (!/^(0|[1-9][0-9]*)$/.test(segment)) throw new PatchMisfit(`not an array index: ${segment}`);
  const index = Number(segment);
  if (index > length || (index === length && !orEnd)) throw new PatchMisfit(`no item ${segment}`);
  return index;
}

/**
 * A field of an object that the document holds as its own: never one it inherits, and never
 * `__proto__`, which would change what the object inherits instead of holding a value.
 */
function ownField(object: Record<string, unknown>, key: string, mustExist: boolean): string {
  if (key === '__proto__') throw new PatchMisfit('__proto__ is not a field');
  if (mustExist && !Object.hasOwn(object, key)) throw new PatchMisfit(`no field ${key}`);
  return key;
}

/**
 * Applies operations to a document without changing it: each object or array on the way to a
 * changed place is copied, once however many operations change things under it, and everything
 * else is shared with the document. What is left unchanged keeps its identity, so a screen can
 * skip redrawing it; the copies are this function's own until it returns, so they are written in place.
 */
function patched(document: unknown, ops: readonly PatchOperation[]): unknown {
  const own = new Set<Container>();
  const copy = (value: Container): Container => {
    const made = Array.isArray(value) ? [...value] : { ...value };
    own.add(made);
    return made;
  };
  let root = document;
  for (const op of ops) {
    const path = segments(op.path);
    if (path.length === 0) {
      if (op.op === 'remove') throw new PatchMisfit('the whole document cannot be removed');
      root = op.value;
      continue;
    }
    if (!isContainer(root)) throw new PatchMisfit(`nothing at ${op.path}`);
    if (!own.has(root)) root = copy(root);
    let parent = root as Container;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i] as string;
      const key = Array.isArray(parent)
        ? arrayIndex(segment, parent.length, false)
        : ownField(parent, segment, true);
      let child = (parent as Record<string | number, unknown>)[key];
      if (!isContainer(child)) throw new PatchMisfit(`nothing at ${op.path}`);
      if (!own.has(child)) {
        child = copy(child);
        (parent as Record<string | number, unknown>)[key] = child;
      }
      parent = child as Container;
    }
    const last = path[path.length - 1] as string;
    if (Array.isArray(parent)) {
      const index = arrayIndex(last, parent.length, op.op === 'add');
      if (op.op === 'add') parent.splice(index, 0, op.value);
      else if (op.op === 'remove') parent.splice(index, 1);
      else parent[index] = op.value;
    } else {
      const key = ownField(parent, last, op.op !== 'add');
      if (op.op === 'remove') delete parent[key];
      else parent[key] = op.value;
    }
  }
  return root;
}

/**
 * The next view, from the view held and a patch; undefined when the patch is not for the view held
 * (a message was missed, or the held view is not the one it was made on): ask for the whole view.
 * The held view is not changed, and the next one shares every part the patch left alone with it.
 */
export function patchedView(held: GameView | undefined, patch: ViewPatch): GameView | undefined {
  if (!held || held.version !== patch.from || !Array.isArray(patch.ops)) return undefined;
  try {
    const next = patched(held, patch.ops) as GameView | undefined;
    return next?.version === patch.to ? next : undefined;
  } catch {
    // A `PatchMisfit`, or operations not of the shape promised (a `TypeError` on the way).
    return undefined;
  }
}
