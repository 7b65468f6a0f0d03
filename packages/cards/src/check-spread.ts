import { type Category, DIFFICULTIES } from '@unsayable/rules';
import type { Finding } from './check-across.ts';

/**
 * A reasonable spread: every category of the language (`categories`) present with a fair share,
 * no difficulty crowding out the rest.
 */
export function spreadProblems(
  cards: number,
  byCategory: Record<string, number>,
  byDifficulty: Record<string, number>,
  categories: readonly Category[],
): Finding[] {
  if (cards === 0) return [];
  const found: Finding[] = [];
  for (const category of categories) {
    const n = byCategory[category] ?? 0;
    if (n < cards / categories.length / 2)
      found.push({ where: category, message: `only ${n} cards: below half a fair share` });
  }
  for (const difficulty of DIFFICULTIES) {
    const share = (byDifficulty[difficulty] ?? 0) / cards;
    if (share < 0.1 || share > 0.6) {
      found.push({
        where: difficulty,
        message: `${Math.round(share * 100)} % of the cards: keep each difficulty within 10–60 %`,
      });
    }
  }
  return found;
}

/** Fewer cards than this in a file can fall into runs by chance. */
const ORDER_CHECK_MIN = 12;

/**
 * A category whose difficulties come in one block each (all easy, then all medium, then all
 * hard) was labelled by position, to meet a quota, not card by card. Cards judged on their own
 * and kept in any order that is not sorted by difficulty never look like that.
 */
export function difficultyFollowsOrder(file: string, difficulties: readonly string[]): Finding | undefined {
  if (difficulties.length < ORDER_CHECK_MIN) return undefined;
  const runs: { difficulty: string; from: number; to: number }[] = [];
  difficulties.forEach((difficulty, i) => {
    const last = runs.at(-1);
    if (last?.difficulty === difficulty) last.to = i + 1;
    else runs.push({ difficulty, from: i + 1, to: i + 1 });
  });
  const distinct = new Set(difficulties).size;
  if (distinct < 2 || runs.length !== distinct) return undefined;
  const blocks = runs.map((r) => `${r.difficulty} ${r.from}–${r.to}`).join(', ');
  return {
    where: file,
    message: `difficulty follows the order of the file (${blocks}): judge each card on its own`,
  };
}
