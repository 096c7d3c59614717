/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * How many of a ticket's combinations match exactly `matches` drawn numbers: of the `picked` numbers, `hits`
 * were drawn; a combination holds `pickCount` of the picked numbers.
 */
export const combinationsMatching = (picked: number, hits: number, pickCount: number, matches: number): bigint =>
  choose(hits, matches) * choose(picked - hits, pickCount - matches);
