import type { AmountInput } from '../coupon-input';
import type { CouponTypeId } from '../coupon-types';
import { parseDecimal } from '../decimal';

export interface MinimumCheck {
  readonly typeId: CouponTypeId;
  readonly amount: AmountInput;
  readonly minBetAmount: AmountInput | null;
  /** The types the minimum applies to. */
  readonly minAmountTypeIds: readonly CouponTypeId[];
}

export interface MaximumCheck {
  readonly typeId: CouponTypeId;
  readonly amount: AmountInput;
  readonly maxBetAmount: AmountInput | null;
  /** The types the maximum applies to. */
  readonly maxAmountTypeIds: readonly CouponTypeId[];
  readonly isBonusAccount: boolean;
}

/** A minimum applies only to configured coupon types. */
export function isBelowMinimum({ typeId, amount, minBetAmount, minAmountTypeIds }: MinimumCheck): boolean {
  if (!minAmountTypeIds.includes(typeId)) return false;
  const value = parseDecimal(amount);
  const minimum = parseDecimal(minBetAmount);
  return value !== null && minimum !== null && value.lessThan(minimum);
}

/** A maximum applies only to configured coupon types, and never to the bonus account. */
export function isAboveMaximum({
  typeId,
  amount,
  maxBetAmount,
  maxAmountTypeIds,
  isBonusAccount,
}: MaximumCheck): boolean {
  if (isBonusAccount || !maxAmountTypeIds.includes(typeId)) return false;
  const value = parseDecimal(amount);
  const maximum = parseDecimal(maxBetAmount);
  return value !== null && maximum !== null && value.greaterThan(maximum);
}
