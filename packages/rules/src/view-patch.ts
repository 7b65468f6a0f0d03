import type { GameView } from './view.ts';
import type { PatchOperation, ViewPatch } from './view-patch-apply.ts';

/**
 * The differences already found between the parts of two versions' views, for the views of one
 * change: the views built by one `viewsFor` share the parts every player (or every player of a
 * role) may see, so each part is compared once for all. Keyed by the part of the next view, with
 * the part of the view before it was compared with (almost always the same for every player); a
 * field whose value is not an object (the version) is keyed by its path, with both values.
 */
export type PatchMemo = Map<
  object | string,
  { before: unknown; after?: unknown; ops: PatchOperation[]; path?: string; text?: string }
>;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A key as one segment of a JSON Pointer (RFC 6901): `~` and `/` escaped. */
const pointerSegment = (key: string) =>
  /[~/]/.test(key) ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;

const topPaths = new Map<string, string>();

/** The path of a view's field, `/key`, made once per name: a view has a couple of dozen. */
function topPath(key: string): string {
  let path = topPaths.get(key);
  if (path === undefined) {
    path = `/${pointerSegment(key)}`;
    if (topPaths.size < 1_000) topPaths.set(key, path);
  }
  return path;
}

/**
 * A field of the object itself, never one it inherits: a key such as "valueOf" or "constructor"
 * read on a plain object would otherwise find Object.prototype's and be taken as present.
 */
function own(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * The operations turning `before` into `after` at `path`, appended to `ops`. A part that is the
 * same object in both (views of consecutive versions share what did not change) is skipped without
 * being looked into. Arrays are compared index by index: grown at the end by `add`, shrunk from the
 * end by `remove`, as fast-json-patch's `compare` makes them (its output is what this replaced,
 * with the same operations on the views).
 */
function diffInto(before: unknown, after: unknown, path: string, ops: PatchOperation[]): void {
  if (before === after) return;
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) {
    if (after === undefined) ops.push({ op: 'remove', path });
    else if (before === undefined) ops.push({ op: 'add', path, value: after });
    else ops.push({ op: 'replace', path, value: after });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = before.length - 1; i >= after.length; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    for (let i = 0; i < common; i++)
      if (before[i] !== after[i]) diffInto(before[i], after[i], `${path}/${i}`, ops);
    for (let i = common; i < after.length; i++)
      ops.push({ op: 'add', path: `${path}/${i}`, value: after[i] });
    return;
  }
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key in b) {
    if (b[key] !== undefined && own(a, key) === undefined)
      ops.push({ op: 'remove', path: `${path}/${pointerSegment(key)}` });
  }
  for (const key in a) {
    const to = a[key];
    if (to === undefined) continue;
    const from = own(b, key);
    if (from === to) continue;
    const field = `${path}/${pointerSegment(key)}`;
    if (from === undefined) ops.push({ op: 'add', path: field, value: to });
    else diffInto(from, to, field, ops);
  }
}

/** One operation as JSON.stringify writes it, its path under `prefix`. */
function opText(op: PatchOperation, prefix: string): string {
  const path = JSON.stringify(prefix + op.path);
  // A value JSON has no text for (undefined) is left out, as JSON.stringify leaves out the field.
  const value: string | undefined = 'value' in op ? JSON.stringify(op.value) : undefined;
  return value === undefined
    ? `{"op":"${op.op}","path":${path}}`
    : `{"op":"${op.op}","path":${path},"value":${value}}`;
}

/** Operations as JSON texts separated by commas, their paths under `prefix`. */
const opsText = (ops: readonly PatchOperation[], prefix: string) =>
  ops.map((op) => opText(op, prefix)).join(',');

/**
 * The operations turning one field's value into another's, at `path`, as JSON text: empty when
 * nothing changed, otherwise one or more operations separated by commas. Objects are compared once
 * per memo, and their operations encoded once per path: every view of the change holding the same
 * part gets the same text.
 */
function fieldText(before: unknown, after: unknown, path: string, memo: PatchMemo): string {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    let known = memo.get(after);
    if (known?.before !== before) {
      known = { before, ops: [] };
      diffInto(before, after, '', known.ops);
      memo.set(after, known);
    }
    if (known.ops.length === 0) return '';
    if (known.path !== path) {
      known.path = path;
      known.text = opsText(known.ops, path);
    }
    return known.text ?? '';
  }
  let known = memo.get(path);
  if (known === undefined || known.before !== before || known.after !== after) {
    known = { before, after, ops: [] };
    diffInto(before, after, path, known.ops);
    known.text = opsText(known.ops, '');
    memo.set(path, known);
  }
  return known.text ?? '';
}

/** Two lists of operations' texts as one: separated by a comma, an empty one left out. */
const joined = (list: string, more: string) => (list === '' ? more : more === '' ? list : `${list},${more}`);

/**
 * The patch from one view of a game to the next view of the same player, as the JSON text the
 * server sends: `JSON.stringify(viewPatch(previous, next))`. Compared field by field; with a `memo`
 * shared by the players of one change, each part their views share is compared and encoded once.
 */
export function viewPatchJson(previous: GameView, next: GameView, memo: PatchMemo = new Map()): string {
  const b = previous as unknown as Record<string, unknown>;
  const a = next as unknown as Record<string, unknown>;
  // Joined by concatenation, not Array.join: V8 keeps a concatenation as a tree over the memo's
  // texts, shared by every player, and copies it once, when the message is written to the socket.
  let ops = '';
  for (const key in b)
    if (!Object.hasOwn(a, key)) ops = joined(ops, opText({ op: 'remove', path: topPath(key) }, ''));
  for (const key in a) {
    const from = own(b, key);
    const to = a[key];
    if (from !== to) ops = joined(ops, fieldText(from, to, topPath(key), memo));
  }
  return `{"from":${JSON.stringify(previous.version)},"to":${JSON.stringify(next.version)},"ops":[${ops}]}`;
}

/** The patch from one view of a game to the next view of the same player (`viewPatchJson`, read). */
export function viewPatch(previous: GameView, next: GameView, memo: PatchMemo = new Map()): ViewPatch {
  return JSON.parse(viewPatchJson(previous, next, memo)) as ViewPatch;
}
