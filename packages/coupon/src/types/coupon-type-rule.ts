import type { Dec } from '../decimal';
import type { NormalizedCoupon } from '../normalize-coupon';

interface QuoteFigures {
  readonly coef: Dec;
  readonly betsCount: number;
  readonly totalStake: Dec;
  readonly possibleWin: Dec;
  readonly minPossibleWin?: Dec;
}

/** One coupon type's arithmetic. Money comes back already rounded as the type's rule rounds it. */
export interface CouponTypeRule {
  /** Throws a CouponError when the coupon breaks this type's own constraints. */
  readonly validate?: (coupon: NormalizedCoupon) => void;
  readonly quote: (coupon: NormalizedCoupon) => QuoteFigures;
  /** Every leg has a settled status (0 … 6). */
  readonly payout: (coupon: NormalizedCoupon) => Dec;
}
