import { isBetLive, type BetConditionSubject } from '../bet-conditions';
import type { AmountInput } from '../coupon-input';
import { COUPON_TYPE, type CouponTypeId } from '../coupon-types';
import { parseDecimal } from '../decimal';

export interface VipAvailabilityInput {
  readonly isVipBetEnabled: boolean;
  readonly maxBetAmount: AmountInput | null;
  readonly bets: readonly BetConditionSubject[];
  readonly typeId: CouponTypeId;
}

/** The site enables it, the max bet is finite, the coupon has bets, all of them line bets, and the type is not 9. */
export function isVipAvailable({ isVipBetEnabled, maxBetAmount, bets, typeId }: VipAvailabilityInput): boolean {
  return (
    isVipBetEnabled &&
    parseDecimal(maxBetAmount) !== null &&
    bets.length > 0 &&
    bets.every((bet) => !isBetLive(bet)) &&
    typeId !== COUPON_TYPE.manySingles
  );
}
