/** Rounds of each alternating comparison: five as the issue of record asks; `--quick` (BENCH_QUICK=1) two, for development. */
export function benchRounds(env: Record<string, string | undefined> = process.env): number {
  return env.BENCH_QUICK === '1' ? 2 : 5;
}

/**
 * The order of a comparison's runs: the baseline, then each page, round after round (A, B, C, A, B, C…),
 * so load on the machine falls on both sides alike instead of on whichever ran last.
 */
export function alternatingOrder<K>(baseline: K, pages: readonly K[], rounds: number): { round: number; key: K }[] {
  const order: { round: number; key: K }[] = [];
  for (let round = 0; round < rounds; round += 1) for (const key of [baseline, ...pages]) order.push({ round, key });
  return order;
}

/** Each round's difference `own − base`, for the rounds in which both were measured (paired differences). */
export function pairedDifferences(own: readonly (number | undefined)[], base: readonly (number | undefined)[]): number[] {
  const differences: number[] = [];
  own.forEach((value, round) => {
    const other = base[round];
    if (value !== undefined && other !== undefined) differences.push(value - other);
  });
  return differences;
}
