import type { CashOutCouponReason, CashOutLegReason } from '@betfront/contract/cash-out';
import { COUPON_TYPE, MAX_ENUMERATED_OPEN_LEGS, isSettledStatus, type BetStatusId } from '@betfront/coupon';
import { BONUS_ACCOUNT_TYPE } from '../betting/betting-account';
import type { CashOutSettings } from './cash-out-settings';
import type { SaleCoupon } from './sale-repository';

/**
 * How an open bet's selection is offered now: at a price, suspended (no price for the moment, or the game is
 * over and waits for its result), or not in play (the game is live and its live line has no such market).
 */
export type LegOffer =
  { state: 'priced'; coef: string; isLive: boolean } | { state: 'suspended' | 'not_in_play'; isLive: boolean };

export interface WhyNot {
  reasons: CashOutCouponReason[];
  legs: { selectionId: string; reasons: CashOutLegReason[] }[];
}

/** Types valued over every way their open bets can fall (see the coupon engine's cashOutValue). */
const ENUMERATED_TYPES: readonly number[] = [COUPON_TYPE.chain, COUPON_TYPE.conditional, COUPON_TYPE.antiExpress];

function couponReasons(coupon: SaleCoupon, settings: CashOutSettings, openLegs: number): CashOutCouponReason[] {
  const reasons: CashOutCouponReason[] = [];
  if (coupon.statusId !== -2) reasons.push('coupon_closed');
  if (!settings.isEnabled) reasons.push('switched_off');
  const isTooLarge = ENUMERATED_TYPES.includes(coupon.typeId) && openLegs > MAX_ENUMERATED_OPEN_LEGS;
  if (!settings.offeredTypeIds.includes(coupon.typeId) || isTooLarge) reasons.push('type_not_offered');
  if (coupon.bonusBetCoef !== null) reasons.push('bonus_bet');
  if (coupon.promoCode !== null) reasons.push('promo_code');
  // A prepaid stake is not money the player may take out: only its winnings are.
  if (coupon.prepaidAmount !== '0.00') reasons.push('prepaid_stake');
  if (coupon.accountType === BONUS_ACCOUNT_TYPE) reasons.push('bonus_account');
  return reasons;
}

function legReasons(
  leg: SaleCoupon['bets'][number],
  offer: LegOffer | undefined,
  settings: CashOutSettings,
): CashOutLegReason[] {
  if (isSettledStatus(leg.statusId as BetStatusId)) return [];
  const reasons: CashOutLegReason[] = [];
  if (settings.disabledSportIds.includes(leg.sportId)) reasons.push('sport_switched_off');
  if (offer === undefined || offer.state === 'suspended') reasons.push('market_suspended');
  else if (offer.state === 'not_in_play') reasons.push('not_in_play');
  if (offer?.isLive === true && !settings.isLiveEnabled) reasons.push('live_switched_off');
  return reasons;
}

/**
 * Why the coupon cannot be sold now, as a whole and bet by bet, before its value is known; an empty answer
 * lets it be priced. `offers` holds the open bets' selections as offered now (missing: not offered at all).
 */
export function whyNot(coupon: SaleCoupon, offers: ReadonlyMap<string, LegOffer>, settings: CashOutSettings): WhyNot {
  const openLegs = coupon.bets.filter((leg) => !isSettledStatus(leg.statusId as BetStatusId)).length;
  return {
    reasons: couponReasons(coupon, settings, openLegs),
    legs: coupon.bets.map((leg) => ({
      selectionId: leg.selectionId,
      reasons: legReasons(leg, offers.get(leg.selectionId), settings),
    })),
  };
}

export const isSellable = (answer: WhyNot): boolean =>
  answer.reasons.length === 0 && answer.legs.every((leg) => leg.reasons.length === 0);

/** A coupon worth nothing: every line holds a lost bet, each of which is a reason. */
export function nothingToSell(coupon: SaleCoupon, answer: WhyNot): WhyNot {
  return {
    reasons: [...answer.reasons, 'nothing_to_sell'],
    legs: answer.legs.map((leg, i) =>
      coupon.bets[i]?.statusId === 0 ? { ...leg, reasons: [...leg.reasons, 'leg_lost'] } : leg,
    ),
  };
}
