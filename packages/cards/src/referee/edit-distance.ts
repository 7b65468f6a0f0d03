/**
 * Damerau–Levenshtein distance in its restricted form (optimal string alignment): the fewest
 * insertions, deletions, substitutions and swaps of two neighbouring characters that make one
 * text the other, each character edited once at most. "cat" and "act" are 1 apart, "cat" and
 * "cart" 1, "cat" and "dog" 3. Counted by code point; written here rather than taken from a
 * library, as none is a dependency and the table is a few lines. The texts it is given are held
 * to the guess cap first, so the table stays small.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let beforeLast: number[] = [];
  let last = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const substitution = (last[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      let best = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, (beforeLast[j - 2] ?? 0) + 1);
      row.push(best);
    }
    beforeLast = last;
    last = row;
  }
  return last[y.length] ?? 0;
}
