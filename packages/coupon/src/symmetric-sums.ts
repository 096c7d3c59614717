import { ONE, ZERO, type Dec } from './decimal';

/**
 * e_k(values): the sum, over every k-element combination, of the product of its values — in O(n·k)
 * without listing the combinations.
 */
export function elementarySymmetricSum(values: readonly Dec[], k: number): Dec {
  if (k < 0 || k > values.length) return ZERO;
  const sums: Dec[] = [ONE];
  for (let j = 1; j <= k; j += 1) sums.push(ZERO);
  let seen = 0;
  for (const value of values) {
    seen += 1;
    if (value.isZero()) continue;
    for (let j = Math.min(k, seen); j >= 1; j -= 1) {
      sums[j] = (sums[j] as Dec).plus((sums[j - 1] as Dec).times(value));
    }
  }
  return sums[k] as Dec;
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i += 1) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}
