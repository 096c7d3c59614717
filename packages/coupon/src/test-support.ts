import fc from 'fast-check';
import type { CouponBetInput } from './coupon-input';

/** Test-only helpers: coefficients with 2 decimals and money in cents, as the line and the wallet send them. */
export const coefArb = fc.integer({ min: 101, max: 1500 }).map((hundredths) => (hundredths / 100).toFixed(2));
export const amountArb = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2));
export const settledStatusArb = fc.constantFrom(0, 1, 2, 3, 4, 5, 6);

export function betsArb(min: number, max: number): fc.Arbitrary<CouponBetInput[]> {
  return fc
    .array(coefArb, { minLength: min, maxLength: max })
    .map((coefs) => coefs.map((coef, i) => ({ id: `b${i}`, coef })));
}

export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((combo) => [first, ...combo]), ...combinations(rest, k)];
}

/** Hundredths as a BigInt: "1.85" → 185n. */
export function hundredths(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole as string) * 100n + BigInt((fraction + '00').slice(0, 2));
}

export function centsToString(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
