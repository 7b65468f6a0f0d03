/**
 * JSON text made ahead of sending, for the wire encoder (socket-parser.ts) to put into a packet as
 * it is. The views of one change share most of their objects (rules' `viewsFor`); encoding each
 * shared object once for all players, instead of once per player, is most of what sending views
 * costs the server.
 */
export class EncodedJson {
  constructor(readonly text: string) {}
}

/**
 * `JSON.stringify(value)`, exactly, except that objects already in `memo` are not encoded again
 * (and objects met for the first time are remembered), down to `depth` levels of nesting. Only
 * for plain data (no `toJSON`, no cycles): what views are.
 */
export function encodeSharing(value: unknown, memo: WeakMap<object, string>, depth = 2): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const known = memo.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (depth === 0) text = JSON.stringify(value);
  else if (Array.isArray(value)) {
    text = `[${value.map((item) => encodeSharing(item, memo, depth - 1)).join(',')}]`;
  } else {
    const fields: string[] = [];
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      fields.push(`${JSON.stringify(key)}:${encodeSharing(field, memo, depth - 1)}`);
    }
    text = `{${fields.join(',')}}`;
  }
  memo.set(value, text);
  return text;
}
