/**
 * The checks that need what a language's rules know of its world: words used only in part of
 * it, and seasons, which fall in other months south of the equator.
 */
import type { LanguageRules, RegionalGroup } from './languages/language-rules.ts';
import { listedIn } from './word-relations.ts';

const namesOf = (group: RegionalGroup): string[] => [...group.regional, ...(group.shared ?? [])];

/** The regional groups a text holds a word of, with the words it holds (regional ones only unless `all`). */
function groupsIn(text: string, rules: LanguageRules, all: boolean): Map<RegionalGroup, string[]> {
  const found = new Map<RegionalGroup, string[]>();
  for (const group of rules.regional) {
    const words = listedIn(text, all ? namesOf(group) : group.regional, rules);
    if (words.length > 0) found.set(group, words);
  }
  return found;
}

/** "nevera" and "heladera": two names of one thing in two parts of the world. */
export function regionalVariants(a: string, b: string, rules: LanguageRules): boolean {
  const ofB = groupsIn(b, rules, true);
  for (const [group, words] of groupsIn(a, rules, true)) {
    const other = ofB.get(group);
    if (other?.some((w) => !words.includes(w))) return true;
  }
  return false;
}

/**
 * A target said in part of the world only is a card half the players cannot guess; a forbidden
 * word said there only leaves the other half free to say theirs, unless the card forbids that too
 * or the target is that other name (Piña may forbid "ananá": "piña" is off-limits already).
 */
export function regionalProblems(
  target: string,
  forbidden: readonly string[],
  rules: LanguageRules,
): string[] {
  const problems: string[] = [];
  for (const [group, words] of groupsIn(target, rules, false)) {
    const others = namesOf(group).filter((n) => !words.includes(n));
    problems.push(
      `the target "${target}" is said so only in some countries ("${words.join('", "')}"; elsewhere: ${others.join(', ')})`,
    );
  }
  forbidden.forEach((f, i) => {
    const rest = forbidden.filter((_, k) => k !== i);
    for (const [group, words] of groupsIn(f, rules, false)) {
      const covered = [target, ...rest].some((o) =>
        listedIn(o, namesOf(group), rules).some((w) => !words.includes(w)),
      );
      if (covered) continue;
      const others = namesOf(group).filter((n) => !words.includes(n));
      problems.push(
        `forbidden word "${f}" is said only in some countries: forbid another name of it too (${others.join(', ')}) or use a word every speaker knows`,
      );
    }
  });
  return problems;
}

/** A season's card that forbids a month or a feast tells half the world the wrong time of year. */
export function hemisphereProblems(
  target: string,
  forbidden: readonly string[],
  rules: LanguageRules,
): string[] {
  if (listedIn(target, rules.seasons, rules).length === 0) return [];
  return forbidden
    .filter((f) => listedIn(f, rules.calendarWords, rules).length > 0)
    .map(
      (f) =>
        `forbidden word "${f}" ties a season to a month or a feast: south of the equator it falls at another time`,
    );
}
