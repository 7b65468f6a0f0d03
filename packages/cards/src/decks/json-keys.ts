/**
 * A key given twice in one JSON object: `JSON.parse` keeps the last value and drops the first
 * without a word, and in an object of words and their forbidden words each key is a card. Found
 * in one pass over the text, so the card lost is named rather than lost silently.
 */
export interface RepeatedKey {
  /** The keys of the objects around it, outermost first (`[]`: the outer object). */
  path: string[];
  key: string;
}

interface Frame {
  object: boolean;
  keys: Set<string>;
  /** The key whose value this frame is, in its parent object. */
  key?: string;
  /** The last key read in this object: the key of a value opened next. */
  last?: string;
}

/** Every repeated key of the objects `depth` levels deep at most (1: the outer object's own keys). */
export function repeatedKeys(text: string, depth: number): RepeatedKey[] {
  const found: RepeatedKey[] = [];
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      const parent = stack[stack.length - 1];
      stack.push({ object: ch === '{', keys: new Set(), ...(parent?.object ? { key: parent.last } : {}) });
    } else if (ch === '}' || ch === ']') stack.pop();
    else if (ch === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      const frame = stack[stack.length - 1];
      if (!frame?.object || stack.length > depth) continue;
      let next = i + 1;
      while (next < text.length && /\s/.test(text[next] as string)) next++;
      if (text[next] !== ':') continue;
      let key: string;
      try {
        key = JSON.parse(text.slice(start, i + 1)) as string;
      } catch {
        continue;
      }
      if (frame.keys.has(key)) found.push({ path: stack.slice(1).map((f) => f.key ?? ''), key });
      frame.keys.add(key);
      frame.last = key;
    }
  }
  return found;
}
