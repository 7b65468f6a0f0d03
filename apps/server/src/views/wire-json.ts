import { quotedKey } from '../store/json-text.ts';

/**
 * JSON text made ahead of sending, for the wire encoder (socket-parser.ts) to put into a packet as
 * it is. The views of one change share most of their objects (rules' `viewsFor`); encoding each
 * shared object once for all players, instead of once per player, is most of what sending views
 * costs the server.
 */
export class EncodedJson<T = unknown> {
  /** Never set: ties the text to the type it encodes, so an event map can ask for it. */
  declare readonly encodes?: T;
  constructor(readonly preencodedJson: string) {}
}

/**
 * The JSON text of an item made ahead, if it is one. Between server processes the Redis adapter
 * re-encodes packets as MessagePack, which keeps an object's fields but not its class: the one
 * field `preencodedJson` identifies it then (no view or acknowledgement has that field).
 */
export function preencodedText(item: unknown): string | undefined {
  if (item instanceof EncodedJson) return item.preencodedJson;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const text: unknown = Reflect.get(item, 'preencodedJson');
  return typeof text === 'string' && Object.keys(item).length === 1 ? text : undefined;
}

/**
 * An event map whose messages may also be sent as their JSON text made ahead: the wire carries the
 * same bytes either way, so the receiving side keeps the plain map.
 */
export type Preencoded<Events> = {
  [E in keyof Events]: Events[E] extends (message: infer M) => void
    ? (message: M | EncodedJson<M>) => void
    : Events[E];
};

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

/** A view message's head, which every message of a change shares; its body follows it. */
export const viewMessageHead = (gamecode: string, serverTime: number) =>
  `{"gamecode":${JSON.stringify(gamecode)},"serverTime":${serverTime},`;
