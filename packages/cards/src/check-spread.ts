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

/** The numbers of the difficulties, in their order: easy 0, medium 1, hard 2. */
const levelOf = (difficulty: string): number => DIFFICULTIES.indexOf(difficulty as never);

/** Ranks from 1, tied values sharing the mean of the ranks they span. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let from = 0; from < order.length; ) {
    let to = from;
    while (to + 1 < order.length && order[to + 1]?.v === order[from]?.v) to++;
    for (let k = from; k <= to; k++) out[(order[k] as { i: number }).i] = (from + to) / 2 + 1;
    from = to + 1;
  }
  return out;
}

/** Spearman's rank correlation of position and difficulty; undefined when either does not vary. */
export function positionCorrelation(difficulties: readonly string[]): number | undefined {
  const n = difficulties.length;
  const x = ranks(difficulties.map((_, i) => i));
  const y = ranks(difficulties.map(levelOf));
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mean;
    const dy = (y[i] as number) - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? undefined : sxy / Math.sqrt(sxx * syy);
}

/**
 * How far from zero the correlation of a file judged card by card may stray: under no relation
 * it is near normal with a spread of one over the root of n − 1, and the constant is the normal
 * quantile passed by chance as rarely as `CHANCE`, both sides counted.
 */
export const correlationBound = (n: number): number => 3.89 / Math.sqrt(n - 1);

/** How often a file judged card by card may trip a position check by bad luck. */
const CHANCE = 1e-4;
const PERIODS = [2, 3, 4, 5, 6, 7, 8];

/** P(X ≥ k) for X binomial with n tries of chance p; each term built from logs, as the binomial coefficients of a long file overflow. */
export function binomialTail(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p >= 1) return 1;
  if (p <= 0) return 0;
  const logFactorial = [0];
  for (let i = 1; i <= n; i++) logFactorial.push((logFactorial[i - 1] as number) + Math.log(i));
  let sum = 0;
  for (let j = k; j <= n; j++) {
    const logChoose =
      (logFactorial[n] as number) - (logFactorial[j] as number) - (logFactorial[n - j] as number);
    sum += Math.exp(logChoose + j * Math.log(p) + (n - j) * Math.log(1 - p));
  }
  return Math.min(1, sum);
}

/**
 * The cards of the repeating sequence of period `p` that fits the labels best: at each place in
 * the cycle it names the label most common there, and the fit counts the cards that agree.
 */
function bestFit(difficulties: readonly string[], p: number): number {
  let fit = 0;
  for (let k = 0; k < p; k++) {
    const counts = new Map<string, number>();
    for (let i = k; i < difficulties.length; i += p)
      counts.set(difficulties[i] as string, (counts.get(difficulties[i] as string) ?? 0) + 1);
    fit += Math.max(0, ...counts.values());
  }
  return fit;
}

/**
 * Difficulties that follow the position in the file: a trend along it (a rank correlation past
 * `correlationBound`), or a cycle (easy, medium, hard, easy, medium, hard…) of a short period.
 * For a cycle: one fixed sequence of labels agrees with each card with a chance no greater than
 * the share of the file's most common label, so its agreements are at most binomial with that
 * chance; the best of the L^p sequences of period p (L labels in the file) is then past a count c
 * by chance at most L^p times the binomial tail at c, and a file is named when that product is
 * below `CHANCE`. Rough and on the safe side: it misses faint cycles, never a clear one.
 */
export function difficultyFollowsPosition(file: string, difficulties: readonly string[]): Finding[] {
  const n = difficulties.length;
  const found: Finding[] = [];
  const rho = positionCorrelation(difficulties);
  if (rho !== undefined && n > 1 && Math.abs(rho) > correlationBound(n))
    found.push({
      where: file,
      message: `difficulty follows the position in the file (rank correlation ${rho.toFixed(2)}, beyond ±${correlationBound(n).toFixed(2)}): judge each card on its own`,
    });
  const counts = new Map<string, number>();
  for (const d of difficulties) counts.set(d, (counts.get(d) ?? 0) + 1);
  const labels = counts.size;
  if (labels < 2) return found;
  const commonest = Math.max(...counts.values()) / n;
  for (const p of PERIODS) {
    if (n < 2 * p) break;
    const fit = bestFit(difficulties, p);
    if (labels ** p * binomialTail(n, commonest, fit) < CHANCE) {
      found.push({
        where: file,
        message: `difficulty repeats every ${p} cards (${fit} of ${n} fit one cycle): judge each card on its own`,
      });
      break;
    }
  }
  return found;
}
