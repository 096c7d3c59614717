import { FEATURE_NUMBERS } from '@betfront/contract/features';
import { BONUS_BET_ID, bonusBetCoef, isBonusBetEligible, isCouponTypeId, isVipAvailable } from '@betfront/coupon';
import type { Queryable } from '../db/database';
import { listSwitchedOn } from '../settings/catalogue-repository';
import type { StakeLimits } from './bet-limits';
import { PlaceRefusal } from './place-refusal';
import type { PricedBet } from './price-bets';

/** The coupon features the operator has switched on. */
export interface SiteBetFeatures {
  isVipBetEnabled: boolean;
  isBonusBetAllowed: boolean;
}

export async function readSiteBetFeatures(db: Queryable): Promise<SiteBetFeatures> {
  const features = await listSwitchedOn(db, 'enabled_features');
  return {
    isVipBetEnabled: features.includes(FEATURE_NUMBERS.vipBet),
    isBonusBetAllowed: features.includes(FEATURE_NUMBERS.bonusBet),
  };
}

/**
 * A VIP bet lifts the maximum stake. It counts only when the player asked for it and the coupon may carry one
 * (site §5): the site enables it, every bet is a line bet, and the type is not many singles.
 */
export function isVipBetHonoured(
  asked: boolean,
  features: SiteBetFeatures,
  typeId: number,
  bets: readonly PricedBet[],
  limits: StakeLimits,
): boolean {
  if (!asked || !isCouponTypeId(typeId)) return false;
  return isVipAvailable({
    isVipBetEnabled: features.isVipBetEnabled,
    maxBetAmount: limits.maxBetAmount,
    bets: bets.map((bet) => ({ market: { isLive: bet.isLive }, game: { isLive: bet.isLive } })),
    typeId,
  });
}

/**
 * The bonus bet's leg of an express the coupon showed it on, at the current coefs; null when the player did not
 * ask for it. Asked for when the site no longer allows it or the express no longer qualifies: refused, so the
 * player sees the possible win without it before placing.
 */
export function bonusBetLeg(
  asked: boolean,
  features: SiteBetFeatures,
  typeId: number,
  bets: readonly PricedBet[],
): { id: string; coef: string } | null {
  if (!asked) return null;
  const eligible =
    isCouponTypeId(typeId) &&
    isBonusBetEligible({
      typeId,
      isBonusBetAllowed: features.isBonusBetAllowed,
      bets: bets.map((bet) => ({ coef: bet.coef })),
    });
  if (!eligible) {
    throw new PlaceRefusal(409, 'bonus_bet_unavailable', 'This coupon no longer carries the bonus bet');
  }
  return { id: BONUS_BET_ID, coef: bonusBetCoef(bets.length) };
}
