import type { MessageRef } from '@unsayable/rules';

/**
 * A message's key and values as the server sent them (a refusal's `errorRef`, an acknowledgement's
 * or an HTTP answer's), if it sent them whole: a text key, and values that are an object or left
 * out (none). Anything else is no key, and the English text is shown as it came.
 */
export function messageRefOf(value: unknown): MessageRef | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const key = Reflect.get(value, 'key');
  const params = Reflect.get(value, 'params') ?? {};
  return typeof key === 'string' && typeof params === 'object' && params !== null
    ? { key, params }
    : undefined;
}
