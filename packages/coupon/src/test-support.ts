import fc from 'fast-check';
import type { CouponBetInput, QuoteInput } from './coupon-input';
import { BETS_COUNT_RANGE, type CouponTypeId } from './coupon-types';

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

/** A valid coupon of any type, with type-specific extras (system value, bankers, blocks, own amounts). */
export function couponArb(typeIds: readonly CouponTypeId[]): fc.Arbitrary<QuoteInput> {
  return fc.constantFrom(...typeIds).chain((typeId) => {
    const { min, max } = BETS_COUNT_RANGE[typeId];
    const upper = Math.min(max, min + 6);
    return fc
      .record({
        amount: amountArb,
        bets: betsArb(typeId === 2 ? 3 : min, typeId === 2 ? 9 : upper),
        bankers: fc.nat(2),
        systemValue: fc.nat(20),
        blockIds: fc.array(fc.nat(3), { minLength: 12, maxLength: 12 }),
        ownAmounts: fc.array(fc.option(amountArb), { minLength: 12, maxLength: 12 }),
      })
      .map(({ amount, bets, bankers, systemValue, blockIds, ownAmounts }): QuoteInput => {
        if (typeId === 2) {
          const withBankers = bets.map((bet, i) => ({ ...bet, isBanker: i < Math.min(bankers, bets.length - 3) }));
          const others = withBankers.filter((bet) => !bet.isBanker).length;
          return { typeId, amount, bets: withBankers, systemValue: 2 + (systemValue % (others - 2)) };
        }
        if (typeId === 5) {
          // Block ids in order, with at least 2 blocks; the default stakes are always allowed.
          const sorted = bets.map((bet, i) => ({ ...bet, blockId: i === 0 ? 0 : Math.max(1, blockIds[i] ?? 1) }));
          return { typeId, amount, bets: sorted.sort((a, b) => a.blockId - b.blockId) };
        }
        if (typeId === 9) {
          const amountByBetId = Object.fromEntries(
            bets.flatMap((bet, i) => (ownAmounts[i] ? [[bet.id, ownAmounts[i] as string]] : [])),
          );
          return { typeId, amount, bets, amountByBetId };
        }
        return { typeId, amount, bets };
      });
  });
}
