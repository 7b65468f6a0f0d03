/**
 * JSON text made faster than `JSON.stringify` of a whole value, with the same text: for what the
 * server writes often (views on the wire, game states in the store), whose parts change little from
 * one version to the next.
 */

const quotedKeys = new Map<string, string>();

/** `"key":`, made once per key name: views and states have a few dozen names. */
export function quotedKey(key: string): string {
  let text = quotedKeys.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (quotedKeys.size < 10_000) quotedKeys.set(key, text);
  }
  return text;
}

/** A field `JSON.stringify` leaves out of an object (and writes as null in an array). */
const unwritten = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * What `kept` holds for a frozen part encoded once and not kept yet: no JSON text is empty, so it
 * cannot be taken for one.
 */
const SEEN_ONCE = '';

/**
 * `JSON.stringify(value)`, exactly, made from the text kept of each frozen part met before: a frozen
 * object cannot change, so its text is kept with it in `kept` (for as long as the object lives) and
 * reused. The states the rules produce are frozen deeply (immer), and a change shares every part it
 * did not touch with the version before, so storing a game's next version encodes only the parts
 * that changed. A part's text is kept the second time the part is met, once it has outlived a
 * change: most parts a change makes (the gameplay, the turn in progress) are replaced by the next one,
 * and keeping their texts (flattened, and alive until that next change) would cost more than
 * encoding them again. Objects, and arrays of objects, are walked down to `depth` levels; an array of
 * numbers or strings (a pile of card indexes) and anything deeper are encoded in one go. Plain data
 * only: no `toJSON`, no inherited fields, no cycles.
 */
export function jsonKeepingFrozen(value: unknown, kept: WeakMap<object, string>, depth: number): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const frozen = Object.isFrozen(value);
  const known = frozen ? kept.get(value) : undefined;
  if (known) return known;
  let text: string;
  if (depth === 0) text = JSON.stringify(value);
  else if (Array.isArray(value)) {
    // A copy of a frozen array is encoded, not the array: V8 (Node 20) encodes a frozen array of
    // numbers some 2.5 times slower than a fresh one (and runs some() on it ten times slower).
    const items = frozen ? [...value] : value;
    if (!items.some((item) => typeof item === 'object' && item !== null)) text = JSON.stringify(items);
    else {
      text = '[';
      for (let i = 0; i < items.length; i++) {
        const item: unknown = items[i];
        text += `${i > 0 ? ',' : ''}${unwritten(item) ? 'null' : jsonKeepingFrozen(item, kept, depth - 1)}`;
      }
      text += ']';
    }
  } else {
    text = '{';
    for (const key in value) {
      const field = (value as Record<string, unknown>)[key];
      if (unwritten(field)) continue;
      text += `${text.length > 1 ? ',' : ''}${quotedKey(key)}${jsonKeepingFrozen(field, kept, depth - 1)}`;
    }
    text += '}';
  }
  if (frozen) kept.set(value, known === SEEN_ONCE ? flat(text) : SEEN_ONCE);
  return text;
}

/**
 * The same string, flattened in place. Text made by `+` is a tree of its pieces in V8, here a
 * dozen small strings and a 32-byte node per field: several times the size of its characters. Kept
 * for as long as its part lives, that tree would be copied by every young-generation collection it
 * lives through and then promoted. Reading a character makes V8 flatten the tree into one string
 * (which a plain read does not otherwise do: `Number(text)` gives up at the `{` first).
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}
