/**
 * JSON text made ahead of sending, for the wire encoder (socket-parser.ts) to put into a packet as
 * it is. The views of one change share most of their objects (rules' `viewsFor`); encoding each
 * shared object once for all players, instead of once per player, is most of what sending views
 * costs the server.
 */
export class EncodedJson {
  constructor(readonly text: string) {}
}

const quotedKeys = new Map<string, string>();

/** `"key":`, made once per key name: views have a few dozen names. */
function quotedKey(key: string): string {
  let text = quotedKeys.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (quotedKeys.size < 10_000) quotedKeys.set(key, text);
  }
  return text;
}

/**
 * `JSON.stringify(value)`, exactly, except that an object or array already in `memo` is not
 * encoded again (and each one met is remembered). Objects are walked field by field down to
 * `depth` levels; arrays, and anything deeper, are encoded by JSON.stringify in one go, which is
 * faster than any walk. Only for plain data (no `toJSON`, no inherited fields, no cycles): views.
 */
export function encodeSharing(value: unknown, memo: WeakMap<object, string>, depth = 2): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      // undefined, a function or a symbol: null, as JSON.stringify writes them in an array (a
      // field holding one is skipped below); a bigint throws, as it does in JSON.stringify.
      return JSON.stringify(value) ?? 'null';
  }
  if (value === null) return 'null';
  const known = memo.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (depth === 0 || Array.isArray(value)) text = JSON.stringify(value);
  else {
    text = '{';
    for (const key in value) {
      const field = (value as Record<string, unknown>)[key];
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      text += `${text.length > 1 ? ',' : ''}${quotedKey(key)}${encodeSharing(field, memo, depth - 1)}`;
    }
    text += '}';
  }
  memo.set(value, text);
  return text;
}
