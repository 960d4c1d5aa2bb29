/** The median of a list of numbers (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The nearest-rank percentile (`p` in 0..100): the smallest value with at least p% of the list at or under it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  if (p < 0 || p > 100) throw new Error(`percentile ${p} is outside 0..100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

/** A figure over several runs: its median and the lowest and highest run (the spread printed next to it). */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The median, lowest and highest of a list of runs. */
export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}
