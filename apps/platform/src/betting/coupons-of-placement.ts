import { COUPON_TYPE } from '@betfront/coupon';
import type { PricedBet } from './price-bets';
import type { CouponToQuote } from './quote-coupon';

export interface CouponOfPlacement {
  coupon: CouponToQuote;
  bets: PricedBet[];
}

/**
 * The coupons one placement makes: a multi (type 4) is one single per bet — its "singles results" (site §4
 * "Coupon types") — each staked with the amount, settled and sold back alone; every other type is one coupon.
 */
export function couponsOfPlacement(coupon: CouponToQuote, bets: PricedBet[]): CouponOfPlacement[] {
  if (coupon.typeId !== COUPON_TYPE.multi) return [{ coupon, bets }];
  return bets.map((bet, index) => {
    const leg = coupon.bets[index];
    if (!leg) throw new Error(`The multi has no bet at ${index}`);
    return { coupon: { ...coupon, typeId: COUPON_TYPE.single, bets: [leg] }, bets: [bet] };
  });
}
