import type { RegionalGroup } from './language-rules.ts';

/** The names of a comma-separated list, as the rule files write them. */
function names(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * A group of names of one thing: those said only in part of the language's world, then those
 * every speaker understands.
 */
export function regionalGroup(regional: string, shared = ''): RegionalGroup {
  return { regional: names(regional), shared: names(shared) };
}

/**
 * Each spelling of a word to the first of its group, both as `key` makes them (a language's
 * plural, so a variant's plural finds its group too).
 */
export function spellingsByVariant(
  groups: readonly (readonly string[])[],
  key: (word: string) => string,
): ReadonlyMap<string, string> {
  return new Map(groups.flatMap((group) => group.map((word) => [key(word), key(group[0] as string)])));
}
