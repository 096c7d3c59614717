import type { CouponBet } from '@betfront/coupon';
import { VIRTUAL_GAME_ID_BASE } from '@betfront/contract/virtual';
import type { BetLimits } from './bets-api';

/** Money with up to 2 places as a whole number of cents, so limits compare exactly. */
function cents(money: string): bigint {
  const [whole = '0', fraction = ''] = money.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/**
 * The limits the coupon keeps its stakes within, as the platform does: the sportsbook's for the account, narrowed
 * by the operator's limits of every virtual match or race among the bets (the largest minimum, the smallest maximum).
 */
export function couponLimits(limits: BetLimits, bets: readonly Pick<CouponBet, 'market' | 'game'>[]): BetLimits {
  let { minBetAmount, maxBetAmount } = limits;
  for (const bet of bets) {
    if (Number(bet.game.id) <= VIRTUAL_GAME_ID_BASE) continue;
    const own = limits.virtualLimits?.find((game) => game.sportId === bet.market.sportId);
    if (!own) continue;
    if (cents(own.minBetAmount) > cents(minBetAmount)) minBetAmount = own.minBetAmount;
    if (cents(own.maxBetAmount) < cents(maxBetAmount)) maxBetAmount = own.maxBetAmount;
  }
  return { ...limits, minBetAmount, maxBetAmount };
}
