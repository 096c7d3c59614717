import { COUPON_TYPE, type CouponTypeId } from '../coupon-types';
import { ONE, dec, parseDecimal, product, type Dec } from '../decimal';

/** The id of the bonus bet's leg in a quote input. */
export const BONUS_BET_ID = 'bonus-bet';

export const BONUS_BET_MIN_BETS = 3;
const MIN_BET_COEF = dec('1.1');
const MIN_TOTAL_COEF = dec('1.01');
const EXCLUDED_MARKET_KIND = 7;

export interface BonusBetSubject {
  readonly coef: string | number;
  readonly kind?: number;
}

export interface BonusBetEligibility {
  readonly typeId: CouponTypeId;
  readonly isBonusBetAllowed: boolean;
  readonly bets: readonly BonusBetSubject[];
}

/**
 * An express gets a bonus bet when the site allows it, it has 3 or more bets, every bet's coef is at least
 * 1.1 and its market kind is not 7, and the total coef is at least 1.01.
 */
export function isBonusBetEligible({ typeId, isBonusBetAllowed, bets }: BonusBetEligibility): boolean {
  if (typeId !== COUPON_TYPE.express || !isBonusBetAllowed || bets.length < BONUS_BET_MIN_BETS) return false;
  const coefs: Dec[] = [];
  for (const bet of bets) {
    const coef = parseDecimal(bet.coef);
    if (coef === null || coef.lessThan(MIN_BET_COEF) || bet.kind === EXCLUDED_MARKET_KIND) return false;
    coefs.push(coef);
  }
  return product(coefs).greaterThanOrEqualTo(MIN_TOTAL_COEF);
}

/** 1 + n/100 for n of 1 to 9 bets, otherwise 1.1. */
export function bonusBetCoef(betsCount: number): string {
  const coef =
    Number.isInteger(betsCount) && betsCount >= 1 && betsCount <= 9 ? ONE.plus(dec(betsCount).div(100)) : dec('1.1');
  return coef.toFixed();
}
